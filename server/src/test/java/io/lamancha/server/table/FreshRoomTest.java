package io.lamancha.server.table;

import static org.assertj.core.api.Assertions.assertThat;

import io.lamancha.server.testing.CoinGame;
import io.lamancha.server.testing.TestServer;
import io.lamancha.server.testing.TestServer.Client;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A room the last person left is new for the next group: no stranger's bots, options or finished game. */
class FreshRoomTest {

    private final TestServer server = new TestServer(List.of(new CoinGame()));

    @Test
    void theLastPersonToLeaveTakesTheBotsAndTheOptionsWithThem() {
        Client alice = server.login("alice");
        alice.type("/room coins-1").type("/join").type("/addbot random").type("/option timer 30")
                .type("/option rounds 3").type("/lobby");
        Client bob = server.login("bob");
        bob.take();
        bob.type("/room coins-1");
        assertThat(bob.take()).contains("Seats: none taken.");
        bob.type("/option help");
        assertThat(bob.take()).anyMatch(l -> l.matches("\\s*timer\\s+= 0\\s.*"))
                .anyMatch(l -> l.matches("\\s*rounds\\s+= 2\\s.*"));
    }

    @Test
    void aRoomIsNotResetWhileSomeoneIsStillInIt() {
        Client alice = server.login("alice");
        alice.type("/room coins-1").type("/addbot random").type("/option timer 30");
        Client bob = server.login("bob");
        bob.type("/room coins-1").type("/lobby");
        alice.take();
        alice.type("/who");
        assertThat(alice.take()).anyMatch(l -> l.contains("~Sancho"));
        alice.type("/option help");
        assertThat(alice.take()).anyMatch(l -> l.matches("\\s*timer\\s+= 30\\s.*"));
    }

    @Test
    void aFinishedGameNobodyWatchesAnyMoreIsClearedForTheNextGroup() {
        Client alice = server.login("alice");
        alice.type("/room coins-1").type("/join").type("/addbot random").type("/option rounds 1").type("/start");
        alice.type("/play heads");
        assertThat(alice.take()).anyMatch(l -> l.startsWith("[coins-1] Game over: "));
        alice.type("/lobby");
        Client bob = server.login("bob");
        bob.type("/room coins-1");
        assertThat(bob.take()).anyMatch(l -> l.startsWith("You are in room coins-1") && l.endsWith("waiting."))
                .contains("Seats: none taken.");
    }
}
