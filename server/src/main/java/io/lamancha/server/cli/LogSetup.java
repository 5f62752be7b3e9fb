package io.lamancha.server.cli;

import io.lamancha.server.Version;
import io.lamancha.server.ops.StartFailure;
import io.lamancha.server.store.FileModes;
import io.netty.util.ResourceLeakDetector;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Where and how the server logs, set before anything logs. */
final class LogSetup {

    private LogSetup() {
    }

    /**
     * Makes the data dir and its logs dir, then points logging there ({@code point}), before
     * anything logs; {@link #configure} sets it up.
     *
     * @throws StartFailure when the data dir cannot be made or used
     */
    static void start(Path data, Runnable point) {
        Path logs = data.resolve("logs");
        if (Files.exists(data) && !Files.isDirectory(data)) {
            throw new StartFailure("The data directory " + data.toAbsolutePath()
                    + " is not a directory; use --data with a directory.", null);
        }
        try {
            Files.createDirectories(logs);
            FileModes.ownerOnly(data);
            FileModes.ownerOnly(logs);
        } catch (IOException e) {
            throw new StartFailure("The data directory " + data.toAbsolutePath() + " cannot be made (" + e
                    + "); use --data with another directory.", e);
        }
        if (!Files.isWritable(data) || !Files.isWritable(logs)) {
            throw new StartFailure("The data directory " + data.toAbsolutePath()
                    + " cannot be written by this user; use --data with another directory.", null);
        }
        point.run();
    }

    /**
     * Sets logging up where {@link #start} pointed it (Log4j reads its configuration now: Netty's
     * logger is the first), and Netty's leak detection.
     */
    static void configure() {
        if (System.getProperty("io.netty.leakDetection.level") == null) {
            // Sampling leak detection takes a stack trace for one buffer in 128: a few per cent of a
            // busy fan-out. The tests run with it on; -Dio.netty.leakDetection.level=simple restores it.
            ResourceLeakDetector.setLevel(ResourceLeakDetector.Level.DISABLED);
        }
    }

    /** Points logging at {@code data}'s logs, at the level {@code verbosity} ({@code -v}s) asks for. */
    static void point(Path data, int verbosity, OpsOptions ops) {
        System.setProperty("lamancha.logdir", data.resolve("logs").toAbsolutePath().toString());
        System.setProperty("lamancha.level", verbosity == 0 ? "info" : verbosity == 1 ? "debug" : "trace");
        System.setProperty("lamancha.logformat", ops.logFormat.name());
        long logBytes = ops.logFileBytes();
        System.setProperty("lamancha.logsize", String.valueOf(logBytes));
        System.setProperty("lamancha.logfiles", String.valueOf(ops.logFiles));
        System.setProperty("lamancha.logtotal", String.valueOf(logBytes * ops.logFiles));
        System.setProperty("lamancha.version", Version.current());
    }
}
