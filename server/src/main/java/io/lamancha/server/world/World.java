package io.lamancha.server.world;

import io.lamancha.engine.GameDefinition;
import io.lamancha.engine.GameRegistry;
import io.lamancha.protocol.ServerEvent;
import io.lamancha.protocol.event.Bye;
import io.lamancha.protocol.event.Presence;
import io.lamancha.protocol.event.Unseek;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongSupplier;
import java.util.function.Supplier;

/**
 * Everyone and everywhere: the logged-in users by name and the rooms by name. Thread-safe; each
 * room's inside is guarded by its own strand.
 */
public final class World {

    /** Name of the room everyone enters on login. */
    public static final String LOBBY = "lobby";

    private final GameRegistry games;
    private final Supplier<Strand> strands;
    private final RoomFeed.Factory feeds;
    private final RoomActivity.Factory activities;
    private final ConcurrentHashMap<String, Session> users = new ConcurrentHashMap<>();
    private final ConcurrentHashMap<String, Listed> rooms = new ConcurrentHashMap<>();
    private final AtomicLong roomSeq = new AtomicLong();
    private final Room lobby;
    private final SeatHolds holds;
    private final Channels channels;
    private final Seeks seeks;
    private final Watchers watchers = new Watchers();
    private final Moderation moderation = new Moderation();
    private final Peers peers;
    private static final org.apache.logging.log4j.Logger LOG = org.apache.logging.log4j.LogManager.getLogger(World.class);
    private volatile Runnable shutdownAction = () -> { };
    private volatile GameEnds gameEnds = (room, options, end) -> { };
    private volatile java.util.function.Supplier<java.util.concurrent.CompletionStage<List<String>>> reloadAction =
            () -> java.util.concurrent.CompletableFuture.completedFuture(List.of("This server has nothing to reload."));
    private volatile boolean stopping;
    private volatile boolean shutdownScheduled;
    private volatile Parking parking = Parking.NONE;

    private record Listed(long seq, Room room) {
    }

    /**
     * @param strands hands out a strand for each new room (round robin over the event loops)
     * @param feeds how each room's events reach its members (the transport's)
     * @param channelFeeds how each chat channel's lines reach its members
     * @param channelLimits channels per person, members per channel, line rate
     * @param activities makes the table of each game room
     * @param tokenSource where guests' resume tokens come from (unpredictable in production)
     * @param tokens where those tokens are kept across restarts
     * @param roomsPerGame game rooms made at start for every registered game
     */
    public World(GameRegistry games, Supplier<Strand> strands, RoomFeed.Factory feeds, RoomFeed.Factory channelFeeds,
            Channels.Limits channelLimits, RoomActivity.Factory activities, LongSupplier tokenSource, TokenKeeper tokens,
            int roomsPerGame) {
        this(games, strands, feeds, channelFeeds, channelLimits, activities, tokenSource, tokens, roomsPerGame,
                Peers.NONE);
    }

    /** The same, on a node of a cluster: {@code peers} are the other nodes. */
    public World(GameRegistry games, Supplier<Strand> strands, RoomFeed.Factory feeds, RoomFeed.Factory channelFeeds,
            Channels.Limits channelLimits, RoomActivity.Factory activities, LongSupplier tokenSource, TokenKeeper tokens,
            int roomsPerGame, Peers peers) {
        this.peers = peers;
        this.seeks = new Seeks(peers);
        this.games = games;
        this.strands = strands;
        this.feeds = feeds;
        this.activities = activities;
        this.channels = new Channels(strands, channelFeeds, channelLimits, peers);
        this.holds = new SeatHolds(tokenSource, tokens, users::containsKey);
        this.lobby = add(LOBBY, null, true);
        for (GameDefinition g : games.all()) {
            for (int i = 0; i < roomsPerGame; i++) {
                newRoom(g, true);
            }
        }
    }

    public GameRegistry games() {
        return games;
    }

    public Room lobby() {
        return lobby;
    }

    /** The other nodes of the cluster ({@link Peers#NONE} on a server of its own). */
    public Peers peers() {
        return peers;
    }

    /** A logged-in session's away message changed: the other nodes hear of it. */
    public void awayChanged(Session session) {
        peers.here(session);
    }

    /** The chat channels. */
    public Channels channels() {
        return channels;
    }

    /** The mutes and bans in force. */
    public Moderation moderation() {
        return moderation;
    }

    /**
     * A mute, ban or kick imposed ({@code lifted}: a mute or ban lifted), here or on another node:
     * it holds from now on, and this node's sessions feel it (the user is told; closed when banned
     * or kicked). Any thread.
     */
    public void moderated(Sanction sanction, boolean lifted) {
        Enforcement.apply(this, sanction, lifted);
    }

    /** The open ads for games. */
    public Seeks seeks() {
        return seeks;
    }

    /** {@code watcher} hears from now on when {@code name} comes, goes or sits down. */
    public void watch(Session watcher, String name) {
        watchers.watch(watcher, name);
    }

    public void unwatch(Session watcher, String name) {
        watchers.unwatch(watcher, name);
    }

    /**
     * {@code who} took a seat in {@code room}: those who watch them hear where, so they can
     * {@code /observe}, or, at a turn-based table being formed, come and play.
     */
    public void sat(String who, Room room) {
        RoomActivity a = room.activity();
        String moveTime = a == null ? null : a.moveTime();
        tellWatchers(who, new Presence(who, "seated", room.name(), a == null ? null : a.game().id(),
                moveTime == null ? null : "turnbased", moveTime));
    }

    /** Where turn-based games wait while nobody is at their tables (wired once, at start). */
    public void parking(Parking parking) {
        this.parking = parking;
    }

    public Parking parking() {
        return parking;
    }

    /**
     * The game of {@code room} is parked in the store (run on the room's strand, nobody in it):
     * the room leaves this node, its name waits for the game, and a session on its way into it
     * goes where the game is brought back.
     */
    public void park(Room room) {
        room.markParked();
        dropRoom(room);
        parking.parked(room.name());
    }

    /** Why a new table of {@code game} takes no {@code value} for its option {@code key}; empty when it takes it. */
    public Optional<String> optionProblem(GameDefinition game, String key, String value) {
        return activities.optionProblem(game, key, value);
    }

    /** A game started in {@code room}: its players' ads for other tables end. */
    public void gameStarted(List<String> players, Room room) {
        for (String p : players) {
            seeks.byAuthor(p).filter(ad -> !room.name().equals(ad.room())).ifPresent(ad -> {
                if (seeks.end(ad.id(), "playing")) {
                    lobby.strand().execute(() -> lobby.broadcast(new Unseek(ad.id(), ad.author(), "playing")));
                }
            });
        }
    }

    /** Who hears of every game's end (a tournament, of its tables'). */
    public interface GameEnds {
        /** A game with {@code options} ended in {@code room} and everyone there was told {@code end} (the room's strand). */
        void ended(Room room, Map<String, String> options, io.lamancha.protocol.event.GameOver end);
    }

    /** From now on {@code listener} hears of every game's end here. */
    public void onGameEnd(GameEnds listener) {
        this.gameEnds = listener;
    }

    /** A game ended in {@code room} and everyone there was told (the room's strand). */
    public void gameEnded(Room room, Map<String, String> options, io.lamancha.protocol.event.GameOver end) {
        gameEnds.ended(room, options, end);
    }

    /** Tells everyone who watches {@code name} of {@code event}, but those who ignore them. */
    public void tellWatchers(String name, ServerEvent event) {
        for (Session w : watchers.of(name)) {
            if (!w.social().ignores(name)) {
                w.send(event);
            }
        }
    }

    public Optional<Room> room(String name) {
        Listed l = rooms.get(Names.key(name));
        return l == null ? Optional.empty() : Optional.of(l.room());
    }

    /** Every room, the lobby first, then in order of creation. */
    public List<Room> rooms() {
        List<Listed> all = new ArrayList<>(rooms.values());
        all.sort(Comparator.comparingLong(Listed::seq));
        List<Room> out = new ArrayList<>();
        for (Listed l : all) {
            out.add(l.room());
        }
        return out;
    }

    /**
     * A new game room named {@code <game>-<n>} with the first free n that can be claimed, waiting
     * (at most two seconds) for the cluster: for callers off the event loops.
     *
     * @throws NoRoomName when none of the names tried could be claimed in time
     */
    public Room newRoom(GameDefinition game, boolean permanent) {
        try {
            return newRoomAsync(game, permanent).get();
        } catch (java.util.concurrent.ExecutionException e) {
            throw e.getCause() instanceof NoRoomName n ? n : new NoRoomName(e.getCause());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new NoRoomName(e);
        }
    }

    /**
     * A new game room as {@link #newRoom(GameDefinition, boolean)} makes it, without blocking (see
     * {@link RoomNaming}): completes on any thread with the room, or with {@link NoRoomName}.
     */
    public CompletableFuture<Room> newRoom(GameDefinition game) {
        return newRoomAsync(game, false);
    }

    private CompletableFuture<Room> newRoomAsync(GameDefinition game, boolean permanent) {
        List<String> names = new ArrayList<>();
        for (int n = 1; names.size() < RoomNaming.TRIES; n++) {
            String name = game.id() + "-" + n;
            if (!rooms.containsKey(name) && !parking.reserves(name)) {
                names.add(name);
            }
        }
        return RoomNaming.first(names, peers, name -> place(name, game, permanent), this::dropRoom);
    }

    /**
     * The room to restore a stored game into: the room of that name when it is free (same game, no
     * one seated, no game), else a new room for the game.
     */
    public Room roomForRestore(String name, GameDefinition game) {
        Optional<Room> existing = room(name);
        if (existing.isPresent()) {
            Room r = existing.get();
            RoomActivity a = r.activity();
            if (a != null && a.game().id().equals(game.id()) && a.idle() && a.seatCount() == 0
                    && r.summary().state().equals("waiting")) {
                return r;
            }
            return newRoom(game, false);
        }
        if (Names.isRoomName(name)) {
            Room r = add(name, game, false);
            if (r != null) {
                return r;
            }
        }
        return newRoom(game, false);
    }

    /**
     * A new game room named exactly {@code name}, once this node holds its name across the
     * cluster (a dead node's room, taken over); empty while another node holds it.
     */
    public Optional<Room> claimRoom(String name, GameDefinition game) {
        return Optional.ofNullable(add(name, game, false));
    }

    /** The same without blocking: completes (on any thread, within two seconds) with the room or empty. */
    public CompletableFuture<Optional<Room>> claimRoomAsync(String name, GameDefinition game) {
        if (rooms.containsKey(Names.key(name))) {
            return CompletableFuture.completedFuture(Optional.empty());
        }
        return peers.claimRoomAsync(name).toCompletableFuture()
                .thenApply(claimed -> claimed ? Optional.ofNullable(place(name, game, false)) : Optional.empty());
    }

    /** A new room, or {@code null} when the name is taken here or (a game room) on another node. */
    private Room add(String name, GameDefinition game, boolean permanent) {
        if (rooms.containsKey(Names.key(name)) || game != null && !peers.claimRoom(name)) {
            return null; // every node has a lobby of its own; game rooms are the cluster's
        }
        return place(name, game, permanent);
    }

    /** A new room under a name claimed already; {@code null} when one was made here meanwhile. */
    private Room place(String name, GameDefinition game, boolean permanent) {
        Strand strand = strands.get();
        Room room = new Room(name, strand, this, feeds.open(strand), game, activities, permanent);
        if (rooms.putIfAbsent(Names.key(name), new Listed(roomSeq.incrementAndGet(), room)) != null) {
            return null; // made here meanwhile, under the same claim
        }
        return room;
    }

    void dropRoom(Room room) {
        Listed l = rooms.get(Names.key(room.name()));
        if (l != null && l.room() == room && rooms.remove(Names.key(room.name()), l)) {
            peers.releaseRoom(room.name());
        }
    }

    /**
     * Another node holds {@code room} now (this node was cut off from the cluster for longer than
     * its lease): it leaves this world, with no word to the store (its game goes on there), and its
     * members are told to log in again, which takes them to it. Any thread.
     */
    public void lost(Room room) {
        Listed l = rooms.get(Names.key(room.name()));
        if (l == null || l.room() != room || !rooms.remove(Names.key(room.name()), l)) {
            return;
        }
        room.strand().execute(() -> {
            if (room.activity() != null) {
                room.activity().lost();
            }
            for (Session s : new ArrayList<>(room.members())) {
                s.runOnOwner(() -> {
                    remove(s, "the room moved to another node");
                    s.closeWith(null, new Bye(Bye.Code.STOPPING, "this room is run by another node now; log in"
                            + " again to get back to it"));
                });
            }
        });
    }

    /**
     * Hands {@code session} to {@code node}, which holds the room {@code room} (owner strand): it
     * leaves its room and this node's users (its name goes with it, not freed), and the other node
     * runs it from now on. Its seat here, if any, is held as for one who left.
     */
    public void handOff(Session session, String node, String room, String tag) {
        Room from = session.room();
        if (from != null) {
            from.release(session, "to " + room);
        }
        HandedSession handed = HandedSession.of(session, room, tag, holds.token(session.name()).orElse(null));
        leaveCommunity(session, true);
        users.remove(Names.key(session.name()), session);
        session.room(null);
        peers.handOff(session, node, handed);
    }

    /** A person's seat waits for them in {@code room} while they are away. */
    public void hold(String name, Room room) {
        holds.hold(name, room);
        peers.seatHeld(name, room.name(), holds.token(name).orElse(null));
    }

    /** The seat in {@code room} no longer waits for {@code name}. */
    public void unhold(String name, Room room) {
        holds.unhold(name, room);
        peers.seatFreed(name, room.name());
    }

    /** How many seats wait for players who dropped (any thread). */
    public int heldSeats() {
        return holds.count();
    }

    /** The room where a seat waits for this name, if any. */
    public Optional<Room> heldSeat(String name) {
        // a seat in a room that left this world (lost: another node runs it now) is not here
        return holds.heldSeat(name).filter(r -> {
            Listed l = rooms.get(Names.key(r.name()));
            return l != null && l.room() == r;
        });
    }

    /**
     * A new resume token for a guest name: the secret that gets their seat back after a drop. Kept
     * in storage too (when there is storage), so that it still counts after a restart.
     */
    public String issueToken(String name) {
        return holds.issueToken(name);
    }

    /**
     * A session another node handed over brings its guest name's token: it is the one a return
     * to a seat here must give (kept already: the node that issued it stored it).
     */
    public void adoptToken(String name, String token) {
        holds.adopt(name, token);
    }

    /** The resume token a guest name was given, if any. */
    public Optional<String> token(String name) {
        return holds.token(name);
    }

    /**
     * At start, after the running games are restored: takes back the stored tokens of the names
     * whose seats now wait for them, and returns those names (lower-cased).
     */
    public Set<String> restoreTokens(Map<String, String> storedByNameKey) {
        return holds.restoreTokens(storedByNameKey);
    }

    /**
     * The server is stopping: the connections it closes from now on are not players dropping out,
     * so their seats wait for the restart (see {@link #stopping()}).
     */
    public void beginStop() {
        stopping = true;
    }

    /** Whether the server is stopping: no grace period runs out and no bot takes a seat over. */
    public boolean stopping() {
        return stopping;
    }

    /** An admin's {@code /shutdown} counts down: the server is about to stop. */
    public void shutdownScheduled() {
        shutdownScheduled = true;
    }

    /** Whether the server stops soon or is stopping: it should get no new players. */
    public boolean goingDown() {
        return stopping || shutdownScheduled;
    }

    /** What {@code /shutdown} does when its countdown ends (stops the process in production). */
    public void onShutdown(Runnable action) {
        this.shutdownAction = action;
    }

    public void shutdownNow() {
        shutdownAction.run();
    }

    /** What {@code /reload} does: reads the config file and the TLS certificate again (in production). */
    public void onReload(java.util.function.Supplier<java.util.concurrent.CompletionStage<List<String>>> action) {
        this.reloadAction = action;
    }

    /** Reloads what can change while everyone plays on; completes with the lines that say what changed. */
    public java.util.concurrent.CompletionStage<List<String>> reload() {
        return reloadAction.get();
    }

    /** Takes a name for a session; false when someone else holds it (ignoring case). */
    public boolean claim(String name, Session session) {
        Session prior = users.putIfAbsent(Names.key(name), session);
        if (prior != null && prior != session) {
            return false;
        }
        session.name(name);
        return true;
    }

    public Optional<Session> user(String name) {
        return Optional.ofNullable(users.get(Names.key(name)));
    }

    public Collection<Session> users() {
        return users.values();
    }

    /**
     * Where someone logged in is: on this node, or on another of the cluster.
     *
     * @param lastActive when they last typed a line, for someone on this node; else {@code null}
     */
    public record Whereabouts(String name, String room, String away, java.time.Instant lastActive) {
        public Whereabouts(String name, String room, String away) {
            this(name, room, away, null);
        }
    }

    /** Where {@code name} is logged in, here or on another node, if anywhere. */
    public Optional<Whereabouts> whereabouts(String name) {
        Session s = users.get(Names.key(name));
        if (s != null) {
            Room r = s.room();
            return Optional.of(new Whereabouts(s.name(), r == null ? null : r.name(), s.social().away(), s.lastActive()));
        }
        return peers.user(name).map(u -> new Whereabouts(u.name(), u.room(), u.away()));
    }

    /**
     * Moves a session from its room to another (run on the session's current owner strand). The
     * session's further input runs on the new room's strand, after it has been admitted there.
     * The newcomer's room description carries {@code tag}; {@code admitted} runs on the new room's
     * strand right after.
     */
    public void move(Session session, Room to, String reason, String tag, Runnable admitted) {
        Room from = session.room();
        if (from != null) {
            from.release(session, reason);
        }
        session.room(to);
        peers.here(session);
        to.strand().execute(() -> {
            if (to.parked()) {
                rerouted(session, to, reason, tag, admitted);
                return;
            }
            to.admit(session, tag);
            admitted.run();
        });
    }

    /** {@code session} was on its way into a room whose game was parked meanwhile: it goes where the game is now. */
    private void rerouted(Session session, Room gone, String reason, String tag, Runnable admitted) {
        parking.bringBack(gone.name()).whenComplete((back, failed) -> session.runOnOwner(() ->
                move(session, failed == null && back.isPresent() ? back.get() : lobby, reason, tag, admitted)));
    }

    /** A session is gone for good (run on its owner strand): leave the room, free the name. */
    public void remove(Session session, String reason) {
        Room from = session.room();
        if (from != null) {
            from.release(session, reason);
        }
        if (session.name() != null) {
            leaveCommunity(session, false);
            String key = Names.key(session.name());
            String token = holds.token(session.name()).orElse(null); // its own: the name is still claimed
            if (users.remove(key, session)) {
                LOG.info("{} logs out ({})", session.name(), reason);
                holds.loggedOut(session.name(), token);
                peers.gone(session.name());
                tellWatchers(session.name(), new Presence(session.name(), "logout", null, null));
            }
        }
        session.room(null);
    }

    /**
     * A second login took {@code session}'s name, on this node or another (run on its owner
     * strand): it goes, and its connection is told why and closed.
     */
    public void replaced(Session session) {
        remove(session, "logged in elsewhere");
        session.closeWith(null, new Bye(Bye.Code.REPLACED, "you logged in from another connection"));
    }

    /** A session goes: out of its channels (its list stays for its next login), off watching, its ad ends. */
    private void leaveCommunity(Session session, boolean handedOff) {
        for (String name : session.social().channels()) {
            channels.find(name).ifPresent(c -> c.strand().execute(() -> {
                if (handedOff) {
                    channels.movedOut(c, session); // it is still in the channel, on another node
                } else {
                    channels.leave(c, session, "offline", false);
                }
            }));
        }
        for (String name : session.social().notified()) {
            watchers.unwatch(session, name);
        }
        seeks.byAuthor(session.name()).ifPresent(ad -> {
            if (seeks.end(ad.id(), "gone")) {
                lobby.strand().execute(() -> lobby.broadcast(new Unseek(ad.id(), ad.author(), "gone")));
            }
        });
    }
}
