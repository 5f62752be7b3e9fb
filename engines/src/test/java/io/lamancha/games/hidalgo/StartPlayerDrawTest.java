package io.lamancha.games.hidalgo;

import static org.assertj.core.api.Assertions.assertThat;

import io.lamancha.engine.GameOptions;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The seeded first start player is spread over seeds as independent draws would be, at every
 * seat count: over the fixed seeds 1..N (so the test is deterministic and cannot flake) every
 * seat starts about N/seats times, and seeds 1 to 4 apart give the same start player about one
 * time in {@code seats}. The bounds are four standard deviations of independent draws. Games
 * recorded with the first draw still start as they did.
 */
class StartPlayerDrawTest {

    private static final int SEEDS = 1000;
    private static final HidalgoDefinition HIDALGO = new HidalgoDefinition();

    @Test
    void everySeatStartsAboutEquallyOftenOverConsecutiveSeeds() {
        for (int seats = 2; seats <= 6; seats++) {
            int[] starts = new int[seats];
            for (long seed = 1; seed <= SEEDS; seed++) {
                starts[start(seats, seed, "2")]++;
            }
            double p = 1.0 / seats;
            double expected = SEEDS * p;
            double bound = 4 * Math.sqrt(SEEDS * p * (1 - p));
            for (int s = 0; s < seats; s++) {
                assertThat((double) starts[s]).as("seat %s of %s started", s + 1, seats)
                        .isBetween(expected - bound, expected + bound);
            }
        }
    }

    @Test
    void nearbySeedsStartWithTheSameSeatNoMoreAndNoLessOftenThanChanceSays() {
        for (int seats = 2; seats <= 6; seats++) {
            for (int apart = 1; apart <= 4; apart++) {
                assertThat((double) alike(seats, apart, "2")).as("seeds %s apart alike at %s players", apart, seats)
                        .isBetween(low(seats, apart), high(seats, apart));
            }
        }
    }

    @Test
    void theFirstDrawWhichGamesWereRecordedWithWasNotSpreadAtTwoAndFourPlayers() {
        assertThat((double) alike(4, 1, "1")).as("the first draw at 4 players, neighbours")
                .isGreaterThan(high(4, 1));
        assertThat((double) alike(2, 2, "1")).as("the first draw at 2 players, seeds 2 apart")
                .isLessThan(low(2, 2));
    }

    @Test
    void aRecordWithoutTheVersionDrawsAsGamesWereDrawnBeforeIt() {
        for (long seed = 1; seed <= 50; seed++) {
            GameOptions asStored = new GameOptions(Map.of("side", "a", "start", "drawn"));
            assertThat(HIDALGO.newGame(4, asStored, seed).awaited()).as("seed %s", seed)
                    .containsExactly(start(4, seed, "1"));
        }
        assertThat(HIDALGO.recordDefaults()).containsEntry(StartPlayerDraw.OPTION, "1");
        assertThat(GameOptions.defaults(HIDALGO, Map.of()).get(StartPlayerDraw.OPTION)).isEqualTo("2");
    }

    /** How many seeds of 1..N start with the same seat as the seed {@code apart} after them. */
    private static int alike(int seats, int apart, String draw) {
        int[] start = new int[SEEDS + 1];
        for (int seed = 1; seed <= SEEDS; seed++) {
            start[seed] = start(seats, seed, draw);
        }
        int same = 0;
        for (int seed = 1; seed + apart <= SEEDS; seed++) {
            same += start[seed] == start[seed + apart] ? 1 : 0;
        }
        return same;
    }

    private static double low(int seats, int apart) {
        return pairs(apart) / seats - spread(seats, apart);
    }

    private static double high(int seats, int apart) {
        return pairs(apart) / seats + spread(seats, apart);
    }

    private static double pairs(int apart) {
        return SEEDS - apart;
    }

    private static double spread(int seats, int apart) {
        double p = 1.0 / seats;
        return 4 * Math.sqrt(pairs(apart) * p * (1 - p));
    }

    /** The seat that picks the first adventure: the only one the game waits for at the start. */
    private static int start(int seats, long seed, String draw) {
        GameOptions options = GameOptions.defaults(HIDALGO, Map.of(StartPlayerDraw.OPTION, draw));
        return HIDALGO.newGame(seats, options, seed).awaited().iterator().next();
    }
}
