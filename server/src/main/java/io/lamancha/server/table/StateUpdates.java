package io.lamancha.server.table;

import io.lamancha.protocol.WireFormat;
import io.lamancha.protocol.event.GameChange;
import io.lamancha.protocol.event.GameState;
import io.lamancha.protocol.event.ViewChanges;
import io.lamancha.server.world.Room;
import io.lamancha.server.world.Session;
import io.lamancha.server.world.ShownStates;
import io.lamancha.server.world.Updates;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * Sends one table's game states to its JSON viewers: whole, or, to a session that asked for what
 * changed ({@code /set updates patch} or {@code changes}), as a {@link GameChange} over the state
 * this table last sent that session. What each JSON session was sent is kept in its
 * {@link ShownStates}; a session this table sent nothing yet (or that went elsewhere since) gets
 * the whole state. Spectators share their lines: one whole state, and one change of each form over
 * the spectators' view last sent, for those who have it. Room's strand only.
 */
final class StateUpdates {

    /** The spectator view this table last sent, and its version (null: none yet). */
    private Object spectatorView;
    private int spectatorVersion;

    /**
     * A viewer's state after a move: a change when {@code session} asked for one and is known to
     * have a view this table sent, unless the state must go whole ({@code whole}).
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
     * The spectators' state after a move, shared: to those who have the spectators' view last sent
     * and asked for changes, the change over it in the form each asked for (each form made once);
     * the whole state to the others.
     */
    void toSpectators(Room room, List<Session> spectators, GameState state, boolean whole) {
        Map<Updates, List<Session>> changing = new EnumMap<>(Updates.class);
        List<Session> wholes = new ArrayList<>();
        for (Session s : spectators) {
            Updates form = s.states().updates();
            if (!whole && form != Updates.FULL && hasSpectatorView(s)) {
                changing.computeIfAbsent(form, f -> new ArrayList<>()).add(s);
            } else {
                wholes.add(s);
            }
        }
        for (Map.Entry<Updates, List<Session>> e : changing.entrySet()) {
            GameChange change = change(e.getKey(), spectatorVersion, spectatorView, state);
            if (change == null) {
                wholes.addAll(e.getValue());
            } else {
                room.deliver(e.getValue(), change);
            }
        }
        if (!wholes.isEmpty()) {
            room.deliver(wholes, state);
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
        if (session.format() != WireFormat.JSON || shown.updates() == Updates.FULL) {
            return null;
        }
        Object before = shown.viewBy(this);
        return before == null ? null : change(shown.updates(), shown.version(), before, state);
    }

    /** {@code state} over {@code before} (of version {@code from}) in the form asked, or null: whole. */
    private static GameChange change(Updates form, int from, Object before, GameState state) {
        return form == Updates.PATCH ? ViewChanges.patch(from, before, state) : ViewChanges.between(from, before, state);
    }
}
