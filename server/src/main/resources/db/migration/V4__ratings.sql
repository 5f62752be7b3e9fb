-- Ratings (issue 17): Weng-Lin Plackett-Luce ratings per player and game, changed in the same
-- transaction as a rated game's result. Ratings are derived data: `lamancha ratings --rebuild`
-- recomputes them from the rated games below, in the order they finished.

-- Whether the game's result changes its players' ratings (decided when it started).
ALTER TABLE games ADD COLUMN rated BOOLEAN DEFAULT FALSE NOT NULL;

-- The place each seat was rated by (1 best, shared on a tie; a player whose seat a bot finished
-- for them is last); NULL for an unrated game.
ALTER TABLE game_seats ADD COLUMN place INT;

-- A player's rating in one game as it stood after their last rated game of it.
CREATE TABLE ratings (
    -- the name lower-cased (Locale.ROOT), as in accounts
    name_key    VARCHAR(64)              NOT NULL,
    game_id     VARCHAR(64)              NOT NULL,
    name        VARCHAR(64)              NOT NULL,
    mu          DOUBLE PRECISION         NOT NULL,
    sigma       DOUBLE PRECISION         NOT NULL,
    games       INT                      NOT NULL,
    last_played TIMESTAMP WITH TIME ZONE NOT NULL,
    PRIMARY KEY (name_key, game_id)
);

CREATE INDEX ratings_by_game ON ratings (game_id);

-- Each seat's rating before (widened by the time away) and after a rated game.
CREATE TABLE rating_changes (
    game         BIGINT           NOT NULL REFERENCES games (id),
    seat         INT              NOT NULL,
    mu_before    DOUBLE PRECISION NOT NULL,
    sigma_before DOUBLE PRECISION NOT NULL,
    mu_after     DOUBLE PRECISION NOT NULL,
    sigma_after  DOUBLE PRECISION NOT NULL,
    games_after  INT              NOT NULL,
    PRIMARY KEY (game, seat)
);
