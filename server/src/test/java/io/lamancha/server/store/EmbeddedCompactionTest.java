package io.lamancha.server.store;

import static org.assertj.core.api.Assertions.assertThat;

import io.lamancha.server.testing.MutableClock;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The embedded store's file stays near the size of what it holds while moves keep coming, not
 * only once the server stops. H2 reuses an emptied chunk's space only after its retention time
 * (45 s unless set); this test sets it to 0, as its run is shorter than that, so the bound it
 * checks is what a long-running server reaches once the retention time is behind it.
 */
class EmbeddedCompactionTest {
    private static final int GAMES = 80;
    private static final int MOVES_PER_GAME = 40;
    /** Moves committed together: a few tables playing at once. */
    private static final int MOVES_PER_BATCH = 4;
    /**
     * What the moves hold is about 40 bytes each; compacted, the file took about 110 bytes a move
     * in this test, and about 930 without compaction (with H2's default retention time, 2-4 kB).
     */
    private static final long MAX_BYTES_PER_MOVE = 400;

    @TempDir
    Path dataDir;

    @Test
    void theFileStaysNearTheSizeOfItsMovesWhileGamesAreStored() throws SQLException, IOException {
        MutableClock clock = new MutableClock(Instant.parse("2026-12-01T20:00:00Z"));
        try (Database database = Database.open(null, dataDir)) {
            try (Connection connection = database.dataSource().getConnection();
                    Statement statement = connection.createStatement()) {
                statement.execute("SET RETENTION_TIME 0");
            }
            try (GameStore games = new GameStore(database, clock)) {
                storeGames(games);
                long bytesPerMove = Files.size(dataDir.resolve(EmbeddedFile.FILE_NAME)) / (GAMES * MOVES_PER_GAME);

                assertThat(bytesPerMove).as("bytes on disk per stored move, while running")
                        .isLessThan(MAX_BYTES_PER_MOVE);
                assertThat(games.running()).hasSize(GAMES)
                        .allSatisfy(game -> assertThat(game.moves()).hasSize(MOVES_PER_GAME));
            }
        }
    }

    /** Every game's moves, {@link #MOVES_PER_BATCH} games' next moves in each batch. */
    private static void storeGames(GameStore games) {
        List<StoredSeat> seats = List.of(StoredSeat.human("Alice"), StoredSeat.bot("Bot1", "random"));
        long[] ids = new long[GAMES];
        for (int g = 0; g < GAMES; g++) {
            ids[g] = games.create("room" + g, "doncarlo", Map.of("rounds", "3"), g, seats);
        }
        for (int first = 0; first < GAMES; first += MOVES_PER_BATCH) {
            for (int seq = 0; seq < MOVES_PER_GAME; seq++) {
                List<CompletableFuture<Void>> acks = new ArrayList<>();
                for (int g = first; g < Math.min(first + MOVES_PER_BATCH, GAMES); g++) {
                    acks.add(games.append(ids[g], seq, seq % 2, "play 3 7 11"));
                }
                CompletableFuture.allOf(acks.toArray(CompletableFuture[]::new)).join();
            }
        }
    }
}
