package io.lamancha.server.world;

/**
 * How a JSON session takes a game's state after a move ({@code /set updates}: whole, or only what
 * changed, as a patch or as top-level fields) and the state it was last sent whole or as a change: by which table's views, at which
 * version, with which view. A change is always laid over that view, so it is what this session
 * has. Read and written on the strand of the room the session is in.
 */
public final class ShownStates {

    private volatile Updates updates = Updates.FULL;
    private Object by;
    private int version;
    private Object view;

    /** What the session asked to be sent after a move ({@code /set updates}). */
    public Updates updates() {
        return updates;
    }

    public void updates(Updates updates) {
        this.updates = updates;
    }

    /** The view {@code views} last sent this session, or null when it sent none since the last {@link #forget}. */
    public Object viewBy(Object views) {
        return views == by ? view : null;
    }

    /** The version of the view last sent; meaningful when {@link #viewBy} is not null. */
    public int version() {
        return version;
    }

    /** {@code views} sent this session {@code view} at {@code version}, whole or as a change. */
    public void shown(Object views, int version, Object view) {
        this.by = views;
        this.version = version;
        this.view = view;
    }

    /** Nothing sent may be built on any more (the session changed its format): the next state is whole. */
    public void forget() {
        shown(null, 0, null);
    }
}
