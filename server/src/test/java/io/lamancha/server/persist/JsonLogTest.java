package io.lamancha.server.persist;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.lamancha.server.testing.ServerProcess;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code --log-format json}: every line of the log of a played game is one JSON object with the
 * time, level, logger, message and version, lines about a player's command name the player, room
 * and game, and no password or resume token is ever in it.
 */
class JsonLogTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String PASSWORD = "rocinante-secret";
    private static final String WRONG_PASSWORD = "dulcinea-guess";

    @TempDir
    Path dir;

    @Test
    void everyLineOfAPlayedGamesLogIsJsonWithWhoAndWhereAndNoSecret() throws Exception {
        Path data = dir.resolve("data");
        String token;
        StoredServer.operatorMade(data, "root", PASSWORD);
        try (ServerProcess server = ServerProcess.start(data, dir.resolve("server.out"), "--log-format", "json",
                "--admin", "root")) {
            try (LineClient root = LineClient.json(server.port(), "root " + PASSWORD);
                    LineClient carol = LineClient.json(server.port(), "carol")) {
                token = carol.login().get("token").asText();
                try (LineClient guesser = LineClient.json(server.port())) {
                    guesser.refused("/login root " + WRONG_PASSWORD);
                }
                root.startWithBots("/room quixote-tricks-1", "random", "random");
                root.player().playToTheEnd();
                root.nextEvent("end", e -> true);
                root.command("/kick carol too loud");
            }
            server.stop();
        }
        List<String> lines = Files.readAllLines(data.resolve("logs/lamancha.log"), StandardCharsets.UTF_8);
        assertThat(lines).isNotEmpty();
        List<JsonNode> events = new ArrayList<>();
        for (String line : lines) {
            JsonNode event = JSON.readTree(line);
            assertThat(event.isObject()).as(line).isTrue();
            for (String field : List.of("time", "level", "logger", "message", "version")) {
                assertThat(event.hasNonNull(field)).as(field + " in " + line).isTrue();
            }
            events.add(event);
        }
        assertThat(events).anySatisfy(e -> {
            assertThat(e.get("message").asText()).contains("root kicks carol");
            assertThat(e.get("player").asText()).isEqualTo("root");
            assertThat(e.get("room").asText()).isEqualTo("quixote-tricks-1");
            assertThat(e.get("game").asText()).isEqualTo("quixote-tricks");
        });
        assertThat(events).anySatisfy(e -> assertThat(e.get("message").asText()).isEqualTo("stopped"));
        assertThat(String.join("\n", lines)).doesNotContain(PASSWORD).doesNotContain(WRONG_PASSWORD)
                .doesNotContain(token);
    }
}
