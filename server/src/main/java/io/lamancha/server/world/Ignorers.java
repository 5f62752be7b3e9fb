package io.lamancha.server.world;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

/**
 * Who among the members of a room or a channel ignores anyone, so that a line
 * said there finds those who must not hear it without asking every member: a
 * thousand members in the lobby cost a look at each only after someone's
 * ignore list or the membership changed, not with every line. Strand only
 * (the owner's), over the owner's own set of members.
 */
final class Ignorers {

    private final Collection<Session> members;
    /** The members who ignore someone, as found at {@link #asOf}. */
    private List<Session> ignoring = List.of();
    /**
     * The count of ignore-list changes ({@link Social#ignoreChanges()}) that
     * {@link #ignoring} reflects; -1: to be looked for again.
     */
    private long asOf = -1;

    Ignorers(Collection<Session> members) {
        this.members = members;
    }

    /** A member came or went: look again before the next line. */
    void membersChanged() {
        asOf = -1;
    }

    /** The members who ignore {@code from}: usually none. */
    List<Session> of(String from) {
        long changes = Social.ignoreChanges();
        if (changes != asOf) {
            // the count is read before the look: a change made during the
            // look moves it again, and the next line looks again
            asOf = changes;
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
