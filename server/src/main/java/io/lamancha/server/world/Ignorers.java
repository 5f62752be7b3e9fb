package io.lamancha.server.world;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

/**
 * Who among the members of a room or a channel ignores anyone, so that a line
 * said there finds those who must not hear it without asking every member: a
 * thousand members in the lobby cost a look at each only after a member's
 * ignore list or the membership changed, not with every line. The owner's
 * strand joins, leaves and asks; a member's ignore list may change on any
 * thread ({@link Social#ignore} tells each keeper it is a member of).
 */
final class Ignorers {

    private final Collection<Session> members;
    /** The members who ignore someone, as found at the last look. */
    private List<Session> ignoring = List.of();
    /** Whether to look at every member again before the next line. */
    private volatile boolean stale = true;

    /** Over the owner's own set of members. */
    Ignorers(Collection<Session> members) {
        this.members = members;
    }

    /** {@code s} became a member (owner's strand, after adding it). */
    void joined(Session s) {
        s.social().toldBy(this, true);
        stale = true;
    }

    /** {@code s} is a member no more (owner's strand, after removing it). */
    void left(Session s) {
        s.social().toldBy(this, false);
        stale = true;
    }

    /** A member's ignore list changed (any thread). */
    void ignoresChanged() {
        stale = true;
    }

    /** The members who ignore {@code from}: usually none (owner's strand). */
    List<Session> of(String from) {
        if (stale) {
            // cleared before the look: a change told during the look sets it
            // again, and the next line looks again
            stale = false;
            ignoring = lookAtEveryone();
        }
        if (ignoring.isEmpty() || from == null) {
            return List.of();
        }
        List<Session> deaf = new ArrayList<>(1);
        for (Session m : ignoring) {
            if (m.social().ignores(from)) {
                deaf.add(m);
            }
        }
        return deaf;
    }

    private List<Session> lookAtEveryone() {
        List<Session> found = null;
        for (Session m : members) {
            if (m.social().ignoresAnyone()) {
                if (found == null) {
                    found = new ArrayList<>();
                }
                found.add(m);
            }
        }
        return found == null ? List.of() : found;
    }
}
