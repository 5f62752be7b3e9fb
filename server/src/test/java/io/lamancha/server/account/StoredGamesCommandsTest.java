package io.lamancha.server.account;

import static org.assertj.core.api.Assertions.assertThat;

import io.lamancha.games.Games;
import io.lamancha.server.store.Persistence;
import io.lamancha.server.testing.TestServer;
import io.lamancha.server.testing.TestServer.Client;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Finished games as players see them: history, replay, personal best, finger statistics. */
class StoredGamesCommandsTest {

    @TempDir
    Path data;
    private Persistence persistence;
    private TestServer server;

    @BeforeEach
    void open() {
        persistence = Persistence.openForTests(null, data, Set.of(), Clock.systemUTC());
        server = new TestServer(Games.definitions(), Duration.ZERO, persistence.journal(), persistence.storage());
    }

    @AfterEach
    void close() {
        persistence.close();
    }

    private Client login(String name) {
        Client c = server.connect();
        c.take();
        c.typeAndAwait("/login " + name, l -> l.startsWith("Say something"));
        return c;
    }

    /** Plays a solo tile game to its end, always placing the first tile the prompt offers. */
    private List<String> playSoloTiles(Client alice) {
        alice.type("/room quixote-tiles-1").type("/join");
        return playOut(alice, alice.typeAndAwait("/start", l -> l.startsWith(">> Your move")));
    }

    /** Answers every prompt with its first move until the game is over; what was read from {@code started} on. */
    private static List<String> playOut(Client alice, List<String> started) {
        List<String> seen = new java.util.ArrayList<>(started);
        List<String> all = new java.util.ArrayList<>(started);
        while (seen.stream().noneMatch(l -> l.contains("] Game over: "))) {
            String prompt = seen.stream().filter(l -> l.startsWith(">> Your move")).reduce((a, b) -> b).orElseThrow();
            String move = prompt.replaceFirst("^[^\\[]*\\[([^\\]]+)\\].*$", "$1");
            seen.clear();
            seen.addAll(alice.typeAndAwait("/play " + move, l -> l.startsWith(">> Your move")
                    || l.startsWith("/start plays again")));
            all.addAll(seen);
        }
        return all;
    }

    @Test
    void aFinishedGameShowsInHistoryAndReplaysAsASpectatorSawIt() {
        Client alice = login("alice");
        playSoloTiles(alice);
        List<String> history = alice.typeAndAwait("#h /history alice", l -> l.equals("#h ok"));
        assertThat(history.get(0)).isEqualTo("#h Recent games of alice (replay one with /replay <id>):");
        String line = history.get(1);
        assertThat(line).contains("quixote-tiles").contains("alice");
        String id = line.replaceFirst("^#h\\s+#(\\d+).*$", "$1");

        List<String> start = alice.typeAndAwait("#r /replay " + id, l -> l.equals("#r ok"));
        assertThat(start.get(0)).isEqualTo("#r Replay of game #" + id + " (quixote-tiles), move 0 of 22:");
        assertThat(start).anyMatch(l -> l.equals("#r Next: /replay " + id + " 1")).noneMatch(l -> l.startsWith("#r Hand: T"));
        List<String> end = alice.typeAndAwait("#s /replay " + id + " full 22", l -> l.equals("#s ok"));
        assertThat(end).anyMatch(l -> l.equals("#s That was the last move.")).anyMatch(l -> l.startsWith("#s --- as alice saw it"));
    }

    @Test
    void aGameWhoseDealDrawsTheStartPlayerTellsItAtTheStartAndAtMoveZeroOfItsReplay() {
        Client alice = login("alice");
        alice.type("/room hidalgo-1").type("/join").type("/addbot smart");
        List<String> started = alice.typeAndAwait("/start", l -> l.endsWith(" starts, drawn at random, and picks the"
                + " first adventure."));
        String told = started.stream().filter(l -> l.contains(" starts, drawn at random")).findFirst().orElseThrow();
        assertThat(told).matches("(alice|~\\S+) starts, drawn at random, and picks the first adventure\\.");
        alice.typeAndAwait("/leave", l -> l.contains("] Game over: "));
        String id = alice.typeAndAwait("#h /history alice", l -> l.equals("#h ok")).get(1)
                .replaceFirst("^#h\\s+#(\\d+).*$", "$1");
        assertThat(alice.typeAndAwait("#r /replay " + id, l -> l.equals("#r ok"))).contains("#r " + told);
        assertThat(alice.typeAndAwait("#s /replay " + id + " 1", l -> l.equals("#s ok"))).doesNotContain("#s " + told);
    }

    @Test
    void aSeededGameShowsItsSeedInHistoryAndReplay() {
        Client alice = login("alice");
        alice.type("/room quixote-tiles-1").type("/option seed 42");
        playSoloTiles(alice);
        List<String> history = alice.typeAndAwait("#h /history alice", l -> l.equals("#h ok"));
        assertThat(history.get(1)).contains("(seed 42)");
        String id = history.get(1).replaceFirst("^#h\\s+#(\\d+).*$", "$1");
        assertThat(alice.typeAndAwait("#r /replay " + id, l -> l.equals("#r ok")).get(0))
                .isEqualTo("#r Replay of game #" + id + " (quixote-tiles, seed 42), move 0 of 22:");
        assertThat(persistence.storage().games().history("alice", 1).get(0).options()).containsEntry("seed", "42");
    }

    @Test
    void aSoloPlayerSeesTheirBestScoreWhenEnteringTheRoomAgain() {
        Client alice = login("alice");
        playSoloTiles(alice);
        alice.type("/lobby");
        List<String> lines = alice.typeAndAwait("/room quixote-tiles-1", l -> l.startsWith("Your best solo score"));
        assertThat(lines).anyMatch(l -> l.matches("Your best solo score at Don Quixote \\(tile game\\): \\d+\\."));
    }

    @Test
    void aSoloGameEndsWithItsScoreAndHowItRanksAmongThePlayersOwnSoloGames() {
        Client alice = login("alice");
        List<String> first = playSoloTiles(alice);
        assertThat(first).anyMatch(l -> l.matches("\\[quixote-tiles-1] Game over: alice scores \\d+ points?\\."))
                .contains("The first of alice's solo games here: a score to beat.")
                .noneMatch(l -> l.contains("wins"));
        List<String> second = playOut(alice, alice.typeAndAwait("/start", l -> l.startsWith(">> Your move")));
        assertThat(second).anyMatch(l -> l.equals("A new best of alice's 2 solo games here.")
                || l.equals("Equal to the best of alice's 2 solo games here.")
                || l.matches("The 2nd best of alice's 2 solo games here \\(best: \\d+\\)\\."));
    }

    @Test
    void replayRefusesUnknownGamesAndBadArguments() {
        Client alice = login("alice");
        assertThat(alice.typeAndAwait("/replay 999", l -> l.startsWith("error")))
                .containsExactly("error NO_SUCH_GAME: No finished game #999; /history lists them.");
        assertThat(alice.typeAndAwait("/replay x", l -> l.startsWith("error")))
                .containsExactly("error BAD_ARGUMENT: Use /replay <id> [full] [move]; /history lists game ids.");
    }
}
