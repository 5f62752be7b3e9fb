package io.lamancha.server.table;

import static org.assertj.core.api.Assertions.assertThat;

import io.lamancha.engine.GameDefinition;
import io.lamancha.games.Games;
import io.lamancha.server.testing.TestServer;
import io.lamancha.server.testing.TestServer.Client;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@code /option seed}: a table dealt from a seed plays the same game for the same moves, on any
 * server, and everyone at the table is told the seed.
 */
class SeededGamesTest {

    /** What a JSON spectator sees of a bots-only game of {@code game} dealt from {@code seed}. */
    private static List<String> watchBots(GameDefinition game, int seed) {
        TestServer server = new TestServer(Games.definitions());
        Client viewer = server.login("viewer");
        viewer.type("/set format json").type("/room " + game.id() + "-1").type("/option seed " + seed);
        for (int i = 0; i < Math.max(2, game.minSeats()); i++) {
            viewer.type("/addbot random");
        }
        viewer.take();
        viewer.type("/start");
        List<String> seen = new ArrayList<>(viewer.take());
        assertThat(seen).as("%s runs to its end", game.id()).anyMatch(l -> l.startsWith("{\"ev\":\"end\""));
        return seen;
    }

    @Test
    void theSameSeedGivesEveryGameMoveForMoveAndAnotherSeedAnotherGame() {
        for (GameDefinition game : Games.definitions()) {
            List<String> first = watchBots(game, 42);
            assertThat(watchBots(game, 42)).as(game.id()).isEqualTo(first);
            assertThat(watchBots(game, 43)).as(game.id()).isNotEqualTo(first);
        }
    }

    @Test
    void theStartTellsEveryoneTheSeed() {
        TestServer server = new TestServer(Games.definitions());
        Client alice = server.login("alice");
        alice.type("/room quixote-tricks-1").type("/join").type("/option seed 7").type("/addbot").type("/addbot");
        alice.take();
        alice.type("/start");
        assertThat(alice.take()).contains("Dealt from seed 7: the same seed, options and moves give the same game.");
    }
}
