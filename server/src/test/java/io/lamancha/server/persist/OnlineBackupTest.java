package io.lamancha.server.persist;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * An admin's {@code /backup} copies the store of a running server while a game goes on, and the
 * copy is a data directory of its own: a new server started on it puts the game back as it was at
 * the backup, and the player who logs in again gets the seat and the hand back and plays on.
 */
class OnlineBackupTest {

    /** Long enough that no bot takes the absent player's seat while the test logs back in. */
    private static final Duration GRACE = Duration.ofSeconds(120);
    /** Fewer than a round's 7 cards: the game surely runs at the backup. */
    private static final int MOVES_BEFORE_BACKUP = 4;
    private static final String ROOM = "quixote-tricks-1";

    @TempDir
    Path data;

    @Test
    void aBackupTakenDuringAGameRestoresTheGameIntoANewServerWhereThePlayerPlaysOn() throws Exception {
        String token;
        List<String> handAtBackup;
        List<AutoPlayer.Ack> ackedAtBackup;
        Path backup;
        StoredServer.operatorMade(data, "root", "rocinante");
        try (StoredServer first = StoredServer.start(data, GRACE, Set.of("root"));
                LineClient alice = LineClient.json(first.port(), "alice");
                LineClient root = LineClient.json(first.port(), "root rocinante")) {
            token = alice.login().get("token").asText();
            alice.startWithBots("/room " + ROOM, "smart", "random");
            alice.player().playUpTo(MOVES_BEFORE_BACKUP);
            alice.player().awaitAcked(MOVES_BEFORE_BACKUP);
            ackedAtBackup = alice.player().acked();
            handAtBackup = cards(lastState(alice).get("view").get("hand"));

            assertThat(alice.refused("/backup").get("code").asText()).as("for admins only").isEqualTo("FORBIDDEN");
            String said = infoLine(root.command("/backup"));
            backup = theOnlyBackup();
            assertThat(backup.getFileName().toString()).matches("\\d{4}-\\d\\d-\\d\\dT\\d{6}Z");
            assertThat(said).startsWith("Backed up the store to " + backup + " (")
                    .endsWith(" KiB); the copy is checked and sound.");

            alice.player().playToTheEnd();
            assertThat(alice.nextEvent("end", e -> true)).as("the game went on past the backup").isNotNull();
        }

        try (StoredServer second = StoredServer.start(backup, GRACE);
                LineClient back = LineClient.json(second.port(), "alice " + token)) {
            assertThat(back.login().get("room").asText()).isEqualTo(ROOM);
            JsonNode state = back.nextEvent("state", s -> true);
            assertThat(state.get("seat").asInt()).isZero();
            assertThat(state.get("version").asInt()).isGreaterThan(ackedAtBackup.get(ackedAtBackup.size() - 1).version());
            assertThat(cards(state.get("view").get("hand"))).as("the hand of the backup's time")
                    .containsExactlyInAnyOrderElementsOf(handAtBackup);
            back.player().playToTheEnd();
            assertThat(back.nextEvent("end", e -> true).get("players").toString())
                    .isEqualTo("[\"alice\",\"~Sancho\",\"~Dulcinea\"]");
            assertThat(back.player().acked()).as("moves made on the restored server").isNotEmpty();
        }
    }

    private Path theOnlyBackup() throws Exception {
        try (Stream<Path> dirs = Files.list(data.resolve("backups"))) {
            List<Path> all = dirs.toList();
            assertThat(all).hasSize(1);
            assertThat(all.get(0).resolve("lamancha.mv.db")).isNotEmptyFile();
            return all.get(0).toAbsolutePath().normalize();
        }
    }

    private static String infoLine(List<JsonNode> reply) {
        return reply.stream().filter(n -> n.get("ev").asText().equals("info")).findFirst()
                .orElseThrow(() -> new AssertionError("no info in " + reply)).get("lines").get(0).asText();
    }

    private static JsonNode lastState(LineClient client) {
        JsonNode last = null;
        for (String line : client.all()) {
            if (line.startsWith("{\"ev\":\"state\"")) {
                last = LineClient.parse(line);
            }
        }
        return last;
    }

    private static List<String> cards(JsonNode array) {
        List<String> cards = new ArrayList<>();
        array.forEach(c -> cards.add(c.asText()));
        return cards;
    }
}
