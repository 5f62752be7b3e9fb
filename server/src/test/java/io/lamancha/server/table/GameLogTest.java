package io.lamancha.server.table;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.lamancha.games.Games;
import io.lamancha.server.testing.TestServer;
import io.lamancha.server.testing.TestServer.Client;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * {@code /gamelog}: what each viewer was told of a game, told again from the server (a reloaded
 * page draws its log from it): the same events, in the same order, with the same sentences and
 * data as the live {@code game} lines, a seat's secrets to that seat alone.
 */
class GameLogTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private final TestServer server = new TestServer(Games.definitions());

    private static JsonNode parse(String line) {
        try {
            return JSON.readTree(line);
        } catch (Exception e) {
            throw new AssertionError(line, e);
        }
    }

    /** The {@code game} events among {@code lines}, as type, text and data. */
    private static List<String> gameEvents(List<String> lines) {
        List<String> out = new ArrayList<>();
        for (String l : lines) {
            JsonNode e = parse(l);
            if (e.path("ev").asText().equals("game")) {
                out.add(e.path("type").asText() + "|" + e.path("text").asText() + "|" + e.path("data"));
            }
        }
        return out;
    }

    /** The entries of the {@code gamelog} among {@code lines}, as {@link #gameEvents} gives them. */
    private static List<String> logged(List<String> lines) {
        JsonNode log = lines.stream().map(GameLogTest::parse).filter(e -> e.path("ev").asText().equals("gamelog"))
                .findFirst().orElseThrow(() -> new AssertionError("no gamelog in " + lines));
        List<String> out = new ArrayList<>();
        log.path("events").forEach(e -> out.add(e.path("type").asText() + "|" + e.path("text").asText() + "|"
                + e.path("data")));
        return out;
    }

    @Test
    void eachViewerIsToldAgainExactlyWhatTheGameToldThemSecretsToTheirOwnSeatOnly() {
        Client alice = server.login("alice");
        Client bob = server.login("bob");
        Client carol = server.login("carol");
        for (Client c : List.of(alice, bob, carol)) {
            c.type("/set format json").type("/room doncarlo-1");
        }
        alice.type("/join").type("/option seed 11");
        bob.type("/join");
        Map<Client, List<String>> seen = Map.of(alice, new ArrayList<>(), bob, new ArrayList<>(),
                carol, new ArrayList<>());
        seen.forEach((c, lines) -> c.take());
        alice.type("/start");
        for (int moves = 0; moves < 400; moves++) {
            seen.forEach((c, lines) -> lines.addAll(c.take()));
            for (Client c : List.of(alice, bob)) {
                JsonNode state = lastState(seen.get(c));
                if (state != null && !state.path("legal").isEmpty()) {
                    c.type("/play @" + state.path("version").asInt() + " " + state.path("legal").get(0).asText());
                    break;
                }
            }
        }
        seen.forEach((c, lines) -> lines.addAll(c.take()));
        assertThat(seen.get(carol)).as("the game ended").anyMatch(l -> l.startsWith("{\"ev\":\"end\""));

        for (Client c : List.of(alice, bob, carol)) {
            c.type("#1 /gamelog");
            List<String> reply = c.take();
            assertThat(logged(reply)).as(c.session().name() + "'s log").isNotEmpty()
                    .containsExactlyElementsOf(gameEvents(seen.get(c)));
        }
        List<String> alices = gameEvents(seen.get(alice));
        assertThat(alices).as("alice's own draws").anyMatch(e -> e.startsWith("cards_drawn|alice draws"))
                .noneMatch(e -> e.startsWith("cards_drawn|bob draws"));
        assertThat(gameEvents(seen.get(carol))).as("what a spectator was told")
                .noneMatch(e -> e.startsWith("cards_drawn|"));
    }

    @Test
    void aTextPlayerReadsTheSentencesAndARoomWithoutAGameSaysSo() {
        Client alice = server.login("alice");
        alice.type("/room quixote-tricks-1").take();
        alice.type("/gamelog");
        assertThat(alice.take()).containsExactly("error NO_GAME: No game yet; /start starts one.");
        alice.type("/join").type("/option seed 4").type("/addbot").type("/addbot random").type("/start");
        List<String> told = alice.take();
        alice.type("/play " + told.get(told.size() - 1).replaceAll(".*Legal: \\[([A-Z0-9]+)].*", "$1"));
        told.addAll(alice.take());
        alice.type("/gamelog");
        List<String> log = alice.take();
        assertThat(log.get(0)).isEqualTo("The game in quixote-tricks-1 so far:");
        assertThat(log.subList(1, log.size())).as("the game's sentences").isNotEmpty()
                .anyMatch(l -> l.contains(" plays ")).anyMatch(l -> l.startsWith("Your hand for round 1: "))
                .isSubsetOf(told);
    }

    @Test
    void spielinfoWithAGameTeachesItAnywhereWithItsOptions() {
        Client alice = server.login("alice");
        alice.type("/spielinfo hidalgo");
        List<String> info = alice.take();
        assertThat(info.get(0)).isEqualTo("Don Quixote: The Ingenious Hidalgo (hidalgo), 2-6 players.");
        assertThat(info).contains("Options (/option <key> <value> at a table):")
                .anyMatch(l -> l.startsWith("  side = a|b, default a"))
                .noneMatch(l -> l.startsWith("This table:"));
        alice.type("/spielinfo chess");
        assertThat(alice.take()).containsExactly(
                "error NO_SUCH_GAME: No game chess; games: quixote-tricks, doncarlo,",
                "  quixote-tiles, hidalgo.");
    }

    private static JsonNode lastState(List<String> lines) {
        for (int i = lines.size() - 1; i >= 0; i--) {
            if (lines.get(i).startsWith("{\"ev\":\"state\"")) {
                return parse(lines.get(i));
            }
        }
        return null;
    }
}
