package io.lamancha.server;

import io.lamancha.engine.GameDefinition;
import io.lamancha.server.store.Persistence;
import io.lamancha.server.store.StoredGame;
import io.lamancha.server.store.StoredMove;
import io.lamancha.server.store.StoredSeat;
import io.lamancha.server.journal.Journal;
import io.lamancha.server.table.Table;
import io.lamancha.server.world.Room;
import io.lamancha.server.world.World;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.Logger;

/** At start, puts every game that was running when the server stopped back on a table. */
final class GameRestorer {

    private static final Logger LOG = LogManager.getLogger(GameRestorer.class);

    private final World world;
    private final Persistence persistence;

    GameRestorer(World world, Persistence persistence) {
        this.world = world;
        this.persistence = persistence;
    }

    /** A stored game's moves, in order, as a table replays them. */
    static List<Journal.MoveRecord> moves(StoredGame g) {
        List<Journal.MoveRecord> moves = new ArrayList<>();
        for (StoredMove m : g.moves()) {
            moves.add(new Journal.MoveRecord(m.seat(), m.move()));
        }
        return moves;
    }

    void restoreAll() {
        int restored = 0;
        for (StoredGame g : persistence.storage().games().running()) {
            Optional<GameDefinition> def = world.games().find(g.gameId());
            if (def.isEmpty()) {
                LOG.warn("game {} is of an unknown game {}; abandoned", g.id(), g.gameId());
                persistence.storage().games().abandon(g.id());
                continue;
            }
            Room room = world.roomForRestore(g.room(), def.get());
            List<Journal.SeatRecord> seats = new ArrayList<>();
            for (StoredSeat s : g.seats()) {
                seats.add(new Journal.SeatRecord(s.name(), s.botLevel()));
            }
            List<Journal.MoveRecord> moves = moves(g);
            Table table = (Table) room.activity();
            boolean ok = CompletableFuture.supplyAsync(() -> table.restore(g.options(), g.seed(), seats, moves,
                    persistence.journal().resumed(g)), room.strand()).join();
            if (ok) {
                restored++;
            } else {
                LOG.error("game {} in {} does not replay with this engine; abandoned", g.id(), g.room());
                persistence.storage().games().abandon(g.id());
            }
        }
        if (restored > 0) {
            LOG.info("restored {} running game(s)", restored);
        }
        // A guest's seat that waits across the restart still needs the guest's token.
        Set<String> kept = world.restoreTokens(persistence.storage().tokens().all());
        persistence.storage().tokens().keepOnly(kept);
    }
}
