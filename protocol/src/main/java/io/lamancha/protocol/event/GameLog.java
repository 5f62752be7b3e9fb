package io.lamancha.protocol.event;

import io.lamancha.protocol.ServerEvent;
import java.util.ArrayList;
import java.util.List;

/**
 * Answer to {@code /gamelog}: what the requester was told of the game at the table so far, from
 * the deal on, as the {@code game} events told it: a seat's own secrets to that seat only, the
 * public events to everyone. A page that was reloaded draws its game log again from it.
 *
 * @param version the game's version the log goes up to: every event of the moves up to it
 * @param events the events in the order they were told
 */
public record GameLog(String room, String game, int version, List<Entry> events) implements ServerEvent {

    /** One event, as its {@code game} line carried it: its type, its sentence and its fields. */
    public record Entry(String type, String text, Object data) {
    }

    public GameLog {
        events = List.copyOf(events);
    }

    @Override
    public String ev() {
        return "gamelog";
    }

    @Override
    public List<String> lines() {
        List<String> out = new ArrayList<>();
        out.add(events.isEmpty() ? "Nothing has happened in the game in " + room + " yet."
                : "The game in " + room + " so far:");
        for (Entry e : events) {
            out.addAll(List.of(e.text().split("\n")));
        }
        return out;
    }
}
