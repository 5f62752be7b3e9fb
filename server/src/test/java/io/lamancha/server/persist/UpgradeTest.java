package io.lamancha.server.persist;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.lamancha.server.store.StoreCheck;
import io.lamancha.server.testing.ServerProcess;
import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Objects;
import java.util.Properties;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * An upgrade as docs/OPERATIONS.md describes it: the new server started on the data directory of
 * the previous release (main at 096710c, schema 6; upgrade/README.md says how the fixture was
 * made). It brings the schema up to date at its start, and everyone finds what they had: the
 * accounts and their passwords, the finished games and their ratings, and the running game with
 * its held seats, which plays on to the end.
 */
class UpgradeTest {

    private static final String FIXTURE = "/upgrade/096710c/";
    private static final int FIXTURE_SCHEMA = 6;

    @TempDir
    Path data;

    @TempDir
    Path elsewhere;

    @Test
    void theNewServerMigratesThePreviousReleasesStoreAndEveryoneFindsWhatTheyHad() throws Exception {
        Properties facts = copyFixture(data);
        String running = facts.getProperty("running.room");
        assertThat(schema(data)).startsWith("Schema: version " + FIXTURE_SCHEMA + ",");

        try (ServerProcess server = ServerProcess.start(data, elsewhere.resolve("server.out"));
                LineClient quixote = LineClient.json(server.port(), "quixote rocinante-1605");
                LineClient dulcinea = LineClient.json(server.port(),
                        "dulcinea " + facts.getProperty("dulcinea.token"))) {
            assertThat(quixote.login().get("guest").asBoolean()).as("a registered account").isFalse();
            assertThat(quixote.login().get("room").asText()).as("back at the held seat").isEqualTo(running);
            assertThat(dulcinea.login().get("room").asText()).as("a guest with the token of then").isEqualTo(running);
            assertThat(quixote.nextEvent("state", s -> true).get("seat").asInt()).isZero();
            assertThat(dulcinea.nextEvent("state", s -> true).get("seat").asInt()).isOne();

            JsonNode finished = game(quixote, "/history quixote", facts.getProperty("finished.id"));
            assertThat(finished.get("game").asText()).isEqualTo("doncarlo");
            assertThat(finished.get("players").toString()).isEqualTo("[\"quixote\",\"sancho\"]");
            assertThat(finished.get("winners").toString()).isEqualTo("[\"quixote\"]");
            assertThat(finished.has("ratingChanges")).as("a rated game: " + finished).isTrue();
            assertThat(quixote.command("/finger sancho").toString()).as("sancho's rating of then")
                    .contains("doncarlo");
            passwordsHold(server.port());

            quixote.player().playToTheEnd();
            dulcinea.player().playToTheEnd();
            JsonNode end = quixote.nextEvent("end", e -> true);
            assertThat(end.get("room").asText()).isEqualTo(running);
            assertThat(end.get("players").get(0).asText()).isEqualTo("quixote");
            assertThat(end.get("players").get(1).asText()).isEqualTo("dulcinea");
            assertThat(quixote.player().acked()).as("moves made after the upgrade").isNotEmpty();
        }
        assertThat(schema(data)).isEqualTo("Schema: version " + newestMigration() + ", as this server expects.");
    }

    /** sancho logs in with his password of then, and not with another. */
    private static void passwordsHold(int port) throws IOException {
        try (LineClient sancho = LineClient.json(port, "sancho dapple-1615")) {
            assertThat(sancho.login().get("guest").asBoolean()).isFalse();
        }
        try (LineClient thief = LineClient.json(port)) {
            assertThat(thief.command("/login sancho").toString()).contains("sancho is registered: type your password");
            thief.send("rocinante-1605");
            assertThat(thief.nextEvent("error", e -> true).get("code").asText()).isEqualTo("BAD_PASSWORD");
        }
    }

    /** The game {@code id} among those {@code command} lists. */
    private static JsonNode game(LineClient client, String command, String id) {
        JsonNode history = client.command(command).stream().filter(n -> n.get("ev").asText().equals("history"))
                .findFirst().orElseThrow(() -> new AssertionError("no history event for " + command));
        for (JsonNode g : history.get("games")) {
            if (g.get("id").asText().equals(id)) {
                return g;
            }
        }
        throw new AssertionError("game " + id + " is not in " + history);
    }

    /** What {@code check} says of the store's schema. */
    private static String schema(Path data) {
        try (StoreCheck check = StoreCheck.open(null, data)) {
            StoreCheck.Report report = check.check();
            assertThat(report.problems()).isEmpty();
            return report.found().stream().filter(l -> l.startsWith("Schema: ")).findFirst().orElseThrow();
        }
    }

    /** The newest of this server's migrations (db/migration/V<n>__...sql). */
    private static int newestMigration() throws IOException, URISyntaxException {
        Pattern version = Pattern.compile("V(\\d+)__.*\\.sql");
        Path dir = Path.of(Objects.requireNonNull(UpgradeTest.class.getResource("/db/migration")).toURI());
        try (Stream<Path> files = Files.list(dir)) {
            return files.map(f -> version.matcher(f.getFileName().toString())).filter(Matcher::matches)
                    .mapToInt(m -> Integer.parseInt(m.group(1))).max().orElseThrow();
        }
    }

    /** Copies the fixture's store into {@code data}; returns what the fixture's maker noted. */
    private static Properties copyFixture(Path data) throws IOException {
        try (InputStream store = resource("lamancha.mv.db")) {
            Files.copy(store, data.resolve("lamancha.mv.db"));
        }
        Properties facts = new Properties();
        try (Reader in = new java.io.InputStreamReader(resource("fixture.properties"), StandardCharsets.UTF_8)) {
            facts.load(in);
        }
        return facts;
    }

    private static InputStream resource(String name) {
        InputStream in = UpgradeTest.class.getResourceAsStream(FIXTURE + name);
        if (in == null) {
            throw new UncheckedIOException(new IOException("the fixture has no " + name));
        }
        return in;
    }
}
