package io.lamancha.server.table;

import static org.assertj.core.api.Assertions.assertThat;

import io.lamancha.games.Games;
import io.lamancha.server.testing.TestServer;
import io.lamancha.server.testing.TestServer.Client;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The games that never change ratings, each told why at the start and in {@code /spielinfo}:
 * {@code /option rated no}, solo games, the cooperative variant, seeded deals and bots. (A guest's
 * game and a rated game are played over TCP in RatedGamesE2ETest.)
 */
class UnratedGamesTest {

    private final TestServer server = new TestServer(Games.definitions());

    /** Starts a table of {@code room} after {@code setup}; the lines everyone at it saw. */
    private List<String> start(String room, String... setup) {
        Client alice = server.login("alice");
        Client bob = server.login("bob");
        bob.type("/room " + room).type("/join");
        alice.type("/room " + room).type("/join");
        for (String line : setup) {
            alice.type(line);
        }
        alice.take();
        bob.type("/start");
        return bob.take();
    }

    @Test
    void aTableSetToRatedNoIsFriendly() {
        assertThat(start("doncarlo-1", "/option rated no"))
                .contains("Not rated: this table is set to /option rated no.")
                .noneMatch(l -> l.startsWith("Rated:"));
    }

    @Test
    void theCooperativeVariantIsNotRated() {
        assertThat(start("doncarlo-1", "/option variant coop"))
                .contains("Not rated: the cooperative variant is played together, so it is not rated.");
    }

    @Test
    void aSeededDealIsNotRated() {
        assertThat(start("doncarlo-1", "/option seed 5")).contains("Not rated: a game dealt from a chosen seed is not rated.");
    }

    @Test
    void aGameWithABotIsNotRated() {
        assertThat(start("quixote-tricks-1", "/addbot smart"))
                .contains("Not rated: ~Sancho is a bot; games with bots are not rated.");
    }

    @Test
    void aSoloGameIsNotRated() {
        Client alice = server.login("alice");
        alice.type("/room quixote-tiles-1").type("/join");
        alice.take();
        alice.type("/start");
        assertThat(alice.take()).contains("Not rated: solo games are not rated.");
    }

    @Test
    void spielinfoSaysWhetherTheTablesGamesAreRatedAndBotsShowTheirFixedRatings() {
        Client alice = server.login("alice");
        alice.type("/room doncarlo-1").type("/spielinfo");
        List<String> info = alice.take();
        assertThat(info).contains("Bots: random (rated 1300), smart (rated 1800); /addbot <level> adds one.");
        assertThat(String.join(" ", info).replaceAll(" +", " ")).contains("Rated: yes, when every player is registered"
                + " (no guest, no bot) and unseeded, each at an address of their own.");
        alice.type("/option variant coop").type("/spielinfo");
        assertThat(alice.take()).contains("Rated: no, the cooperative variant is played together, so it is not rated.");
        alice.type("/addbot smart");
        assertThat(alice.take()).contains("[doncarlo-1] ~Sancho (smart bot, rated 1800) takes seat 1.");
    }
}
