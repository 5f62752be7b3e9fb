package io.lamancha.server.recovery;

import io.lamancha.server.store.TurnStore;
import io.lamancha.server.world.Names;
import io.lamancha.server.world.Parking;
import io.lamancha.server.world.Room;
import io.lamancha.server.world.World;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.Logger;

/**
 * Turn-based games that wait for people who are away are kept in the store, not in memory: this
 * node brings one back when someone enters its room, and when one of its moves falls due (it
 * looks for those now and then). Taking a game back is a write that only one node can win, so a
 * parked game, which is no node's, becomes the first asker's. What stays in memory per parked game
 * is its room's name, so that no new room takes it while it waits: those this node parked, those
 * parked when it started, and those other nodes parked since (read with each search). Bringing
 * back, the look-ups and the search run on a thread of their own, never on an event loop.
 */
public final class ParkedGames implements Parking, AutoCloseable {

    private static final Logger LOG = LogManager.getLogger(ParkedGames.class);
    /** How many parked games whose moves fell due are brought back per search. */
    private static final int DUE_PER_SEARCH = 100;
    /**
     * A game brought back for someone who then does not come to it (their connection dropped, say)
     * parks again after this long.
     */
    public static final Duration UNCLAIMED = Duration.ofMinutes(1);

    private final World world;
    private final TurnStore store;
    private final GameRestorer restorer;
    private final Clock clock;
    private final Duration search;
    private final Set<String> reserved = ConcurrentHashMap.newKeySet();
    /** Since when the games other nodes parked were last read (the search's thread only). */
    private java.time.Instant lastRead;
    private final ScheduledExecutorService thread = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "lamancha-turns");
        t.setDaemon(true);
        return t;
    });

    /**
     * @param search how often the store is searched for parked games whose moves fell due: often
     *     enough for the shortest move a table may set
     */
    public ParkedGames(World world, TurnStore store, GameRestorer restorer, Clock clock, Duration search) {
        this.world = world;
        this.store = store;
        this.restorer = restorer;
        this.clock = clock;
        this.search = search;
    }

    /** How often to search for due moves when a move has {@code shortest} at least: a twentieth of it, from 1 s to 1 min. */
    public static Duration searchEvery(Duration shortest) {
        Duration d = shortest.dividedBy(20);
        return d.compareTo(Duration.ofSeconds(1)) < 0 ? Duration.ofSeconds(1)
                : d.compareTo(Duration.ofMinutes(1)) > 0 ? Duration.ofMinutes(1) : d;
    }

    /**
     * At start, after the running games are back: the names of the parked games are kept from new
     * rooms, the turn-based games restored with nobody at their tables park, and the search for
     * due moves begins.
     */
    public void start() {
        lastRead = clock.instant();
        for (String room : store.parkedRooms()) {
            reserved.add(Names.key(room));
        }
        for (Room room : world.rooms()) {
            if (room.activity() != null && !room.activity().idle()) {
                room.strand().execute(() -> {
                    if (room.members().isEmpty()) {
                        room.activity().unattended();
                    }
                });
            }
        }
        thread.scheduleWithFixedDelay(this::wakeDue, search.toMillis(), search.toMillis(), TimeUnit.MILLISECONDS);
        LOG.info("{} turn-based game(s) parked in the store", reserved.size());
    }

    @Override
    public void parked(String name) {
        reserved.add(Names.key(name));
    }

    @Override
    public boolean reserves(String name) {
        return reserved.contains(Names.key(name));
    }

    @Override
    public CompletionStage<Optional<Room>> bringBack(String name) {
        CompletableFuture<Optional<Room>> back = new CompletableFuture<>();
        try {
            thread.execute(() -> {
                try {
                    back.complete(bringBackNow(name));
                } catch (RuntimeException e) {
                    LOG.error("could not bring back the game parked in {}", name, e);
                    back.complete(Optional.empty());
                }
            });
        } catch (java.util.concurrent.RejectedExecutionException e) {
            back.complete(Optional.empty()); // the server stops
        }
        return back;
    }

    private Optional<Room> bringBackNow(String name) {
        Optional<Room> here = world.room(name);
        if (here.isPresent() && here.get().activity() != null && !here.get().activity().idle()) {
            return here; // its game is here already (brought back a moment ago, or still parking)
        }
        List<TurnStore.Parked> parked = store.parkedIn(name);
        for (TurnStore.Parked p : parked) {
            Optional<Room> room = bringBack(p);
            if (room.isPresent()) {
                room.get().strand().schedule(() -> parkUnclaimed(room.get()), UNCLAIMED);
                return room;
            }
        }
        if (parked.isEmpty()) {
            reserved.remove(Names.key(name));
        }
        return Optional.empty();
    }

    /** Takes the parked game {@code p} for this node and puts it on a table; empty when another took it first. */
    private Optional<Room> bringBack(TurnStore.Parked p) {
        Optional<TurnStore.Claimed> claimed = store.claim(p.id());
        if (claimed.isEmpty()) {
            return Optional.empty();
        }
        reserved.remove(Names.key(p.room()));
        Optional<Room> room = restorer.bringBack(claimed.get());
        room.ifPresent(r -> LOG.info("brought back the parked game {} into {}", p.id(), r.name()));
        return room;
    }

    /** A game brought back for someone who did not come parks again. */
    private static void parkUnclaimed(Room room) {
        if (room.members().isEmpty() && room.activity() != null) {
            room.activity().unattended();
        }
    }

    /**
     * The names of the games other nodes parked since the last search are kept from new rooms;
     * the parked games whose moves fell due come back: their tables make the moves their pace
     * says, and park again.
     */
    private void wakeDue() {
        try {
            java.time.Instant now = clock.instant();
            // a margin for the clocks of other nodes, which stamped their parks
            for (String room : store.parkedRoomsSince(lastRead.minus(search).minusSeconds(5))) {
                reserved.add(Names.key(room));
            }
            lastRead = now;
            for (TurnStore.Parked p : store.overdue(clock.instant(), DUE_PER_SEARCH)) {
                Optional<Room> here = world.room(p.room());
                if (here.isPresent() && here.get().activity() != null && !here.get().activity().idle()) {
                    continue; // parking this very moment: its own clock is still running here
                }
                bringBack(p);
            }
        } catch (RuntimeException e) {
            LOG.warn("could not look for turn-based moves that fell due: {}", e.toString());
        }
    }

    @Override
    public void close() {
        thread.shutdownNow();
    }
}
