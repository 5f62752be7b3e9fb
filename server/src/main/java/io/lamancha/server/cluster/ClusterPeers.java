package io.lamancha.server.cluster;

import io.lamancha.protocol.ServerEvent;
import io.lamancha.protocol.event.RoomSummary;
import io.lamancha.server.world.ChannelBook;
import io.lamancha.server.world.HandedSession;
import io.lamancha.server.world.MemoryChannelBook;
import io.lamancha.server.world.Peers;
import io.lamancha.server.world.RemoteUser;
import io.lamancha.server.world.RoomFeed;
import io.lamancha.server.world.Sanction;
import io.lamancha.server.world.SeatKeeper;
import io.lamancha.server.world.Seeks;
import io.lamancha.server.world.Session;
import io.lamancha.server.world.SessionInput;
import io.lamancha.server.world.World;
import java.time.Duration;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import java.util.function.IntSupplier;
import java.util.function.LongFunction;
import java.util.function.LongSupplier;

/**
 * This node's view of the other nodes, kept from what they say on the bus, and what it tells
 * them. Each job is a part of its own ({@link NodeParts}); this class hands each call, and each
 * message heard, to the part it is for. Nothing here blocks the bus's threads.
 */
public final class ClusterPeers implements Peers, AutoCloseable {

    private final NodeParts parts;

    /** @param timer what beats, or {@code null} when {@link #beat} is called by hand (tests) */
    ClusterPeers(String node, Bus bus, LongSupplier nanos, ScheduledExecutorService timer) {
        this(node, bus, nanos, timer, new MemoryChannelBook(), counter(new AtomicLong()));
    }

    /** Numbers from {@code ids}, as Redis's counter gives them (tests). */
    static LongFunction<CompletionStage<Long>> counter(AtomicLong ids) {
        return floor -> CompletableFuture.completedFuture(ids.updateAndGet(n -> Math.max(n, floor) + 1));
    }

    /** The same, with the channel book every node shares and the cluster's counter of ads. */
    ClusterPeers(String node, Bus bus, LongSupplier nanos, ScheduledExecutorService timer, ChannelBook book,
            LongFunction<CompletionStage<Long>> seekIds) {
        this.parts = new NodeParts(node, bus, nanos, timer, book, seekIds);
    }

    /** A node on Redis at {@code config}'s URL; fails when Redis cannot be reached. */
    public static ClusterPeers connect(ClusterConfig config) {
        RedisBus redis = new RedisBus(config.redis());
        return new ClusterPeers(config.node(), redis, System::nanoTime,
                Executors.newSingleThreadScheduledExecutor(r -> {
                    Thread t = new Thread(r, "lamancha-cluster");
                    t.setDaemon(true);
                    return t;
                }), new RedisChannelBook(redis), redis::nextSeekId);
    }

    /** This node's name. */
    public String node() {
        return parts.here.name();
    }

    /**
     * Starts hearing the other nodes, and beating; {@code world} is this node's, {@code input}
     * where the sessions other nodes hand over come in, and {@code feeds} how a room's lines from
     * another node reach the connections here that it is for.
     */
    public void start(World world, SessionInput input, RoomFeed.Factory feeds) {
        parts.here.serve(world, input, feeds);
        parts.here.bus().listen(parts.here.name(), this::inbound, parts::joined);
        if (parts.here.timer() != null) {
            long ms = Membership.BEAT.toMillis();
            parts.here.timer().scheduleAtFixedRate(this::beat, ms, ms, TimeUnit.MILLISECONDS);
        }
    }

    /** {@code then} runs with a node found dead, after its users are gone: its rooms may be taken over. */
    public void whenNodeDead(Consumer<String> then) {
        parts.whenDead(then);
    }

    /** {@code then} runs with a node that drains and its rooms: they may be taken over at once. */
    public void whenNodeDrained(BiConsumer<String, List<String>> then) {
        parts.whenDrained(then);
    }

    /** The first step of a drain: this node takes no more moves at its tables (it holds no room now). */
    public void holdMoves() {
        parts.here.drain();
    }

    /**
     * Hands the rooms of this node's running games (every move stored) to the other nodes; blocks
     * up to {@code within}. Returns how many rooms another node holds now. See {@link Drain}.
     */
    public int drain(List<String> rooms, Duration within) {
        parts.here.drain();
        int taken = new Drain(parts.here.name(), parts.here.bus(), parts.leases).handOff(rooms, within);
        // the other nodes carry the players relayed here: nobody is told goodbye for them
        parts.handed.drained();
        return taken;
    }

    /** What this node counts of the cluster, and what it sees now, for the operator's metrics. */
    public ClusterMeter meter() {
        return parts.here.meter();
    }

    /** Whether the last renewal of this node's leases reached Redis in time: its link to Redis is up. */
    public boolean inTouch() {
        return parts.leases.inTouch();
    }

    /** Whether Redis is reachable now: the bus's link is up and the leases were renewed in time. */
    public boolean redisUp() {
        return parts.here.bus().connected() && parts.leases.inTouch();
    }

    /** The other nodes heard from lately. */
    public int peersSeen() {
        return parts.membership.peersSeen();
    }

    /** The room leases this node holds now. */
    public int leasesHeld() {
        return parts.leases.held();
    }

    /** Connections here whose sessions another node runs ({@code out}), or sessions here of others'. */
    public int relayedSessions(boolean out) {
        return out ? parts.relays.size() : parts.handed.size();
    }

    /** Whether {@code other} has been heard from lately (it is not taken for dead). */
    public boolean alive(String other) {
        return parts.membership.alive(other);
    }

    /** Whether the rooms of {@code other} may be taken over now (see {@link Membership#silent}); blocks. */
    public boolean silent(String other) {
        return parts.membership.silent(other);
    }

    /** From now on the seats that wait here are kept in {@code store} too: they outlive Redis and this node. */
    public void keepSeatsIn(SeatKeeper store) {
        parts.rooms.keepSeatsIn(store);
    }

    /** Says this node is alive, and takes the nodes silent for too long for dead. */
    void beat() {
        parts.membership.beat();
    }

    /** Hands what another node said to the part of this node it is for. */
    void inbound(BusMessage m) {
        if (parts.here.is(m.node())) {
            return;
        }
        parts.membership.heard(m);
        boolean taken = parts.rooms.heard(m) || parts.directory.heard(m) || parts.community.heard(m)
                || parts.requests.heard(m) || parts.relays.heard(m) || parts.handed.heard(m);
        assert taken || m instanceof BusMessage.Hello : m;
    }

    @Override
    public void close() {
        parts.close();
    }

    // --- the world's Peers: who is where, and what crosses ---

    @Override
    public Optional<RemoteUser> user(String name) { return parts.directory.user(name); }

    @Override
    public Collection<RemoteUser> users() { return parts.directory.users(); }

    @Override
    public void here(Session session) { parts.directory.here(session); }

    @Override
    public void gone(String name) { parts.directory.gone(name); }

    @Override
    public CompletionStage<Boolean> claim(String name, boolean takeOver) {
        return parts.leases.proven().thenCompose(proven -> parts.directory.claim(name, takeOver));
    }

    @Override
    public void arrived(String name) { parts.directory.arrived(name); }

    @Override
    public void refused(String name) { parts.directory.refused(name); }

    @Override
    public void lobby(String from, ServerEvent event) { parts.directory.lobby(from, event); }

    @Override
    public CompletionStage<TellResult> tell(RemoteUser to, String from, String text) {
        return parts.requests.tell(to, from, text);
    }

    @Override
    public CompletionStage<Boolean> report(RemoteUser admin, List<String> lines) {
        return parts.requests.report(admin, lines);
    }

    @Override
    public CompletionStage<Optional<String>> address(RemoteUser user) { return parts.requests.address(user); }

    @Override
    public String nodeName() { return parts.here.name(); }

    @Override
    public void channel(String channel, String from, ServerEvent event) {
        parts.community.channel(channel, from, event);
    }

    @Override
    public ChannelBook channelBook() { return parts.community.channelBook(); }

    @Override
    public void channelInvite(String channel, String from, String who) {
        parts.community.channelInvite(channel, from, who);
    }

    @Override
    public CompletionStage<Integer> seekId(IntSupplier local) { return parts.community.seekId(); }

    @Override
    public void seekPosted(Seeks.Ad ad) { parts.community.seekPosted(ad); }

    @Override
    public void seekEnded(Seeks.Ad ad, String reason) { parts.community.seekEnded(ad, reason); }

    @Override
    public CompletionStage<String> acceptSeek(Seeks.Ad ad, String who) { return parts.community.acceptSeek(ad, who); }

    @Override
    public void moderated(Sanction s, boolean lifted) { parts.community.moderated(s, lifted); }

    // --- rooms and seats ---

    @Override
    public boolean claimRoom(String name) { return parts.rooms.claim(name); }

    @Override
    public CompletionStage<Boolean> claimRoomAsync(String name) { return parts.rooms.claimAsync(name); }

    @Override
    public void releaseRoom(String name) { parts.rooms.release(name); }

    @Override
    public boolean owns(String room) { return parts.rooms.owns(room); }

    @Override
    public void whenInTouch(Runnable then) { parts.rooms.whenInTouch(then); }

    @Override
    public CompletionStage<Optional<String>> roomNode(String name) { return parts.rooms.roomNode(name); }

    @Override
    public List<RoomSummary> remoteRooms() { return parts.rooms.remoteRooms(); }

    @Override
    public void seatHeld(String name, String room) { parts.rooms.seatHeld(name, room, null); }

    @Override
    public void seatHeld(String name, String room, String token) { parts.rooms.seatHeld(name, room, token); }

    @Override
    public void seatFreed(String name, String room) { parts.rooms.seatFreed(name, room); }

    @Override
    public CompletionStage<Optional<Seat>> seatElsewhere(String name) { return seatElsewhere(name, () -> { }); }

    @Override
    public CompletionStage<Optional<Seat>> seatElsewhere(String name, Runnable moving) {
        return parts.rooms.seatElsewhere(name, moving);
    }

    @Override
    public void handOff(Session session, String to, HandedSession handed) {
        if (!parts.handed.handOn(session, to, handed)) {
            parts.relays.pipe(session, to, handed);
        }
    }
}
