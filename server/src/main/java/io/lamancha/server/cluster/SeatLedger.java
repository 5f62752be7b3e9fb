package io.lamancha.server.cluster;

import io.lamancha.server.world.Names;
import io.lamancha.server.world.SeatKeeper;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.Logger;

/**
 * Where the cluster keeps the seats that wait for players who dropped: in the database (every
 * node's, so a seat outlives a Redis restart and the node that held it) and in Redis, a copy for
 * quick look-ups. A look-up asks Redis first and the database when Redis has no seat or does not
 * answer. The database is written and read on a thread of its own, in order, never on an event
 * loop; without a database (a cluster of servers that keep nothing) Redis alone holds the seats.
 */
final class SeatLedger implements AutoCloseable {

    private static final Logger LOG = LogManager.getLogger(SeatLedger.class);
    /** How long a look-up waits for Redis before it asks the database. */
    private static final Duration REDIS_WITHIN = Duration.ofSeconds(1);

    private final String node;
    private final Bus bus;
    private volatile SeatKeeper store;
    private volatile ExecutorService io;

    SeatLedger(String node, Bus bus) {
        this.node = node;
        this.bus = bus;
    }

    /** From now on the seats are kept in {@code store} too (at start, before any login). */
    void keepIn(SeatKeeper store) {
        this.io = Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "lamancha-seats");
            t.setDaemon(true);
            return t;
        });
        this.store = store;
    }

    /** A seat waits for {@code name} in {@code room}, a room of this node's; {@code token} a guest's. */
    void held(String name, String room, String token) {
        bus.holdSeat(Names.key(name), room);
        inStore("keep the seat of " + name + " in " + room, s -> s.hold(name, room, node, token));
    }

    /** The seat in {@code room} no longer waits for {@code name}. */
    void freed(String name, String room) {
        bus.freeSeat(Names.key(name), room);
        inStore("free the seat of " + name + " in " + room, s -> s.free(name, room));
    }

    /** The room where a seat waits for {@code name}; completes on any thread, never exceptionally. */
    CompletableFuture<Optional<String>> roomOf(String name) {
        return bus.seatOf(Names.key(name)).toCompletableFuture()
                .orTimeout(REDIS_WITHIN.toMillis(), TimeUnit.MILLISECONDS)
                .exceptionally(failure -> null)
                .thenCompose(room -> room != null ? CompletableFuture.completedFuture(Optional.of(room))
                        : storedRoomOf(name));
    }

    /**
     * Whether the seat of {@code name} is held on {@code node} now (a take-over there holds it
     * again); without a database, only Redis knew, and this is true. Never completes exceptionally.
     */
    CompletableFuture<Boolean> heldOn(String name, String node) {
        SeatKeeper s = store;
        if (s == null) {
            return CompletableFuture.completedFuture(true);
        }
        return CompletableFuture.supplyAsync(() -> s.seatOf(name).filter(h -> h.node().equals(node)).isPresent(), io)
                .exceptionally(failure -> false);
    }

    private CompletableFuture<Optional<String>> storedRoomOf(String name) {
        SeatKeeper s = store;
        if (s == null) {
            return CompletableFuture.completedFuture(Optional.empty());
        }
        return CompletableFuture.supplyAsync(() -> s.seatOf(name).map(SeatKeeper.HeldSeat::room), io)
                .exceptionally(failure -> {
                    LOG.warn("could not read the seat of {} from the store: {}", name, failure.toString());
                    return Optional.empty();
                });
    }

    private void inStore(String what, java.util.function.Consumer<SeatKeeper> write) {
        SeatKeeper s = store;
        if (s == null) {
            return;
        }
        io.execute(() -> {
            try {
                write.accept(s);
            } catch (RuntimeException e) {
                LOG.warn("could not {}: {}", what, e.getMessage());
            }
        });
    }

    @Override
    public void close() {
        ExecutorService e = io;
        if (e != null) {
            e.shutdown();
        }
    }
}
