-- How games end (issues 25 and 26): a player who left and whose seat a bot played to the end is
-- placed last in every record, never a winner; their seat says so. Places are now kept for every
-- finished game (before, only for rated ones). A game can also end ABORTED (its players agreed, or
-- one left a rated game before everyone had moved): games.status takes that value, and such a game
-- is never rated.
ALTER TABLE game_seats ADD COLUMN left_game BOOLEAN DEFAULT FALSE NOT NULL;
