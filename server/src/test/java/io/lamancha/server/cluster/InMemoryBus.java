package io.lamancha.server.cluster;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;

/**
 * The cluster's bus in memory, for tests: what one node publishes reaches every node at once, on
 * the publisher's thread; names are held as Redis holds them. {@link #cut} takes a node off it
 * (a partition: nothing in or out) until {@link #mend}.
 */
final class InMemoryBus {

    private final Map<String, Consumer<BusMessage>> listeners = new ConcurrentHashMap<>();
    private final Map<String, Runnable> joins = new ConcurrentHashMap<>();
    private final Map<String, String> names = new ConcurrentHashMap<>();
    private final Map<String, String> rooms = new ConcurrentHashMap<>();
    private final Map<String, String> seats = new ConcurrentHashMap<>();
    private final Set<String> cut = ConcurrentHashMap.newKeySet();
    private final Set<String> dropping = ConcurrentHashMap.newKeySet();
    /** The nodes whose "alive" mark has not run out (a cut node's runs out at once). */
    private final Set<String> alive = ConcurrentHashMap.newKeySet();

    /** The bus as node {@code node} sees it. */
    Bus forNode(String node) {
        return new Bus() {
            @Override
            public CompletionStage<Long> publish(BusMessage message) {
                if (cut.contains(node)) {
                    return CompletableFuture.failedFuture(new IllegalStateException("Redis unreachable"));
                }
                listeners.forEach((n, l) -> {
                    if (!cut.contains(n)) {
                        l.accept(message);
                    }
                });
                return CompletableFuture.completedFuture((long) listeners.size());
            }

            @Override
            public CompletionStage<Long> send(String to, BusMessage message) {
                if (cut.contains(node)) {
                    return CompletableFuture.failedFuture(new IllegalStateException("Redis unreachable"));
                }
                Consumer<BusMessage> l = listeners.get(to);
                if (l == null || cut.contains(to) || dropping.contains(to)) {
                    return CompletableFuture.completedFuture(0L);
                }
                l.accept(message);
                return CompletableFuture.completedFuture(1L);
            }

            @Override
            public CompletionStage<String> claimName(String nameKey, String n) {
                if (cut.contains(node)) {
                    return CompletableFuture.failedFuture(new IllegalStateException("Redis unreachable"));
                }
                return CompletableFuture.completedFuture(names.computeIfAbsent(nameKey, k -> n));
            }

            @Override
            public CompletionStage<Void> takeName(String nameKey, String n) {
                names.put(nameKey, n);
                return CompletableFuture.completedFuture(null);
            }

            @Override
            public void releaseName(String nameKey, String n) {
                names.remove(nameKey, n);
            }

            @Override
            public CompletionStage<Long> forgetNames(String n, boolean evenIfAlive) {
                if (!evenIfAlive && alive.contains(n)) {
                    return CompletableFuture.completedFuture(0L);
                }
                long before = names.size();
                names.values().removeIf(n::equals);
                return CompletableFuture.completedFuture(before - names.size());
            }

            @Override
            public CompletionStage<?> alive(String n, Duration ttl) {
                if (cut.contains(node)) {
                    return CompletableFuture.failedFuture(new IllegalStateException("Redis unreachable"));
                }
                alive.add(n);
                return CompletableFuture.completedFuture("OK");
            }

            @Override
            public CompletionStage<Boolean> isAlive(String n) {
                if (cut.contains(node)) {
                    return CompletableFuture.failedFuture(new IllegalStateException("Redis unreachable"));
                }
                return CompletableFuture.completedFuture(alive.contains(n));
            }

            @Override
            public CompletionStage<String> claimRoom(String roomKey, String n, Duration ttl) {
                if (cut.contains(node)) {
                    return CompletableFuture.failedFuture(new IllegalStateException("Redis unreachable"));
                }
                return CompletableFuture.completedFuture(rooms.computeIfAbsent(roomKey, k -> n));
            }

            @Override
            public CompletionStage<List<String>> renewRooms(String n, Collection<String> roomKeys, Duration ttl) {
                if (cut.contains(node)) {
                    return CompletableFuture.failedFuture(new IllegalStateException("Redis unreachable"));
                }
                List<String> lost = new ArrayList<>();
                for (String k : roomKeys) {
                    if (!rooms.computeIfAbsent(k, x -> n).equals(n)) {
                        lost.add(k);
                    }
                }
                return CompletableFuture.completedFuture(lost);
            }

            @Override
            public void releaseRoom(String roomKey, String n) {
                rooms.remove(roomKey, n);
            }

            @Override
            public CompletionStage<String> roomHolder(String roomKey) {
                if (cut.contains(node)) {
                    return CompletableFuture.failedFuture(new IllegalStateException("Redis unreachable"));
                }
                return CompletableFuture.completedFuture(rooms.get(roomKey));
            }

            @Override
            public void holdSeat(String nameKey, String room) {
                seats.put(nameKey, room);
            }

            @Override
            public void freeSeat(String nameKey, String room) {
                seats.remove(nameKey, room);
            }

            @Override
            public CompletionStage<String> seatOf(String nameKey) {
                return CompletableFuture.completedFuture(seats.get(nameKey));
            }

            @Override
            public void listen(String n, Consumer<BusMessage> inbound, Runnable joined) {
                listeners.put(n, inbound);
                joins.put(n, joined);
                joined.run();
            }

            @Override
            public void close() {
                listeners.remove(node);
            }
        };
    }

    /** Who holds {@code nameKey}, as Redis would answer. */
    String holder(String nameKey) {
        return names.get(nameKey);
    }

    /** Another node took the room's lease (its holder was cut off for longer than the lease). */
    void giveRoom(String roomKey, String node) {
        rooms.put(roomKey, node);
    }

    /** What is sent to {@code node} alone is lost (true) or delivered again (false): a lossy link. */
    void drop(String node, boolean lose) {
        if (lose) {
            dropping.add(node);
        } else {
            dropping.remove(node);
        }
    }

    void cut(String node) {
        cut.add(node);
        alive.remove(node);
    }

    /** The node is back on the bus: it joins again, as after Lettuce resubscribed. */
    void mend(String node) {
        cut.remove(node);
        joins.get(node).run();
    }
}
