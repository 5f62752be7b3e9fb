package io.lamancha.server.cluster;

import io.lamancha.protocol.event.Info;
import io.lamancha.protocol.event.RoomSummary;
import io.lamancha.server.world.Room;
import io.lamancha.server.world.Session;
import io.lamancha.server.world.World;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.Logger;

/**
 * Which nodes are alive, and whether this one is in touch: a node beats every {@link #BEAT} and
 * one silent for {@link #DEAD_AFTER} is taken for dead. When the bus comes back after Redis
 * restarted, this node frees its stale names and says hello, and every node says again who it
 * holds. Lines that could not cross (Redis out of reach) are told to their speaker, and once
 * back in touch everyone here hears that lines from elsewhere may be lost.
 */
final class Membership {

    private static final Logger LOG = LogManager.getLogger(Membership.class);
    /** How often a node says it is alive. */
    static final Duration BEAT = Duration.ofSeconds(1);
    /** How long a node may be silent before its users are taken for gone. */
    static final Duration DEAD_AFTER = Duration.ofSeconds(5);
    /** How often a node back on the bus tries again to reach Redis for commands. */
    static final Duration REJOIN_EVERY = Duration.ofMillis(250);
    /** How many times (then it goes on without: names are claimed at the next rejoin). */
    static final int REJOIN_ATTEMPTS = 40;
    /** What a speaker is told when the bus could not take their line. */
    static final String NOT_CROSSED = "That line reached this node only: the other nodes are out of touch.";
    private static final long IN_TOUCH = Long.MIN_VALUE;

    /** What the other parts of the node do when the cluster's members change. */
    interface Changes {
        /** {@code other} is heard again after a partition (it forgot this node): it hears who is here. */
        void met(String other);

        /** A node (re)joined the bus and said hello: everything here is said again. */
        void hello();

        /** This node is back on the bus, its stale names freed: it says hello and who is here. */
        void rejoined();

        /** {@code other} is taken for dead: its users, names, rooms and relays go. */
        void dead(String other);
    }

    private final ThisNode here;
    private final Hearing hearing;
    private final RoomLeases leases;
    private final Changes changes;
    /** When this node lost touch with Redis ({@link #IN_TOUCH} while it is in touch). */
    private final AtomicLong outSince = new AtomicLong(IN_TOUCH);
    private final ConcurrentHashMap<String, Long> lastHeard = new ConcurrentHashMap<>();

    Membership(ThisNode here, RoomLeases leases, Changes changes) {
        this.here = here;
        this.hearing = new Hearing(here::nanos, DEAD_AFTER);
        this.leases = leases;
        this.changes = changes;
    }

    /** Whether {@code other} has been heard from lately (it is not taken for dead). */
    boolean alive(String other) {
        return lastHeard.containsKey(other);
    }

    /** Whether {@code other} was heard from within {@code within}. */
    boolean heardWithin(String other, Duration within) {
        Long heard = lastHeard.get(other);
        return heard != null && here.nanos() - heard < within.toNanos();
    }

    /** The other nodes heard from lately. */
    int peersSeen() {
        return (int) lastHeard.keySet().stream().filter(n -> !here.is(n)).count();
    }

    /**
     * Whether the rooms of {@code other} may be taken over now: it is not heard from, this node has
     * heard without a break long enough for that silence to be real, and its alive mark has run
     * out in Redis (it is not beating where this node cannot hear it). Blocks up to
     * {@link Requests#ANSWER_WITHIN}: call it off the event loops.
     */
    boolean silent(String other) {
        if (lastHeard.containsKey(other) || !hearing.settled()) {
            return false;
        }
        Boolean marked = Requests.answered(here.bus().isAlive(other)).join();
        return Boolean.FALSE.equals(marked);
    }

    /** {@code m} came from another node: it is alive, and a node new or back is greeted. */
    void heard(BusMessage m) {
        boolean known = lastHeard.put(m.node(), here.nanos()) != null;
        if (!known) {
            LOG.info("node {} is on the cluster", m.node());
            if (!(m instanceof BusMessage.Hello)) {
                // a node back from a partition: it forgot us, and we forgot its users (it may
                // not have taken us for gone, and have missed our Hello: it is asked to say again)
                changes.met(m.node());
            }
        }
        if (m instanceof BusMessage.Hello) {
            changes.hello();
        }
    }

    /** Says hello to {@code to}, every node when {@code null}: they say who they hold. */
    void hello(String to) {
        BusMessage hello = new BusMessage.Hello(here.name());
        if (to == null) {
            here.bus().publish(hello);
        } else {
            here.bus().send(to, hello);
        }
    }

    /**
     * A line {@code from} said crosses to the other nodes; when the bus cannot take it (Redis out of
     * reach) the speaker is told that it reached this node only, and this node is out of touch.
     */
    void said(String from, CompletionStage<Long> published) {
        published.whenComplete((heard, failure) -> {
            if (failure == null) {
                return;
            }
            outOfTouch();
            World w = here.world();
            if (w != null) {
                w.user(from).ifPresent(s -> s.runOnOwner(() -> s.send(Info.of(NOT_CROSSED))));
            }
        });
    }

    /** Notes when this node lost touch with Redis (the first failure seen since it was in touch). */
    private void outOfTouch() {
        outSince.compareAndSet(IN_TOUCH, here.nanos());
    }

    /**
     * Back on the bus after a time out of touch: every user here is told that lines said on other
     * nodes meanwhile may not have reached them (nothing keeps them while Redis is away).
     */
    private void tellLinesMayBeLost() {
        long since = outSince.getAndSet(IN_TOUCH);
        World w = here.world();
        if (since == IN_TOUCH || w == null) {
            return;
        }
        long seconds = Math.max(1, (here.nanos() - since + 999_999_999L) / 1_000_000_000L);
        String text = "Out of touch with the other nodes for " + seconds + " s: lines from them may be lost.";
        LOG.info("node {} was out of touch for about {} s: its users are told lines may be lost", here.name(),
                seconds);
        for (Session s : w.users()) {
            s.runOnOwner(() -> s.send(Info.of(text)));
        }
    }

    /** Says this node is alive, and takes the nodes silent for too long for dead. */
    void beat() {
        try {
            long sent = here.nanos();
            here.bus().alive(here.name(), DEAD_AFTER).whenComplete((ok, failure) -> {
                if (failure == null) {
                    hearing.inTouch(sent);
                } else {
                    outOfTouch();
                }
            });
            here.bus().publish(new BusMessage.Beat(here.name(), localRooms()));
            leases.renew();
            for (Map.Entry<String, Long> e : lastHeard.entrySet()) {
                // cut off from Redis itself, this node hears nobody: that silence proves nothing
                if (hearing.silentTooLong(e.getValue()) && lastHeard.remove(e.getKey(), e.getValue())) {
                    LOG.warn("node {} has not been heard from for {} s: its users are taken for gone", e.getKey(),
                            DEAD_AFTER.toSeconds());
                    changes.dead(e.getKey());
                }
            }
        } catch (RuntimeException e) {
            LOG.warn("the cluster's beat failed", e);
        }
    }

    /** This node's game rooms, for its beat. */
    private List<RoomSummary> localRooms() {
        World w = here.world();
        List<RoomSummary> out = new ArrayList<>();
        if (w != null && !here.draining()) {
            for (Room r : w.rooms()) {
                if (!r.isLobby()) {
                    out.add(r.summary());
                }
            }
        }
        return out;
    }

    /** The bus (re)subscribed: ask everyone who they hold, and say who is here. */
    void joined() {
        LOG.info("node {} is on the cluster's bus", here.name());
        tellLinesMayBeLost();
        hearing.rejoined();
        // this node proves its leases again at once: a room whose lease ran out while Redis was
        // away is taken again before any other node may think it is free
        leases.renew();
        rejoin(1);
    }

    /**
     * Frees this node's stale names, then says hello and claims its users' names again. The
     * subscription may come back before the connection for commands does: until a command goes
     * through, it is tried again every {@link #REJOIN_EVERY}.
     */
    private void rejoin(int attempt) {
        // alive first: a node that took this one for dead while Redis was away frees none of the
        // names claimed again below
        here.bus().alive(here.name(), DEAD_AFTER);
        here.bus().forgetNames(here.name(), true).whenComplete((freed, failure) -> {
            if (failure != null && here.timer() != null && attempt < REJOIN_ATTEMPTS) {
                here.timer().schedule(() -> rejoin(attempt + 1), REJOIN_EVERY.toMillis(), TimeUnit.MILLISECONDS);
                return;
            }
            changes.rejoined();
        });
    }
}
