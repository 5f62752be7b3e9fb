package io.lamancha.games.hidalgo;

import io.lamancha.engine.GameEvent;
import java.util.AbstractList;
import java.util.List;

/**
 * The event list of the index path, where nobody reads events: whatever is added is dropped, and
 * the steps taken most often ask {@link #listened} before writing their sentence. Holds nothing,
 * so one serves every game.
 */
final class Untold extends AbstractList<GameEvent> {

    static final List<GameEvent> EVENTS = new Untold();

    private Untold() {
    }

    /** Whether events added to {@code events} will be read, so their text is worth writing. */
    static boolean listened(List<GameEvent> events) {
        return events != EVENTS;
    }

    @Override
    public boolean add(GameEvent event) {
        return true;
    }

    @Override
    public GameEvent get(int index) {
        throw new IndexOutOfBoundsException("no events are kept: " + index);
    }

    @Override
    public int size() {
        return 0;
    }
}
