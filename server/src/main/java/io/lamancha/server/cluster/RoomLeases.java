package io.lamancha.server.cluster;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.function.LongSupplier;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.Logger;

/**
 * The leases of the rooms this node holds, in Redis: each runs out after {@link #TTL} unless
 * renewed (every beat). A node takes a move in a room only while it can prove it holds it: its
 * last renewal was sent less than {@link #SAFE} ago, so the lease in Redis, which began no
 * earlier, has not run out, and no other node can have taken the room. A node cut off from Redis
 * stops taking moves after {@link #SAFE}; another node may take its rooms after {@link #TTL}.
 */
final class RoomLeases {

    private static final Logger LOG = LogManager.getLogger(RoomLeases.class);
    /** How long a lease lasts in Redis without renewal. */
    static final Duration TTL = Duration.ofSeconds(6);
    /** How long after its last renewal was sent a lease counts as this node's (a margin below {@link #TTL}). */
    static final Duration SAFE = Duration.ofSeconds(4);
    /** How long a claim waits for Redis. */
    private static final Duration CLAIM_WITHIN = Duration.ofMillis(1500);

    private final String node;
    private final Bus bus;
    private final LongSupplier nanos;
    private final Consumer<String> lost;
    /** Room key -> when the last renewal (or the claim) that Redis confirmed was sent. */
    private final ConcurrentHashMap<String, Long> held = new ConcurrentHashMap<>();
    private volatile long inTouchSince;

    /** @param lost told (with the room key) when another node turns out to hold a room of this node's */
    RoomLeases(String node, Bus bus, LongSupplier nanos, Consumer<String> lost) {
        this.node = node;
        this.bus = bus;
        this.nanos = nanos;
        this.lost = lost;
        this.inTouchSince = nanos.getAsLong();
    }

    /** Takes the lease of {@code roomKey}; false when another node holds it or Redis does not answer. */
    boolean claim(String roomKey) {
        try {
            return claimAsync(roomKey).get(CLAIM_WITHIN.toMillis() + 100, TimeUnit.MILLISECONDS);
        } catch (Exception e) {
            return false;
        }
    }

    /**
     * Takes the lease of {@code roomKey}; completes (on any thread, within {@link #CLAIM_WITHIN})
     * with false when another node holds it or Redis does not answer. Never blocks the caller.
     */
    CompletableFuture<Boolean> claimAsync(String roomKey) {
        long sent = nanos.getAsLong();
        return bus.claimRoom(roomKey, node, TTL).toCompletableFuture()
                .orTimeout(CLAIM_WITHIN.toMillis(), TimeUnit.MILLISECONDS)
                .handle((holder, failure) -> {
                    if (failure != null) {
                        LOG.debug("could not claim the room {} on the cluster: {}", roomKey, failure.toString());
                        return false;
                    }
                    if (node.equals(holder)) {
                        held.put(roomKey, sent);
                        return true;
                    }
                    return false;
                });
    }

    void release(String roomKey) {
        if (held.remove(roomKey) != null) {
            bus.releaseRoom(roomKey, node);
        }
    }

    /** Gives up every lease this node holds (it drains): each room is free for another node at once. */
    void releaseAll() {
        for (String key : new ArrayList<>(held.keySet())) {
            release(key);
        }
    }

    /** How many room leases this node holds. */
    int held() {
        return held.size();
    }

    /** Whether this node can prove it holds {@code roomKey} now. */
    boolean holds(String roomKey) {
        Long confirmed = held.get(roomKey);
        return confirmed != null && nanos.getAsLong() - confirmed < SAFE.toNanos();
    }

    /** Whether the last renewal of every lease came back in time: the node is in touch with Redis. */
    boolean inTouch() {
        return nanos.getAsLong() - inTouchSince < SAFE.toNanos();
    }

    /** Whether this node still counts {@code roomKey} as its own (proven lately or not): it was not lost nor given up. */
    boolean listed(String roomKey) {
        return held.containsKey(roomKey);
    }

    /**
     * Completes once this node knows which of its leases are still its own: at once while its
     * renewals come back in time; after a gap (Redis away, or this process paused) once a renewal
     * sent now has come back and every lease found held by another node has been given up and
     * told, or failed (within {@link #CLAIM_WITHIN}). Never completes exceptionally.
     */
    CompletableFuture<Void> proven() {
        if (inTouch()) {
            return CompletableFuture.completedFuture(null);
        }
        return renew().toCompletableFuture().orTimeout(CLAIM_WITHIN.toMillis(), TimeUnit.MILLISECONDS)
                .handle((x, failure) -> null);
    }

    /**
     * Renews every lease (each beat); a lease another node holds now is given up, and told.
     * Completes once that is done (exceptionally when Redis did not answer).
     */
    CompletionStage<Void> renew() {
        long sent = nanos.getAsLong();
        List<String> keys = new ArrayList<>(held.keySet());
        return bus.renewRooms(node, keys, TTL).thenAccept(gone -> {
            inTouchSince = sent;
            for (String k : keys) {
                if (gone.contains(k)) {
                    if (held.remove(k) != null) {
                        LOG.warn("the room {} is held by another node now: it is no longer this node's", k);
                        lost.accept(k);
                    }
                } else {
                    held.computeIfPresent(k, (key, before) -> Math.max(before, sent));
                }
            }
        }).whenComplete((x, failure) -> {
            if (failure != null) {
                LOG.debug("the room leases were not renewed: {}", failure.toString());
            }
        });
    }
}
