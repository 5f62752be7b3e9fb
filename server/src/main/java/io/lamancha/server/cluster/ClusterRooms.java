package io.lamancha.server.cluster;

import io.lamancha.protocol.event.RoomSummary;
import io.lamancha.server.world.Names;
import io.lamancha.server.world.Peers.Seat;
import io.lamancha.server.world.RemoteUser;
import io.lamancha.server.world.SeatKeeper;
import io.lamancha.server.world.World;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.Logger;

/**
 * The game rooms of the cluster: each held by one node on a lease ({@link RoomLeases}), the rooms
 * of the other nodes as their beats list them, and the seats that wait for a player who logs in
 * on another node than their room's ({@link SeatLedger}), found even while the room moves to a
 * live node.
 */
final class ClusterRooms {

    private static final Logger LOG = LogManager.getLogger(ClusterRooms.class);
    /** How long a login waits for the room of its seat to come to a live node (a take-over). */
    static final Duration SEAT_MOVES_WITHIN = Duration.ofSeconds(12);
    /** How often meanwhile it asks which node holds the room. */
    static final Duration SEAT_ASKED_EVERY = Duration.ofMillis(250);

    private final ThisNode here;
    private final RoomLeases leases;
    private final SeatLedger seats;
    private final Membership membership;
    private final Directory directory;
    /** The game rooms of every other node, as its last beat listed them. */
    private final ConcurrentHashMap<String, List<RoomSummary>> roomsOf = new ConcurrentHashMap<>();

    ClusterRooms(ThisNode here, RoomLeases leases, Membership membership, Directory directory) {
        this.here = here;
        this.leases = leases;
        this.seats = new SeatLedger(here.name(), here.bus());
        this.membership = membership;
        this.directory = directory;
    }

    /** Another node holds a room of {@code here}'s now: this node's copy goes, its members are told. */
    static void lost(ThisNode here, String roomKey) {
        here.meter().leaseLost();
        World w = here.world();
        if (w != null) {
            w.room(roomKey).ifPresent(w::lost);
        }
    }

    boolean claim(String name) {
        return leases.claim(Names.key(name));
    }

    CompletionStage<Boolean> claimAsync(String name) {
        return leases.claimAsync(Names.key(name));
    }

    void release(String name) {
        leases.release(Names.key(name));
    }

    boolean owns(String room) {
        return !here.draining() && leases.holds(Names.key(room));
    }

    void whenInTouch(Runnable then) {
        if (here.draining()) {
            return; // its rooms go on on other nodes: nothing goes on here
        }
        if (leases.inTouch() || here.timer() == null) {
            then.run();
        } else {
            here.timer().schedule(() -> whenInTouch(then), 250, TimeUnit.MILLISECONDS);
        }
    }

    CompletionStage<Optional<String>> roomNode(String name) {
        return Requests.answered(here.bus().roomHolder(Names.key(name))).thenApply(holder ->
                // a dead node's room is nobody's until it is taken over
                holder == null || here.is(holder) || !membership.alive(holder) ? Optional.empty()
                        : Optional.of(holder));
    }

    List<RoomSummary> remoteRooms() {
        List<RoomSummary> all = new ArrayList<>();
        for (Map.Entry<String, List<RoomSummary>> e : roomsOf.entrySet()) {
            // a node that missed its last beats may be dead: its rooms are not offered meanwhile
            if (membership.heardWithin(e.getKey(), Membership.BEAT.multipliedBy(3))) {
                all.addAll(e.getValue());
            }
        }
        return all;
    }

    /** Takes in the rooms of another node's beat; false when {@code m} is no beat. */
    boolean heard(BusMessage m) {
        if (m instanceof BusMessage.Beat b) {
            roomsOf.put(b.node(), b.rooms());
            return true;
        }
        return false;
    }

    /** {@code dead} is taken for dead: its rooms are no longer offered. */
    void nodeDead(String dead) {
        roomsOf.remove(dead);
    }

    void seatHeld(String name, String room, String token) {
        // a room this node lost (or gave up) is another node's: its seats are that node's to keep
        if (leases.listed(Names.key(room))) {
            seats.held(name, room, token);
        }
    }

    void seatFreed(String name, String room) {
        seats.freed(name, room);
    }

    void keepSeatsIn(SeatKeeper store) {
        seats.keepIn(store);
    }

    /** Whether {@code node} says it holds {@code name}'s seat. */
    CompletableFuture<Boolean> seatHeldOn(String name, String node) {
        return seats.heldOn(name, node);
    }

    CompletionStage<Optional<Seat>> seatElsewhere(String name, Runnable moving) {
        long until = here.nanos() + SEAT_MOVES_WITHIN.toNanos();
        RemoteUser before = directory.user(name).orElse(null);
        return seats.roomOf(name).thenCompose(room -> {
            if (room.isPresent()) {
                return seatIn(name, room.get(), moving, until, true, null);
            }
            if (before != null && !World.LOBBY.equals(before.room()) && directory.unansweredLately(before.node())) {
                // the name's session was in a room of a node that did not answer when the name was
                // taken from it: that room is waited for on another node
                return seatIn(name, before.room(), moving, until, true, before.node());
            }
            return CompletableFuture.completedFuture(Optional.<Seat>empty());
        });
    }

    /**
     * The seat in {@code room} once a live node holds the room: empty when this node does and the
     * seat is in its world. A room no live node holds (its node died, or Redis restarted and its
     * node has not proved its lease again) is asked again until {@code until}; a seat whose room
     * nobody took by then is freed. A room {@code untrusted} holds counts as nobody's (that node
     * did not answer: it is dying).
     */
    private CompletionStage<Optional<Seat>> seatIn(String name, String room, Runnable moving, long until,
            boolean first, String untrusted) {
        // null: Redis did not answer; empty: nobody holds the room
        CompletableFuture<Optional<String>> asked = Requests.answered(here.bus().roomHolder(Names.key(room))
                .thenApply(Optional::ofNullable));
        return asked.thenCompose(found -> {
            String holder = found == null ? null : found.filter(h -> !h.equals(untrusted)).orElse(null);
            World w = here.world();
            if (here.is(holder) && (w == null || w.heldSeat(name).isPresent())) {
                return CompletableFuture.completedFuture(Optional.<Seat>empty());
            }
            if (holder != null && !here.is(holder) && membership.alive(holder)) {
                return CompletableFuture.completedFuture(Optional.of(new Seat(room, holder)));
            }
            if (here.timer() == null || here.nanos() - until > 0) {
                if (found != null && found.isEmpty()) {
                    LOG.info("no node took over the room {} in time: the seat of {} there is freed", room, name);
                    seats.freed(name, room);
                }
                return CompletableFuture.completedFuture(Optional.<Seat>empty());
            }
            if (first) {
                moving.run();
            }
            CompletableFuture<Optional<Seat>> later = new CompletableFuture<>();
            here.timer().schedule(() -> seatIn(name, room, moving, until, false, untrusted)
                    .whenComplete((seat, failure) -> {
                        if (failure != null) {
                            later.complete(Optional.empty());
                        } else {
                            later.complete(seat);
                        }
                    }), SEAT_ASKED_EVERY.toMillis(), TimeUnit.MILLISECONDS);
            return later;
        });
    }

    /** Stops keeping seats. */
    void close() {
        seats.close();
    }
}
