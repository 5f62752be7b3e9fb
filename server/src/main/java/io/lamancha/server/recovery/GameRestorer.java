package io.lamancha.server.recovery;

import io.lamancha.engine.GameDefinition;
import io.lamancha.server.store.GameStore;
import io.lamancha.server.store.Persistence;
import io.lamancha.server.store.StoredGame;
import io.lamancha.server.store.StoredMove;
import io.lamancha.server.store.StoredSeat;
import io.lamancha.server.store.TurnStore;
import io.lamancha.server.journal.Journal;
import io.lamancha.server.table.Table;
import io.lamancha.server.table.TableOptions;
import io.lamancha.server.world.Room;
import io.lamancha.server.world.World;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.function.BiFunction;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.Logger;

/**
 * Puts stored running games back on tables: at start, every game that was running when the server
 * stopped (but the parked ones); on a node of a cluster, also a dead node's games in the rooms this
 * node took over; and a parked turn-based game someone needs, into its room or, when that name is
 * taken meanwhile, a new one.
 */
public final class GameRestorer {

    private static final Logger LOG = LogManager.getLogger(GameRestorer.class);

    private final World world;
    private final Persistence persistence;

    private final BiFunction<String, Journal.Recording, Journal.Recording> resumed;

    public GameRestorer(World world, Persistence persistence) {
        this(world, persistence, (room, recording) -> recording);
    }

    /** @param resumed wraps the recording of each restored game (room, recording), as new games' are */
    public GameRestorer(World world, Persistence persistence, BiFunction<String, Journal.Recording, Journal.Recording> resumed) {
        this.world = world;
        this.persistence = persistence;
        this.resumed = resumed;
    }

    /** A stored game's moves, in order, as a table replays them. */
    public static List<Journal.MoveRecord> moves(StoredGame g) {
        List<Journal.MoveRecord> moves = new ArrayList<>();
        for (StoredMove m : g.moves()) {
            moves.add(new Journal.MoveRecord(m.seat(), m.move()));
        }
        return moves;
    }

    /**
     * At start: every running game of this server (on a node of a cluster, each taken over from
     * this node's previous run, so that run's writes, were it still alive, are fenced off).
     */
    public void restoreAll() {
        GameStore store = persistence.storage().games();
        int restored = 0;
        for (StoredGame g : store.running()) {
            Optional<StoredGame> game = store.clustered() ? store.takeOver(g.id()) : Optional.of(g);
            GameDefinition def = world.games().find(g.gameId()).orElse(null);
            Room room = def == null ? null : world.roomForRestore(g.room(), def);
            if (game.isPresent() && restore(game.get(), room)) {
                restored++;
            }
        }
        if (restored > 0) {
            LOG.info("restored {} running game(s)", restored);
        }
        Set<String> kept = restoreTokens();
        if (!store.clustered()) {
            // other nodes' guests keep theirs
            persistence.storage().tokens().keepOnly(kept);
        }
    }

    /**
     * A dead node's running game in {@code room}, a room this node now holds: taken over (its
     * epoch moved on, so the dead node could not write even were it alive) and put on the table.
     */
    public boolean takeOver(StoredGame g, Room room) {
        Optional<StoredGame> game = persistence.storage().games().takeOver(g.id());
        if (game.isEmpty() || !restore(game.get(), room)) {
            return false;
        }
        restoreTokens();
        return true;
    }

    /**
     * A parked game this node took back ({@link TurnStore#claim}): into the room of its name when
     * that is free, else a new room of its game (the store then names that one). Empty when it
     * cannot be put on a table (it is then abandoned, as at start).
     */
    public Optional<Room> bringBack(TurnStore.Claimed claimed) {
        StoredGame g = claimed.game();
        Optional<GameDefinition> def = world.games().find(g.gameId());
        Room room = def.map(d -> world.roomForRestore(g.room(), d)).orElse(null);
        return restore(g, room, claimed.seats()) ? Optional.of(room) : Optional.empty();
    }

    /** A guest's seat that waits across the restart still needs the guest's token. */
    private Set<String> restoreTokens() {
        return world.restoreTokens(persistence.storage().tokens().all());
    }

    /** Puts {@code g} on the table of {@code room}; false (and the game abandoned) when it cannot be. */
    private boolean restore(StoredGame g, Room room) {
        boolean turnBased = "turnbased".equals(g.options().get(TableOptions.PACE.key()));
        return restore(g, room, turnBased ? persistence.storage().games().turns().seats(g.id()) : List.of());
    }

    /** The same, with a turn-based game's seats' clock as its record kept it. */
    private boolean restore(StoredGame g, Room room, List<Journal.TurnSeat> turns) {
        if (room == null || world.games().find(g.gameId()).isEmpty()) {
            LOG.warn("game {} is of an unknown game {}; abandoned", g.id(), g.gameId());
            persistence.storage().games().abandon(g.id());
            return false;
        }
        List<Journal.SeatRecord> seats = new ArrayList<>();
        for (StoredSeat s : g.seats()) {
            seats.add(new Journal.SeatRecord(s.name(), s.botLevel()));
        }
        List<Journal.MoveRecord> moves = moves(g);
        Table table = (Table) room.activity();
        Journal.Recording recording = resumed.apply(room.name(), persistence.journal().resumed(g));
        boolean ok = CompletableFuture.supplyAsync(() -> table.restore(g.options(), g.seed(), seats, moves,
                recording, turns), room.strand()).join();
        if (!ok) {
            LOG.error("game {} in {} does not replay with this engine; abandoned", g.id(), g.room());
            persistence.storage().games().abandon(g.id());
        } else if (!room.name().equals(g.room())) {
            persistence.storage().games().turns().moveRoom(g.id(), room.name()); // the lists name its room now
        }
        return ok;
    }
}
