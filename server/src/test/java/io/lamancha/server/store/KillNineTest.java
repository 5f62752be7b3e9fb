package io.lamancha.server.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * An acknowledged move is never lost, even when the writing process dies by SIGKILL: neither in a
 * game stored before, nor in a game the killed process started itself in the group commit.
 */
@ParameterizedClass
@MethodSource("io.lamancha.server.store.TestBackend#all")
class KillNineTest {
    private static final int GAMES = 4;
    private static final int NEW_GAMES = 2;
    private static final int ACKS_BEFORE_KILL = 400;

    @Parameter
    TestBackend backend;

    @TempDir
    Path dataDir;

    @Test
    void everyMoveAcknowledgedBeforeKillNineIsThereAfterRestart() throws Exception {
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), KilledWriter.class.getName(),
                backend.isPostgres() ? backend.url() : "-", dataDir.toString()));
        try (Database database = backend.openEmpty(dataDir); GameStore games = new GameStore(database, Clock.systemUTC())) {
            for (int i = 0; i < GAMES; i++) {
                command.add(Long.toString(games.create("r", "skat", Map.of(), i, List.of(StoredSeat.human("p")))));
            }
            for (int i = 0; i < NEW_GAMES; i++) {
                command.add("new");
            }
        }

        Map<Long, Integer> lastAcked = runAndKill(command);

        assertThat(lastAcked).hasSizeGreaterThanOrEqualTo(GAMES);
        try (Database database = backend.reopen(dataDir); GameStore games = new GameStore(database, Clock.systemUTC())) {
            List<StoredGame> running = games.running();
            assertThat(running).extracting(StoredGame::id).as("every game with an acknowledged move")
                    .containsAll(lastAcked.keySet());
            for (StoredGame game : running) {
                int acked = lastAcked.getOrDefault(game.id(), -1);
                assertThat(game.moves().size()).as("moves stored for game %d, %d acknowledged", game.id(), acked + 1)
                        .isGreaterThan(acked);
                for (int seq = 0; seq < game.moves().size(); seq++) {
                    assertThat(game.moves().get(seq)).isEqualTo(new StoredMove(seq, 0, "move " + seq));
                }
            }
        }
    }

    /** Runs the writer until it has acknowledged enough moves, kills it, returns the last seq per game. */
    static Map<Long, Integer> runAndKill(List<String> command) throws IOException, InterruptedException {
        Process writer = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.INHERIT).start();
        Map<Long, Integer> lastAcked = new HashMap<>();
        try (BufferedReader lines = new BufferedReader(new InputStreamReader(writer.getInputStream(), StandardCharsets.UTF_8))) {
            int acks = 0;
            String line;
            while (acks < ACKS_BEFORE_KILL && (line = lines.readLine()) != null) {
                if (line.startsWith("ack ")) {
                    String[] parts = line.split(" ");
                    lastAcked.merge(Long.parseLong(parts[1]), Integer.parseInt(parts[2]), Math::max);
                    acks++;
                }
            }
            // SIGKILL on Linux: no shutdown hook, no close, no flush. Acknowledgements printed but
            // not read yet go unchecked: the streams close with the process.
            writer.destroyForcibly();
            assertThat(writer.waitFor(30, TimeUnit.SECONDS)).isTrue();
        } finally {
            writer.destroyForcibly();
        }
        return lastAcked;
    }
}
