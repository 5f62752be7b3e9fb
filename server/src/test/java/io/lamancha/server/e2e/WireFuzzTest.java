package io.lamancha.server.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import io.lamancha.games.Games;
import io.lamancha.server.LaManchaServer;
import io.lamancha.server.ServerConfig;
import io.lamancha.server.net.Limits;
import io.lamancha.server.testing.LogCapture;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.apache.logging.log4j.Level;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Hostile input from several connections at once, over real sockets to the real server with every
 * game, while a canary keeps chatting and pinging: every line is answered or its connection is
 * closed with a reason, nothing is INTERNAL, no stack trace reaches anyone or the log, and the
 * canary goes on unharmed.
 *
 * <p>Seeded: the seed is printed, and {@code -Dlamancha.fuzz.seed=N} replays the same input.
 * {@code -Dlamancha.fuzz.units} (per connection, default 120) and {@code -Dlamancha.fuzz.slots}
 * (connections at once, default 3) make the long run of docs/BENCHMARKS.md.
 */
class WireFuzzTest {

    private static final Duration ANSWER = Duration.ofSeconds(15);

    @TempDir
    Path data;

    private final Map<String, AtomicLong> closes = new ConcurrentHashMap<>();
    private final AtomicLong units = new AtomicLong();
    private final AtomicLong linesSent = new AtomicLong();
    private final AtomicLong bytesSent = new AtomicLong();
    private final AtomicLong connections = new AtomicLong();

    @Test
    void hostileInputIsAnsweredOrClosedWithAReasonAndTheCanaryGoesOn() throws Exception {
        long seed = Long.getLong("lamancha.fuzz.seed", new Random().nextLong());
        int unitsPerSlot = Integer.getInteger("lamancha.fuzz.units", 120);
        int slots = Integer.getInteger("lamancha.fuzz.slots", 3);
        System.out.println("WireFuzzTest seed " + seed + " (replay: -Dlamancha.fuzz.seed=" + seed + ")");
        Limits d = Limits.defaults();
        Limits limits = new Limits(d.maxLineBytes(), 100, 1000.0, 300, d.outputCapBytes(), d.writeBufferLowWater(),
                d.writeBufferHighWater(), d.slowReaderGrace(), d.idleTimeout(), d.idleWarning(), 0);
        long started = System.nanoTime();
        try (LogCapture log = LogCapture.everything(Level.WARN);
                LaManchaServer server = new LaManchaServer(ServerConfig.forTests(data).withLimits(limits),
                        Games.registry(), null)) {
            int port = server.start();
            FuzzCanary canary = new FuzzCanary(port, seed);
            ExecutorService pool = Executors.newFixedThreadPool(slots + 1);
            try {
                Future<?> canaryRun = pool.submit(canary);
                List<Future<?>> fuzzers = new ArrayList<>();
                for (int slot = 0; slot < slots; slot++) {
                    int s = slot;
                    fuzzers.add(pool.submit(() -> fuzz(port, seed, s, unitsPerSlot)));
                }
                for (Future<?> f : fuzzers) {
                    f.get(30, TimeUnit.MINUTES);
                }
                canary.stop();
                canaryRun.get(1, TimeUnit.MINUTES);
            } finally {
                pool.shutdownNow();
            }
            System.out.printf("WireFuzzTest seed %d: %d units, %d lines, %d bytes over %d connections "
                    + "(closed by the server: %s) in %.1f s; canary: %d rounds, slowest %d ms; INTERNAL: 0, "
                    + "stack traces: 0, unanswered: 0%n", seed, units.get(), linesSent.get(), bytesSent.get(),
                    connections.get(), closes, (System.nanoTime() - started) / 1e9, canary.rounds(),
                    canary.slowestMillis());
            assertThat(canary.rounds()).as("canary rounds, seed %d", seed).isPositive();
            assertThat(log.lines).as("warnings and errors the server logged, seed %d", seed)
                    .noneMatch(l -> l.startsWith("ERROR")).noneMatch(l -> l.contains("Exception"));
        }
    }

    /** One connection slot: units on a connection, and a new connection whenever the server closes one. */
    private Void fuzz(int port, long seed, int slot, int count) throws Exception {
        WireFuzzer fuzzer = new WireFuzzer(new Random(seed * 31 + slot));
        Random chunks = new Random(seed * 17 + slot);
        FuzzConnection c = null;
        try {
            for (int n = 0; n < count; n++) {
                if (c == null) {
                    c = connect(port, slot, n, seed);
                }
                WireFuzzer.Unit unit = fuzzer.unit(n);
                units.incrementAndGet();
                bytesSent.addAndGet(unit.bytes().length);
                linesSent.addAndGet(countLineFeeds(unit.bytes()));
                if (!c.sendInChunks(unit.bytes(), chunks)) {
                    c.drainToEnd(unit, seed);
                    c = closed(c, seed, unit);
                    continue;
                }
                if (!c.awaitAnswers(unit, ANSWER, seed)) {
                    c = closed(c, seed, unit);
                }
            }
        } finally {
            if (c != null) {
                c.close();
            }
        }
        return null;
    }

    private FuzzConnection connect(int port, int slot, int n, long seed) throws Exception {
        connections.incrementAndGet();
        FuzzConnection c = new FuzzConnection(port);
        if (n % 7 != 3) { // now and then a connection fuzzes before it has logged in
            c.login("f" + slot + "x" + n, seed);
        }
        return c;
    }

    /** The server closed {@code c}: it must have said why, in one of its last lines. */
    private FuzzConnection closed(FuzzConnection c, long seed, WireFuzzer.Unit unit) throws Exception {
        String reason = c.closingReason();
        assertThat(reason).as("why the server closed the connection (seed %d, last lines %s, unit %s)", seed,
                c.lastLines(), FuzzConnection.hex(unit.bytes())).isNotNull();
        closes.computeIfAbsent(reason, r -> new AtomicLong()).incrementAndGet();
        c.close();
        return null;
    }

    private static long countLineFeeds(byte[] bytes) {
        long n = 0;
        for (byte b : bytes) {
            n += b == '\n' ? 1 : 0;
        }
        return n;
    }
}
