package io.lamancha.games.hidalgo;

import io.lamancha.engine.EventSink;
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
    static final Narrator SILENT = new Narrator(EventSink.dropped());

    private final EventSink sink;

    private Narrator(EventSink sink) {
        this.sink = sink;
    }

    /** A narrator that adds every event to {@code events}. */
    static Narrator into(List<GameEvent> events) {
        return new Narrator(EventSink.into(events));
    }

    /** An event every seat and spectator sees. */
    void everyone(String type, Supplier<String> message) {
        sink.add(() -> HidalgoEvent.everyone(type, message.get()));
    }

    /** An event only {@code seat} sees: it carries that seat's secret. */
    void only(int seat, String type, Supplier<String> message) {
        sink.add(() -> HidalgoEvent.only(seat, type, message.get()));
    }
}
