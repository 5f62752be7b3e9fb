-- The address of an account's last login (or of its registration), so that an admin's
-- `/ban NAME +address` reaches a user who is offline. NULL until they log in again.
ALTER TABLE accounts ADD COLUMN last_address VARCHAR(64);
