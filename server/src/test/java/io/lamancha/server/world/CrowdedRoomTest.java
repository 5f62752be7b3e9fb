package io.lamancha.server.world;

import static org.assertj.core.api.Assertions.assertThat;

import io.lamancha.server.testing.CoinGame;
import io.lamancha.server.testing.TestServer;
import io.lamancha.server.testing.TestServer.Client;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * In a room of more than {@link Turnstile#CROWD} people, comings and goings are told once a second
 * in one line, and a newcomer is told the first of those here and how many; in a smaller room each
 * is told at once, as always.
 */
class CrowdedRoomTest {

    private final TestServer server = new TestServer(List.of(new CoinGame()));

    /** {@code count} people logged in to the lobby, their lines so far read. */
    private List<Client> lobbyOf(int count) {
        List<Client> people = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            people.add(server.login("p" + i));
        }
        server.advance(Turnstile.BATCH); // the last arrivals' batch, told
        people.forEach(Client::take);
        return people;
    }

    @Test
    void aRoomOfFiftyTellsEachArrivalAtOnce() {
        List<Client> lobby = lobbyOf(Turnstile.CROWD - 1);

        server.login("ann");

        assertThat(lobby.get(0).take()).containsExactly("[lobby] ann enters.");
    }

    @Test
    void aCrowdedRoomTellsWhoCameAndWentOnceASecondInOneLine() {
        List<Client> lobby = lobbyOf(Turnstile.CROWD + 1);
        Client watcher = lobby.get(0);

        for (String name : List.of("ann", "bo", "cy", "di", "ed")) {
            server.login(name);
        }
        lobby.get(5).type("/quit");
        lobby.get(6).type("/quit");
        assertThat(watcher.take()).as("nothing until the second is up").isEmpty();

        server.advance(Turnstile.BATCH);

        assertThat(watcher.take()).containsExactly("[lobby] 5 came in (ann, bo, cy and 2 more); 2 left (p5, p6).");
        server.advance(Turnstile.BATCH);
        assertThat(watcher.take()).as("a batch is told once").isEmpty();
    }

    @Test
    void whatComesWhileABatchIsOpenWaitsForItEvenIfTheRoomIsNoLongerCrowded() {
        List<Client> lobby = lobbyOf(Turnstile.CROWD + 2);
        Client watcher = lobby.get(0);

        lobby.get(1).type("/quit"); // 51 here: a batch opens
        lobby.get(2).type("/quit"); // 50 here: not crowded, but a batch is open
        server.login("ann");
        server.advance(Turnstile.BATCH);
        assertThat(watcher.take()).containsExactly("[lobby] 1 came in (ann); 2 left (p1, p2).");

        lobby.get(3).type("/quit");
        assertThat(watcher.take()).as("50 here now, no batch open: told at once")
                .containsExactly("[lobby] p3 leaves (quit).");
    }

    @Test
    void aNewcomerToACrowdedRoomIsToldTheFirstFiftyAndHowManyAreHere() {
        lobbyOf(Turnstile.CROWD + 9);
        Client ann = server.connect();
        ann.take();
        ann.type("/login ann");

        String here = String.join(" ", ann.take()).replaceAll("\\s+", " ") + " "; // lines wrap at 80
        assertThat(here).contains("p0 ").contains("p49 ").doesNotContain("p50 ")
                .contains("and 10 more (/who lists everyone).");
        ann.type("/who");
        assertThat(String.join(" ", ann.take())).contains("p58").contains("ann");
    }

    @Test
    void theRoomListNamesTheFirstFiftyOfACrowdedRoomAndSaysHowManyMore() {
        lobbyOf(Turnstile.CROWD + 9);
        Client ann = server.login("ann");
        ann.take();

        ann.type("/rooms");

        String rooms = String.join(" ", ann.take()).replaceAll("\\s+", " ") + " ";
        assertThat(rooms).contains("p0 ").contains("p49 ").doesNotContain("p50 ").contains("and 10 more");
        ann.type("/set format json").take();
        ann.type("/rooms");
        assertThat(ann.take()).anyMatch(l -> l.contains("\"name\":\"lobby\"") && l.contains("\"here\":60"));
    }

    @Test
    void aJsonClientInACrowdedRoomGetsTheBatchAsOneEvent() {
        List<Client> lobby = lobbyOf(Turnstile.CROWD + 1);
        Client robo = lobby.get(0);
        robo.type("/set format json");
        robo.take();

        server.login("ann");
        server.advance(Duration.ofMillis(999));
        assertThat(robo.take()).isEmpty();
        server.advance(Duration.ofMillis(1));

        assertThat(robo.take()).containsExactly(
                "{\"ev\":\"comings\",\"room\":\"lobby\",\"entered\":1,\"left\":0,\"came\":[\"ann\"],\"went\":[]}");
    }
}
