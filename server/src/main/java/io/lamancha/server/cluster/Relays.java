package io.lamancha.server.cluster;

import io.lamancha.protocol.ClientLine;
import io.lamancha.protocol.ErrorCode;
import io.lamancha.protocol.event.ErrorReply;
import io.lamancha.server.world.HandedSession;
import io.lamancha.server.world.Names;
import io.lamancha.server.world.Relay;
import io.lamancha.server.world.RemoteUser;
import io.lamancha.server.world.Session;
import io.lamancha.server.world.World;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.function.BiConsumer;
import java.util.function.Function;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.Logger;

/**
 * The connections here whose session another node runs (their room is there): each line typed
 * goes to that node, and what it sends back comes numbered, so that a line lost on the way asks
 * it to show its users where they are again. When that node dies or drains, its players here are
 * carried to their room's new node ({@link Carrier}).
 */
final class Relays {

    private static final Logger LOG = LogManager.getLogger(Relays.class);
    /** How often a redraw nobody heard is asked for again. */
    static final Duration REDRAW_EVERY = Duration.ofMillis(250);
    /** How many times in all (some 10 s: Lettuce reconnects within 2 s of Redis's return). */
    static final int REDRAW_TRIES = 40;

    /** A connection here relayed to {@code node}, which runs its session. */
    private record Piped(Session local, String node, HandedSession handed) {
    }

    private final ThisNode here;
    private final Membership membership;
    private final Directory directory;
    private final ClusterRooms rooms;
    private final Carrier carrier;
    private final RelayedRooms relayedRooms;
    /** Connections here whose session another node runs (by connection id): their lines go there. */
    private final ConcurrentHashMap<Long, Piped> piped = new ConcurrentHashMap<>();
    /** The last sequence number heard on each node's link to this one. */
    private final ConcurrentHashMap<String, Long> lastSeq = new ConcurrentHashMap<>();
    private volatile BiConsumer<String, List<String>> whenDrained = (n, drained) -> { };

    Relays(ThisNode here, Membership membership, Directory directory, ClusterRooms rooms) {
        this.here = here;
        this.membership = membership;
        this.directory = directory;
        this.rooms = rooms;
        this.carrier = new Carrier(new CarrierWays(), here.timer(), here::nanos);
        this.relayedRooms = new RelayedRooms(here);
    }

    /** See {@link ClusterPeers#whenNodeDrained}. */
    void whenDrained(BiConsumer<String, List<String>> then) {
        this.whenDrained = then;
    }

    /** How many connections here another node runs the sessions of. */
    int size() {
        return piped.size();
    }

    /** From now on {@code session}'s connection here is relayed to {@code to}, which runs it as {@code handed}. */
    void pipe(Session session, String to, HandedSession handed) {
        long conn = session.id();
        Bus bus = here.bus();
        RemoteUser there = new RemoteUser(handed.name(), to, handed.room(), handed.away());
        directory.runsElsewhere(there);
        // the pipe first: the other node's first lines may come back before this method returns
        piped.put(conn, new Piped(session, to, handed));
        session.relay(new Relay() {
            @Override
            public void line(String text) {
                bus.send(to, new BusMessage.Input(here.name(), conn, text)).whenComplete((heard, failure) -> {
                    if (failure != null || heard == null || heard == 0) {
                        // tagged as the line was, so that a client knows which of its lines was lost
                        session.send(new ErrorReply(ErrorCode.INTERNAL, "That line did not reach the node that"
                                + " runs your room; send it again in a moment."), ClientLine.parse(text).tag());
                    }
                });
            }

            @Override
            public void closed() {
                piped.remove(conn);
                // were the session refused there, the name would still be this node's
                directory.runsHere(there);
                bus.releaseName(Names.key(handed.name()), here.name());
                bus.send(to, new BusMessage.Closed(here.name(), conn));
            }
        });
        bus.send(to, new BusMessage.HandOff(here.name(), conn, session.address(), handed));
    }

    /** Takes in what a node that runs sessions for connections here says; false when {@code m} is not of them. */
    boolean heard(BusMessage m) {
        if (m instanceof BusMessage.Linked linked) {
            // in order, on one strand: from there each connection's loop gets its lines in order
            here.world().lobby().strand().execute(() -> relayed(m, linked.seq()));
        } else if (m instanceof BusMessage.Rehome r) {
            rehomed(r);
        } else if (m instanceof BusMessage.Draining d) {
            LOG.info("node {} is draining: its rooms {} are taken over at once", d.node(), d.rooms());
            java.util.Set<String> goOn = new java.util.HashSet<>();
            d.rooms().forEach(room -> goOn.add(Names.key(room)));
            carryFrom(d.node(), directory::roomOf, "is stopping", room -> goOn.contains(Names.key(room)));
            whenDrained.accept(d.node(), d.rooms());
        } else {
            return false;
        }
        return true;
    }

    /** A session run elsewhere for a connection here goes on to {@code m.to()}: this node itself, or another. */
    private void rehomed(BusMessage.Rehome m) {
        Piped p = piped.remove(m.conn());
        if (p == null) {
            return; // the connection closed meanwhile
        }
        Session local = p.local();
        if (!here.is(m.to())) {
            pipe(local, m.to(), m.session());
            // after the hand-off, on the same bus: the node there reads them once it runs the session
            m.lines().forEach(local.relay()::line);
            return;
        }
        local.relay(null);
        directory.runsHere(m.session().name());
        here.input().handedBack(local, m.session());
        m.lines().forEach(line -> here.input().line(local, line));
    }

    /** Lines from the node that runs sessions for connections here; a gap in the sequence asks it to redraw. */
    private void relayed(BusMessage m, long seq) {
        Long before = lastSeq.put(m.node(), seq);
        if (before != null && seq != before + 1) {
            here.meter().gap();
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
            Map<Long, Session> now = new LinkedHashMap<>();
            for (long conn : lines.conns()) {
                Piped p = piped.get(conn);
                if (p != null && p.node().equals(m.node())) {
                    now.put(conn, p.local());
                }
            }
            relayedRooms.feed(m.node(), lines.group(), now)
                    .broadcastEncoded(lines.lines().getBytes(StandardCharsets.UTF_8));
        } else if (m instanceof BusMessage.Echo echo) {
            Piped p = piped.get(echo.conn());
            if (p != null && p.node().equals(m.node())) {
                p.local().hideInput(echo.hide());
            }
        } else if (m instanceof BusMessage.GroupClosed closed) {
            relayedRooms.closed(m.node(), closed.group());
        } else if (m instanceof BusMessage.Close c) {
            Piped p = piped.get(c.conn());
            if (p != null && p.node().equals(m.node()) && piped.remove(c.conn(), p)) {
                p.local().outbound().closeWith(c.lines().getBytes(StandardCharsets.UTF_8));
            }
        }
    }

    /** Asks {@code from} (every node, when null) to show the users relayed from here where they are again. */
    private void askRedraw(String from) {
        Map<String, List<Long>> byNode = new HashMap<>();
        for (Map.Entry<Long, Piped> e : piped.entrySet()) {
            if (from == null || e.getValue().node().equals(from)) {
                byNode.computeIfAbsent(e.getValue().node(), n -> new ArrayList<>()).add(e.getKey());
            }
        }
        byNode.forEach((to, conns) -> askRedraw(to, conns, REDRAW_TRIES));
    }

    /**
     * Asks {@code to} to redraw {@code conns}; a request nobody heard (after Redis came back, this
     * node's connection for commands or that node's subscription may not be back yet) is asked
     * again every {@link #REDRAW_EVERY}, {@code tries} times in all: the line it lost may have been
     * its last, and then no gap would show it.
     */
    private void askRedraw(String to, List<Long> conns, int tries) {
        here.bus().send(to, new BusMessage.Redraw(here.name(), conns)).whenComplete((heard, failure) -> {
            boolean unheard = failure != null || heard == null || heard == 0;
            if (unheard && tries > 1 && here.timer() != null && membership.alive(to)) {
                here.timer().schedule(() -> askRedraw(to, conns, tries - 1), REDRAW_EVERY.toMillis(),
                        TimeUnit.MILLISECONDS);
            }
        });
    }

    /**
     * Back on the bus: what the nodes that run sessions for connections here sent meanwhile is
     * lost. Each link's last number is kept: should the redraw asked for now be lost too, the
     * next line on that link shows the gap and asks again.
     */
    void rejoined() {
        askRedraw(null);
    }

    /** {@code dead} is taken for dead: its players here wait for their rooms' take-over. */
    void nodeDead(String dead, Function<String, String> roomOf) {
        lastSeq.remove(dead);
        relayedRooms.nodeDead(dead);
        carryFrom(dead, roomOf, "went away", room -> true);
    }

    /**
     * The connections here relayed to {@code other} wait for their rooms' take-over (their
     * connection is fine); {@code roomOf} gives a user's room by name key, as last heard. A room
     * that does not go on elsewhere ({@code goesOn} false: a drained node's room without a running
     * game) closed: its players are back in this node's lobby at once.
     */
    private void carryFrom(String other, Function<String, String> roomOf, String why,
            java.util.function.Predicate<String> goesOn) {
        for (Map.Entry<Long, Piped> e : piped.entrySet()) {
            if (e.getValue().node().equals(other) && piped.remove(e.getKey(), e.getValue())) {
                HandedSession h = e.getValue().handed();
                String last = roomOf.apply(Names.key(h.name()));
                String room = last == null || World.LOBBY.equals(last) ? h.room() : last;
                if (room == null || goesOn.test(room)) {
                    carrier.carry(e.getValue().local(), h, room, why);
                } else {
                    carrier.bringHome(e.getValue().local(), h, room);
                }
            }
        }
    }

    /** How the players of a dead node's rooms whose connections are here are carried to the room's new node. */
    private final class CarrierWays implements Carrier.Ways {
        @Override
        public CompletionStage<String> seatNode(String name, String room) {
            return Requests.answered(here.bus().roomHolder(Names.key(room))).thenCompose(holder -> {
                World w = here.world();
                if (holder == null || w == null || !here.is(holder) && !membership.alive(holder)) {
                    return CompletableFuture.completedFuture(null);
                }
                if (here.is(holder)) {
                    return CompletableFuture.completedFuture(w.heldSeat(name).isPresent() ? here.name() : null);
                }
                return rooms.seatHeldOn(name, holder).thenApply(held -> held ? holder : null);
            });
        }

        @Override
        public boolean here(String other) {
            return here.is(other);
        }

        @Override
        public void handTo(Session session, String to, HandedSession handed) {
            pipe(session, to, handed);
        }

        @Override
        public void handBack(Session session, HandedSession handed) {
            directory.runsHere(handed.name());
            here.input().handedBack(session, handed);
        }

        @Override
        public void holdName(String name, boolean hold) {
            if (hold) {
                here.bus().takeName(Names.key(name), here.name());
            } else {
                here.bus().releaseName(Names.key(name), here.name());
            }
        }
    }
}
