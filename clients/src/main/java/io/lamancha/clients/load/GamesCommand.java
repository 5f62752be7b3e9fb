package io.lamancha.clients.load;

import io.lamancha.clients.cli.ClientVersion;
import io.lamancha.clients.bot.ExitCodes;
import io.lamancha.clients.kit.BotClient;
import io.lamancha.clients.kit.BotConfig;
import io.lamancha.clients.kit.BotException;
import io.lamancha.clients.kit.GameEnd;
import io.lamancha.clients.kit.JsonChannel;
import io.lamancha.clients.kit.Strategy;
import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.ThreadLocalRandom;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code lamancha-load games}: many rooms at once, each with one kit bot (random moves) against
 * server bots, game after game; reports games/s, moves/s, the kit bots' move latency (play sent to
 * its ok) and server CPU per move.
 */
@Command(name = "games", mixinStandardHelpOptions = true, versionProvider = ClientVersion.class, sortOptions = false,
        description = {"Full bot games in many rooms at once: one client bot per room, server bots in the other seats.",
                "Start the server with --unlimited --bot-delay-ms 0."})
final class GamesCommand implements Callable<Integer> {

    @Mixin
    Target target = new Target();

    @Option(names = "--rooms", description = "Rooms playing at once (1-2000). Default: ${DEFAULT-VALUE}.")
    int rooms = 50;

    @Option(names = "--game", description = "Game id to play (repeatable). Default: every game the server offers.")
    List<String> games = new ArrayList<>();

    @Option(names = "--think-ms", description = {"Each client bot waits this long before each of its moves, as a person does "
            + "(0-60000 ms, give or take up to a tenth, seeded per room): the load is paced, and the latency measured "
            + "(the move sent to its ok, the wait left out) is the server's, not a queue's. Default: ${DEFAULT-VALUE}."})
    int thinkMs = 0;

    @Option(names = "--updates", description = "After a move the kit bots take a patch of what changed, the view's"
            + " changed top-level fields, or full states (patch|changes|full). Default: ${DEFAULT-VALUE}.")
    String updates = "patch";

    @Option(names = "--timeline", description = "Also print a line a second from the start, warm-up included: the "
            + "client moves acknowledged, how many took over 100 ms and over 1 s, and the slowest.")
    boolean timeline;

    @Override
    public Integer call() throws Exception {
        String problem = target.problem();
        if (problem == null && (rooms < 1 || rooms > 2000)) {
            problem = "--rooms must be 1-2000.";
        }
        if (problem == null && (thinkMs < 0 || thinkMs > 60_000)) {
            problem = "--think-ms must be 0-60000.";
        }
        if (problem == null && !BotConfig.UPDATES.contains(updates)) {
            problem = "--updates must be patch, changes or full.";
        }
        if (problem != null) {
            System.err.println(problem);
            return ExitCodes.USAGE;
        }
        List<String> ids;
        try {
            ids = games.isEmpty() ? offered() : games;
        } catch (java.net.ConnectException e) {
            System.err.println("no server at " + target.host() + ":" + target.port());
            return ExitCodes.NO_SERVER;
        }
        Timeline seconds = timeline ? new Timeline(System.nanoTime()) : null;
        GamesTally tally = new GamesTally(seconds);
        List<BotClient> bots = new ArrayList<>();
        List<Thread> threads = new ArrayList<>();
        String prefix = "g" + Integer.toString(ThreadLocalRandom.current().nextInt(36 * 36 * 36), 36);
        for (int i = 0; i < rooms; i++) {
            BotConfig config = BotConfig.newRoom(target.host(), target.port(), prefix + i, ids.get(i % ids.size()))
                    .withGames(Integer.MAX_VALUE).withSilence(Duration.ofSeconds(60));
            config = withUpdates(config);
            BotClient bot = new BotClient(config, Thinking.of(Strategy.random(i), thinkMs, i), tally);
            bots.add(bot);
            Thread t = new Thread(() -> play(bot, tally), "load-bot-" + i);
            t.setDaemon(true);
            threads.add(t);
            t.start();
        }
        GamesTally.Window w = tally.measure(target, bots, threads);
        System.out.printf(Locale.ROOT, "games: %d rooms of %s, %d ms to think, for %d s: %d games (%.2f/s), "
                + "%d moves (%.0f/s)%n", rooms, String.join(",", ids), thinkMs, target.duration, w.games(), w.games() / w.seconds(), w.moves(), w.moves() / w.seconds());
        System.out.printf(Locale.ROOT, "client move latency p50 %d us, p99 %d us, max %d us; errors %d%s%n", w.p50(), w.p99(),
                w.max(), w.errors(), tally.lastError() == null ? "" : " (last: " + tally.lastError() + ")");
        if (seconds != null) {
            seconds.lines().forEach(System.out::println);
        }
        System.out.println(w.line(rooms) + " think_ms=" + thinkMs);
        return w.played() ? ExitCodes.OK : ExitCodes.FAILED;
    }

    /** What the bots take after a move ({@code --updates}): patches (protocol 3), changes (2) or full states. */
    private BotConfig withUpdates(BotConfig config) {
        return config.withUpdates(updates);
    }

    private static void play(BotClient bot, GamesTally tally) {
        try {
            bot.run();
        } catch (BotException e) {
            tally.failed(e.code() + ": " + e.getMessage());
        }
    }

    /** The game ids of the server's rooms, in the server's order. */
    private List<String> offered() throws IOException {
        try (JsonChannel ch = JsonChannel.open(target.host(), target.port(), Duration.ofSeconds(10))) {
            ch.request("/login probe" + ThreadLocalRandom.current().nextInt(100_000));
            JsonChannel.Reply r = ch.request("/rooms");
            Set<String> ids = new LinkedHashSet<>();
            r.first("rooms").body().path("rooms").forEach(room -> {
                if (room.hasNonNull("game")) {
                    ids.add(room.get("game").asText());
                }
            });
            if (ids.isEmpty()) {
                throw new IOException("the server offers no games");
            }
            return new ArrayList<>(ids);
        }
    }
}
