package io.lamancha.server.store;

import java.util.Objects;

/**
 * Who sits in one seat of a stored game.
 *
 * @param name the player's name (for a bot, the name it plays under)
 * @param botLevel the built-in bot's level, or null for a human player
 */
public record StoredSeat(String name, String botLevel) {
    public StoredSeat {
        Objects.requireNonNull(name, "name");
    }

    public static StoredSeat human(String name) {
        return new StoredSeat(name, null);
    }

    public static StoredSeat bot(String name, String level) {
        return new StoredSeat(name, Objects.requireNonNull(level, "level"));
    }

    public boolean isBot() {
        return botLevel != null;
    }
}
