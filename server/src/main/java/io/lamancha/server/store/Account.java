package io.lamancha.server.store;

import java.time.Instant;

/**
 * A registered name.
 *
 * @param name as it was registered (case kept); lookups ignore case
 * @param passwordHash the encoded hash, as {@link PasswordHasher#hash} made it; left out of
 *     {@link #toString()} so that logging an account never logs it
 * @param admin whether the operator made it an admin ({@code lamancha account register --admin})
 */
public record Account(String name, String passwordHash, Instant registeredAt, Instant lastSeen, boolean admin) {
    @Override
    public String toString() {
        return "Account[name=" + name + ", registeredAt=" + registeredAt + ", lastSeen=" + lastSeen + ", admin=" + admin + "]";
    }
}
