-- The games path at scale (issue 28): how a score ranks among a person's own finished games of
-- one game with a given number of seats, without counting their games each time. One row per
-- person, game, seat count and score: how many of their finished games ended with that score
-- (seats a bot finished for them, bots' seats and seats left without a score not counted). The
-- transaction that records a game's end adds its seats; nothing else changes a finished seat.
CREATE TABLE score_tallies (
    -- the name lower-cased (Locale.ROOT), as in game_seats
    name_key   VARCHAR(64) NOT NULL,
    game_id    VARCHAR(64) NOT NULL,
    seat_count INT         NOT NULL,
    score      INT         NOT NULL,
    games      INT         NOT NULL,
    PRIMARY KEY (name_key, game_id, seat_count, score)
);

-- the games finished before this version
INSERT INTO score_tallies (name_key, game_id, seat_count, score, games)
SELECT s.name_key, g.game_id, g.seat_count, s.score, COUNT(*)
FROM game_seats s JOIN games g ON g.id = s.game
WHERE g.status = 'FINISHED' AND s.bot_level IS NULL AND NOT s.left_game AND s.score IS NOT NULL
GROUP BY s.name_key, g.game_id, g.seat_count, s.score;
