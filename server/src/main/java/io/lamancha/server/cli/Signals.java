package io.lamancha.server.cli;

import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.Logger;
import sun.misc.Signal;

/**
 * What the server does on a signal: SIGTERM and SIGINT stop it cleanly with exit code 0 (the
 * JVM's own handling would end with 143 and 130 after the same shutdown hook, which systemd
 * counts as a failed stop); SIGHUP reloads (the JVM's own would stop the server with 129).
 */
final class Signals {

    private static final Logger LOG = LogManager.getLogger(Signals.class);

    private Signals() {
    }

    /** Installs the handlers: {@code reload} runs for each SIGHUP, on the signal's thread. */
    static void install(Runnable reload) {
        for (String stop : new String[] {"TERM", "INT"}) {
            handle(stop, () -> {
                LOG.info("SIG{}: stopping", stop);
                // A thread of its own: exit runs the shutdown hooks and waits for them.
                new Thread(() -> System.exit(0), "lamancha-exit").start();
            });
        }
        handle("HUP", () -> {
            LOG.info("SIGHUP: reloading the config file and the TLS certificate");
            reload.run();
        });
    }

    private static void handle(String name, Runnable action) {
        try {
            Signal.handle(new Signal(name), s -> action.run());
        } catch (IllegalArgumentException e) {
            // The signal does not exist here (another OS) or the JVM keeps it (-Xrs): its default stays.
            LOG.debug("no handler for SIG{}: {}", name, e.getMessage());
        }
    }
}
