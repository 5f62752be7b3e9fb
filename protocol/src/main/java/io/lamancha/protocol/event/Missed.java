package io.lamancha.protocol.event;

import io.lamancha.protocol.Durations;
import io.lamancha.protocol.ServerEvent;
import java.util.ArrayList;
import java.util.List;

/**
 * What a player of a turn-based game missed while away from its table, told when they come back
 * to their seat: the game's events since the moves they had seen, as they would have been told
 * them (their own seat's secrets, the public events; nothing of another seat's).
 *
 * @param from how many moves of the game the player had seen when they left
 * @param version how many moves the game has now: the events cover the moves in between
 * @param events the events in the order they were told
 * @param left the seconds left for the player's own move, when the game waits for it; else
 *     {@code null}
 */
public record Missed(String room, String game, int from, int version, List<GameLog.Entry> events, Long left)
        implements ServerEvent {

    /** Event lines a person reads at most; {@code /gamelog} has every one. */
    public static final int SHOWN = 12;

    public Missed {
        events = List.copyOf(events);
    }

    @Override
    public String ev() {
        return "missed";
    }

    @Override
    public List<String> lines() {
        int moves = version - from;
        List<String> out = new ArrayList<>();
        out.add("Since you left " + room + ": " + moves + (moves == 1 ? " move" : " moves") + ".");
        List<String> told = new ArrayList<>();
        for (GameLog.Entry e : events) {
            for (String line : e.text().split("\n")) {
                told.add("  " + line);
            }
        }
        if (told.size() > SHOWN) {
            out.addAll(told.subList(told.size() - SHOWN, told.size()));
            out.add(1, "  ... " + (told.size() - SHOWN) + " lines before these: /gamelog has them all.");
        } else {
            out.addAll(told);
        }
        if (left != null) {
            out.add("It is your move: " + Durations.text(left) + " left.");
        }
        return out;
    }
}
