package io.lamancha.server.table;

import static org.assertj.core.api.Assertions.assertThat;

import io.lamancha.server.testing.CoinGame;
import io.lamancha.server.testing.TestServer;
import io.lamancha.server.testing.TestServer.Client;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A bot that does not read the view (the random one) plays without its table building one per
 * move; a bot that chooses at once (the random one) chooses on its table's strand, one that
 * weighs its moves on the bots' threads.
 */
class BotViewsTest {

    @Test
    void aRandomBotPlaysAWholeGameWithoutAViewOfItsSeatBeingBuilt() {
        CoinGame coins = new CoinGame();
        TestServer server = new TestServer(List.of(coins));
        Client alice = server.login("alice");
        alice.type("/room coins-1").type("/join").type("/addbot random").type("/option rounds 2").type("/start");
        alice.type("/play heads");
        alice.type("/play tails");

        assertThat(alice.take()).as("the bot made both its calls and the game ended")
                .anyMatch(l -> l.contains("calls") && l.startsWith("~"))
                .anyMatch(l -> l.contains("Game over"));
        assertThat(coins.viewsBuilt(1)).as("views of the bot's seat").isZero();
        assertThat(coins.viewsBuilt(0)).as("views of alice's seat: her prompts").isPositive();
    }

    @Test
    void aRandomBotChoosesOnItsTablesStrandAndAWeighingBotOnTheBotsThreads() {
        TestServer server = new TestServer(List.of(new CoinGame()));
        Client alice = server.login("alice");
        alice.type("/room coins-1").type("/join").type("/addbot random").type("/option rounds 2").type("/start");
        alice.type("/play heads").type("/play tails");
        assertThat(alice.take()).anyMatch(l -> l.contains("Game over"));
        assertThat(server.botHandoffs()).as("hand-offs of the random bot's choices").isZero();

        Client bob = server.login("bob");
        bob.type("/room coins-2").type("/join").type("/addbot smart").type("/option rounds 2").type("/start");
        bob.type("/play heads").type("/play tails");
        assertThat(bob.take()).as("the smart bot made both its calls").anyMatch(l -> l.contains("Game over"));
        assertThat(server.botHandoffs()).as("hand-offs of the smart bot's choices").isEqualTo(2);
    }
}
