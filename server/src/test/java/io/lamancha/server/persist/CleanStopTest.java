package io.lamancha.server.persist;

import static org.assertj.core.api.Assertions.assertThat;

import io.lamancha.server.testing.ServerProcess;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A server stopped with SIGTERM while its tables play and its store writes logs no error and no
 * warning: the store closes last, after the journal's final batch and the guests' token clean-up.
 */
class CleanStopTest {

    private static final int TABLES = 4;
    private static final int GUESTS = 3;
    /** Game events a watcher sees before the stop: the bots are surely playing then. */
    private static final int EVENTS_BEFORE_STOP = 20;

    @TempDir
    Path dir;

    @Test
    void aStopWhileBotsPlayAndGuestsWaitLogsNoErrorOrWarning() throws Exception {
        List<LineClient> clients = new ArrayList<>();
        try (ServerProcess server = ServerProcess.start(dir.resolve("data"), dir.resolve("server.out"),
                "--bot-delay-ms", "20")) {
            for (int i = 0; i < TABLES; i++) {
                LineClient watcher = LineClient.json(server.port(), "watcher" + i);
                clients.add(watcher);
                watcher.command("/newroom quixote-tricks");
                for (String level : List.of("smart", "random", "smart")) {
                    watcher.command("/addbot " + level);
                }
                watcher.command("/start");
            }
            for (int i = 0; i < GUESTS; i++) {
                clients.add(LineClient.json(server.port(), "guest" + i));
            }
            for (int i = 0; i < EVENTS_BEFORE_STOP; i++) {
                clients.get(0).nextEvent("game", e -> true);
            }
            server.stop();
            assertThat(server.output()).as("the log of a clean stop")
                    .contains("Main - stopping", "Main - stopped")
                    .doesNotContainPattern("(?m)^\\S+ (ERROR|WARN) ");
        } finally {
            for (LineClient c : clients) {
                c.close();
            }
        }
    }
}
