package io.lamancha.server.cluster;

import io.lamancha.server.world.Names;
import java.time.Duration;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.Logger;

/**
 * A node that stops hands its rooms to the others: it gives up its leases, says so on the bus
 * ({@link BusMessage.Draining}) and waits, bounded, until another node holds each room of a
 * running game. The others do not wait for its leases to run out nor for it to fall silent; a
 * room nobody takes in time is taken over later, as a dead node's.
 */
final class Drain {

    private static final Logger LOG = LogManager.getLogger(Drain.class);
    /** How often the holders of the rooms are asked while the node waits. */
    static final Duration ASKED_EVERY = Duration.ofMillis(50);

    private final String node;
    private final Bus bus;
    private final RoomLeases leases;

    Drain(String node, Bus bus, RoomLeases leases) {
        this.node = node;
        this.bus = bus;
        this.leases = leases;
    }

    /**
     * Releases every lease, tells the others that {@code rooms} are theirs to take, and waits
     * (at most {@code within}) until each is held by another node; returns how many are.
     */
    int handOff(List<String> rooms, Duration within) {
        leases.releaseAll();
        bus.publish(new BusMessage.Draining(node, rooms));
        Set<String> waiting = new LinkedHashSet<>();
        for (String room : rooms) {
            waiting.add(Names.key(room));
        }
        long end = System.nanoTime() + within.toNanos();
        while (!waiting.isEmpty() && System.nanoTime() - end < 0) {
            waiting.removeIf(key -> heldElsewhere(key, end));
            if (!waiting.isEmpty() && !pause()) {
                break;
            }
        }
        if (!waiting.isEmpty()) {
            LOG.warn("no node took the room(s) {} within {} ms: they are taken over once this node is gone",
                    waiting, within.toMillis());
        }
        return rooms.size() - waiting.size();
    }

    /** Whether another node holds the lease of the room {@code key} now; Redis waited for until {@code end} at most. */
    private boolean heldElsewhere(String key, long end) {
        try {
            String holder = bus.roomHolder(key).toCompletableFuture()
                    .get(Math.max(0, end - System.nanoTime()), TimeUnit.NANOSECONDS);
            return holder != null && !holder.equals(node);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        } catch (Exception e) {
            return false;
        }
    }

    private static boolean pause() {
        try {
            Thread.sleep(ASKED_EVERY.toMillis());
            return true;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }
}
