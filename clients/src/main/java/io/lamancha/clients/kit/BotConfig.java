package io.lamancha.clients.kit;

import java.time.Duration;
import java.util.List;
import java.util.Objects;

/**
 * Where a bot plays and how long it keeps at it.
 *
 * @param host server host
 * @param port server port
 * @param name login name; logging in again with it after a drop gives the seat back
 * @param room room to enter, or {@code null} to make a new room for {@code game}
 * @param game game id for a new room ({@code /newroom game}); ignored when {@code room} is set
 * @param seats seats to fill before starting; 0 means the game's minimum. In a room the bot made,
 *              server bots fill the empty seats; in an existing room the bot waits for others.
 * @param games games to finish before quitting
 * @param serverBotLevel level of the server bots added to fill seats ({@code random} or {@code smart})
 * @param reconnects how many times in a row to reconnect after a dropped connection
 * @param silence longest wait for any line from the server before the bot gives up
 * @param updates what the bot asks to be sent after a move: {@code patch} (the default: a JSON
 *                Patch of what changed, protocol 3; a server of protocol 2 is asked for
 *                {@code changes} instead), {@code changes} (the view's top-level fields that
 *                changed, protocol 2) or {@code full} (whole states); it sees the same states
 *                whichever it takes
 */
public record BotConfig(String host, int port, String name, String room, String game, int seats, int games,
                        String serverBotLevel, int reconnects, Duration silence, String updates) {
    public BotConfig {
        Objects.requireNonNull(host, "host");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(serverBotLevel, "serverBotLevel");
        Objects.requireNonNull(silence, "silence");
        if (!UPDATES.contains(updates)) {
            throw new IllegalArgumentException("updates are patch, changes or full");
        }
        if (room == null && game == null) {
            throw new IllegalArgumentException("say which room to enter or which game to make a room for");
        }
        if (port < 1 || port > 65535 || seats < 0 || games < 1 || reconnects < 0) {
            throw new IllegalArgumentException("port 1-65535, seats >= 0, games >= 1, reconnects >= 0");
        }
    }

    /** What {@code updates} may be. */
    public static final List<String> UPDATES = List.of("patch", "changes", "full");

    /** A bot that asks for a patch of what changed after a move. */
    public BotConfig(String host, int port, String name, String room, String game, int seats, int games,
            String serverBotLevel, int reconnects, Duration silence) {
        this(host, port, name, room, game, seats, games, serverBotLevel, reconnects, silence, "patch");
    }

    /** A bot that makes its own room for {@code game} and plays one game against random server bots. */
    public static BotConfig newRoom(String host, int port, String name, String game) {
        return new BotConfig(host, port, name, null, game, 0, 1, "random", 5, Duration.ofSeconds(60));
    }

    /** A bot that enters an existing room and plays one game once the table has its minimum. */
    public static BotConfig inRoom(String host, int port, String name, String room) {
        return new BotConfig(host, port, name, room, null, 0, 1, "random", 5, Duration.ofSeconds(60));
    }

    public BotConfig withSeats(int seats) {
        return new BotConfig(host, port, name, room, game, seats, games, serverBotLevel, reconnects, silence, updates);
    }

    public BotConfig withGames(int games) {
        return new BotConfig(host, port, name, room, game, seats, games, serverBotLevel, reconnects, silence, updates);
    }

    public BotConfig withSilence(Duration silence) {
        return new BotConfig(host, port, name, room, game, seats, games, serverBotLevel, reconnects, silence, updates);
    }

    /** What the bot asks to be sent after a move: {@code patch} (the default), {@code changes} or {@code full}. */
    public BotConfig withUpdates(String updates) {
        return new BotConfig(host, port, name, room, game, seats, games, serverBotLevel, reconnects, silence, updates);
    }
}
