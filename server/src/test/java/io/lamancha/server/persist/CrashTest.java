package io.lamancha.server.persist;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.lamancha.server.metrics.ServerMetrics;
import io.lamancha.server.store.Database;
import io.lamancha.server.store.GameStatus;
import io.lamancha.server.store.GameStore;
import io.lamancha.server.store.StoredGame;
import io.lamancha.server.store.StoredMove;
import io.lamancha.server.store.StoredSeat;
import io.lamancha.server.testing.ServerProcess;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A server process killed with SIGKILL while several tables play loses no acknowledged move: the
 * store holds every move a player got the {@code ok} for, and the restarted server restores the
 * games, lets bots play for the absent players once the grace is over, and finishes them.
 */
class CrashTest {

    private static final int PLAYERS = 4;
    /** Own acknowledged moves every player has before the kill. */
    private static final int KILL_AFTER = 3;
    /** Players stop here, short of a round's 7 cards: no game can be over when the kill comes. */
    private static final int PAUSE_AT = 6;

    @TempDir
    Path dir;

    /** One player's table and the moves the server acknowledged to it. */
    private record Played(String name, String room, List<AutoPlayer.Ack> acked) {
    }

    @Test
    void everyMoveAcknowledgedBeforeKillNineIsStoredAndBotsFinishTheRestoredGames() throws Exception {
        Path data = dir.resolve("data");
        List<Played> played = playUntilKilled(data);

        Map<String, StoredGame> atKill = runningGamesByRoom(data);
        for (Played p : played) {
            StoredGame game = atKill.get(p.room());
            assertThat(game).as("running game in %s", p.room()).isNotNull();
            int seat = game.seats().stream().map(StoredSeat::name).toList().indexOf(p.name());
            for (AutoPlayer.Ack ack : p.acked()) {
                assertThat(game.moves().size()).as("moves stored in %s", p.room()).isGreaterThan(ack.version());
                StoredMove stored = game.moves().get(ack.version());
                assertThat(List.of(stored.seat(), stored.move())).as("move at version %d in %s", ack.version(), p.room())
                        .isEqualTo(List.of(seat, ack.move()));
            }
        }

        try (ServerProcess second = ServerProcess.start(data, dir.resolve("second.out"), "--grace", "1");
                LineClient watcher = LineClient.json(second.port(), "watcher")) {
            Map<Long, JsonNode> finished = awaitFinished(watcher, atKill);
            for (Played p : played) {
                JsonNode entry = finished.get(atKill.get(p.room()).id());
                assertThat(entry.get("players").toString()).isEqualTo("[\"" + p.name() + "\",\"~Sancho\",\"~Dulcinea\"]");
            }
            second.stop();
            assertThat(second.output()).as("the stop logs from start to end, logging shut down last")
                    .contains("Main - stopping", "connections told goodbye", "Main - stopped").doesNotContain("Log4j shutdown hook")
                    .as("a clean stop logs no error or warning").doesNotContainPattern("(?m)^\\S+ (ERROR|WARN) ");
        }
        assertFinishedWithTheSameBeginning(data, atKill);
    }

    /** Starts a server process, has every player play at its own table, and kills the process mid-game. */
    private List<Played> playUntilKilled(Path data) throws Exception {
        List<LineClient> clients = new ArrayList<>();
        List<String> rooms = new ArrayList<>();
        try (ServerProcess first = ServerProcess.start(data, dir.resolve("first.out"), "--grace", "1")) {
            for (int i = 0; i < PLAYERS; i++) {
                LineClient c = LineClient.json(first.port(), "player" + i);
                clients.add(c);
                rooms.add(c.startWithBots("/newroom quixote-tricks", "smart", "random"));
            }
            for (LineClient c : clients) {
                c.player().playUpTo(PAUSE_AT);
            }
            for (LineClient c : clients) {
                c.player().awaitAcked(KILL_AFTER);
            }
            first.killNine();
        }
        List<Played> played = new ArrayList<>();
        for (int i = 0; i < PLAYERS; i++) {
            LineClient c = clients.get(i);
            // acknowledgements already in the socket buffer when the process died count too
            assertThat(c.awaitEnd()).isTrue();
            played.add(new Played("player" + i, rooms.get(i), c.player().acked()));
            c.close();
        }
        return played;
    }

    private static Map<String, StoredGame> runningGamesByRoom(Path data) {
        Map<String, StoredGame> byRoom = new HashMap<>();
        // as the next server reads it: the write-ahead file's records applied first
        try (Database database = Database.open(null, data);
                GameStore games = GameStore.writingAhead(database, Clock.systemUTC(), ServerMetrics.NONE)) {
            for (StoredGame g : games.running()) {
                assertThat(byRoom.put(g.room(), g)).as("one running game in %s", g.room()).isNull();
            }
        }
        return byRoom;
    }

    /** Asks {@code /history} until every game is listed as finished; returns the entries by id. */
    private static Map<Long, JsonNode> awaitFinished(LineClient watcher, Map<String, StoredGame> games) throws InterruptedException {
        Set<Long> wanted = new HashSet<>();
        games.values().forEach(g -> wanted.add(g.id()));
        long end = System.nanoTime() + LineClient.WAIT.toNanos();
        Map<Long, JsonNode> finished = new HashMap<>();
        while (!finished.keySet().containsAll(wanted)) {
            assertThat(System.nanoTime()).as("games finished so far: %s of %s", finished.keySet(), wanted).isLessThan(end);
            Thread.sleep(200);
            for (JsonNode reply : watcher.command("/history")) {
                if (reply.get("ev").asText().equals("history")) {
                    reply.get("games").forEach(g -> finished.put(g.get("id").asLong(), g));
                }
            }
        }
        return finished;
    }

    /** After a clean stop, the store has each game finished, its moves from before the kill unchanged. */
    private static void assertFinishedWithTheSameBeginning(Path data, Map<String, StoredGame> atKill) {
        try (Database database = Database.open(null, data); GameStore games = new GameStore(database, Clock.systemUTC())) {
            for (StoredGame before : atKill.values()) {
                StoredGame after = games.load(before.id()).orElseThrow();
                assertThat(after.status()).isEqualTo(GameStatus.FINISHED);
                assertThat(after.moves()).startsWith(before.moves().toArray(new StoredMove[0]));
                assertThat(after.moves().size()).isGreaterThan(before.moves().size());
            }
        }
    }
}
