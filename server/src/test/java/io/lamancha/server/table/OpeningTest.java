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
 * At {@code /start} every person at the table reads it at once, not only the one to move: each
 * seat its view with its hand, and a spectator the table, with whom the game waits for.
 */
class OpeningTest {

    @Test
    void everySeatAndEverySpectatorReadsTheTableWhenEachGameStarts() {
        for (GameDefinition game : Games.definitions()) {
            TestServer server = new TestServer(Games.definitions());
            String room = game.id() + "-1";
            List<Client> seated = new ArrayList<>();
            for (int i = 0; i < Math.max(2, game.minSeats()); i++) {
                Client c = server.login("p" + i);
                c.type("/room " + room).type("/join");
                seated.add(c);
            }
            Client carol = server.login("carol");
            carol.type("/room " + room);
            seated.get(0).type("/start");
            for (Client c : seated) {
                String name = c.session().name();
                assertThat(c.take()).as("%s at %s", name, game.id())
                        .anyMatch(l -> l.startsWith(">> Your move, " + name) || l.startsWith("Waiting for: "))
                        .anyMatch(l -> l.contains("Your hand") || l.startsWith("Hand: "));
            }
            assertThat(carol.take()).as("a spectator at %s", game.id())
                    .anyMatch(l -> l.startsWith("Waiting for: "))
                    .noneMatch(l -> l.contains("Your hand") || l.startsWith(">>"));
        }
    }

    @Test
    void eachPlayerOfTheTrickGameIsToldTheirHandForRoundOneAndNobodyElses() {
        TestServer server = new TestServer(Games.definitions());
        List<Client> seated = new ArrayList<>();
        for (String name : List.of("ann", "bob", "cid")) {
            Client c = server.login(name);
            c.type("/room quixote-tricks-1").type("/join");
            seated.add(c);
        }
        Client carol = server.login("carol");
        carol.type("/room quixote-tricks-1");
        seated.get(0).type("/start");
        List<String> hands = new ArrayList<>();
        for (Client c : seated) {
            List<String> told = c.take().stream().filter(l -> l.startsWith("Your hand for round 1: ")).toList();
            assertThat(told).as(c.session().name()).hasSize(1);
            hands.add(told.get(0));
        }
        assertThat(hands).doesNotHaveDuplicates();
        assertThat(carol.take()).noneMatch(l -> l.startsWith("Your hand"))
                .anyMatch(l -> l.startsWith("Round 1 is dealt; face-up leftovers: "));
    }
}
