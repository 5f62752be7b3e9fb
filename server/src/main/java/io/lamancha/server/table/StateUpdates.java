package io.lamancha.server.table;

import io.lamancha.protocol.event.ViewChanges;
import io.lamancha.protocol.WireFormat;
import io.lamancha.protocol.event.GameChange;
import io.lamancha.protocol.event.GameState;
import io.lamancha.server.world.Room;
import io.lamancha.server.world.Session;
import io.lamancha.server.world.ShownStates;
import java.util.ArrayList;
import java.util.List;

/**
 * Sends one table's game states to its JSON viewers: whole, or, to a session that asked for
 * changes ({@code /set updates changes}), as a {@link GameChange} over the state this table last
 * sent that session. What each JSON session was sent is kept in its {@link ShownStates}; a
 * session this table sent nothing yet (or that went elsewhere since) gets the whole state. Spectators share their lines: one whole state
 * and one change over the spectators' view last sent, for those who have it. Room's strand only.
 */
final class StateUpdates {

    /** The spectator view this table last sent, and its version (null: none yet). */
    private Object spectatorView;
    private int spectatorVersion;

    /**
     * A viewer's state after a move: a change when {@code session} asked for changes and is
     * known to have a view this table sent, unless the state must go whole ({@code whole}).
     */
    void toViewer(Session session, GameState state, boolean whole) {
        GameChange change = whole ? null : changeFor(session, state);
        if (change == null) {
            sendWhole(session, state);
        } else {
            session.send(change);
            session.states().shown(this, state.version(), state.view());
        }
    }

    /** A whole state, to anyone: a JSON session's is kept as what it was shown. */
    void sendWhole(Session session, GameState state) {
        session.send(state);
        shown(session, state);
    }

    /** {@code state} was sent {@code session} whole by other means ({@code /show}). */
    void shown(Session session, GameState state) {
        if (session.format() == WireFormat.JSON) {
            session.states().shown(this, state.version(), state.view());
        }
    }

    /**
     * The spectators' state after a move, shared: the change over the spectators' view last sent
     * to those who have it and asked for changes, the whole state to the others.
     */
    void toSpectators(Room room, List<Session> spectators, GameState state, boolean whole) {
        List<Session> changing = new ArrayList<>();
        List<Session> wholes = new ArrayList<>();
        for (Session s : spectators) {
            (!whole && s.states().changes() && hasSpectatorView(s) ? changing : wholes).add(s);
        }
        GameChange change = changing.isEmpty() ? null : ViewChanges.between(spectatorVersion, spectatorView, state);
        if (change == null) {
            wholes.addAll(changing);
            changing.clear();
        }
        if (!wholes.isEmpty()) {
            room.deliver(wholes, state);
        }
        if (!changing.isEmpty()) {
            room.deliver(changing, change);
        }
        for (Session s : spectators) {
            s.states().shown(this, state.version(), state.view());
        }
        spectatorView = state.view();
        spectatorVersion = state.version();
    }

    /**
     * Whether {@code s} has the spectators' view last sent: it was sent that very view, or (on
     * arrival, after {@code /show}) an equal one at the same version.
     */
    private boolean hasSpectatorView(Session s) {
        Object had = s.states().viewBy(this);
        return spectatorView != null && had != null && s.states().version() == spectatorVersion
                && (had == spectatorView || had.equals(spectatorView));
    }

    /** {@code state} as a change for {@code session}, or null when it must go whole. */
    private GameChange changeFor(Session session, GameState state) {
        ShownStates shown = session.states();
        if (session.format() != WireFormat.JSON || !shown.changes()) {
            return null;
        }
        Object before = shown.viewBy(this);
        return before == null ? null : ViewChanges.between(shown.version(), before, state);
    }
}
