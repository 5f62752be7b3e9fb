package io.lamancha.protocol.event;

import io.lamancha.protocol.ServerEvent;
import java.util.ArrayList;
import java.util.List;

/**
 * Answer to {@code /finger name}.
 *
 * @param registered false for a guest
 * @param since registration time (ISO-8601), or {@code null} for a guest
 * @param lastSeen last login (ISO-8601), or {@code null}
 * @param room where they are now, or {@code null} when offline
 * @param games games played and won, per game
 * @param away their away message, or {@code null}
 */
public record Finger(String name, boolean registered, String since, String lastSeen, String room, List<GameRecordLine> games,
                     String away) implements ServerEvent {

    /** Games played and won of one game. */
    public record GameRecordLine(String game, int played, int won) {
    }

    public Finger {
        games = List.copyOf(games);
    }

    @Override
    public String ev() {
        return "finger";
    }

    @Override
    public List<String> lines() {
        List<String> out = new ArrayList<>();
        out.add(name + (registered ? ", registered since " + since : ", a guest") + ".");
        out.add(room != null ? "Online now, in " + room + "." : "Offline" + (lastSeen != null ? "; last seen " + lastSeen : "") + ".");
        if (away != null) {
            out.add("Away: " + away);
        }
        if (games.isEmpty()) {
            out.add("No finished games recorded.");
        }
        for (GameRecordLine g : games) {
            out.add(String.format("  %-16s %3d played, %3d won", g.game(), g.played(), g.won()));
        }
        return out;
    }
}
