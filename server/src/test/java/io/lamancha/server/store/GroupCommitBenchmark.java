package io.lamancha.server.store;

import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicIntegerArray;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Durable moves per second through the group-commit journal, with 1 and with 64 games each
 * waiting for its move's acknowledgement before making the next (as a real table does). A
 * measurement, not a test: it asserts nothing and runs only when asked:
 * <pre>
 * eval "$(.ci/postgres.sh)"   # optional, for the PostgreSQL rows
 * mvn -B -q -pl server -am test -Dsurefire.failIfNoSpecifiedTests=false \
 *     -Dtest=GroupCommitBenchmark -Dlamancha.bench=true
 * </pre>
 */
@EnabledIfSystemProperty(named = "lamancha.bench", matches = "true")
@ParameterizedClass
@MethodSource("io.lamancha.server.store.TestBackend#all")
class GroupCommitBenchmark {
    private static final long WARM_UP_MILLIS = 2_000;
    private static final long MEASURE_MILLIS = 8_000;

    @Parameter
    TestBackend backend;

    @TempDir
    Path dataDir;

    @Test
    void durableMovesPerSecondWithOneAndWithSixtyFourWriters() throws InterruptedException {
        for (int writers : new int[] {1, 64}) {
            try (Database database = backend.openEmpty(dataDir.resolve("w" + writers));
                    GameStore games = new GameStore(database, Clock.systemUTC())) {
                measure(games, writers);
            }
        }
    }

    /** The same load on an in-memory H2, which never touches the disk: what durability costs. */
    @Test
    void baselineWithoutADiskInMemoryH2() throws InterruptedException {
        Assumptions.assumeFalse(backend.isPostgres(), "one baseline is enough");
        for (int writers : new int[] {1, 64}) {
            try (Database database = Database.open("jdbc:h2:mem:bench" + writers + ";DB_CLOSE_DELAY=-1", dataDir);
                    GameStore games = new GameStore(database, Clock.systemUTC())) {
                measure(games, writers, "H2 in-memory (not durable)");
            }
        }
    }

    private void measure(GameStore games, int writers) throws InterruptedException {
        measure(games, writers, backend.toString());
    }

    private void measure(GameStore games, int writers, String label) throws InterruptedException {
        AtomicBoolean running = new AtomicBoolean(true);
        long[][] latencies = new long[writers][];
        AtomicIntegerArray counts = new AtomicIntegerArray(writers);
        List<Thread> threads = new ArrayList<>();
        for (int w = 0; w < writers; w++) {
            long game = games.create("bench", "skat", Map.of(), w, List.of(StoredSeat.human("p" + w)));
            int index = w;
            Thread thread = new Thread(() -> latencies[index] = play(games, game, running, counts, index));
            thread.start();
            threads.add(thread);
        }
        Thread.sleep(WARM_UP_MILLIS);
        int before = sum(counts);
        JournalStats start = games.journalStats();
        Thread.sleep(MEASURE_MILLIS);
        int moves = sum(counts) - before;
        JournalStats end = games.journalStats();
        running.set(false);
        for (Thread thread : threads) {
            thread.join();
        }
        long transactions = end.transactions() - start.transactions();
        long[] all = Arrays.stream(latencies).flatMapToLong(Arrays::stream).filter(l -> l > 0).sorted().toArray();
        System.out.printf("BENCH %-26s writers=%2d  %8.0f acknowledged moves/s  %6d commits  %5.1f moves/commit"
                        + "  ack latency p50 %.2f ms p99 %.2f ms  (load %.1f)%n",
                label, writers, moves * 1000.0 / MEASURE_MILLIS, transactions,
                transactions == 0 ? 0.0 : (double) (end.entries() - start.entries()) / transactions,
                all[all.length / 2] / 1e6, all[(int) (all.length * 0.99)] / 1e6,
                java.lang.management.ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
    }

    private static int sum(AtomicIntegerArray counts) {
        int sum = 0;
        for (int i = 0; i < counts.length(); i++) {
            sum += counts.get(i);
        }
        return sum;
    }

    /** One table: a move, wait for its acknowledgement, the next move. Returns ack latencies (ns). */
    private static long[] play(GameStore games, long game, AtomicBoolean running, AtomicIntegerArray counts, int index) {
        long[] latencies = new long[1 << 20];
        int seq = 0;
        while (running.get() && seq < latencies.length) {
            long start = System.nanoTime();
            games.append(game, seq, 0, "play card " + seq).join();
            latencies[seq++] = System.nanoTime() - start;
            counts.set(index, seq);
        }
        return Arrays.copyOf(latencies, seq);
    }
}
