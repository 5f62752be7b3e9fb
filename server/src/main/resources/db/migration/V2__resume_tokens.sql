-- The resume token each guest name was last given, so that a seat held for a guest across a
-- restart still needs the token (and not the name alone) to be taken back.
CREATE TABLE resume_tokens (
    -- the name lower-cased (Locale.ROOT), as in accounts
    name_key  VARCHAR(64)              NOT NULL PRIMARY KEY,
    token     VARCHAR(16)              NOT NULL,
    issued_at TIMESTAMP WITH TIME ZONE NOT NULL
);
