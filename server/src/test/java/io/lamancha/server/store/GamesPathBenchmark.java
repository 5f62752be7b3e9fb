package io.lamancha.server.store;

import io.lamancha.server.journal.Journal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * The store on the games path (issue #28): tables that each play solo games one after another
 * as fast as the store acknowledges them (a new game, its moves one at a time, its end, then its
 * score's rank, as a table does), through the public API only, so that the same source runs
 * against an older build. A measurement, not a test: run it with the server's shaded jar,
 * <pre>
 * javac -d /tmp/b -cp server/target/lamancha-server.jar GamesPathBenchmark.java
 * java -cp /tmp/b:server/target/lamancha-server.jar io.lamancha.server.store.GamesPathBenchmark \
 *     TABLES MOVES SECONDS [JDBC_URL]   # no URL: the embedded H2 in a new temporary directory
 * </pre>
 */
public final class GamesPathBenchmark {
    private GamesPathBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        int tables = Integer.parseInt(args[0]);
        int moves = Integer.parseInt(args[1]);
        long seconds = Long.parseLong(args[2]);
        String url = args.length > 3 ? args[3] : null;
        Path dir = Files.createTempDirectory("games-path");
        try (Database database = Database.open(url, dir); GameStore games = new GameStore(database, Clock.systemUTC())) {
            AtomicBoolean running = new AtomicBoolean(true);
            long[][] results = new long[tables][];
            List<Thread> threads = new ArrayList<>();
            for (int t = 0; t < tables; t++) {
                int table = t;
                Thread thread = new Thread(() -> results[table] = play(games, "p" + table, moves, running));
                thread.start();
                threads.add(thread);
            }
            JournalStats start = games.journalStats();
            long began = System.nanoTime();
            Thread.sleep(seconds * 1000);
            running.set(false);
            for (Thread thread : threads) {
                thread.join();
            }
            double elapsed = (System.nanoTime() - began) / 1e9;
            JournalStats end = games.journalStats();
            report(results, elapsed, end.transactions() - start.transactions(), url == null ? "H2" : "PostgreSQL",
                    tables, moves);
        }
    }

    /** Latencies in ns: [games, create..., rank...] interleaved as pairs, game by game. */
    private static long[] play(GameStore games, String name, int moves, AtomicBoolean running) {
        long[] out = new long[2 * 100_000 + 1];
        int n = 0;
        while (running.get() && n < 100_000) {
            long t0 = System.nanoTime();
            long game = games.create("room-" + name, "solitaire", Map.of("rounds", "1"), n,
                    List.of(StoredSeat.human(name)));
            long t1 = System.nanoTime();
            for (int seq = 0; seq < moves; seq++) {
                games.append(game, seq, 0, "move " + seq).join();
            }
            int score = n % 37;
            games.finish(game, new Journal.Result(List.of(score), List.of(0), List.of(1), List.of()),
                    java.time.Instant.now()).join();
            long t2 = System.nanoTime();
            games.rank(name, "solitaire", 1, score);
            long t3 = System.nanoTime();
            out[1 + 2 * n] = t1 - t0;
            out[2 + 2 * n] = t3 - t2;
            n++;
        }
        out[0] = n;
        return out;
    }

    private static void report(long[][] results, double elapsed, long commits, String backend, int tables,
            int moves) {
        List<Long> creates = new ArrayList<>();
        List<Long> ranks = new ArrayList<>();
        long total = 0;
        for (long[] r : results) {
            total += r[0];
            for (int i = 0; i < r[0]; i++) {
                creates.add(r[1 + 2 * i]);
                ranks.add(r[2 + 2 * i]);
            }
        }
        long[] c = creates.stream().mapToLong(Long::longValue).sorted().toArray();
        long[] k = ranks.stream().mapToLong(Long::longValue).sorted().toArray();
        System.out.printf("RESULT backend=%s tables=%d moves=%d games=%d games_per_s=%.1f create_p50_ms=%.2f"
                        + " create_p99_ms=%.2f rank_p50_ms=%.2f rank_p99_ms=%.2f journal_commits_per_game=%.2f%n",
                backend, tables, moves, total, total / elapsed, pct(c, 0.5), pct(c, 0.99), pct(k, 0.5), pct(k, 0.99),
                total == 0 ? 0.0 : (double) commits / total);
        Arrays.fill(results, null);
    }

    private static double pct(long[] sorted, double p) {
        return sorted.length == 0 ? 0 : sorted[(int) Math.min(sorted.length - 1, sorted.length * p)] / 1e6;
    }
}
