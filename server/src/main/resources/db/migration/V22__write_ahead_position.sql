-- The last record of the write-ahead file (the embedded store's journal) that the store holds:
-- written in the same transaction as the records it applies, so that none is applied twice.
CREATE TABLE write_ahead_position (
    id      INT    PRIMARY KEY,
    applied BIGINT NOT NULL
);
INSERT INTO write_ahead_position (id, applied) VALUES (1, 0);
