package io.lamancha.server.persist;

import static io.lamancha.server.persist.ClusterFailoverE2ETest.assertEveryAckIsStored;
import static io.lamancha.server.persist.ClusterFailoverE2ETest.finished;
import static io.lamancha.server.persist.ClusterFailoverE2ETest.roomOf;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.lamancha.server.e2e.ClusterNodes;
import io.lamancha.server.store.StoredGame;
import io.lamancha.server.testing.ServerProcess;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * A node paused (SIGSTOP) for longer than its leases last, mid-game, on three nodes with real
 * Redis and PostgreSQL: alice plays on node A, which runs the room; bob on node B and carol on
 * node C are relayed to it. While A is paused another node takes the room over and carries bob
 * and carol there. Then A goes on (SIGCONT) with its stale copy of the room: alice, logging in to
 * A again at once with her token, must be shown the real game at its current version by the new
 * owner and have her moves taken there, never A's old state; bob and carol play on; every
 * acknowledged move is in the finished game.
 */
@Timeout(value = 180, unit = TimeUnit.SECONDS)
class PausedNodeE2ETest {

    /** How long node A is paused: longer than the take-over takes (its leases last 6 s). */
    private static final long PAUSE_MILLIS = 12_000;

    @TempDir
    Path dir;

    @Test
    void aNodeResumedAfterItsRoomWasTakenOverServesNobodyItsStaleCopy() throws Exception {
        try (ClusterNodes cluster = ClusterNodes.onTestServices(dir)) {
            // one first, which makes the database's tables; then the two others at once
            List<ServerProcess> nodes = new java.util.ArrayList<>(cluster.start("node-a"));
            nodes.addAll(cluster.start("node-b", "node-c"));
            ServerProcess a = nodes.get(0);
            LineClient alice = LineClient.json(a.port(), "alice");
            LineClient bob = LineClient.json(nodes.get(1).port(), "bob");
            LineClient carol = LineClient.json(nodes.get(2).port(), "carol");
            String token = alice.login().get("token").asText();
            String room = roomOf(alice.command("/newroom quixote-tricks"));
            alice.command("/join");
            for (LineClient c : List.of(bob, carol)) {
                assertThat(roomOf(c.command("/room " + room))).isEqualTo(room);
                c.command("/join");
            }
            alice.command("/start");
            for (LineClient c : List.of(alice, bob, carol)) {
                c.player().playUpTo(2);
            }
            for (LineClient c : List.of(alice, bob, carol)) {
                c.player().awaitAcked(2);
            }

            long paused = System.nanoTime();
            a.signal("STOP");
            ServerProcess owner = newOwner(nodes.subList(1, 3), room);
            long tookOver = System.nanoTime() - paused;
            for (LineClient c : List.of(bob, carol)) {
                c.next(l -> l.contains("your game goes on on another node in a moment"));
                c.next(l -> l.startsWith("{\"ev\":\"state\""));
            }
            for (LineClient c : List.of(bob, carol)) {
                c.player().playUpTo(3); // the game goes on there as far as it can without alice
            }
            long left = PAUSE_MILLIS - (System.nanoTime() - paused) / 1_000_000;
            assertThat(left).as("the room was taken over while node a was paused").isPositive();
            Thread.sleep(left); // the fault itself: node a stays paused this long
            // alice logs in to node a again while it is still paused: her login is the first
            // thing it reads when it goes on, before it has heard that its lease is gone
            CompletableFuture<LineClient> login = CompletableFuture.supplyAsync(() -> {
                try {
                    return LineClient.json(a.port(), "alice " + token);
                } catch (java.io.IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
            });
            int current = lastVersion(bob);
            a.signal("CONT");
            long resumed = System.nanoTime();

            LineClient alice2 = login.get(60, TimeUnit.SECONDS);
            assertThat(alice2.login().get("room").asText()).as("alice's seat").isEqualTo(room);
            JsonNode first = alice2.nextEvent("state", e -> true);
            long shown = System.nanoTime() - resumed;
            assertThat(first.get("version").asInt()).as("alice is shown the real game, not node a's old copy: "
                    + alice2.all()).isGreaterThanOrEqualTo(current);
            for (LineClient c : List.of(alice2, bob, carol)) {
                c.player().playToTheEnd();
            }
            try {
                for (LineClient c : List.of(alice2, bob, carol)) {
                    c.nextEvent("end", e -> true);
                }
            } catch (AssertionError e) {
                for (LineClient c : List.of(alice, alice2, bob, carol)) {
                    System.out.println("what " + c.login().get("name").asText() + " was sent:\n" + String.join("\n", c.all()));
                }
                throw e;
            }
            System.out.printf("node a paused %d s: %s took the room over after %d ms; alice, logging in to node a"
                    + " at once after it went on, was shown the game at version %d (bob's %d) after %d ms%n",
                    PAUSE_MILLIS / 1000, owner == nodes.get(1) ? "node-b" : "node-c", tookOver / 1_000_000,
                    first.get("version").asInt(), current, shown / 1_000_000);
            for (LineClient c : List.of(bob, carol)) {
                assertThat(c.all()).as("relayed players keep their connections").noneMatch(
                        l -> l.contains("\"ev\":\"bye\""));
            }
            StoredGame game = finished(cluster.database(), dir);
            assertThat(game.room()).isEqualTo(room);
            assertEveryAckIsStored(game, "alice", alice.player().acked(), alice2.player().acked());
            assertEveryAckIsStored(game, "bob", bob.player().acked());
            assertEveryAckIsStored(game, "carol", carol.player().acked());
            for (LineClient c : List.of(alice, alice2, bob, carol)) {
                c.close();
            }
        }
    }

    /** The version of the last table state {@code c} was shown. */
    private static int lastVersion(LineClient c) {
        return c.all().stream().filter(l -> l.startsWith("{\"ev\":\"state\""))
                .mapToInt(l -> LineClient.parse(l).get("version").asInt()).reduce((x, y) -> y).orElseThrow();
    }

    /** Waits until one of {@code nodes} says it took {@code room} over; returns it. */
    private static ServerProcess newOwner(List<ServerProcess> nodes, String room) throws Exception {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (System.nanoTime() < end) {
            for (ServerProcess n : nodes) {
                if (n.output().contains("took over the room " + room + " ")) {
                    return n;
                }
            }
            Thread.sleep(100);
        }
        throw new AssertionError(room + " was not taken over within 30 s");
    }
}
