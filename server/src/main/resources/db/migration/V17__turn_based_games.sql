-- Turn-based play (issue 30): games that last days. A turn-based game that waits for people who
-- are away is parked: no node holds it in memory, it has no node (node is NULL) until one takes
-- it back (its epoch then goes up by one, as in a take-over), and parked_at says since when.
-- Only RUNNING games are parked. A node restores at start only its running games that are not.
ALTER TABLE games ADD COLUMN parked_at TIMESTAMP WITH TIME ZONE;

-- A turn-based game's seats between moves: when the move the game waits for from the seat's
-- player must be made (NULL when it waits for none, or for a live game), and how many of the
-- game's moves the player had seen when they last left its table (what they missed is told when
-- they come back).
ALTER TABLE game_seats ADD COLUMN turn_due TIMESTAMP WITH TIME ZONE;
ALTER TABLE game_seats ADD COLUMN seen_moves INT DEFAULT 0 NOT NULL;

-- The moves that fall due (a parked game is brought back when one does), the parked games of a
-- room name (brought back when someone enters it), and the running games that are not parked (a
-- start restores those only, however many are parked).
CREATE INDEX game_seats_by_turn_due ON game_seats (turn_due);
CREATE INDEX games_by_room ON games (room, status);
CREATE INDEX games_by_parked ON games (status, parked_at, room);
