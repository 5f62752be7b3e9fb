package io.lamancha.server.store;

import static org.assertj.core.api.Assertions.assertThat;

import io.lamancha.server.journal.Journal;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code lamancha ratings --rebuild} on an embedded store: every rating recomputed, the same numbers. */
class RatingsCommandTest {

    @TempDir
    Path dataDir;

    @Test
    void rebuildRecomputesTheRatingsFromTheStoredGamesAndSaysHowMany() {
        List<Long> ids = new ArrayList<>();
        Map<Long, List<Journal.RatingChange>> live;
        try (Database database = Database.open(null, dataDir); GameStore games = new GameStore(database, Clock.systemUTC())) {
            for (int g = 0; g < 3; g++) {
                long id = games.create("r", "doncarlo", Map.of(), g, List.of(StoredSeat.human("Ann"),
                        StoredSeat.human("Bob")), true);
                games.finish(id, List.of(3, 1), List.of(0), List.of(1, 2), Instant.now()).join();
                ids.add(id);
            }
            live = new RatingStore(database, Clock.systemUTC()).changes(ids);
        }

        CommandRun run = CommandRun.of("--data", dataDir.toString(), "ratings", "--rebuild");

        assertThat(run.code()).as(run.toString()).isZero();
        assertThat(run.out()).isEqualTo("Rebuilt the ratings from 3 rated games." + System.lineSeparator());
        try (Database database = Database.open(null, dataDir)) {
            assertThat(new RatingStore(database, Clock.systemUTC()).changes(ids)).isEqualTo(live);
        }
    }

    @Test
    void withoutRebuildItSaysWhatIsMissing() {
        CommandRun run = CommandRun.of("--data", dataDir.toString(), "ratings");
        assertThat(run.code()).isEqualTo(2);
        assertThat(run.err()).contains("--rebuild");
    }
}
