package io.lamancha.server.world;

import io.lamancha.protocol.event.Presence;
import java.util.Collection;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.Logger;

/**
 * Who is logged in on this node, by name (ignoring case) and by look ({@link Names#skeleton}:
 * a login finds a look-alike online in one lookup, not by going through everyone), and how they
 * go: logging out, or handed to another node. Thread-safe.
 */
final class Roster {

    private static final Logger LOG = LogManager.getLogger(World.class);

    private final World world;
    private final Watchers watchers;
    private final ConcurrentHashMap<String, Session> users = new ConcurrentHashMap<>();
    private final ConcurrentHashMap<String, Set<Session>> byLook = new ConcurrentHashMap<>();

    Roster(World world, Watchers watchers) {
        this.world = world;
        this.watchers = watchers;
    }

    /** Takes a name for a session; false when someone else holds it (ignoring case). */
    boolean claim(String name, Session session) {
        Session prior = users.putIfAbsent(Names.key(name), session);
        if (prior != null && prior != session) {
            return false;
        }
        session.name(name);
        byLook.computeIfAbsent(Names.skeleton(name), k -> ConcurrentHashMap.newKeySet()).add(session);
        return true;
    }

    /** Someone else logged in here whose name looks like {@code name} but is not it, if anyone. */
    Optional<String> lookalike(String name, Session self) {
        String key = Names.key(name);
        for (Session s : byLook.getOrDefault(Names.skeleton(name), Set.of())) {
            String other = s.name();
            if (s != self && other != null && !Names.key(other).equals(key)) {
                return Optional.of(other);
            }
        }
        return Optional.empty();
    }

    /** {@code session} no longer holds its name here. */
    private void forget(Session session) {
        byLook.computeIfPresent(Names.skeleton(session.name()), (k, sessions) -> {
            sessions.remove(session);
            return sessions.isEmpty() ? null : sessions;
        });
    }

    Optional<Session> find(String name) {
        return Optional.ofNullable(users.get(Names.key(name)));
    }

    /** Whether a session holds a name, by lower-cased name. */
    boolean onlineByKey(String key) {
        return users.containsKey(key);
    }

    Collection<Session> all() {
        return users.values();
    }

    /** Where {@code name} is logged in, here or on another node, if anywhere. */
    Optional<World.Whereabouts> whereabouts(String name) {
        Session s = users.get(Names.key(name));
        if (s != null) {
            Room r = s.room();
            return Optional.of(new World.Whereabouts(s.name(), r == null ? null : r.name(), s.social().away(),
                    s.lastActive()));
        }
        return world.peers().user(name).map(u -> new World.Whereabouts(u.name(), u.room(), u.away()));
    }

    /**
     * Hands {@code session} to {@code node}, which holds the room {@code room} (owner strand): it
     * leaves its room and this node's users (its name goes with it, not freed), and the other node
     * runs it from now on. Its seat here, if any, is held as for one who left.
     */
    void handOff(Session session, String node, String room, String tag) {
        Room from = session.room();
        if (from != null) {
            from.release(session, "to " + room);
        }
        SeatHolds holds = world.seats();
        HandedSession handed = HandedSession.of(session, room, tag, holds.token(session.name()).orElse(null));
        leaveCommunity(session, true);
        if (users.remove(Names.key(session.name()), session)) {
            forget(session);
        }
        session.room(null);
        world.peers().handOff(session, node, handed);
    }

    /** A session is gone for good (run on its owner strand): leave the room, free the name. */
    void logOut(Session session, String reason) {
        Room from = session.room();
        if (from != null) {
            from.release(session, reason);
        }
        if (session.name() != null) {
            leaveCommunity(session, false);
            String key = Names.key(session.name());
            SeatHolds holds = world.seats();
            String token = holds.token(session.name()).orElse(null); // its own: the name is still claimed
            if (users.remove(key, session)) {
                forget(session);
                LOG.info("{} logs out ({})", session.name(), reason);
                holds.loggedOut(session.name(), token);
                world.peers().gone(session.name());
                world.tellWatchers(session.name(), new Presence(session.name(), "logout", null, null));
            }
        }
        session.room(null);
    }

    /** A session goes: out of its channels (its list stays for its next login), off watching, its ad ends. */
    private void leaveCommunity(Session session, boolean handedOff) {
        Channels channels = world.channels();
        for (String name : session.social().channels()) {
            channels.find(name).ifPresent(c -> c.strand().execute(() -> {
                if (handedOff) {
                    channels.movedOut(c, session); // it is still in the channel, on another node
                } else {
                    channels.leave(c, session, "offline", false);
                }
            }));
        }
        for (String name : session.social().notified()) {
            watchers.unwatch(session, name);
        }
        world.seeks().byAuthor(session.name()).ifPresent(ad -> world.endAd(ad, "gone"));
    }
}
