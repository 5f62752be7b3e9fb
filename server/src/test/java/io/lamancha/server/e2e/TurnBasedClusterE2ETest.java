package io.lamancha.server.e2e;

import static io.lamancha.server.e2e.TurnPlay.events;
import static io.lamancha.server.e2e.TurnPlay.eventually;
import static io.lamancha.server.e2e.TurnPlay.last;
import static io.lamancha.server.e2e.TurnPlay.loginJson;
import static io.lamancha.server.e2e.TurnPlay.named;
import static io.lamancha.server.e2e.TurnPlay.playUntilAwaited;
import static io.lamancha.server.e2e.TurnPlay.registered;
import static io.lamancha.server.e2e.TurnPlay.start;
import static io.lamancha.server.e2e.TurnPlay.turnBasedTable;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.lamancha.server.e2e.TurnPlay.Player;
import io.lamancha.server.testing.ServerProcess;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A parked turn-based game belongs to no node of a cluster (two server processes on a real Redis
 * and PostgreSQL): it is started on one node, parked there, and resumed on the other, which takes
 * it back from the store when a player enters its room there, after the first node is gone:
 * killed, or drained (SIGTERM). The player's next move is taken there.
 */
@Timeout(value = 3, unit = TimeUnit.MINUTES)
class TurnBasedClusterE2ETest {

    @TempDir
    Path dir;

    /**
     * {@code KILL}: node a is killed (kill -9), nothing of the game is in memory anywhere;
     * {@code TERM}: node a drains (SIGTERM) and stops cleanly, its parked game left to the store.
     */
    @ParameterizedTest
    @ValueSource(strings = {"KILL", "TERM"})
    void aGameParkedOnOneNodeIsResumedOnTheOtherWhenAPlayerEntersItsRoomThere(String stop) throws Exception {
        try (ClusterNodes cluster = ClusterNodes.onTestServices(dir)) {
            List<ServerProcess> nodes = cluster.start("node-a", "node-b");
            ServerProcess a = nodes.get(0);
            ServerProcess b = nodes.get(1);
            String room;
            try (SocketClient ann = registered(a.port(), "ann"); SocketClient bob = registered(a.port(), "bob")) {
                room = turnBasedTable(ann, bob, "1h", "random");
                List<Player> players = start(ann, bob, room);
                Player bobAt = named(players, "bob");
                playUntilAwaited(players, bobAt);
                for (SocketClient c : List.of(ann, bob)) {
                    assertThat(Wire.request(c, "l" + c.hashCode(), "/lobby").get("ev").asText()).isEqualTo("ok");
                }
                eventually(ann, "/rooms", l -> !l.contains("\"name\":\"" + room + "\""));
            }
            if (stop.equals("KILL")) {
                a.killNine(); // the node that started the game is gone: nothing of it is in memory anywhere
            } else {
                a.signal("TERM");
                assertThat(a.awaitExit()).as("node a drains and stops cleanly").isZero();
                assertThat(a.output()).contains("drained: 0 of 0 room(s)");
            }

            try (SocketClient bob = new SocketClient(b.port())) {
                List<String> login = loginJson(bob, "bob");
                assertThat(events(login, "notice")).extracting(n -> n.get("message").asText())
                        .anySatisfy(m -> assertThat(m).startsWith("Your move in 1 game: " + room + " ("));
                List<String> back = bob.send("#r1 /room " + room).until(l -> Wire.isEvent(l, "state"));
                JsonNode entered = last(events(back, "room"));
                assertThat(entered.get("room").asText()).isEqualTo(room);
                assertThat(entered.has("seat")).as("bob is back in his seat, on node b").isTrue();
                JsonNode state = Wire.json(last(back));
                assertThat(Wire.request(bob, "p1", "/play @" + state.get("version").asInt() + " "
                        + state.get("legal").get(0).asText()).get("ev").asText()).as("node b takes his move")
                        .isEqualTo("ok");
            }
            assertThat(b.output()).contains("brought back the parked game");
        }
    }
}
