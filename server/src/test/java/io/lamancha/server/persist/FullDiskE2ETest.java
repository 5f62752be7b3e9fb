package io.lamancha.server.persist;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.lamancha.server.store.Database;
import io.lamancha.server.store.GameStore;
import io.lamancha.server.store.StoredGame;
import io.lamancha.server.testing.ServerProcess;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The server's data dir on a 1600 KiB tmpfs that fills up while a game is played (needs root to
 * mount it; skipped where that is not permitted): the players are told their moves cannot be
 * saved, a move gets {@code STORE_UNAVAILABLE}, {@code /ping} still answers, the log says why once,
 * and once there is room again the game goes on by itself; what is stored is what they were told.
 */
class FullDiskE2ETest {

    private static final String WAITING = "The server cannot save moves now; the game waits and goes on by itself.";
    private static final String GOES_ON = "Moves can be saved again; the game goes on.";
    private static final String ROOM = "quixote-tricks-1";

    @TempDir
    Path dir;

    private Path disk;

    @BeforeEach
    void mountASmallDisk() throws Exception {
        disk = Files.createDirectories(dir.resolve("disk"));
        int mounted = runQuietly("mount", "-t", "tmpfs", "-o", "size=1600k", "tmpfs", disk.toString());
        Assumptions.assumeTrue(mounted == 0, "cannot mount a tmpfs here (not root?): the full disk is not tried");
    }

    @AfterEach
    void unmount() throws Exception {
        if (disk != null) {
            runQuietly("umount", "-l", disk.toString());
        }
    }

    @Test
    @Timeout(value = 3, unit = TimeUnit.MINUTES)
    void playersAreToldTheGameWaitsAndItGoesOnByItselfOnceTheDiskHasRoom() throws Exception {
        Path data = disk.resolve("data");
        Path output = dir.resolve("server.out");
        List<List<Object>> told;
        List<AutoPlayer.Ack> acked;
        try (ServerProcess server = ServerProcess.start(data, output, "--bot-delay-ms", "20", "--grace", "600");
                LineClient alice = LineClient.json(server.port(), "alice")) {
            alice.startWithBots("/room " + ROOM, "smart", "random");
            alice.player().playUpTo(2);
            alice.player().awaitAcked(2);

            Path filler = fill(disk);
            alice.player().playToTheEnd();
            alice.nextEvent("notice", n -> n.get("kind").asText().equals("store")
                    && n.get("message").asText().equals(WAITING));
            assertThat(alice.command("/ping")).as("the server still answers").isNotEmpty();
            assertThat(alice.refused("/play Y1").get("code").asText()).isEqualTo("STORE_UNAVAILABLE");
            int ackedWhileFull = alice.player().acked().size();

            Files.delete(filler);
            alice.nextEvent("notice", n -> n.get("kind").asText().equals("store")
                    && n.get("message").asText().equals(GOES_ON));
            // H2 keeps what it wrote in the last 45 s, so a game played on fills this small disk
            // again soon: one more move of the player's shows it goes on, then the server stops
            alice.player().awaitAcked(ackedWhileFull + 1);
            server.stop();
            told = cardsPlayed(alice);
            acked = alice.player().acked();
        }

        String log = Files.readString(output);
        assertThat(log.lines().filter(l -> l.matches("^\\S+ (ERROR|WARN) .*")))
                .as("one line for the episode, not one per move").singleElement().asString()
                .contains("the store cannot save moves now (the disk is full)");
        assertThat(log).contains("the store saves moves again");

        try (Database database = Database.open(null, data);
                GameStore games = new GameStore(database, Clock.systemUTC())) {
            StoredGame game = games.load(1).orElseThrow();
            List<List<Object>> stored = game.moves().stream().map(m -> List.<Object>of(m.seat(), m.move())).toList();
            assertThat(stored).as("the moves the players were told of, and none they were told were taken back")
                    .startsWith(told.toArray(List[]::new));
            for (AutoPlayer.Ack ack : acked) {
                assertThat(stored.get(ack.version())).as("acknowledged").isEqualTo(List.of(0, ack.move()));
            }
        }
    }

    /** Every card the client was told was played, in order, as (seat, card): the game's moves. */
    private static List<List<Object>> cardsPlayed(LineClient client) {
        List<List<Object>> played = new ArrayList<>();
        for (String line : client.all()) {
            if (line.startsWith("{\"ev\":\"game\"") && line.contains("\"type\":\"card_played\"")) {
                JsonNode data = LineClient.parse(line).get("data");
                played.add(List.of(data.get("seat").asInt(), data.get("card").asText()));
            }
        }
        return played;
    }

    /** Writes a file until the disk is full; returns it. */
    private static Path fill(Path disk) throws IOException {
        Path filler = disk.resolve("filler");
        byte[] block = new byte[4096];
        try (OutputStream out = Files.newOutputStream(filler)) {
            while (true) {
                out.write(block);
            }
        } catch (IOException e) {
            if (!String.valueOf(e.getMessage()).contains("No space left")) {
                throw e;
            }
        }
        return filler;
    }

    private static int runQuietly(String... command) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(command).redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        return p.waitFor(30, TimeUnit.SECONDS) ? p.exitValue() : -1;
    }
}
