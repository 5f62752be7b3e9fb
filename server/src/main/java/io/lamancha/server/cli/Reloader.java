package io.lamancha.server.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.apache.logging.log4j.Level;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.Logger;
import org.apache.logging.log4j.core.config.Configurator;
import picocli.CommandLine;
import picocli.CommandLine.Model.OptionSpec;
import io.lamancha.server.LaManchaServer;
import io.lamancha.server.OpsConfig;

/**
 * SIGHUP and an admin's {@code /reload}: reads the command line's config file again and applies
 * what can change while everyone plays on (the {@link #LIVE} settings: limits for new
 * connections, the log level, the TLS certificate), and names each other setting that changed,
 * which takes a restart and keeps its value. The TLS certificate is read again on every reload (a
 * renewed file of the operator's, or the self-signed one renewed when it runs out soon). Nobody is
 * dropped: open connections keep their limits and their TLS session. A config file with an error
 * changes nothing.
 */
final class Reloader {

    private static final Logger LOG = LogManager.getLogger(Reloader.class);

    /** The settings a reload applies; every other one takes a restart. */
    static final Set<String> LIVE = Set.of("max-line-bytes", "flood-burst", "flood-rate", "flood-queue", "output-cap",
            "idle-timeout", "line-timeout", "max-per-address", "unlimited", "verbose", "tls-cert", "tls-key");

    private final String[] args;
    private final LaManchaServer server;
    private final ExecutorService thread = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "lamancha-reload");
        t.setDaemon(true);
        return t;
    });
    private Map<String, Object> running;

    /**
     * @param args the command line the server was started with, which names the config file
     * @param started the settings the server was started with
     */
    Reloader(String[] args, Main started, LaManchaServer server) {
        this.args = args.clone();
        this.server = server;
        this.running = settings(started);
    }

    /** Reloads on a thread of its own (reloads run one at a time); completes with what it said. */
    CompletionStage<List<String>> reloadLater() {
        return CompletableFuture.supplyAsync(this::reload, thread);
    }

    /** Reloads now; returns the lines it logged, one a change or refusal. */
    synchronized List<String> reload() {
        List<String> said = new ArrayList<>();
        Main next;
        io.lamancha.server.net.Limits limits;
        OpsConfig ops;
        try {
            next = Main.parsed(args);
            limits = next.limits();
            ops = next.opsOptions.config();
        } catch (CommandLine.ParameterException | IllegalArgumentException e) {
            warn(said, "Nothing was reloaded: " + e.getMessage());
            return said;
        }
        Map<String, Object> wanted = settings(next);
        Map<String, Object> applied = new TreeMap<>(running);
        boolean limitsChanged = false;
        for (Map.Entry<String, Object> setting : wanted.entrySet()) {
            String name = setting.getKey();
            Object was = running.get(name);
            if (Objects.deepEquals(was, setting.getValue())) {
                continue;
            }
            if (LIVE.contains(name)) {
                applied.put(name, setting.getValue());
                info(said, "Reloaded " + name + ": " + show(was) + " -> " + show(setting.getValue()) + ".");
                limitsChanged |= !name.equals("verbose") && !name.startsWith("tls-");
                if (name.equals("verbose")) {
                    Configurator.setLevel(LogManager.ROOT_LOGGER_NAME, level(next.verbose.length));
                }
            } else {
                warn(said, "The setting " + name + " changed to " + show(setting.getValue())
                        + ", which takes a restart; it stays " + show(was) + " until then.");
            }
        }
        if (limitsChanged) {
            server.applyLimits(limits);
        }
        if (ops.tls()) {
            try {
                info(said, "TLS certificate served to new connections, SHA-256 fingerprint " + server.reloadTls(ops)
                        + ".");
            } catch (RuntimeException e) {
                warn(said, "The TLS certificate was not reloaded (" + e.getMessage()
                        + "); the one served so far stays.");
                applied.put("tls-cert", running.get("tls-cert"));
                applied.put("tls-key", running.get("tls-key"));
            }
        }
        running = applied;
        if (said.isEmpty()) {
            info(said, "Reloaded: nothing changed.");
        }
        return said;
    }

    /** Stops the reload thread. */
    void close() {
        thread.shutdownNow();
    }

    private static Level level(int verbose) {
        return verbose == 0 ? Level.INFO : verbose == 1 ? Level.DEBUG : Level.TRACE;
    }

    /** The server's settings by their long names, as a command line and config file give them. */
    static Map<String, Object> settings(Main main) {
        Map<String, Object> settings = new TreeMap<>();
        for (OptionSpec option : main.spec.options()) {
            String name = option.longestName();
            if (name.startsWith("--") && !option.usageHelp() && !option.versionHelp()) {
                settings.put(name.substring(2), option.getValue());
            }
        }
        return settings;
    }

    private static String show(Object value) {
        if (value instanceof boolean[] flags) {
            return String.valueOf(flags.length);
        }
        return value == null ? "unset" : value.toString();
    }

    private static void info(List<String> said, String line) {
        LOG.info(line);
        said.add(line);
    }

    private static void warn(List<String> said, String line) {
        LOG.warn(line);
        said.add(line);
    }
}
