package io.lamancha.games.doncarlo;

import io.lamancha.engine.GameEvent;
import java.util.List;
import java.util.function.Supplier;

/**
 * Where the events of a move go: the list the server sends on, or nowhere on the playout path
 * ({@link io.lamancha.engine.Game#applyLegal}), where nobody reads them and the events that copy
 * cards or count through a queue are not even made.
 */
final class EventLog {

    private static final EventLog DROPPED = new EventLog(null);

    /** Null when nothing is kept. */
    private final List<GameEvent> kept;

    private EventLog(List<GameEvent> kept) {
        this.kept = kept;
    }

    /** Adds every event to {@code events}, in order. */
    static EventLog into(List<GameEvent> events) {
        return new EventLog(events);
    }

    /** Keeps nothing. */
    static EventLog dropped() {
        return DROPPED;
    }

    void add(GameEvent event) {
        if (kept != null) {
            kept.add(event);
        }
    }

    /**
     * Adds the event {@code making} makes, made at once and only when events are kept: for an
     * event that copies cards or counts, so that the playout path pays nothing for it.
     */
    void add(Supplier<GameEvent> making) {
        if (kept != null) {
            kept.add(making.get());
        }
    }
}
