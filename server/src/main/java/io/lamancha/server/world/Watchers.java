package io.lamancha.server.world;

import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Who wants to hear about whom ({@code /notify}): for each name, the online sessions that have it
 * on their notify list, so a login tells them without a look at every user. Thread-safe.
 */
final class Watchers {

    private final ConcurrentHashMap<String, Set<Session>> byWatched = new ConcurrentHashMap<>();

    void watch(Session watcher, String name) {
        byWatched.computeIfAbsent(Names.key(name), k -> ConcurrentHashMap.newKeySet()).add(watcher);
    }

    void unwatch(Session watcher, String name) {
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
}
