-- The seats that wait on a cluster for players who dropped, so that a login on any node finds
-- its seat after Redis restarted or a node died (Redis keeps only a copy). One seat per name.
CREATE TABLE held_seats (
    -- the name lower-cased (Locale.ROOT), as in accounts
    name_key   VARCHAR(64)              NOT NULL PRIMARY KEY,
    name       VARCHAR(64)              NOT NULL,
    room       VARCHAR(64)              NOT NULL,
    -- SHA-256 (hex) of a guest's resume token; NULL for a registered name
    token_hash VARCHAR(64),
    -- the node that held the room when the seat was held (a take-over writes its own)
    node       VARCHAR(64)              NOT NULL,
    held_at    TIMESTAMP WITH TIME ZONE NOT NULL
);
CREATE INDEX held_seats_by_room ON held_seats (room);
