package io.lamancha.engine;

import java.util.List;
import java.util.function.Supplier;

/**
 * Where the events of a move go: the list {@link Game#apply} returns, or nowhere on the playout
 * path ({@link Game#applyLegal}), where nobody reads them and an event that costs something to
 * make (copying cards, writing a sentence) is not even made.
 */
public final class EventSink {

    private static final EventSink DROPPED = new EventSink(null);

    /** Null when nothing is kept. */
    private final List<GameEvent> kept;

    private EventSink(List<GameEvent> kept) {
        this.kept = kept;
    }

    /** Adds every event to {@code events}, in order. */
    public static EventSink into(List<GameEvent> events) {
        return new EventSink(events);
    }

    /** Keeps nothing; one instance serves every game. */
    public static EventSink dropped() {
        return DROPPED;
    }

    /**
     * Whether events are kept: for an event whose parts are gathered while work that happens
     * anyway is done, so the playout path gathers nothing.
     */
    public boolean keeps() {
        return kept != null;
    }

    public void add(GameEvent event) {
        if (kept != null) {
            kept.add(event);
        }
    }

    /**
     * Adds the event {@code making} makes, made at once (so it shows the state as it is now) and
     * only when events are kept.
     */
    public void add(Supplier<? extends GameEvent> making) {
        if (kept != null) {
            kept.add(making.get());
        }
    }
}
