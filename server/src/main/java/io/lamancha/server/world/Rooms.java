package io.lamancha.server.world;

import io.lamancha.engine.GameDefinition;
import io.lamancha.protocol.event.Bye;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Supplier;

/**
 * The rooms of a {@link World} by name, in order of creation: how a game room gets its name
 * (claimed across the cluster, see {@link RoomNaming}), and how a room leaves. Thread-safe.
 */
final class Rooms {

    private final World world;
    private final Supplier<Strand> strands;
    private final RoomFeed.Factory feeds;
    private final RoomActivity.Factory activities;
    private final Peers peers;
    private final ConcurrentHashMap<String, Listed> byKey = new ConcurrentHashMap<>();
    private final AtomicLong seq = new AtomicLong();

    private record Listed(long seq, Room room) {
    }

    Rooms(World world, Supplier<Strand> strands, RoomFeed.Factory feeds, RoomActivity.Factory activities,
            Peers peers) {
        this.world = world;
        this.strands = strands;
        this.feeds = feeds;
        this.activities = activities;
        this.peers = peers;
    }

    Optional<Room> find(String name) {
        Listed l = byKey.get(Names.key(name));
        return l == null ? Optional.empty() : Optional.of(l.room());
    }

    /** Whether {@code room} is still this world's (not lost: another node may run it now). */
    boolean listed(Room room) {
        Listed l = byKey.get(Names.key(room.name()));
        return l != null && l.room() == room;
    }

    /** Every room, in order of creation. */
    List<Room> all() {
        List<Listed> all = new ArrayList<>(byKey.values());
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
    Room newRoom(GameDefinition game, boolean permanent) {
        try {
            return newRoomAsync(game, permanent).get();
        } catch (ExecutionException e) {
            throw e.getCause() instanceof NoRoomName n ? n : new NoRoomName(e.getCause());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new NoRoomName(e);
        }
    }

    /** The same without blocking (see {@link RoomNaming}): completes with the room or {@link NoRoomName}. */
    CompletableFuture<Room> newRoomAsync(GameDefinition game, boolean permanent) {
        List<String> names = new ArrayList<>();
        for (int n = 1; names.size() < RoomNaming.TRIES; n++) {
            String name = game.id() + "-" + n;
            if (!byKey.containsKey(name) && !world.parking().reserves(name)) {
                names.add(name);
            }
        }
        return RoomNaming.first(names, peers, name -> place(name, game, permanent), this::drop);
    }

    /**
     * The room to restore a stored game into: the room of that name when it is free (same game, no
     * one seated, no game), else a new room for the game.
     */
    Room forRestore(String name, GameDefinition game) {
        Optional<Room> existing = find(name);
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

    /** A room named exactly {@code name}: completes (any thread, within two seconds) with it or empty. */
    CompletableFuture<Optional<Room>> claimAsync(String name, GameDefinition game) {
        if (byKey.containsKey(Names.key(name))) {
            return CompletableFuture.completedFuture(Optional.empty());
        }
        return peers.claimRoomAsync(name).toCompletableFuture()
                .thenApply(claimed -> claimed ? Optional.ofNullable(place(name, game, false)) : Optional.empty());
    }

    /** A new room, or {@code null} when the name is taken here or (a game room) on another node. */
    Room add(String name, GameDefinition game, boolean permanent) {
        if (byKey.containsKey(Names.key(name)) || game != null && !peers.claimRoom(name)) {
            return null; // every node has a lobby of its own; game rooms are the cluster's
        }
        return place(name, game, permanent);
    }

    /** A new room under a name claimed already; {@code null} when one was made here meanwhile. */
    private Room place(String name, GameDefinition game, boolean permanent) {
        Strand strand = strands.get();
        Room room = new Room(name, strand, world, feeds.open(strand), game, activities, permanent);
        if (byKey.putIfAbsent(Names.key(name), new Listed(seq.incrementAndGet(), room)) != null) {
            return null; // made here meanwhile, under the same claim
        }
        return room;
    }

    /** {@code room} leaves, and its name is free across the cluster. */
    void drop(Room room) {
        if (take(room)) {
            peers.releaseRoom(room.name());
        }
    }

    /** {@code room} leaves, its name not released; false when it was gone already. */
    private boolean take(Room room) {
        Listed l = byKey.get(Names.key(room.name()));
        return l != null && l.room() == room && byKey.remove(Names.key(room.name()), l);
    }

    /**
     * Moves a session from its room to another (run on the session's current owner strand). The
     * session's further input runs on the new room's strand, after it has been admitted there.
     * The newcomer's room description carries {@code tag}; {@code admitted} runs on the new room's
     * strand right after.
     */
    void move(Session session, Room to, String reason, String tag, Runnable admitted) {
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
        world.parking().bringBack(gone.name()).whenComplete((back, failed) -> session.runOnOwner(() ->
                move(session, failed == null && back.isPresent() ? back.get() : world.lobby(), reason, tag,
                        admitted)));
    }

    /**
     * The game of {@code room} is parked in the store (run on the room's strand, nobody in it):
     * the room leaves this node, its name waits for the game, and a session on its way into it
     * goes where the game is brought back.
     */
    void park(Room room) {
        room.markParked();
        drop(room);
        world.parking().parked(room.name());
    }

    /**
     * Another node holds {@code room} now (this node was cut off from the cluster for longer than
     * its lease): it leaves this world, with no word to the store (its game goes on there), and its
     * members are told to log in again, which takes them to it. Any thread.
     */
    void lost(Room room) {
        if (!take(room)) {
            return;
        }
        room.strand().execute(() -> {
            if (room.activity() != null) {
                room.activity().lost();
            }
            for (Session s : new ArrayList<>(room.members())) {
                s.runOnOwner(() -> {
                    world.remove(s, "the room moved to another node");
                    s.closeWith(null, new Bye(Bye.Code.STOPPING, "this room is run by another node now; log in"
                            + " again to get back to it"));
                });
            }
        });
    }
}
