package io.lamancha.server.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.Callable;

/**
 * A person in the lobby while the fuzzer runs: it pings and chats in rounds, and each round must be
 * answered in time and in order, its own chat line coming back as it was said. Every line it is
 * sent, the fuzzers' chat and whispers included, must be clean: no control character, no escape,
 * no format character but a joiner, no line or paragraph separator.
 */
final class FuzzCanary implements Callable<Void> {

    private static final Duration ROUND = Duration.ofSeconds(10);
    /** Between rounds, so the canary is a person chatting, not a second fuzzer. */
    private static final long PAUSE_MILLIS = 20;

    private final int port;
    private final long seed;
    private volatile boolean stopped;
    private volatile int rounds;
    private volatile long slowestNanos;

    FuzzCanary(int port, long seed) {
        this.port = port;
        this.seed = seed;
    }

    void stop() {
        stopped = true;
    }

    int rounds() {
        return rounds;
    }

    long slowestMillis() {
        return slowestNanos / 1_000_000;
    }

    @Override
    public Void call() throws Exception {
        try (SocketClient c = new SocketClient(port)) {
            c.untilLine("Type /help for all commands.");
            c.send("#0 /login canary").untilLine("#0 ok");
            for (int n = 1; !stopped; n++) {
                long start = System.nanoTime();
                c.send("#p" + n + " /ping").send("#c" + n + " canary " + n);
                List<String> heard = c.until(("#c" + n + " ok")::equals, ROUND);
                slowestNanos = Math.max(slowestNanos, System.nanoTime() - start);
                heard.forEach(this::assertClean);
                assertThat(heard).as("round %d of the canary (seed %d)", n, seed)
                        .contains("#p" + n + " ok", "[lobby] <canary> canary " + n);
                assertThat(heard.indexOf("#p" + n + " ok")).isLessThan(heard.indexOf("[lobby] <canary> canary " + n));
                rounds = n;
                Thread.sleep(PAUSE_MILLIS);
            }
        }
        return null;
    }

    private void assertClean(String line) {
        line.codePoints().forEach(cp -> assertThat(clean(cp))
                .as("U+%04X in a line the canary was sent (seed %d): %s", cp, seed, line).isTrue());
    }

    private static boolean clean(int cp) {
        if (cp < 0x20 || (cp >= 0x7F && cp <= 0x9F) || cp == 0x2028 || cp == 0x2029) {
            return false;
        }
        int type = Character.getType(cp);
        return (type != Character.FORMAT || cp == 0x200C || cp == 0x200D) && type != Character.SURROGATE;
    }
}
