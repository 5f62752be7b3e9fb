-- The games path at scale (issue 28): a new game is stored in the move journal's group commit,
-- with the moves of other games, instead of in a transaction of its own, so its id must be known
-- before it is written. Each server (each node of a cluster) reserves ids a block at a time from
-- this one row, in a short transaction of its own, and writes them itself: games.id is no longer
-- made by the database, so that nothing can take an id from outside the blocks.
CREATE TABLE game_id_blocks (
    -- the first id no block has reserved yet
    next_id BIGINT NOT NULL
);

INSERT INTO game_id_blocks (next_id) SELECT COALESCE(MAX(id), 0) + 1 FROM games;

ALTER TABLE games ALTER COLUMN id DROP IDENTITY;
