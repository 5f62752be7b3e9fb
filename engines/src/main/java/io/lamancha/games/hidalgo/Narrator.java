package io.lamancha.games.hidalgo;

import io.lamancha.engine.GameEvent;
import java.util.List;
import java.util.function.Supplier;

/**
 * Tells the table what happened, as {@link HidalgoEvent}s added to the move's event list. The index
 * path has nobody to tell: its {@link #SILENT} narrator drops every event unwritten, since each
 * sentence comes as a supplier that is only asked for its text when there is a list to add it to.
 * A supplier is asked at once, inside the call, so it reads the state as it stands at that step.
 */
final class Narrator {

    /** The narrator of the index path; it holds nothing, so one serves every game. */
    static final Narrator SILENT = new Narrator(null);

    private final List<GameEvent> events;

    private Narrator(List<GameEvent> events) {
        this.events = events;
    }

    /** A narrator that adds every event to {@code events}. */
    static Narrator into(List<GameEvent> events) {
        return new Narrator(events);
    }

    /** An event every seat and spectator sees. */
    void everyone(String type, Supplier<String> message) {
        if (events != null) {
            events.add(HidalgoEvent.everyone(type, message.get()));
        }
    }

    /** An event only {@code seat} sees: it carries that seat's secret. */
    void only(int seat, String type, Supplier<String> message) {
        if (events != null) {
            events.add(HidalgoEvent.only(seat, type, message.get()));
        }
    }
}
