-- Many nodes (issue 20): the fence of a running game. A node that takes a game over (its owner
-- died, or it restarts) adds one to the epoch; a node writes a game's moves only while the epoch is
-- the one it took the game with, in the same transaction as the moves, so a stale owner cannot
-- write. A server of its own never reads it.
ALTER TABLE games ADD COLUMN epoch BIGINT DEFAULT 0 NOT NULL;
