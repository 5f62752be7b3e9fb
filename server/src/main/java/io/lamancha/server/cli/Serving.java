package io.lamancha.server.cli;

import io.lamancha.engine.GameRegistry;
import io.lamancha.games.Games;
import io.lamancha.server.LaManchaServer;
import io.lamancha.server.OpsConfig;
import io.lamancha.server.ServerConfig;
import io.lamancha.server.ops.Console;
import io.lamancha.server.ops.OperatorMetrics;
import io.lamancha.server.ops.StartFailure;
import io.lamancha.server.store.FileModes;
import io.lamancha.server.store.Persistence;
import io.lamancha.server.store.StoreOpening;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Clock;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CountDownLatch;
import java.util.function.Supplier;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.Logger;

/**
 * A server's life from its command line: the store opened, the server started, what it listens
 * on printed, and on SIGTERM (or {@code /shutdown}) goodbyes and the store closed.
 */
final class Serving {

    private Serving() {
    }

    /** Runs the server {@code main} describes until the process is told to stop; its exit code. */
    static int run(Main main, ServerConfig config, OpsConfig ops, String[] args) throws InterruptedException {
        // Beside the logging's set-up (Log4j reading its configuration: the longest part of the
        // start) run the parts that log nothing: the games' rules and data load, and the store's
        // file is checked and opened by H2; the rest of the store's opening logs, and waits.
        CompletableFuture<GameRegistry> games = beside("lamancha-games", Games::registry);
        CompletableFuture<StoreOpening> opening = beside("lamancha-store-opening",
                () -> StoreOpening.begin(main.db, main.data));
        OperatorMetrics metrics;
        Persistence persistence;
        try {
            LogSetup.configure();
            metrics = new OperatorMetrics();
            persistence = open(main, config, metrics, opening);
        } catch (RuntimeException | Error e) {
            opening.thenAccept(StoreOpening::close);
            throw e;
        }
        LaManchaServer server;
        try {
            server = new LaManchaServer(config, ops, joined(games), persistence, metrics);
        } catch (RuntimeException | Error e) {
            persistence.close();
            throw e;
        }
        int bound;
        try {
            bound = server.start();
        } catch (RuntimeException e) {
            server.close();
            persistence.close();
            throw StartFailure.of(e);
        }
        // /shutdown ends the process; the shutdown hook below closes the server and the store cleanly.
        server.world().onShutdown(() -> new Thread(() -> System.exit(0), "lamancha-exit").start());
        Reloader reloader = new Reloader(args, main, server);
        server.world().onReload(reloader::reloadLater);
        Signals.install(reloader::reloadLater);
        tellListening(main.bind, bound, server, ops);
        CountDownLatch stopped = new CountDownLatch(1);
        // Log4j's own shutdown hook is off (log4j2.xml): it would stop logging while this one still
        // says goodbye and closes the store, and those lines would be lost. Logging stops last.
        Logger log = LogManager.getLogger(Main.class);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            log.info("stopping: every connection is told goodbye, then the store closes");
            server.close();
            persistence.close();
            log.info("stopped");
            LogManager.shutdown();
            stopped.countDown();
        }, "lamancha-shutdown"));
        stopped.await();
        return 0;
    }

    /** {@code work} run on a thread of its own, a daemon: a start that fails does not wait for it. */
    private static <T> CompletableFuture<T> beside(String name, Supplier<T> work) {
        CompletableFuture<T> result = new CompletableFuture<>();
        Thread thread = new Thread(() -> {
            try {
                result.complete(work.get());
            } catch (Throwable e) {
                result.completeExceptionally(e);
            }
        }, name);
        thread.setDaemon(true);
        thread.start();
        return result;
    }

    /** What {@code work} gave, or what it threw, as if it had run here. */
    private static <T> T joined(CompletableFuture<T> work) {
        try {
            return work.join();
        } catch (CompletionException e) {
            if (e.getCause() instanceof RuntimeException r) {
                throw r;
            }
            if (e.getCause() instanceof Error error) {
                throw error;
            }
            throw e;
        }
    }

    private static Persistence open(Main main, ServerConfig config, OperatorMetrics metrics,
            CompletableFuture<StoreOpening> opening) {
        Path data = main.data;
        try {
            Persistence persistence = Persistence.open(joined(opening), main.admins, Clock.systemUTC(),
                    metrics, config.cluster() == null ? null : config.cluster().node());
            FileModes.ownerOnlyWithFiles(data); // the store's file, made by H2 under the umask
            return persistence;
        } catch (RuntimeException e) {
            throw StartFailure.of(e);
        } catch (IOException e) {
            throw new StartFailure("The files of the data directory " + data.toAbsolutePath() + " cannot be made "
                    + "its owner's only (" + e + "); check who owns them.", e);
        }
    }

    private static void tellListening(String bind, int bound, LaManchaServer server, OpsConfig ops) {
        PrintWriter out = new PrintWriter(System.out, true, StandardCharsets.UTF_8);
        out.println("La Mancha listening on " + bind + ":" + bound + " (try: nc " + bind + " " + bound + ")");
        if (server.webPort() >= 0) {
            out.println("The page: http://" + bind + ":" + server.webPort() + "/");
        }
        if (ops.tls()) {
            Console.tlsListening(out, bind, server.tlsPort(), server.tlsFingerprint());
        }
        if (ops.metrics()) {
            out.println("Metrics on http://" + ops.metricsBind() + ":" + server.metricsPort() + "/metrics");
        }
    }
}
