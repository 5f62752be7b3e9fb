package io.lamancha.server.world;

import io.lamancha.engine.GameDefinition;
import io.lamancha.engine.GameRegistry;
import io.lamancha.protocol.ServerEvent;
import io.lamancha.protocol.event.Bye;
import io.lamancha.protocol.event.GameOver;
import io.lamancha.protocol.event.Unseek;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.function.LongSupplier;
import java.util.function.Supplier;

/**
 * Everyone and everywhere: the logged-in users by name ({@link Roster}) and the rooms by name
 * ({@link Rooms}), the seats that wait ({@link SeatHolds}), the channels, ads and watchers.
 * Thread-safe; each room's inside is guarded by its own strand.
 */
public final class World {

    /** Name of the room everyone enters on login. */
    public static final String LOBBY = "lobby";

    private final GameRegistry games;
    private final Tables tables;
    private final Rooms rooms;
    private final Roster roster;
    private final Room lobby;
    private final SeatHolds holds;
    private final Channels channels;
    private final Seeks seeks;
    private final Watchers watchers = new Watchers();
    private final Moderation moderation = new Moderation();
    private final Peers peers;
    private final Lifecycle lifecycle = new Lifecycle();
    private volatile Parking parking = Parking.NONE;

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
        this.tables = new Tables(this, activities);
        this.channels = new Channels(strands, channelFeeds, channelLimits, peers);
        this.rooms = new Rooms(this, strands, feeds, activities, peers);
        this.roster = new Roster(this, watchers);
        this.holds = new SeatHolds(tokenSource, tokens, roster::onlineByKey, peers);
        this.lobby = rooms.add(LOBBY, null, true);
        for (GameDefinition g : games.all()) {
            for (int i = 0; i < roomsPerGame; i++) {
                rooms.newRoom(g, true);
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

    /** The chat channels. */
    public Channels channels() {
        return channels;
    }

    /** The mutes and bans in force. */
    public Moderation moderation() {
        return moderation;
    }

    /** A mute, ban or kick imposed or lifted, here or elsewhere: see {@link Enforcement}. Any thread. */
    public void moderated(Sanction sanction, boolean lifted) {
        Enforcement.apply(this, sanction, lifted);
    }

    /** The open ads for games. */
    public Seeks seeks() {
        return seeks;
    }

    /** Who hears when whom comes, goes or sits down ({@code /notify}). */
    public Watchers watchers() {
        return watchers;
    }

    /** Where turn-based games wait while nobody is at their tables (wired once, at start). */
    public void parking(Parking parking) {
        this.parking = parking;
    }

    public Parking parking() {
        return parking;
    }

    /** The game of {@code room} is parked in the store (the room's strand): see {@link Rooms#park}. */
    public void park(Room room) {
        rooms.park(room);
    }

    /** Which options a new table takes, and the news of games starting and ending. */
    public Tables tables() {
        return tables;
    }

    /** {@code ad} ends for {@code reason}, and the lobby hears of it. */
    public void endAd(Seeks.Ad ad, String reason) {
        if (seeks.end(ad.id(), reason)) {
            lobby.strand().execute(() -> lobby.broadcast(new Unseek(ad.id(), ad.author(), reason)));
        }
    }

    /** Who hears of every game's end (a tournament, of its tables'). */
    public interface GameEnds {
        /** A game with {@code options} ended in {@code room} and everyone there was told {@code end} (the room's strand). */
        void ended(Room room, Map<String, String> options, GameOver end);
    }

    /** From now on {@code listener} hears of every game's end here. */
    public void onGameEnd(GameEnds listener) {
        tables.onGameEnd(listener);
    }

    /** Tells everyone who watches {@code name} of {@code event}, but those who ignore them. */
    public void tellWatchers(String name, ServerEvent event) {
        watchers.tell(name, event);
    }

    public Optional<Room> room(String name) {
        return rooms.find(name);
    }

    /** Every room, the lobby first, then in order of creation. */
    public List<Room> rooms() {
        return rooms.all();
    }

    /** A new game room, off the event loops: see {@link Rooms#newRoom}; {@link NoRoomName} if none. */
    public Room newRoom(GameDefinition game, boolean permanent) {
        return rooms.newRoom(game, permanent);
    }

    /** The same without blocking: completes on any thread with the room, or {@link NoRoomName}. */
    public CompletableFuture<Room> newRoom(GameDefinition game) {
        return rooms.newRoomAsync(game, false);
    }

    /** The room to restore a stored game into: see {@link Rooms#forRestore}. */
    public Room roomForRestore(String name, GameDefinition game) {
        return rooms.forRestore(name, game);
    }

    /** A game room named exactly {@code name} (taken over): empty while another node holds it. */
    public Optional<Room> claimRoom(String name, GameDefinition game) {
        return Optional.ofNullable(rooms.add(name, game, false));
    }

    /** The same without blocking: completes (on any thread, within two seconds) with the room or empty. */
    public CompletableFuture<Optional<Room>> claimRoomAsync(String name, GameDefinition game) {
        return rooms.claimAsync(name, game);
    }

    void dropRoom(Room room) {
        rooms.drop(room);
    }

    /** Another node holds {@code room} now: see {@link Rooms#lost}. Any thread. */
    public void lost(Room room) {
        rooms.lost(room);
    }

    /** Hands {@code session} to {@code node}, which holds {@code room}: see {@link Roster#handOff}. */
    public void handOff(Session session, String node, String room, String tag) {
        roster.handOff(session, node, room, tag);
    }

    /** The seats that wait for people who dropped out, and the guests' resume tokens. */
    public SeatHolds seats() {
        return holds;
    }

    /** How many seats wait for players who dropped (any thread). */
    public int heldSeats() {
        return holds.count();
    }

    /** The room where a seat waits for this name, if any. */
    public Optional<Room> heldSeat(String name) {
        // a seat in a room that left this world (lost: another node runs it now) is not here
        return holds.heldSeat(name).filter(rooms::listed);
    }

    /** At start, after restoring the games: see {@link SeatHolds#restoreTokens}. */
    public Set<String> restoreTokens(Map<String, String> storedByNameKey) {
        return holds.restoreTokens(storedByNameKey);
    }

    /** The server's stopping, shutdown and reload. */
    public Lifecycle lifecycle() {
        return lifecycle;
    }

    /** See {@link Lifecycle#beginStop()}. */
    public void beginStop() {
        lifecycle.beginStop();
    }

    /** See {@link Lifecycle#goingDown()}. */
    public boolean goingDown() {
        return lifecycle.goingDown();
    }

    /** See {@link Lifecycle#onShutdown(Runnable)}. */
    public void onShutdown(Runnable action) {
        lifecycle.onShutdown(action);
    }

    /** See {@link Lifecycle#onReload(Supplier)}. */
    public void onReload(Supplier<CompletionStage<List<String>>> action) {
        lifecycle.onReload(action);
    }

    /** Takes a name for a session; false when someone else holds it (ignoring case). */
    public boolean claim(String name, Session session) {
        return roster.claim(name, session);
    }

    public Optional<Session> user(String name) {
        return roster.find(name);
    }

    public Collection<Session> users() {
        return roster.all();
    }

    /** Someone else logged in on this node whose name looks like {@code name}: {@link Names#skeleton}. */
    public Optional<String> onlineLookalike(String name, Session self) {
        return roster.lookalike(name, self);
    }

    /** Where someone logged in is, here or on another node; {@code lastActive} only if here. */
    public record Whereabouts(String name, String room, String away, java.time.Instant lastActive) {
        public Whereabouts(String name, String room, String away) {
            this(name, room, away, null);
        }
    }

    /** Where {@code name} is logged in, here or on another node, if anywhere. */
    public Optional<Whereabouts> whereabouts(String name) {
        return roster.whereabouts(name);
    }

    /** Moves a session to another room (its owner strand): see {@link Rooms#move}. */
    public void move(Session session, Room to, String reason, String tag, Runnable admitted) {
        rooms.move(session, to, reason, tag, admitted);
    }

    /** A session is gone for good (run on its owner strand): leave the room, free the name. */
    public void remove(Session session, String reason) {
        roster.logOut(session, reason);
    }

    /** A second login, here or elsewhere, took {@code session}'s name (owner strand): it goes. */
    public void replaced(Session session) {
        remove(session, "logged in elsewhere");
        session.closeWith(null, new Bye(Bye.Code.REPLACED, "you logged in from another connection"));
    }
}
