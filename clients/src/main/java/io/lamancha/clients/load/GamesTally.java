package io.lamancha.clients.load;

import io.lamancha.clients.kit.BotClient;
import io.lamancha.clients.kit.GameEnd;
import java.io.IOException;
import java.util.List;
import java.util.Locale;

/** Counts what the bots of a games run report, and measures the window between warm-up and the end. */
final class GamesTally implements BotClient.Listener {

    /** The measured window's numbers. */
    record Window(long games, long moves, double seconds, long p50, long p99, long max, long errors, double cpuMicrosPerMove,
                  long clientMoves, double cpuMicrosPerClientMove) {
        String line(int rooms) {
            return String.format(Locale.ROOT,
                    "RESULT mode=games rooms=%d games=%d games_per_s=%.2f moves=%d moves_per_s=%.0f p50_us=%d p99_us=%d max_us=%d "
                            + "errors=%d cpu_us_per_move=%s client_moves_per_s=%.0f cpu_us_per_client_move=%s", rooms, games,
                    games / seconds, moves, moves / seconds, p50, p99, max, errors, micros(cpuMicrosPerMove),
                    clientMoves / seconds, micros(cpuMicrosPerClientMove));
        }

        /**
         * Whether the run did what it was for: no errors, and the client bots moved (a paced run
         * shorter than a game ends no game, yet measures every move it made).
         */
        boolean played() {
            return errors == 0 && (games > 0 || clientMoves > 0);
        }

        private static String micros(double value) {
            return value < 0 ? "n/a" : String.format(Locale.ROOT, "%.1f", value);
        }
    }

    private final LatencyHistogram latency = new LatencyHistogram();
    /** Every client move from the start, second by second; null unless asked for. */
    private final Timeline timeline;
    private long games;
    private long moves;
    private long errors;
    private boolean measuring;
    private String lastError;

    /** @param timeline where every client move goes too, from the start; null for none */
    GamesTally(Timeline timeline) {
        this.timeline = timeline;
    }

    @Override
    public synchronized void gameEnded(GameEnd end) {
        if (measuring) {
            games++;
            moves += end.moves();
        }
    }

    @Override
    public synchronized void moveAccepted(long nanos) {
        if (timeline != null) {
            timeline.record(System.nanoTime(), nanos / 1000);
        }
        if (measuring) {
            latency.record(nanos / 1000);
        }
    }

    @Override
    public synchronized void note(String message) {
        if (measuring && message.startsWith("move refused")) {
            errors++;
            lastError = message;
        }
    }

    synchronized void failed(String why) {
        errors++;
        lastError = why;
    }

    synchronized String lastError() {
        return lastError;
    }

    /** Warms up, measures, then stops the bots after their games and waits for them (bounded). */
    Window measure(Target target, List<BotClient> bots, List<Thread> threads) throws InterruptedException, IOException {
        ProcStat server = target.serverPid == null ? null : new ProcStat(target.serverPid);
        Thread.sleep(target.warmup * 1000L);
        synchronized (this) {
            measuring = true;
        }
        long cpu0 = server == null ? 0 : server.cpuMicros();
        Thread.sleep(target.duration * 1000L);
        long cpu1 = server == null ? 0 : server.cpuMicros();
        Window w;
        synchronized (this) {
            measuring = false;
            long clientMoves = latency.count();
            w = new Window(games, moves, target.duration, latency.percentile(50), latency.percentile(99), latency.max(), errors,
                    server == null || moves == 0 ? -1 : (double) (cpu1 - cpu0) / moves, clientMoves,
                    server == null || clientMoves == 0 ? -1 : (double) (cpu1 - cpu0) / clientMoves);
        }
        bots.forEach(BotClient::stopAfterGame);
        long deadline = System.currentTimeMillis() + 30_000;
        for (Thread t : threads) {
            t.join(Math.max(1, deadline - System.currentTimeMillis()));
        }
        return w;
    }
}
