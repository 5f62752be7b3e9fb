package io.lamancha.server.recovery;

import io.lamancha.engine.GameDefinition;
import io.lamancha.games.Games;
import io.lamancha.server.net.Limits;
import io.lamancha.server.store.Database;
import io.lamancha.server.store.ParkedGamesFill;
import io.lamancha.server.store.Persistence;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.lang.management.ManagementFactory;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.time.Clock;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.junit.jupiter.api.io.TempDir;
import io.lamancha.server.LaManchaServer;
import io.lamancha.server.ServerConfig;

/**
 * What parked turn-based games cost a server: a store filled with 10,000 and 100,000 parked Don
 * Carlo games (and one with none, the baseline), then for each the time to open the store and to
 * start the server on it, the heap it holds once started (after a full collection, less the
 * baseline's), and the time to bring a parked game back ({@code /room} over TCP, until its
 * {@code ok}: the game read, claimed, replayed and the room entered). A measurement, not a test:
 * it asserts nothing and runs only when asked:
 * <pre>
 * mvn -B -q -pl server -am test -Dsurefire.failIfNoSpecifiedTests=false \
 *     -Dtest=ParkedGamesBenchmark -Dlamancha.bench=true [-Dlamancha.bench.parked=10000,100000]
 * </pre>
 * With {@code LAMANCHA_TEST_PG_URL} set it measures on that PostgreSQL too (its schema is emptied).
 */
@EnabledIfSystemProperty(named = "lamancha.bench", matches = "true")
class ParkedGamesBenchmark {

    private static final int MOVES = 4;
    private static final int BROUGHT_BACK = 25;

    @TempDir
    Path dir;

    @Test
    void heapStartTimeAndBringingBackWithTenAndAHundredThousandParkedGames() throws Exception {
        List<Integer> counts = new ArrayList<>(List.of(0));
        for (String c : System.getProperty("lamancha.bench.parked", "10000,100000").split(",")) {
            counts.add(Integer.parseInt(c.trim()));
        }
        List<String> stores = new ArrayList<>(List.of("H2"));
        String pg = System.getenv("LAMANCHA_TEST_PG_URL");
        if (pg != null && !pg.isBlank()) {
            stores.add(pg);
        }
        for (String store : stores) {
            String url = store.equals("H2") ? null : store;
            measure(url, 0, 0); // a warm-up: the classes loaded, the code compiled, before the baseline
            long baseline = 0;
            for (int count : counts) {
                long heap = measure(url, count, baseline);
                if (count == 0) {
                    baseline = heap;
                }
            }
        }
    }

    /** One run: fills a fresh store, starts a server on it, brings games back; the heap held once started. */
    private long measure(String pgUrl, int count, long baseline) throws Exception {
        Path data = Files.createDirectories(dir.resolve((pgUrl == null ? "h2-" : "pg-") + count));
        if (pgUrl != null) {
            try (Connection c = DriverManager.getConnection(pgUrl); Statement s = c.createStatement()) {
                s.execute("DROP SCHEMA IF EXISTS public CASCADE");
                s.execute("CREATE SCHEMA public");
            }
        }
        GameDefinition doncarlo = Games.registry().find("doncarlo").orElseThrow();
        long fillStart = System.nanoTime();
        List<String> rooms;
        try (Database database = Database.open(pgUrl, data)) {
            rooms = ParkedGamesFill.fill(database, doncarlo, count, MOVES);
        }
        double fillSeconds = (System.nanoTime() - fillStart) / 1e9;
        collect();
        long before = usedHeap();

        long openStart = System.nanoTime();
        Persistence persistence = Persistence.openForTests(pgUrl, data, Set.of(), Clock.systemUTC());
        double openMillis = (System.nanoTime() - openStart) / 1e6;
        ServerConfig config = ServerConfig.forTests(data).withLimits(Limits.unlimited());
        LaManchaServer server = new LaManchaServer(config, Games.registry(), persistence);
        try {
            long startStart = System.nanoTime();
            int port = server.start();
            double startMillis = (System.nanoTime() - startStart) / 1e6;
            collect();
            long held = usedHeap() - before;
            double[] back = bringBack(port, rooms);
            System.out.printf("BENCH parked %-7d %-10s fill %6.1f s  open the store %6.0f ms  start %6.0f ms"
                            + "  heap held %6.1f MB (%+.1f MB, %s per parked game)"
                            + "  bring one back p50 %5.1f ms  max %6.1f ms (%d)  (load %.1f)%n",
                    count, pgUrl == null ? "H2" : "PostgreSQL", fillSeconds, openMillis, startMillis, held / 1e6,
                    (held - baseline) / 1e6, count == 0 ? "-" : String.format("%.0f B", (held - baseline) / (double) count),
                    back[0], back[1], back.length == 0 ? 0 : BROUGHT_BACK,
                    ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
            return held;
        } finally {
            server.close();
            persistence.close();
        }
    }

    /** Brings {@link #BROUGHT_BACK} parked games back, one at a time: the median and the longest, in ms. */
    private static double[] bringBack(int port, List<String> rooms) throws IOException {
        if (rooms.isEmpty()) {
            return new double[] {0, 0};
        }
        Random random = new Random(42);
        double[] millis = new double[BROUGHT_BACK];
        try (Socket socket = new Socket("127.0.0.1", port)) {
            BufferedReader in = new BufferedReader(new InputStreamReader(socket.getInputStream(), StandardCharsets.UTF_8));
            OutputStream out = socket.getOutputStream();
            send(out, "#1 /set format json");
            until(in, "{\"ev\":\"ok\",\"tag\":\"1\"}");
            send(out, "#2 /login watcher");
            until(in, "{\"ev\":\"ok\",\"tag\":\"2\"}");
            for (int i = 0; i < BROUGHT_BACK; i++) {
                String room = rooms.get(random.nextInt(rooms.size()));
                long start = System.nanoTime();
                send(out, "#r" + i + " /room " + room);
                String end = until(in, "\"tag\":\"r" + i + "\"");
                millis[i] = (System.nanoTime() - start) / 1e6;
                if (!end.startsWith("{\"ev\":\"ok\"") && !end.startsWith("{\"ev\":\"room\"")) {
                    throw new IllegalStateException(room + " did not come back: " + end);
                }
                until(in, "{\"ev\":\"ok\",\"tag\":\"r" + i + "\"}");
            }
        }
        Arrays.sort(millis);
        return new double[] {millis[millis.length / 2], millis[millis.length - 1]};
    }

    private static void send(OutputStream out, String line) throws IOException {
        out.write((line + "\n").getBytes(StandardCharsets.UTF_8));
        out.flush();
    }

    /** Reads until a line that contains {@code marker} (or is it); that line. */
    private static String until(BufferedReader in, String marker) throws IOException {
        for (String line = in.readLine(); line != null; line = in.readLine()) {
            if (line.contains(marker)) {
                return line;
            }
        }
        throw new IOException("the server closed the connection");
    }

    private static void collect() throws InterruptedException {
        for (int i = 0; i < 3; i++) {
            System.gc();
            Thread.sleep(200);
        }
    }

    /** The heap in use after a full collection: the least of three readings. */
    private static long usedHeap() throws InterruptedException {
        long least = Long.MAX_VALUE;
        for (int i = 0; i < 3; i++) {
            System.gc();
            Thread.sleep(100);
            least = Math.min(least, ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed());
        }
        return least;
    }
}
