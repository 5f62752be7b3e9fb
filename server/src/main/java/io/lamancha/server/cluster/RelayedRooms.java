package io.lamancha.server.cluster;

import io.lamancha.server.world.RoomFeed;
import io.lamancha.server.world.Session;
import java.util.HashMap;
import java.util.Iterator;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The rooms of other nodes that connections here follow: per node and room group (a room's
 * members in one format), a feed that stores each line once per event loop for all of them, as
 * on one server. Used on the lobby's strand.
 */
final class RelayedRooms {

    private final ThisNode here;
    /** Per other node and room group: the connections here that follow its lines. */
    private final ConcurrentHashMap<String, RelayedGroup> groups = new ConcurrentHashMap<>();

    RelayedRooms(ThisNode here) {
        this.here = here;
    }

    /** The feed of {@code group} of {@code from}'s, following exactly the connections {@code now}. */
    RoomFeed feed(String from, long group, Map<Long, Session> now) {
        RelayedGroup g = groups.computeIfAbsent(from + "/" + group,
                k -> new RelayedGroup(here.feeds().open(here.world().lobby().strand())));
        g.follow(now);
        return g.feed;
    }

    /** {@code from} closed {@code group}: nobody here follows it any more. */
    void closed(String from, long group) {
        RelayedGroup g = groups.remove(from + "/" + group);
        if (g != null) {
            g.close();
        }
    }

    /** {@code dead} is taken for dead: nobody here follows its rooms any more (any thread). */
    void nodeDead(String dead) {
        here.world().lobby().strand().execute(() -> {
            for (Map.Entry<String, RelayedGroup> e : groups.entrySet()) {
                if (e.getKey().startsWith(dead + "/") && groups.remove(e.getKey(), e.getValue())) {
                    e.getValue().close();
                }
            }
        });
    }

    /** The connections here that follow one room group of another node's, and their feed. */
    private static final class RelayedGroup {
        final RoomFeed feed;
        final Map<Long, Session> following = new HashMap<>();

        RelayedGroup(RoomFeed feed) {
            this.feed = feed;
        }

        /** Follows exactly {@code now}: a connection gone or changed stops, a new one starts. */
        void follow(Map<Long, Session> now) {
            for (Iterator<Map.Entry<Long, Session>> it = following.entrySet().iterator(); it.hasNext(); ) {
                Map.Entry<Long, Session> e = it.next();
                if (now.get(e.getKey()) != e.getValue()) {
                    feed.remove(e.getValue());
                    it.remove();
                }
            }
            for (Map.Entry<Long, Session> e : now.entrySet()) {
                if (following.putIfAbsent(e.getKey(), e.getValue()) == null) {
                    feed.add(e.getValue());
                }
            }
        }

        void close() {
            follow(Map.of());
        }
    }
}
