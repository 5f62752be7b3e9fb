package io.lamancha.server.world;

import io.lamancha.protocol.ServerEvent;
import io.lamancha.protocol.event.Presence;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Who wants to hear about whom ({@code /notify}): for each name, the online sessions that have it
 * on their notify list, so a login tells them without a look at every user. Thread-safe.
 */
public final class Watchers {

    private final ConcurrentHashMap<String, Set<Session>> byWatched = new ConcurrentHashMap<>();

    Watchers() {
    }

    /** {@code watcher} hears from now on when {@code name} comes, goes or sits down. */
    public void watch(Session watcher, String name) {
        byWatched.computeIfAbsent(Names.key(name), k -> ConcurrentHashMap.newKeySet()).add(watcher);
    }

    public void unwatch(Session watcher, String name) {
        byWatched.computeIfPresent(Names.key(name), (k, set) -> {
            set.remove(watcher);
            return set.isEmpty() ? null : set;
        });
    }

    /** The sessions watching {@code name}. */
    List<Session> of(String name) {
        Set<Session> set = byWatched.get(Names.key(name));
        return set == null ? List.of() : List.copyOf(set);
    }

    /** Tells everyone who watches {@code name} of {@code event}, but those who ignore them. */
    public void tell(String name, ServerEvent event) {
        for (Session w : of(name)) {
            if (!w.social().ignores(name)) {
                w.send(event);
            }
        }
    }

    /**
     * {@code who} took a seat in {@code room}: those who watch them hear where, so they can
     * {@code /observe}, or, at a turn-based table being formed, come and play.
     */
    public void sat(String who, Room room) {
        RoomActivity a = room.activity();
        String moveTime = a == null ? null : a.moveTime();
        tell(who, new Presence(who, "seated", room.name(), a == null ? null : a.game().id(),
                moveTime == null ? null : "turnbased", moveTime));
    }
}
