package io.lamancha.server.persist;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.lamancha.server.e2e.ClusterNodes;
import io.lamancha.server.store.Database;
import io.lamancha.server.store.GameStatus;
import io.lamancha.server.store.GameStore;
import io.lamancha.server.store.StoredGame;
import io.lamancha.server.store.StoredMove;
import io.lamancha.server.store.StoredSeat;
import io.lamancha.server.testing.ServerProcess;
import io.lamancha.server.testing.TcpProxy;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Games across the nodes of a cluster, on real Redis and PostgreSQL. Alice on node A and bob on
 * node B, relayed to node A, play a whole game in node A's room, still in their channel. And alice
 * on node A starts one in a room node A holds, bob on node B and carol on node C play in it relayed
 * through their nodes, and node A is killed with SIGKILL mid-game. Node B or C takes the room over
 * from PostgreSQL; bob and carol, whose connections are fine, are told their game goes on
 * elsewhere and are seated again on the room's new node without logging in; alice logs in to node
 * B with her token and gets her seat back; the game goes on to its end, and every move any of them
 * was told was taken is in the finished game, once. And a node cut off from Redis stops taking
 * moves once it cannot prove it holds the room, while another node takes the game over.
 */
@Timeout(value = 150, unit = TimeUnit.SECONDS) // three nodes start in the first test
class ClusterFailoverE2ETest {

    /** How long a node takes moves after its last lease renewal reached Redis (RoomLeases.SAFE). */
    private static final long LEASE_SAFE_MILLIS = 4000;

    @TempDir
    Path dir;

    @Test
    void aGameGoesOnOnAnotherNodeWhenItsNodeIsKilledWithEveryAcknowledgedMove() throws Exception {
        try (ClusterNodes cluster = ClusterNodes.onTestServices(dir)) {
            List<ServerProcess> nodes = cluster.start("node-a", "node-b", "node-c");
            ServerProcess a = nodes.get(0);
            LineClient alice = LineClient.json(a.port(), "alice");
            LineClient bob = LineClient.json(nodes.get(1).port(), "bob");
            LineClient carol = LineClient.json(nodes.get(2).port(), "carol");
            String aliceToken = alice.login().get("token").asText();

            String room = roomOf(alice.command("/newroom quixote-tricks"));
            alice.command("/join");
            for (LineClient relayed : List.of(bob, carol)) {
                assertThat(roomOf(relayed.command("/room " + room))).as("relayed to node a's room").isEqualTo(room);
                relayed.command("/join");
            }
            alice.command("/start");
            alice.player().playUpTo(3);
            bob.player().playUpTo(3);
            carol.player().playUpTo(3);
            alice.player().awaitAcked(3);
            bob.player().awaitAcked(3);
            carol.player().awaitAcked(3); // none of the relayed players' moves is on its way when node a dies

            long killed = System.nanoTime();
            a.killNine();
            assertThat(alice.awaitEnd()).isTrue();
            for (LineClient relayed : List.of(bob, carol)) {
                relayed.next(l -> l.contains("your game goes on on another node in a moment"));
            }
            ServerProcess owner = awaitTakeover(nodes.subList(1, 3), room);
            long tookOver = System.nanoTime() - killed;
            bob.next(l -> l.startsWith("{\"ev\":\"state\""));
            carol.next(l -> l.startsWith("{\"ev\":\"state\""));
            long relayedBack = System.nanoTime() - killed;
            LineClient alice2 = LineClient.json(nodes.get(1).port(), "alice " + aliceToken);
            assertThat(alice2.login().get("room").asText()).as("alice's seat waits on node b").isEqualTo(room);
            for (LineClient c : List.of(alice2, bob, carol)) {
                c.player().playToTheEnd();
            }
            bob.player().awaitAcked(4);
            carol.player().awaitAcked(4);
            long relayedPlayed = System.nanoTime() - killed;
            for (LineClient c : List.of(alice2, bob, carol)) {
                c.nextEvent("end", e -> true);
            }
            System.out.printf("three nodes: %s took the room over %d ms after node a was killed; bob (node b)"
                    + " and carol (node c), never logged out, were back at their seats after %d ms and both"
                    + " their next moves taken after %d ms%n", owner.output().lines()
                            .filter(l -> l.contains("took over the room")).findFirst().orElse(""),
                    tookOver / 1_000_000, relayedBack / 1_000_000, relayedPlayed / 1_000_000);
            assertThat(owner.output()).contains("took over the room " + room + " of dead node node-a");
            for (LineClient relayed : List.of(bob, carol)) {
                assertThat(relayed.all()).as("kept the connection").noneMatch(l -> l.contains("\"ev\":\"bye\""));
                assertThat(relayed.all().stream().filter(l -> l.startsWith("{\"ev\":\"login\"")))
                        .as("logged in once").hasSize(1);
            }

            StoredGame game = finished(cluster.database(), dir);
            assertThat(game.room()).isEqualTo(room);
            assertEveryAckIsStored(game, "alice", alice.player().acked(), alice2.player().acked());
            assertEveryAckIsStored(game, "bob", bob.player().acked());
            assertEveryAckIsStored(game, "carol", carol.player().acked());
            for (LineClient c : List.of(alice2, bob, carol)) {
                c.close();
            }
        }
    }

    @Test
    void aPlayerWhoseNodeWasKilledLogsInAtOnceWithTheTokenAndWaitsForTheTakeOver() throws Exception {
        try (ClusterNodes cluster = ClusterNodes.onTestServices(dir)) {
            List<String> told = playsOnElsewhereWhenHerNodeIsKilled(cluster, "alice",
                    first -> "alice " + first.get("token").asText(), "her name is hers at once, her seat once the"
                            + " room is taken over", "alice");
            assertThat(told).anyMatch(l -> l.contains("Your table is moving to another node; a moment..."));
        }
    }

    @Test
    void aRegisteredPlayerWhoseNodeWasKilledLogsInAtOnceWithThePasswordAndWaitsForTheTakeOver()
            throws Exception {
        try (ClusterNodes cluster = ClusterNodes.onTestServices(dir)) {
            try (io.lamancha.server.store.Persistence p = io.lamancha.server.store.Persistence.openForTests(
                    cluster.database(), dir.resolve("operator"), java.util.Set.of(), Clock.systemUTC())) {
                p.storage().accounts().create("alice", p.storage().hasher().hash("dulcinea".toCharArray()));
            }
            playsOnElsewhereWhenHerNodeIsKilled(cluster, "alice dulcinea", first -> {
                assertThat(first.get("guest").asBoolean()).isFalse();
                return "alice dulcinea";
            }, "her account's seat, once the room is taken over, not the lobby", "alice (an account)");
        }
    }

    /**
     * alice, logged in to node a with {@code login}, plays two moves in a room with two bots; node
     * a is killed, and at once she logs in to node b with what {@code again} makes of her first
     * login's answer: she is seated ({@code seat} says why it matters) and plays to the end, and
     * every move acknowledged to her is stored. Returns what node b told her.
     */
    private List<String> playsOnElsewhereWhenHerNodeIsKilled(ClusterNodes cluster, String login,
            Function<JsonNode, String> again, String seat, String who) throws Exception {
        List<ServerProcess> nodes = cluster.start("node-a", "node-b");
        LineClient alice = LineClient.json(nodes.get(0).port(), login);
        String loginAgain = again.apply(alice.login());
        String room = alice.startWithBots("/newroom quixote-tricks", "random", "random");
        alice.player().playUpTo(2);
        alice.player().awaitAcked(2);

        long killed = System.nanoTime();
        nodes.get(0).killNine();
        assertThat(alice.awaitEnd()).isTrue();
        LineClient alice2 = LineClient.json(nodes.get(1).port(), loginAgain);
        long seated = System.nanoTime() - killed;
        assertThat(alice2.login().get("room").asText()).as(seat).isEqualTo(room);
        alice2.player().playToTheEnd();
        alice2.nextEvent("end", e -> true);
        System.out.printf("%s logged in to node b at once after node a was killed: seated after %d ms%n", who,
                seated / 1_000_000);
        StoredGame game = finished(cluster.database(), dir);
        assertEveryAckIsStored(game, "alice", alice.player().acked(), alice2.player().acked());
        List<String> told = List.copyOf(alice2.all());
        alice2.close();
        return told;
    }

    @Test
    void twoPlayersOnTwoNodesPlayAWholeGameInTheRoomOfOneOfThem() throws Exception {
        try (ClusterNodes cluster = ClusterNodes.onTestServices(dir)) {
            List<ServerProcess> nodes = cluster.start("node-a", "node-b");
            LineClient alice = LineClient.json(nodes.get(0).port(), "alice");
            LineClient bob = LineClient.json(nodes.get(1).port(), "bob");
            alice.command("/channel crew");
            bob.command("/channel crew");
            String room = roomOf(alice.command("/newroom doncarlo"));
            alice.command("/join");
            bob.command("/room " + room);
            bob.command("/join");
            alice.command("/addbot random");
            alice.command("/start");
            alice.player().playToTheEnd();
            bob.player().playToTheEnd();
            JsonNode aliceEnd = alice.nextEvent("end", e -> true);
            JsonNode bobEnd = bob.nextEvent("end", e -> true);
            assertThat(bobEnd.get("scores")).as("bob, relayed by node b, sees the same end").isEqualTo(
                    aliceEnd.get("scores"));
            bob.command("/gtell crew good game");
            alice.next(l -> l.contains("good game"));

            StoredGame game = finished(cluster.database(), dir);
            assertThat(game.room()).isEqualTo(room);
            assertEveryAckIsStored(game, "alice", alice.player().acked());
            assertEveryAckIsStored(game, "bob", bob.player().acked());
            alice.close();
            bob.close();
        }
    }

    @Test
    void aNodeCutOffFromRedisTakesNoMoveOnceItCannotProveItHoldsTheRoomAndTheGameGoesOnElsewhere()
            throws Exception {
        try (ClusterNodes cluster = ClusterNodes.onTestServices(dir)) {
            java.net.URI redis = java.net.URI.create(cluster.redis());
            try (TcpProxy link = new TcpProxy(redis.getPort())) {
                ServerProcess a = cluster.startOn("redis://127.0.0.1:" + link.port(), "node-a");
                ServerProcess b = cluster.start("node-b").get(0);
                LineClient alice = LineClient.json(a.port(), "alice");
                String token = alice.login().get("token").asText();
                String room = alice.startWithBots("/newroom quixote-tricks", "random", "random");
                alice.player().playUpTo(2);
                alice.player().awaitAcked(2);

                link.cut();
                Thread.sleep(LEASE_SAFE_MILLIS + 1000);
                alice.player().playUpTo(3);
                alice.next(l -> l.contains("STORE_UNAVAILABLE"));
                assertThat(alice.player().acked()).as("no move taken on the cut-off node").hasSize(2);

                LineClient watcher = LineClient.json(b.port(), "watcher");
                awaitTakeover(b, watcher, room);
                LineClient alice2 = LineClient.json(b.port(), "alice " + token);
                assertThat(alice2.login().get("room").asText()).isEqualTo(room);
                alice2.player().playToTheEnd();
                alice2.nextEvent("end", e -> true);

                link.mend();
                assertThat(alice.awaitEnd()).as("back in touch, node a lets go of alice: her name and room"
                        + " are node b's").isTrue();
                StoredGame game = finished(cluster.database(), dir);
                assertEveryAckIsStored(game, "alice", alice.player().acked(), alice2.player().acked());
                watcher.close();
                alice2.close();
            }
        }
    }

    /**
     * Alice starts a game of three in a room of her node, with a bot and bob, whose connection is
     * on another node (relayed there); returns the room.
     */
    static String gameWithRelayedPlayer(LineClient alice, LineClient bob) {
        String room = roomOf(alice.command("/newroom quixote-tricks"));
        alice.command("/join");
        List<JsonNode> went = bob.command("/room " + room);
        assertThat(roomOf(went)).as("bob, on another node, is in alice's node's room").isEqualTo(room);
        bob.command("/join");
        alice.command("/addbot random");
        alice.command("/start");
        return room;
    }

    static String roomOf(List<JsonNode> reply) {
        return reply.stream().filter(n -> n.get("ev").asText().equals("room")).findFirst()
                .orElseThrow(() -> new AssertionError("no room event in " + reply)).get("room").asText();
    }

    /** Waits until one of {@code nodes} says (in its log) that it took {@code room} over; returns it. */
    static ServerProcess awaitTakeover(List<ServerProcess> nodes, String room) throws Exception {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(45);
        while (true) {
            for (ServerProcess node : nodes) {
                if (node.output().contains("took over the room " + room + " ")) {
                    return node;
                }
            }
            assertThat(System.nanoTime()).as(room + " taken over within 45 s").isLessThan(end);
            Thread.sleep(100);
        }
    }

    /**
     * Waits until {@code node} says (in its log, as an operator reads it) that it took {@code room}
     * over, then until {@code c} sees it listed by {@code /rooms}.
     */
    static void awaitTakeover(ServerProcess node, LineClient c, String room) throws Exception {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(45);
        while (!node.output().contains("took over the room " + room + " ")) {
            assertThat(System.nanoTime()).as(room + " taken over within 45 s").isLessThan(end);
            Thread.sleep(100);
        }
        assertThat(c.command("/rooms").toString()).contains("\"name\":\"" + room + "\"");
    }

    static StoredGame finished(String pg, Path dir) {
        try (Database database = Database.open(pg, dir.resolve("check"));
                GameStore games = new GameStore(database, Clock.systemUTC())) {
            List<StoredGame> all = games.history(null, 10).stream()
                    .map(s -> games.load(s.id()).orElseThrow()).toList();
            assertThat(all).as("one finished game").hasSize(1);
            assertThat(all.get(0).status()).isEqualTo(GameStatus.FINISHED);
            return all.get(0);
        }
    }

    @SafeVarargs
    static void assertEveryAckIsStored(StoredGame game, String name, List<AutoPlayer.Ack>... acked) {
        int seat = game.seats().stream().map(StoredSeat::name).toList().indexOf(name);
        int count = 0;
        for (List<AutoPlayer.Ack> acks : acked) {
            for (AutoPlayer.Ack ack : acks) {
                StoredMove stored = game.moves().get(ack.version());
                assertThat(List.of(stored.seat(), stored.move())).as("%s's move at version %d", name, ack.version())
                        .isEqualTo(List.of(seat, ack.move()));
                count++;
            }
        }
        assertThat(count).as("%s's acknowledged moves", name).isGreaterThan(2);
    }
}
