package io.lamancha.protocol.event;

import io.lamancha.protocol.ServerEvent;
import java.util.List;

/**
 * Someone on your {@code /notify} list came, went, or sat down at a table.
 *
 * @param what {@code login}, {@code logout} or {@code seated}
 * @param room where they sat down ({@code seated} only)
 * @param game the game of that room ({@code seated} only)
 * @param pace {@code turnbased} when the table is a turn-based one being formed ({@code seated}
 *     only), else {@code null}
 * @param movetime the time each move has at that turn-based table ({@code 24h}), else {@code null}
 */
public record Presence(String name, String what, String room, String game, String pace, String movetime)
        implements ServerEvent {

    /** A login, a logout, or a seat at a live table. */
    public Presence(String name, String what, String room, String game) {
        this(name, what, room, game, null, null);
    }

    @Override
    public String ev() {
        return "notify";
    }

    @Override
    public List<String> lines() {
        return List.of(switch (what) {
            case "login" -> "*** " + name + " has logged in.";
            case "logout" -> "*** " + name + " has logged out.";
            default -> pace == null
                    ? "*** " + name + " sits down to " + game + " in " + room + " (/observe " + name + " watches)."
                    : "*** " + name + " sits down to a turn-based " + game + " in " + room + " (" + movetime
                            + " a move): /room " + room + " and /join to play with them.";
        });
    }
}
