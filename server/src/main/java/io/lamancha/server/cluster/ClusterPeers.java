package io.lamancha.server.cluster;

import io.lamancha.protocol.ServerEvent;
import io.lamancha.protocol.event.ChannelJoined;
import io.lamancha.protocol.event.ChannelLeft;
import io.lamancha.protocol.event.ChannelLine;
import io.lamancha.protocol.event.ChannelMode;
import io.lamancha.protocol.event.Chat;
import io.lamancha.protocol.event.Emote;
import io.lamancha.protocol.event.Entered;
import io.lamancha.protocol.event.Left;
import io.lamancha.protocol.event.Bye;
import io.lamancha.protocol.event.Info;
import io.lamancha.protocol.event.Presence;
import io.lamancha.protocol.event.RoomSummary;
import io.lamancha.protocol.event.Tell;
import io.lamancha.protocol.ErrorCode;
import io.lamancha.protocol.event.ErrorReply;
import io.lamancha.protocol.event.Notice;
import io.lamancha.server.world.ChannelBook;
import io.lamancha.server.world.HandedSession;
import io.lamancha.server.world.LinkedOutbound;
import io.lamancha.server.world.Names;
import io.lamancha.server.world.Outbound;
import io.lamancha.server.world.Relay;
import io.lamancha.server.world.Peers;
import io.lamancha.server.world.RemoteUser;
import io.lamancha.server.world.Room;
import io.lamancha.server.world.RoomFeed;
import io.lamancha.server.world.Sanction;
import io.lamancha.server.world.Seeks;
import io.lamancha.server.world.Session;
import io.lamancha.server.world.SessionInput;
import io.lamancha.server.world.Strand;
import io.lamancha.server.world.World;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;
import java.util.function.LongSupplier;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.Logger;

/**
 * This node's view of the other nodes, kept from what they say on the bus: who is logged in
 * where (a copy of everyone's presence, so that {@code /wwho}, {@code /tell} and {@code /whereis}
 * answer without a round trip), which nodes are alive (a beat a second), and the requests that
 * wait for another node's answer (a whisper, a take-over). Lines from elsewhere are handed to the
 * world on the strand of the room or channel they are for, or the session's owner; nothing here
 * blocks the bus's threads.
 *
 * <p>A node that falls silent for {@link #DEAD_AFTER} is taken for dead: its users are gone (their
 * watchers and the lobby hear so) and its names are freed. When the bus comes back after Redis
 * restarted, every node is asked to say again who it holds, and says so itself.
 */
public final class ClusterPeers implements Peers, AutoCloseable {

    private static final Logger LOG = LogManager.getLogger(ClusterPeers.class);
    /** How often a node says it is alive. */
    static final Duration BEAT = Duration.ofSeconds(1);
    /** What a speaker is told when the bus could not take their line. */
    static final String NOT_CROSSED = "That line reached this node only: the other nodes are out of touch.";
    private static final long IN_TOUCH = Long.MIN_VALUE;
    /** How long a node may be silent before its users are taken for gone. */
    static final Duration DEAD_AFTER = Duration.ofSeconds(5);
    /** How often a node back on the bus tries again to reach Redis for commands. */
    static final Duration REJOIN_EVERY = Duration.ofMillis(250);
    /** How many times (then it goes on without: names are claimed at the next rejoin). */
    static final int REJOIN_ATTEMPTS = 40;
    /** How long a whisper or a take-over waits for the other node's answer. */
    static final Duration ANSWER_WITHIN = Duration.ofSeconds(3);
    /** How long a login waits for the room of its seat to come to a live node (a take-over). */
    static final Duration SEAT_MOVES_WITHIN = Duration.ofSeconds(12);
    /** How often meanwhile it asks which node holds the room. */
    static final Duration SEAT_ASKED_EVERY = Duration.ofMillis(250);

    private final String node;
    private final Bus bus;
    private final LongSupplier nanos;
    /** When this node lost touch with Redis ({@link #IN_TOUCH} while it is in touch). */
    private final AtomicLong outSince = new AtomicLong(IN_TOUCH);
    private final ConcurrentHashMap<String, RemoteUser> users = new ConcurrentHashMap<>();
    private final ConcurrentHashMap<String, Long> lastHeard = new ConcurrentHashMap<>();
    private final ConcurrentHashMap<Long, CompletableFuture<BusMessage.Answer>> waiting = new ConcurrentHashMap<>();
    private final AtomicLong requests = new AtomicLong();
    private final ScheduledExecutorService timer;
    private final RoomLeases leases;
    private final ClusterMeter meter = new ClusterMeter();
    private final SeatLedger seats;
    private final Hearing hearing;
    private final Carrier carrier;
    /** The nodes that did not answer a take-over of a name lately, and when. */
    private final ConcurrentHashMap<String, Long> unanswered = new ConcurrentHashMap<>();
    /** The game rooms of every other node, as its last beat listed them. */
    private final ConcurrentHashMap<String, List<RoomSummary>> roomsOf = new ConcurrentHashMap<>();
    /** Connections here whose session another node runs (by connection id): their lines go there. */
    private final ConcurrentHashMap<Long, Piped> piped = new ConcurrentHashMap<>();
    /** Sessions run here for a connection on another node, by node and connection id. */
    private final ConcurrentHashMap<String, Session> handedIn = new ConcurrentHashMap<>();
    /** The way to each node this node runs sessions for. */
    private final ConcurrentHashMap<String, NodeLink> links = new ConcurrentHashMap<>();
    /** Per other node and room group: the connections here that follow its lines (lobby strand). */
    private final ConcurrentHashMap<String, RelayedGroup> relayedGroups = new ConcurrentHashMap<>();
    private volatile RoomFeed.Factory feeds;
    /** The last sequence number heard on each node's link to this one. */
    private final ConcurrentHashMap<String, Long> lastSeq = new ConcurrentHashMap<>();
    private volatile World world;
    private volatile SessionInput input;
    private volatile Consumer<String> whenDead = n -> { };
    private volatile java.util.function.BiConsumer<String, List<String>> whenDrained = (n, rooms) -> { };
    /** This node drains: it takes no more moves, its leases go to other nodes. */
    private volatile boolean draining;
    private final ClusterChannels channels;
    private final ClusterSeeks seeks;

    /** A connection here relayed to {@code node}, which runs its session. */
    private record Piped(Session local, String node, HandedSession handed) {
    }

    /**
     * @param nanos the clock silences are measured on
     * @param timer what beats every {@link #BEAT}, or {@code null} when {@link #beat} is called
     *     by hand (tests)
     */
    ClusterPeers(String node, Bus bus, LongSupplier nanos, ScheduledExecutorService timer) {
        this(node, bus, nanos, timer, new io.lamancha.server.world.MemoryChannelBook(), counter(new AtomicLong()));
    }

    /** Numbers from {@code ids}, as Redis's counter gives them (tests). */
    static java.util.function.LongFunction<CompletionStage<Long>> counter(AtomicLong ids) {
        return floor -> CompletableFuture.completedFuture(ids.updateAndGet(n -> Math.max(n, floor) + 1));
    }

    /**
     * The same, with {@code book} the channel book every node shares and {@code seekIds} the
     * cluster's counter of ads.
     */
    ClusterPeers(String node, Bus bus, LongSupplier nanos, ScheduledExecutorService timer, ChannelBook book,
            java.util.function.LongFunction<CompletionStage<Long>> seekIds) {
        this.node = node;
        this.bus = new MeteredBus(bus, meter);
        this.channels = new ClusterChannels(node, this.bus, book);
        this.seeks = new ClusterSeeks(node, this.bus, seekIds);
        this.nanos = nanos;
        this.timer = timer;
        this.leases = new RoomLeases(node, bus, nanos, this::roomLost);
        this.seats = new SeatLedger(node, this.bus);
        this.hearing = new Hearing(nanos, DEAD_AFTER);
        this.carrier = new Carrier(new CarrierWays(), timer, nanos);
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
        return node;
    }

    /**
     * Starts hearing the other nodes, and beating; {@code world} is this node's, {@code input}
     * where the sessions other nodes hand over come in, and {@code feeds} how a room's lines from
     * another node reach the connections here that it is for.
     */
    public void start(World world, SessionInput input, RoomFeed.Factory feeds) {
        this.world = world;
        this.input = input;
        this.feeds = feeds;
        bus.listen(node, this::inbound, this::joined);
        if (timer != null) {
            long ms = BEAT.toMillis();
            timer.scheduleAtFixedRate(this::beat, ms, ms, TimeUnit.MILLISECONDS);
        }
    }

    /**
     * {@code then} runs (on the cluster's thread) with a node's name when that node is found dead,
     * after its users are gone: the rooms it held may be taken over.
     */
    public void whenNodeDead(Consumer<String> then) {
        this.whenDead = then;
    }

    /**
     * {@code then} runs (on the bus's thread) with a node's name and its rooms when that node
     * drains: those rooms may be taken over at once (their leases are released).
     */
    public void whenNodeDrained(java.util.function.BiConsumer<String, List<String>> then) {
        this.whenDrained = then;
    }

    /** The first step of a drain: this node takes no more moves at its tables (it holds no room now). */
    public void holdMoves() {
        draining = true;
    }

    /**
     * Hands this node's rooms to the other nodes (see {@link Drain}): {@code rooms} are those of
     * its running games, every acknowledged move of which is stored. Blocks up to {@code within}
     * (call it off the event loops); returns how many rooms another node holds now.
     */
    public int drain(List<String> rooms, Duration within) {
        draining = true;
        int taken = new Drain(node, bus, leases).handOff(rooms, within);
        // the other nodes carry the players relayed here: nobody is told goodbye for them
        handedIn.clear();
        return taken;
    }

    /** What this node counts of the cluster, and what it sees now, for the operator's metrics. */
    public ClusterMeter meter() {
        return meter;
    }

    /** Whether the last renewal of this node's leases reached Redis in time: its link to Redis is up. */
    public boolean inTouch() {
        return leases.inTouch();
    }

    /** Whether Redis is reachable now: the bus's link is up and the leases were renewed in time. */
    public boolean redisUp() {
        return bus.connected() && leases.inTouch();
    }

    /** The other nodes heard from lately. */
    public int peersSeen() {
        return (int) lastHeard.keySet().stream().filter(n -> !n.equals(node)).count();
    }

    /** The room leases this node holds now. */
    public int leasesHeld() {
        return leases.held();
    }

    /** Connections here whose sessions another node runs ({@code out}), and sessions here of other nodes' ({@code in}). */
    public int relayedSessions(boolean out) {
        return out ? piped.size() : handedIn.size();
    }

    /** Whether {@code other} has been heard from lately (it is not taken for dead). */
    public boolean alive(String other) {
        return lastHeard.containsKey(other);
    }

    /**
     * Whether the rooms of {@code other} may be taken over now: it is not heard from, this node has
     * heard without a break long enough for that silence to be real, and its alive mark has run
     * out in Redis (it is not beating where this node cannot hear it). Blocks up to
     * {@link #ANSWER_WITHIN}: call it off the event loops.
     */
    public boolean silent(String other) {
        if (lastHeard.containsKey(other) || !hearing.settled()) {
            return false;
        }
        Boolean marked = answered(bus.isAlive(other)).join();
        return Boolean.FALSE.equals(marked);
    }

    // --- what this node says ---

    @Override
    public Optional<RemoteUser> user(String name) {
        return Optional.ofNullable(users.get(Names.key(name)));
    }

    @Override
    public Collection<RemoteUser> users() {
        return users.values();
    }

    @Override
    public void here(Session session) {
        Room r = session.room();
        if (session.name() != null && r != null) {
            bus.publish(new BusMessage.Here(node, session.name(), r.name(), session.social().away()));
        }
    }

    @Override
    public void gone(String name) {
        bus.publish(new BusMessage.Gone(node, name));
        bus.releaseName(Names.key(name), node);
    }

    @Override
    public CompletionStage<Boolean> claim(String name, boolean takeOver) {
        String key = Names.key(name);
        // after a gap (a pause, Redis away) the rooms this node lost are given up first: a login
        // must not find its seat in a stale copy of a room another node runs now
        return leases.proven().thenCompose(proven -> bus.claimName(key, node)).thenCompose(holder -> {
            if (holder == null || holder.equals(node)) {
                return CompletableFuture.completedFuture(true);
            }
            if (!lastHeard.containsKey(holder)) {
                // a dead node's claim (its names are freed when it is found dead; this is sooner)
                return bus.takeName(key, node).thenApply(x -> true);
            }
            if (!takeOver) {
                return CompletableFuture.completedFuture(false);
            }
            return ask(holder, id -> new BusMessage.TakeOver(node, id, name))
                    .handle((answer, failure) -> {
                        if (failure != null) {
                            // dead, most likely, and not found so yet: its rooms are not trusted
                            unanswered.put(holder, nanos.getAsLong());
                        }
                        return null;
                    })
                    .thenCompose(x -> bus.takeName(key, node)).thenApply(x -> true);
        });
    }

    @Override
    public void lobby(String from, ServerEvent event) {
        if (event instanceof Chat c) {
            said(from, bus.publish(new BusMessage.LobbySaid(node, from, c.text(), false)));
        } else if (event instanceof Emote e) {
            said(from, bus.publish(new BusMessage.LobbySaid(node, from, e.text(), true)));
        }
    }

    /**
     * A line {@code from} said crosses to the other nodes; when the bus cannot take it (Redis out of
     * reach) the speaker is told that it reached this node only, and this node is out of touch.
     */
    private void said(String from, CompletionStage<Long> published) {
        published.whenComplete((heard, failure) -> {
            if (failure == null) {
                return;
            }
            outOfTouch();
            World w = world;
            if (w != null) {
                w.user(from).ifPresent(s -> s.runOnOwner(() -> s.send(Info.of(NOT_CROSSED))));
            }
        });
    }

    /** Notes when this node lost touch with Redis (the first failure seen since it was in touch). */
    private void outOfTouch() {
        outSince.compareAndSet(IN_TOUCH, nanos.getAsLong());
    }

    /**
     * Back on the bus after a time out of touch: every user here is told that lines said on other
     * nodes meanwhile may not have reached them (nothing keeps them while Redis is away).
     */
    private void tellLinesMayBeLost() {
        long since = outSince.getAndSet(IN_TOUCH);
        World w = world;
        if (since == IN_TOUCH || w == null) {
            return;
        }
        long seconds = Math.max(1, (nanos.getAsLong() - since + 999_999_999L) / 1_000_000_000L);
        String text = "Out of touch with the other nodes for " + seconds + " s: lines from them may be lost.";
        LOG.info("node {} was out of touch for about {} s: its users are told lines may be lost", node, seconds);
        for (Session s : w.users()) {
            s.runOnOwner(() -> s.send(Info.of(text)));
        }
    }

    @Override
    public void channel(String channel, String from, ServerEvent event) {
        if (event instanceof ChannelLine l) {
            said(from, bus.publish(new BusMessage.ChannelSaid(node, channel, from, "line", l.text())));
        } else if (event instanceof ChannelJoined) {
            bus.publish(new BusMessage.ChannelSaid(node, channel, from, "joined", null));
        } else if (event instanceof ChannelLeft l) {
            bus.publish(new BusMessage.ChannelSaid(node, channel, from, "left", l.reason()));
        } else if (event instanceof ChannelMode m) {
            bus.publish(new BusMessage.ChannelSaid(node, channel, from, "mode", m.mode()));
        }
    }

    @Override
    public ChannelBook channelBook() {
        return channels.book();
    }

    @Override
    public String nodeName() {
        return node;
    }

    @Override
    public void channelInvite(String channel, String from, String who) {
        channels.invited(channel, from, who);
    }

    @Override
    public CompletionStage<Integer> seekId(java.util.function.IntSupplier local) {
        return seeks.nextId(world);
    }

    @Override
    public void seekPosted(Seeks.Ad ad) {
        seeks.posted(ad);
    }

    @Override
    public void seekEnded(Seeks.Ad ad, String reason) {
        seeks.ended(ad, reason);
    }

    @Override
    public CompletionStage<String> acceptSeek(Seeks.Ad ad, String who) {
        return ask(ad.node(), id -> new BusMessage.SeekAccept(node, id, ad.id(), who)).thenApply(ClusterSeeks::room);
    }

    @Override
    public CompletionStage<TellResult> tell(RemoteUser to, String from, String text) {
        return ask(to.node(), id -> new BusMessage.TellRequest(node, id, from, to.name(), text))
                .handle(ClusterPeers::told);
    }

    /** What the reader's node said it did; {@code UNANSWERED} when it said nothing (known) in time. */
    private static TellResult told(BusMessage.Answer a, Throwable failure) {
        for (TellOutcome o : TellOutcome.values()) {
            if (failure == null && o.name().equals(a.outcome())) {
                return new TellResult(o, a.detail());
            }
        }
        return new TellResult(TellOutcome.UNANSWERED, null);
    }

    /**
     * Sends a request to {@code to}; completes with its answer, or fails after {@link #ANSWER_WITHIN}
     * (at once when nobody listens there).
     */
    private CompletableFuture<BusMessage.Answer> ask(String to, java.util.function.LongFunction<BusMessage> request) {
        long id = requests.incrementAndGet();
        CompletableFuture<BusMessage.Answer> answer = new CompletableFuture<>();
        waiting.put(id, answer);
        answer.whenComplete((a, e) -> waiting.remove(id));
        bus.send(to, request.apply(id)).whenComplete((heard, failure) -> {
            if (failure == null && heard != null && heard == 0) {
                // nobody listens on that node's channel: it is gone (killed), no answer will come
                answer.completeExceptionally(new IllegalStateException("node " + to + " is not listening"));
            }
        });
        return answer.orTimeout(ANSWER_WITHIN.toMillis(), TimeUnit.MILLISECONDS);
    }

    /** Says this node is alive, and takes the nodes silent for too long for dead. */
    void beat() {
        try {
            long sent = nanos.getAsLong();
            bus.alive(node, DEAD_AFTER).whenComplete((ok, failure) -> {
                if (failure == null) {
                    hearing.inTouch(sent);
                } else {
                    outOfTouch();
                }
            });
            bus.publish(new BusMessage.Beat(node, localRooms()));
            leases.renew();
            for (Map.Entry<String, Long> e : lastHeard.entrySet()) {
                // cut off from Redis itself, this node hears nobody: that silence proves nothing
                if (hearing.silentTooLong(e.getValue()) && lastHeard.remove(e.getKey(), e.getValue())) {
                    LOG.warn("node {} has not been heard from for {} s: its users are taken for gone", e.getKey(),
                            DEAD_AFTER.toSeconds());
                    dead(e.getKey());
                }
            }
        } catch (RuntimeException e) {
            LOG.warn("the cluster's beat failed", e);
        }
    }

    /** The bus (re)subscribed: ask everyone who they hold, and say who is here. */
    private void joined() {
        LOG.info("node {} is on the cluster's bus", node);
        tellLinesMayBeLost();
        hearing.rejoined();
        // this node proves its leases again at once: a room whose lease ran out while Redis was
        // away is taken again before any other node may think it is free
        leases.renew();
        rejoin(1);
        // what the nodes that run sessions for connections here sent meanwhile is lost
        lastSeq.clear();
        askRedraw(null);
    }

    /**
     * Frees this node's stale names, then says hello and claims its users' names again. The
     * subscription may come back before the connection for commands does: until a command goes
     * through, it is tried again every {@link #REJOIN_EVERY}.
     */
    private void rejoin(int attempt) {
        // alive first: a node that took this one for dead while Redis was away frees none of the
        // names claimed again below
        bus.alive(node, DEAD_AFTER);
        bus.forgetNames(node, true).whenComplete((freed, failure) -> {
            if (failure != null && timer != null && attempt < REJOIN_ATTEMPTS) {
                timer.schedule(() -> rejoin(attempt + 1), REJOIN_EVERY.toMillis(), TimeUnit.MILLISECONDS);
                return;
            }
            channels.rejoined(world);
            bus.publish(new BusMessage.Hello(node));
            announceAll(true);
        });
    }

    /**
     * Says who is logged in here. With {@code claimNames} (the bus is back) each name is claimed
     * again: one that another node gave away meanwhile (this node taken for dead) is theirs now,
     * and the session here is closed as a second login's would be.
     */
    private void announceAll(boolean claimNames) {
        World w = world;
        if (w == null) {
            return;
        }
        for (Session s : w.users()) {
            if (s.name() == null) {
                continue;
            }
            if (!claimNames) {
                here(s);
                continue;
            }
            bus.claimName(Names.key(s.name()), node).whenComplete((holder, failure) -> {
                if (failure == null && holder != null && !holder.equals(node)) {
                    LOG.info("{} logged in on node {} while this node was cut off; the session here ends",
                            s.name(), holder);
                    replaced(s, () -> { });
                } else {
                    here(s);
                }
            });
        }
    }

    /** Closes {@code session} here because its name logged in elsewhere; then {@code after}. */
    private void replaced(Session session, Runnable after) {
        session.runOnOwner(() -> {
            world.replaced(session);
            after.run();
        });
    }

    // --- what this node hears ---

    void inbound(BusMessage m) {
        if (m.node().equals(node)) {
            return;
        }
        boolean known = lastHeard.put(m.node(), nanos.getAsLong()) != null;
        if (!known) {
            LOG.info("node {} is on the cluster", m.node());
            if (!(m instanceof BusMessage.Hello)) {
                // a node back from a partition: it forgot us, and we forgot its users (it may
                // not have taken us for gone, and have missed our Hello: it is asked to say again)
                announceAll(false);
                seeks.announce(world);
                bus.send(m.node(), new BusMessage.Hello(node));
            }
        }
        if (m instanceof BusMessage.Beat b) {
            roomsOf.put(b.node(), b.rooms());
        } else if (m instanceof BusMessage.Hello) {
            announceAll(false);
            seeks.announce(world);
            channels.reaffirm(world);
        } else if (m instanceof BusMessage.Here h) {
            arrived(h);
        } else if (m instanceof BusMessage.Gone g) {
            left(Names.key(g.name()), g.node(), "logged out");
        } else if (m instanceof BusMessage.LobbySaid s) {
            lobbyLine(s);
        } else if (m instanceof BusMessage.ChannelSaid c) {
            channelLine(c);
        } else if (m instanceof BusMessage.ChannelInvited i) {
            channels.heard(world, i);
        } else if (m instanceof BusMessage.SeekPosted p) {
            seeks.heard(world, p);
        } else if (m instanceof BusMessage.SeekEnded e) {
            seeks.heard(world, e);
        } else if (m instanceof BusMessage.SeekAccept a) {
            seeks.acceptAsked(input, a);
        } else if (m instanceof BusMessage.TellRequest t) {
            told(t);
        } else if (m instanceof BusMessage.TakeOver t) {
            takenOver(t);
        } else if (m instanceof BusMessage.Moderated mod) {
            world.moderated(sanctionOf(mod), mod.lifted());
        } else if (m instanceof BusMessage.Report r) {
            reported(r);
        } else if (m instanceof BusMessage.AddressAsk q) {
            Optional<Session> s = world.user(q.name());
            answer(q.node(), q.id(), s.isPresent() ? "FOUND" : TellOutcome.OFFLINE.name(),
                    s.map(Session::address).orElse(null));
        } else if (m instanceof BusMessage.Input in) {
            Session s = handedIn.get(in.node() + "/" + in.conn());
            if (s != null) {
                input.line(s, in.line());
            }
        } else if (m instanceof BusMessage.Linked linked) {
            // in order, on one strand: from there each connection's loop gets its lines in order
            world.lobby().strand().execute(() -> relayed(m, linked.seq()));
        } else if (m instanceof BusMessage.Draining d) {
            LOG.info("node {} is draining: its rooms {} are taken over at once", d.node(), d.rooms());
            carryFrom(d.node(), key -> Optional.ofNullable(users.get(key)).map(RemoteUser::room).orElse(null),
                    "is stopping");
            whenDrained.accept(d.node(), d.rooms());
        } else if (m instanceof BusMessage.Redraw r) {
            for (long conn : r.conns()) {
                Session s = handedIn.get(r.node() + "/" + conn);
                if (s != null) {
                    redraw(s);
                }
            }
        } else if (m instanceof BusMessage.Closed c) {
            Session s = handedIn.remove(c.node() + "/" + c.conn());
            if (s != null) {
                input.disconnected(s);
            }
        } else if (m instanceof BusMessage.HandOff h) {
            handedOver(h);
        } else if (m instanceof BusMessage.Rehome r) {
            rehomed(r);
        } else if (m instanceof BusMessage.Answer a) {
            CompletableFuture<BusMessage.Answer> f = waiting.get(a.id());
            if (f != null) {
                f.complete(a);
            }
        }
    }

    private void lobbyLine(BusMessage.LobbySaid s) {
        Room lobby = world.lobby();
        ServerEvent e = s.emote() ? new Emote(lobby.name(), s.from(), s.text())
                : new Chat(lobby.name(), s.from(), s.text());
        lobby.strand().execute(() -> lobby.say(s.from(), e));
    }

    private void arrived(BusMessage.Here h) {
        String key = Names.key(h.name());
        RemoteUser now = new RemoteUser(h.name(), h.node(), h.room(), h.away());
        RemoteUser before = users.put(key, now);
        if (before == null) {
            world.tellWatchers(h.name(), new Presence(h.name(), "login", null, null));
        }
        lobbyMoves(h.name(), before == null ? null : before.room(), h.room(),
                before == null ? "login" : "to " + h.room());
    }

    private void left(String key, String fromNode, String reason) {
        RemoteUser before = users.get(key);
        if (before != null && before.node().equals(fromNode) && users.remove(key, before)) {
            lobbyMoves(before.name(), before.room(), null, reason);
            world.tellWatchers(before.name(), new Presence(before.name(), "logout", null, null));
        }
    }

    /** Those in this node's lobby see someone elsewhere come into it or go out of it. */
    private void lobbyMoves(String name, String from, String to, String reason) {
        boolean wasIn = World.LOBBY.equals(from);
        boolean isIn = World.LOBBY.equals(to);
        if (wasIn == isIn) {
            return;
        }
        Room lobby = world.lobby();
        lobby.strand().execute(() -> lobby.broadcast(isIn ? new Entered(lobby.name(), name)
                : new Left(lobby.name(), name, reason)));
    }

    private void dead(String deadNode) {
        List<String> keys = new ArrayList<>();
        Map<String, String> roomOfUser = new java.util.HashMap<>();
        for (Map.Entry<String, RemoteUser> e : users.entrySet()) {
            if (e.getValue().node().equals(deadNode)) {
                keys.add(e.getKey());
                roomOfUser.put(e.getKey(), e.getValue().room());
            }
        }
        for (String key : keys) {
            left(key, deadNode, "lost connection");
        }
        bus.forgetNames(deadNode, false);
        channels.nodeDead(deadNode);
        seeks.nodeDead(world, deadNode);
        roomsOf.remove(deadNode);
        lastSeq.remove(deadNode);
        world.lobby().strand().execute(() -> {
            for (Map.Entry<String, RelayedGroup> e : relayedGroups.entrySet()) {
                if (e.getKey().startsWith(deadNode + "/") && relayedGroups.remove(e.getKey(), e.getValue())) {
                    e.getValue().close();
                }
            }
        });
        links.remove(deadNode);
        carryFrom(deadNode, roomOfUser::get, "went away");
        for (Map.Entry<String, Session> e : handedIn.entrySet()) {
            if (e.getKey().startsWith(deadNode + "/") && handedIn.remove(e.getKey(), e.getValue())) {
                input.disconnected(e.getValue());
            }
        }
        whenDead.accept(deadNode);
    }

    /**
     * The connections here relayed to {@code other} wait for their rooms' take-over (their
     * connection is fine); {@code roomOf} gives a user's room by name key, as last heard.
     */
    private void carryFrom(String other, java.util.function.Function<String, String> roomOf, String why) {
        for (Map.Entry<Long, Piped> e : piped.entrySet()) {
            if (e.getValue().node().equals(other) && piped.remove(e.getKey(), e.getValue())) {
                HandedSession h = e.getValue().handed();
                String room = roomOf.apply(Names.key(h.name()));
                carrier.carry(e.getValue().local(), h, room == null || World.LOBBY.equals(room) ? h.room() : room,
                        why);
            }
        }
    }

    private void channelLine(BusMessage.ChannelSaid c) {
        ServerEvent e = switch (c.kind()) {
            case "line" -> new ChannelLine(c.channel(), c.from(), c.text());
            case "joined" -> new ChannelJoined(c.channel(), c.from());
            case "left" -> new ChannelLeft(c.channel(), c.from(), c.text());
            case "mode" -> new ChannelMode(c.channel(), c.text(), c.from());
            default -> null;
        };
        if (e != null) {
            world.channels().heard(c.channel(), c.from(), e);
        }
    }

    private void told(BusMessage.TellRequest t) {
        Optional<Session> reader = world.user(t.to());
        if (reader.isEmpty()) {
            answer(t.node(), t.id(), TellOutcome.OFFLINE.name(), null);
            return;
        }
        Session s = reader.get();
        s.runOnOwner(() -> {
            if (s.isClosed()) {
                answer(t.node(), t.id(), TellOutcome.OFFLINE.name(), null);
            } else if (s.social().ignores(t.from())) {
                answer(t.node(), t.id(), TellOutcome.IGNORED.name(), null);
            } else {
                s.social().replyTo(t.from());
                s.send(new Tell(t.from(), s.name(), t.text(), false, null));
                answer(t.node(), t.id(), TellOutcome.DELIVERED.name(), s.social().away());
            }
        });
    }

    @Override
    public void moderated(Sanction s, boolean lifted) {
        bus.publish(new BusMessage.Moderated(node, s.kind().name(), s.scope(), s.name(), s.address(),
                s.until() == null ? 0 : s.until().toEpochMilli(), s.reason(), s.by(), s.at().toEpochMilli(), lifted));
    }

    @Override
    public CompletionStage<Boolean> report(RemoteUser admin, List<String> lines) {
        return ask(admin.node(), id -> new BusMessage.Report(node, id, admin.name(), lines))
                .handle((a, failure) -> failure == null && TellOutcome.DELIVERED.name().equals(a.outcome()));
    }

    @Override
    public CompletionStage<Optional<String>> address(RemoteUser user) {
        return ask(user.node(), id -> new BusMessage.AddressAsk(node, id, user.name()))
                .handle((a, failure) -> failure == null && "FOUND".equals(a.outcome())
                        ? Optional.ofNullable(a.detail()) : Optional.empty());
    }

    /** A report for an admin here: shown at once, or answered OFFLINE when they are not here. */
    private void reported(BusMessage.Report r) {
        Optional<Session> reader = world.user(r.to()).filter(Session::admin);
        if (reader.isEmpty()) {
            answer(r.node(), r.id(), TellOutcome.OFFLINE.name(), null);
            return;
        }
        Session s = reader.get();
        s.runOnOwner(() -> {
            if (s.isClosed()) {
                answer(r.node(), r.id(), TellOutcome.OFFLINE.name(), null);
                return;
            }
            for (String line : r.lines()) {
                s.send(new Notice("report", line));
            }
            answer(r.node(), r.id(), TellOutcome.DELIVERED.name(), null);
        });
    }

    private static Sanction sanctionOf(BusMessage.Moderated m) {
        return new Sanction(Sanction.Kind.valueOf(m.kind()), m.scope(), m.name(), m.address(),
                m.until() == 0 ? null : Instant.ofEpochMilli(m.until()), m.reason(), m.by(), Instant.ofEpochMilli(m.at()));
    }

    private void takenOver(BusMessage.TakeOver t) {
        Optional<Session> held = world.user(t.name());
        if (held.isEmpty()) {
            answer(t.node(), t.id(), "DONE", null);
            return;
        }
        replaced(held.get(), () -> answer(t.node(), t.id(), "DONE", null));
    }

    private void answer(String to, long id, String outcome, String detail) {
        bus.send(to, new BusMessage.Answer(node, id, outcome, detail));
    }

    // --- rooms ---

    @Override
    public boolean claimRoom(String name) {
        return leases.claim(Names.key(name));
    }

    @Override
    public CompletionStage<Boolean> claimRoomAsync(String name) {
        return leases.claimAsync(Names.key(name));
    }

    @Override
    public void releaseRoom(String name) {
        leases.release(Names.key(name));
    }

    @Override
    public boolean owns(String room) {
        return !draining && leases.holds(Names.key(room));
    }

    @Override
    public void whenInTouch(Runnable then) {
        if (draining) {
            return; // its rooms go on on other nodes: nothing goes on here
        }
        if (leases.inTouch() || timer == null) {
            then.run();
        } else {
            timer.schedule(() -> whenInTouch(then), 250, TimeUnit.MILLISECONDS);
        }
    }

    @Override
    public CompletionStage<Optional<String>> roomNode(String name) {
        return answered(bus.roomHolder(Names.key(name))).thenApply(holder ->
                // a dead node's room is nobody's until it is taken over
                holder == null || holder.equals(node) || !lastHeard.containsKey(holder) ? Optional.empty()
                        : Optional.of(holder));
    }

    /** What Redis answers within {@link #ANSWER_WITHIN}; {@code null} when it does not. */
    private static <T> CompletableFuture<T> answered(CompletionStage<T> command) {
        return command.toCompletableFuture().orTimeout(ANSWER_WITHIN.toMillis(), TimeUnit.MILLISECONDS)
                .exceptionally(failure -> null);
    }

    @Override
    public List<RoomSummary> remoteRooms() {
        List<RoomSummary> all = new ArrayList<>();
        long now = nanos.getAsLong();
        for (Map.Entry<String, List<RoomSummary>> e : roomsOf.entrySet()) {
            Long heard = lastHeard.get(e.getKey());
            // a node that missed its last beats may be dead: its rooms are not offered meanwhile
            if (heard != null && now - heard < 3 * BEAT.toNanos()) {
                all.addAll(e.getValue());
            }
        }
        return all;
    }

    @Override
    public void seatHeld(String name, String room) {
        seatHeld(name, room, null);
    }

    @Override
    public void seatHeld(String name, String room, String token) {
        // a room this node lost (or gave up) is another node's: its seats are that node's to keep
        if (leases.listed(Names.key(room))) {
            seats.held(name, room, token);
        }
    }

    @Override
    public void seatFreed(String name, String room) {
        seats.freed(name, room);
    }

    /** From now on the seats that wait here are kept in {@code store} too: they outlive Redis and this node. */
    public void keepSeatsIn(io.lamancha.server.world.SeatKeeper store) {
        seats.keepIn(store);
    }

    @Override
    public CompletionStage<Optional<Seat>> seatElsewhere(String name) {
        return seatElsewhere(name, () -> { });
    }

    @Override
    public CompletionStage<Optional<Seat>> seatElsewhere(String name, Runnable moving) {
        long until = nanos.getAsLong() + SEAT_MOVES_WITHIN.toNanos();
        RemoteUser before = users.get(Names.key(name));
        return seats.roomOf(name).thenCompose(room -> {
            if (room.isPresent()) {
                return seatIn(name, room.get(), moving, until, true, null);
            }
            if (before != null && !World.LOBBY.equals(before.room()) && unansweredLately(before.node())) {
                // the name's session was in a room of a node that did not answer when the name was
                // taken from it: that room is waited for on another node
                return seatIn(name, before.room(), moving, until, true, before.node());
            }
            return CompletableFuture.completedFuture(Optional.<Seat>empty());
        });
    }

    private boolean unansweredLately(String other) {
        Long when = unanswered.get(other);
        return when != null && nanos.getAsLong() - when < Carrier.WITHIN.toNanos();
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
        CompletableFuture<Optional<String>> asked = answered(bus.roomHolder(Names.key(room))
                .thenApply(Optional::ofNullable));
        return asked.thenCompose(found -> {
            String holder = found == null ? null : found.filter(h -> !h.equals(untrusted)).orElse(null);
            World w = world;
            if (node.equals(holder) && (w == null || w.heldSeat(name).isPresent())) {
                return CompletableFuture.completedFuture(Optional.<Seat>empty());
            }
            if (holder != null && !node.equals(holder) && lastHeard.containsKey(holder)) {
                return CompletableFuture.completedFuture(Optional.of(new Seat(room, holder)));
            }
            if (timer == null || nanos.getAsLong() - until > 0) {
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
            timer.schedule(() -> seatIn(name, room, moving, until, false, untrusted).whenComplete((seat, failure) -> {
                if (failure != null) {
                    later.complete(Optional.empty());
                } else {
                    later.complete(seat);
                }
            }), SEAT_ASKED_EVERY.toMillis(), TimeUnit.MILLISECONDS);
            return later;
        });
    }

    /** This node's game rooms, for its beat. */
    private List<RoomSummary> localRooms() {
        World w = world;
        List<RoomSummary> out = new ArrayList<>();
        if (w != null && !draining) {
            for (Room r : w.rooms()) {
                if (!r.isLobby()) {
                    out.add(r.summary());
                }
            }
        }
        return out;
    }

    /** Another node holds a room of this node's now: this node's copy goes, its members are told. */
    private void roomLost(String roomKey) {
        meter.leaseLost();
        World w = world;
        if (w != null) {
            w.room(roomKey).ifPresent(w::lost);
        }
    }

    // --- sessions that run on another node than their connection ---

    @Override
    public void handOff(Session session, String to, HandedSession handed) {
        if (session.outbound() instanceof RelayOutbound r) {
            // run here for a connection on another node: that node hands it on, or takes it back
            handedIn.remove(r.link.to + "/" + r.conn);
            // what the session is given from now on (the /accept of an ad, by the command that
            // handed it off) goes along, once that command is done, as its user's own input
            List<String> typed = new ArrayList<>();
            session.relay(new Relay() {
                @Override
                public void line(String text) {
                    synchronized (typed) {
                        typed.add(text);
                    }
                }

                @Override
                public void closed() {
                }
            });
            session.runOnOwner(() -> {
                session.relay(NOWHERE);
                List<String> lines;
                synchronized (typed) {
                    lines = List.copyOf(typed);
                }
                bus.send(r.link.to, new BusMessage.Rehome(node, r.conn, to, handed, lines));
            });
            return;
        }
        pipe(session, to, handed);
    }

    /** A session run elsewhere for a connection here goes on to {@code m.to()}: this node itself, or another. */
    private void rehomed(BusMessage.Rehome m) {
        Piped p = piped.remove(m.conn());
        if (p == null) {
            return; // the connection closed meanwhile
        }
        Session local = p.local();
        if (!m.to().equals(node)) {
            pipe(local, m.to(), m.session());
            // after the hand-off, on the same bus: the node there reads them once it runs the session
            m.lines().forEach(local.relay()::line);
            return;
        }
        local.relay(null);
        users.remove(Names.key(m.session().name()));
        input.handedBack(local, m.session());
        m.lines().forEach(line -> input.line(local, line));
    }

    /** From now on {@code session}'s connection here is relayed to {@code to}, which runs it as {@code handed}. */
    private void pipe(Session session, String to, HandedSession handed) {
        long conn = session.id();
        String key = Names.key(handed.name());
        RemoteUser there = new RemoteUser(handed.name(), to, handed.room(), handed.away());
        users.put(key, there);
        // the pipe first: the other node's first lines may come back before this method returns
        piped.put(conn, new Piped(session, to, handed));
        session.relay(new Relay() {
            @Override
            public void line(String text) {
                bus.send(to, new BusMessage.Input(node, conn, text)).whenComplete((heard, failure) -> {
                    if (failure != null || heard == null || heard == 0) {
                        session.send(new ErrorReply(ErrorCode.INTERNAL, "That line did not reach the node that"
                                + " runs your room; send it again in a moment."));
                    }
                });
            }

            @Override
            public void closed() {
                piped.remove(conn);
                // were the session refused there, the name would still be this node's
                users.remove(key, there);
                bus.releaseName(key, node);
                bus.send(to, new BusMessage.Closed(node, conn));
            }
        });
        bus.send(to, new BusMessage.HandOff(node, conn, session.address(), handed));
    }

    /** How the players of a dead node's rooms whose connections are here are carried to the room's new node. */
    private final class CarrierWays implements Carrier.Ways {
        @Override
        public CompletionStage<String> seatNode(String name, String room) {
            return answered(bus.roomHolder(Names.key(room))).thenCompose(holder -> {
                World w = world;
                if (holder == null || w == null || !holder.equals(node) && !lastHeard.containsKey(holder)) {
                    return CompletableFuture.completedFuture(null);
                }
                if (holder.equals(node)) {
                    return CompletableFuture.completedFuture(w.heldSeat(name).isPresent() ? node : null);
                }
                return seats.heldOn(name, holder).thenApply(held -> held ? holder : null);
            });
        }

        @Override
        public boolean here(String other) {
            return node.equals(other);
        }

        @Override
        public void handTo(Session session, String to, HandedSession handed) {
            pipe(session, to, handed);
        }

        @Override
        public void handBack(Session session, HandedSession handed) {
            users.remove(Names.key(handed.name()));
            input.handedBack(session, handed);
        }

        @Override
        public void holdName(String name, boolean hold) {
            if (hold) {
                bus.takeName(Names.key(name), node);
            } else {
                bus.releaseName(Names.key(name), node);
            }
        }
    }

    /** Where the input of a session handed on goes: nowhere (its connection's node sends it on itself). */
    private static final Relay NOWHERE = new Relay() {
        @Override
        public void line(String text) {
        }

        @Override
        public void closed() {
        }
    };

    /** Lines from the node that runs sessions for connections here; a gap in the sequence asks it to redraw. */
    private void relayed(BusMessage m, long seq) {
        Long before = lastSeq.put(m.node(), seq);
        if (before != null && seq != before + 1) {
            meter.gap();
            LOG.info("{} lines from node {} were lost on the way: its users here are shown their rooms again",
                    seq - before - 1, m.node());
            askRedraw(m.node());
        }
        // only the node that runs a session now speaks for it: a node that lost the session's
        // room (paused, cut off, then back) may still send for it, and is not heard
        if (m instanceof BusMessage.Output out) {
            Piped p = piped.get(out.conn());
            if (p != null && p.node().equals(m.node())) {
                p.local().outbound().write(out.lines().getBytes(StandardCharsets.UTF_8));
            }
        } else if (m instanceof BusMessage.RoomLines lines) {
            feedOf(m.node(), lines).broadcastEncoded(lines.lines().getBytes(StandardCharsets.UTF_8));
        } else if (m instanceof BusMessage.Echo echo) {
            Piped p = piped.get(echo.conn());
            if (p != null && p.node().equals(m.node())) {
                p.local().hideInput(echo.hide());
            }
        } else if (m instanceof BusMessage.GroupClosed closed) {
            RelayedGroup g = relayedGroups.remove(m.node() + "/" + closed.group());
            if (g != null) {
                g.close();
            }
        } else if (m instanceof BusMessage.Close c) {
            Piped p = piped.get(c.conn());
            if (p != null && p.node().equals(m.node()) && piped.remove(c.conn(), p)) {
                p.local().outbound().closeWith(c.lines().getBytes(StandardCharsets.UTF_8));
            }
        }
    }

    /**
     * The feed of a room's members (in one format) that {@code from} runs for connections here,
     * following exactly the connections {@code lines} names: as on one server, a line is stored
     * once per event loop for all of them (lobby strand).
     */
    private RoomFeed feedOf(String from, BusMessage.RoomLines lines) {
        RelayedGroup g = relayedGroups.computeIfAbsent(from + "/" + lines.group(),
                k -> new RelayedGroup(feeds.open(world.lobby().strand())));
        Map<Long, Session> now = new java.util.LinkedHashMap<>();
        for (long conn : lines.conns()) {
            Piped p = piped.get(conn);
            if (p != null && p.node().equals(from)) {
                now.put(conn, p.local());
            }
        }
        g.follow(now);
        return g.feed;
    }

    /** The connections here that follow one room group of another node's, and their feed (lobby strand). */
    private static final class RelayedGroup {
        final RoomFeed feed;
        final Map<Long, Session> following = new java.util.HashMap<>();

        RelayedGroup(RoomFeed feed) {
            this.feed = feed;
        }

        /** Follows exactly {@code now}: a connection gone or changed stops, a new one starts. */
        void follow(Map<Long, Session> now) {
            for (java.util.Iterator<Map.Entry<Long, Session>> it = following.entrySet().iterator(); it.hasNext(); ) {
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

    /** Asks {@code from} (every node, when null) to show the users relayed from here where they are again. */
    private void askRedraw(String from) {
        java.util.Map<String, List<Long>> byNode = new java.util.HashMap<>();
        for (Map.Entry<Long, Piped> e : piped.entrySet()) {
            if (from == null || e.getValue().node().equals(from)) {
                byNode.computeIfAbsent(e.getValue().node(), n -> new ArrayList<>()).add(e.getKey());
            }
        }
        byNode.forEach((to, conns) -> bus.send(to, new BusMessage.Redraw(node, conns)));
    }

    /** Some lines for {@code s} were lost between the nodes: it is told, and shown its table again. */
    private void redraw(Session s) {
        s.send(new Notice("cluster", "Some lines between the nodes of this server were lost; here is where"
                + " you are again."));
        Room r = s.room();
        if (r != null && r.activity() != null) {
            input.line(s, "/show");
        }
    }

    /** A session comes from another node, to a room here; the name is this node's from now on. */
    private void handedOver(BusMessage.HandOff h) {
        String key = h.node() + "/" + h.conn();
        Session s = input.handedOver(new RelayOutbound(h.node(), h.conn(), h.address()), h.session());
        handedIn.put(key, s);
    }

    @Override
    public void arrived(String name) {
        users.remove(Names.key(name));
        bus.takeName(Names.key(name), node);
    }

    @Override
    public void refused(String name) {
        String key = Names.key(name);
        users.remove(key);
        bus.takeName(key, node).thenRun(() -> bus.releaseName(key, node));
    }

    /**
     * The way to another node for the sessions this node runs for connections there: each line
     * numbered, so that node sees when one was lost; a room's line goes once for all its members.
     */
    private final class NodeLink implements LinkedOutbound.Link {
        private final String to;
        private final AtomicLong groups = new AtomicLong();
        private long seq; // guarded by this

        NodeLink(String to) {
            this.to = to;
        }

        /** Sends what {@code message} makes of the next number, in numbering order. */
        synchronized void send(java.util.function.LongFunction<BusMessage> message) {
            bus.send(to, message.apply(++seq));
        }

        @Override
        public LinkedOutbound.Group group() {
            long id = groups.incrementAndGet();
            return new LinkedOutbound.Group() {
                @Override
                public void writeAll(List<LinkedOutbound> outbounds, byte[] lines) {
                    List<Long> conns = new ArrayList<>(outbounds.size());
                    for (LinkedOutbound o : outbounds) {
                        conns.add(((RelayOutbound) o).conn);
                    }
                    String text = new String(lines, StandardCharsets.UTF_8);
                    send(n -> new BusMessage.RoomLines(node, n, id, conns, text));
                }

                @Override
                public void close() {
                    send(n -> new BusMessage.GroupClosed(node, n, id));
                }
            };
        }
    }

    /** Where the lines of a session run here for a connection on another node go: to that node. */
    private final class RelayOutbound implements LinkedOutbound {
        private final NodeLink link;
        private final long conn;
        private final String address;

        RelayOutbound(String to, long conn, String address) {
            this.link = links.computeIfAbsent(to, NodeLink::new);
            this.conn = conn;
            this.address = address;
        }

        @Override
        public LinkedOutbound.Link link() {
            return link;
        }

        @Override
        public void write(byte[] lines) {
            String text = new String(lines, StandardCharsets.UTF_8);
            link.send(n -> new BusMessage.Output(node, n, conn, text));
        }

        @Override
        public void closeWith(byte[] lastLines) {
            // the session goes here when the other node says the connection closed (or is found dead)
            String text = new String(lastLines, StandardCharsets.UTF_8);
            link.send(n -> new BusMessage.Close(node, n, conn, text));
        }

        @Override
        public void hideInput(boolean hide) {
            link.send(n -> new BusMessage.Echo(node, n, conn, hide));
        }

        @Override
        public Strand strand() {
            return world.lobby().strand();
        }

        @Override
        public String address() {
            return address;
        }
    }

    @Override
    public void close() {
        if (timer != null) {
            timer.shutdownNow();
        }
        // the users this node ran for other nodes' connections hear it stop, as its own did
        for (Session s : handedIn.values()) {
            s.closeWith(null, new Bye(Bye.Code.STOPPING, "the node that ran your room is stopping; log in again,"
                    + " your seat waits"));
        }
        World w = world;
        if (w != null) {
            for (Session s : w.users()) {
                if (s.name() != null) {
                    bus.releaseName(Names.key(s.name()), node);
                }
            }
        }
        seats.close();
        bus.close();
    }
}
