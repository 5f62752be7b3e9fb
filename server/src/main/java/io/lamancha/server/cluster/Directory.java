package io.lamancha.server.cluster;

import io.lamancha.protocol.ServerEvent;
import io.lamancha.protocol.event.Chat;
import io.lamancha.protocol.event.Emote;
import io.lamancha.protocol.event.Presence;
import io.lamancha.server.world.Names;
import io.lamancha.server.world.RemoteUser;
import io.lamancha.server.world.Room;
import io.lamancha.server.world.Session;
import io.lamancha.server.world.World;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.Logger;

/**
 * Who is logged in on the other nodes, and where: a copy of everyone's presence, so that
 * {@code /wwho}, {@code /tell} and {@code /whereis} answer without a round trip. Each name is
 * claimed in Redis by the node that holds it; what is said in the lobby crosses to every lobby.
 */
final class Directory {

    private static final Logger LOG = LogManager.getLogger(Directory.class);

    private final ThisNode here;
    private final Membership membership;
    private final Requests requests;
    /** The users of the other nodes, by name key. */
    private final ConcurrentHashMap<String, RemoteUser> users = new ConcurrentHashMap<>();
    /** The nodes that did not answer a take-over of a name lately, and when. */
    private final ConcurrentHashMap<String, Long> unanswered = new ConcurrentHashMap<>();

    Directory(ThisNode here, Membership membership, Requests requests) {
        this.here = here;
        this.membership = membership;
        this.requests = requests;
    }

    Optional<RemoteUser> user(String name) {
        return Optional.ofNullable(users.get(Names.key(name)));
    }

    Collection<RemoteUser> users() {
        return users.values();
    }

    /** {@code there}'s session runs on its node for a connection here. */
    void runsElsewhere(RemoteUser there) {
        users.put(Names.key(there.name()), there);
    }

    /** {@code name}'s session runs here (again): no other node's. */
    void runsHere(String name) {
        users.remove(Names.key(name));
    }

    /** The same, unless another node said meanwhile that it holds {@code there}'s name. */
    void runsHere(RemoteUser there) {
        users.remove(Names.key(there.name()), there);
    }

    /** Whether {@code other} did not answer a take-over of a name lately (within {@link Carrier#WITHIN}). */
    boolean unansweredLately(String other) {
        Long when = unanswered.get(other);
        return when != null && here.nanos() - when < Carrier.WITHIN.toNanos();
    }

    void here(Session session) {
        Room r = session.room();
        if (session.name() != null && r != null) {
            here.bus().publish(new BusMessage.Here(here.name(), session.name(), r.name(), session.social().away()));
        }
    }

    void gone(String name) {
        here.bus().publish(new BusMessage.Gone(here.name(), name));
        here.bus().releaseName(Names.key(name), here.name());
    }

    /**
     * Claims {@code name} for a login here. ClusterPeers calls it only once the leases are proven
     * after a gap (a pause, Redis away): a login must not find its seat in a stale copy of a room
     * another node runs now.
     */
    CompletionStage<Boolean> claim(String name, boolean takeOver) {
        String key = Names.key(name);
        Bus bus = here.bus();
        return bus.claimName(key, here.name()).thenCompose(holder -> {
            if (holder == null || here.is(holder)) {
                return CompletableFuture.completedFuture(true);
            }
            if (!membership.alive(holder)) {
                // a dead node's claim (its names are freed when it is found dead; this is sooner)
                return bus.takeName(key, here.name()).thenApply(x -> true);
            }
            if (!takeOver) {
                return CompletableFuture.completedFuture(false);
            }
            return requests.takeOver(holder, name)
                    .handle((answer, failure) -> {
                        if (failure != null) {
                            // dead, most likely, and not found so yet: its rooms are not trusted
                            unanswered.put(holder, here.nanos());
                        }
                        return null;
                    })
                    .thenCompose(x -> bus.takeName(key, here.name())).thenApply(x -> true);
        });
    }

    void lobby(String from, ServerEvent event) {
        if (event instanceof Chat c) {
            membership.said(from, here.bus().publish(new BusMessage.LobbySaid(here.name(), from, c.text(), false)));
        } else if (event instanceof Emote e) {
            membership.said(from, here.bus().publish(new BusMessage.LobbySaid(here.name(), from, e.text(), true)));
        }
    }

    /** {@code name} logged in here: the name is this node's. */
    void arrived(String name) {
        users.remove(Names.key(name));
        here.bus().takeName(Names.key(name), here.name());
    }

    /** {@code name}'s login here was refused: the name is claimed, and freed. */
    void refused(String name) {
        String key = Names.key(name);
        users.remove(key);
        here.bus().takeName(key, here.name()).thenRun(() -> here.bus().releaseName(key, here.name()));
    }

    /**
     * Says who is logged in here. With {@code claimNames} (the bus is back) each name is claimed
     * again: one that another node gave away meanwhile (this node taken for dead) is theirs now,
     * and the session here is closed as a second login's would be.
     */
    void announceAll(boolean claimNames) {
        World w = here.world();
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
            here.bus().claimName(Names.key(s.name()), here.name()).whenComplete((holder, failure) -> {
                if (failure == null && holder != null && !here.is(holder)) {
                    LOG.info("{} logged in on node {} while this node was cut off; the session here ends",
                            s.name(), holder);
                    here.replaced(s, () -> { });
                } else {
                    here(s);
                }
            });
        }
    }

    /** Takes in who is where and what the lobby said; false when {@code m} says neither. */
    boolean heard(BusMessage m) {
        if (m instanceof BusMessage.Here h) {
            arrived(h);
        } else if (m instanceof BusMessage.Gone g) {
            left(Names.key(g.name()), g.node(), "logged out");
        } else if (m instanceof BusMessage.LobbySaid s) {
            Room lobby = here.world().lobby();
            ServerEvent e = s.emote() ? new Emote(lobby.name(), s.from(), s.text())
                    : new Chat(lobby.name(), s.from(), s.text());
            lobby.strand().execute(() -> lobby.say(s.from(), e));
        } else {
            return false;
        }
        return true;
    }

    /**
     * {@code dead} is taken for dead: its users are gone. Returns the room each of them was in,
     * by name key.
     */
    Map<String, String> nodeDead(String dead) {
        List<String> keys = new ArrayList<>();
        Map<String, String> roomOfUser = new HashMap<>();
        for (Map.Entry<String, RemoteUser> e : users.entrySet()) {
            if (e.getValue().node().equals(dead)) {
                keys.add(e.getKey());
                roomOfUser.put(e.getKey(), e.getValue().room());
            }
        }
        for (String key : keys) {
            left(key, dead, "lost connection");
        }
        return roomOfUser;
    }

    /** The room of the user of another node whose name key is {@code key}, as last heard. */
    String roomOf(String key) {
        return Optional.ofNullable(users.get(key)).map(RemoteUser::room).orElse(null);
    }

    private void arrived(BusMessage.Here h) {
        String key = Names.key(h.name());
        RemoteUser now = new RemoteUser(h.name(), h.node(), h.room(), h.away());
        RemoteUser before = users.put(key, now);
        if (before == null) {
            here.world().tellWatchers(h.name(), new Presence(h.name(), "login", null, null));
        }
        lobbyMoves(h.name(), before == null ? null : before.room(), h.room(),
                before == null ? "login" : "to " + h.room());
    }

    private void left(String key, String fromNode, String reason) {
        RemoteUser before = users.get(key);
        if (before != null && before.node().equals(fromNode) && users.remove(key, before)) {
            lobbyMoves(before.name(), before.room(), null, reason);
            here.world().tellWatchers(before.name(), new Presence(before.name(), "logout", null, null));
        }
    }

    /** Those in this node's lobby see someone elsewhere come into it or go out of it. */
    private void lobbyMoves(String name, String from, String to, String reason) {
        boolean wasIn = World.LOBBY.equals(from);
        boolean isIn = World.LOBBY.equals(to);
        if (wasIn == isIn) {
            return;
        }
        Room lobby = here.world().lobby();
        lobby.strand().execute(() -> {
            if (isIn) {
                lobby.cameIn(name);
            } else {
                lobby.wentOut(name, reason);
            }
        });
    }
}
