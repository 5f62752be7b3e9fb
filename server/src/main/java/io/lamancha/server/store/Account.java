package io.lamancha.server.store;

import java.time.Instant;

/**
 * A registered name.
 *
 * @param name as it was registered (case kept); lookups ignore case
 * @param passwordHash the encoded hash, as {@link PasswordHasher#hash} made it; left out of
 *     {@link #toString()} so that logging an account never logs it
 */
public record Account(String name, String passwordHash, Instant registeredAt, Instant lastSeen) {
    @Override
    public String toString() {
        return "Account[name=" + name + ", registeredAt=" + registeredAt + ", lastSeen=" + lastSeen + "]";
    }
}
