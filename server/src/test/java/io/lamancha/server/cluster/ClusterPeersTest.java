package io.lamancha.server.cluster;

import static org.assertj.core.api.Assertions.assertThat;

import io.lamancha.server.journal.Journal;
import io.lamancha.server.journal.LeasedJournal;
import io.lamancha.server.testing.CoinGame;
import io.lamancha.server.e2e.Programs;
import io.lamancha.server.ops.ClusterGauges;
import io.lamancha.server.ops.OperatorMetrics;
import io.lamancha.server.testing.ServerProcess;
import io.lamancha.server.world.Sanction;
import io.lamancha.server.world.Updates;
import io.lamancha.server.testing.TestServer;
import io.lamancha.server.store.Persistence;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.AutoClose;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Two nodes, each the whole command layer over fake connections, on a bus in memory: what people
 * on different nodes see of each other, and what a dead or partitioned node does to that.
 */
class ClusterPeersTest {

    private final AtomicLong nanos = new AtomicLong();
    @AutoClose
    private final TwoNodes nodes = new TwoNodes("node-a", "node-b", nanos::get, null,
            peers -> new TestServer(List.of(new CoinGame()), peers,
                    new LeasedJournal(Journal.NONE, peers::owns, peers::whenInTouch), java.time.Duration.ofMinutes(5)),
            TwoNodes::server);
    private final InMemoryBus bus = nodes.bus;
    private final ClusterPeers peersOfA = nodes.peersOfA;
    private final ClusterPeers peersOfB = nodes.peersOfB;
    private final TestServer a = nodes.a;
    private final TestServer b = nodes.b;

    private Sanction sanction(Sanction.Kind kind, String name, String scope) {
        return new Sanction(kind, scope, name, null, null, "spam", "root", a.clock().instant());
    }

    @Test
    void aMuteImposedOnOneNodeSilencesTheUserOnAnotherAtOnceAndItsLiftingToo() {
        TestServer.Client bob = b.login("bob");
        TestServer.Client carol = b.login("carol");
        Sanction mute = sanction(Sanction.Kind.MUTE, "bob", "");

        peersOfA.moderated(mute, false);
        nodes.settle();

        assertThat(bob.take()).anyMatch(l -> l.contains("You are muted in the server by root until lifted: spam."));
        assertThat(b.world().moderation().mute("bob", "", b.clock().instant())).isPresent();
        carol.take();
        assertThat(nodes.typed(bob, "hello all")).anyMatch(l -> l.startsWith("error MUTED"));
        assertThat(carol.take()).noneMatch(l -> l.contains("hello all"));

        peersOfA.moderated(mute, true);
        nodes.settle();
        assertThat(bob.take()).anyMatch(l -> l.contains("Your mute in the server is lifted by root."));
        nodes.typed(bob, "hello again");
        assertThat(carol.take()).anyMatch(l -> l.contains("hello again"));
    }

    @Test
    void aBanOrAKickOnOneNodeClosesTheUserOnAnotherAndTheBanKeepsThemOutThere() {
        TestServer.Client bob = b.login("bob");
        TestServer.Client dan = b.login("dan");

        peersOfA.moderated(sanction(Sanction.Kind.BAN, "bob", ""), false);
        nodes.settle();
        assertThat(bob.lines()).anyMatch(l -> l.contains("banned from the server by root until lifted: spam"));
        assertThat(bob.closed()).isTrue();
        TestServer.Client again = b.connect();
        again.take();
        assertThat(nodes.typed(again, "/login bob"))
                .anyMatch(l -> l.startsWith("error BANNED: bob is banned from the server"));

        peersOfA.moderated(sanction(Sanction.Kind.KICK, "dan", ""), false);
        nodes.settle();
        assertThat(dan.lines()).anyMatch(l -> l.contains("kicked by root: spam"));
        assertThat(dan.closed()).isTrue();
        assertThat(b.world().moderation().all(b.clock().instant())).as("a kick is not kept")
                .extracting(Sanction::name).containsExactly("bob");
    }

    /** Runs every node's strand until {@code who} gets a line matching {@code done} (10 s at most). */
    private static List<String> awaitAcross(TestServer.Client who, Predicate<String> done, TestServer... nodes)
            throws InterruptedException {
        List<String> got = new ArrayList<>();
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (System.nanoTime() < end) {
            for (TestServer n : nodes) {
                n.strand().runAll();
            }
            List<String> now = who.take();
            got.addAll(now);
            if (now.stream().anyMatch(done)) {
                return got;
            }
            Thread.sleep(2);
        }
        throw new AssertionError("no matching line; got " + got);
    }

    /** Two nodes c and d on a bus of their own that share one store, as nodes share PostgreSQL. */
    private final class StoredNodes implements AutoCloseable {
        final Persistence store;
        final TwoNodes nodes;
        final InMemoryBus bus;
        final TestServer c;
        final TestServer d;

        StoredNodes(Path data) {
            store = Persistence.openForTests(null, data, Set.of("root"), Clock.systemUTC());
            java.util.function.Function<ClusterPeers, TestServer> stored =
                    peers -> new TestServer(List.of(new CoinGame()), peers, store.storage());
            nodes = new TwoNodes("node-c", "node-d", nanos::get, null, stored, stored);
            bus = nodes.bus;
            c = nodes.a;
            d = nodes.b;
            store.storage().accounts().create("root", store.storage().hasher().hash("secret-pw".toCharArray()));
        }

        /** Logs in on {@code node} from {@code address}: a guest, or with a password. */
        TestServer.Client login(TestServer node, String address, String line) {
            TestServer.Client client = node.connectFrom(address);
            client.take();
            client.typeAndAwait("/login " + line, l -> l.startsWith("Say something"));
            return client;
        }

        /** {@code who} types {@code line}; both nodes run until its answer ends (ok or error). */
        List<String> typed(TestServer.Client who, String tag, String line) throws InterruptedException {
            who.type("#" + tag + " " + line);
            return awaitAcross(who, l -> l.startsWith("#" + tag + " ok") || l.startsWith("#" + tag + " error"), c, d);
        }

        @Override
        public void close() {
            nodes.close();
            store.close();
        }
    }

    @Test
    void aReportReachesAnAdminOnAnotherNodeAtOnceAndWaitsAsAMessageWhenTheirNodeDoesNotAnswer(@TempDir Path data)
            throws Exception {
        try (StoredNodes stored = new StoredNodes(data)) {
            TestServer.Client root = stored.login(stored.d, "10.0.0.1", "root secret-pw");
            TestServer.Client carol = stored.login(stored.c, "10.0.0.2", "carol");

            assertThat(stored.typed(carol, "r", "/report bob spams the lobby"))
                    .contains("#r Your report about bob went to 1 admin online.", "#r ok");
            assertThat(root.take()).contains("*** Report from carol about bob: spams the lobby");
            assertThat(stored.store.storage().community().messages("root")).as("nothing stored: it was read").isEmpty();

            stored.bus.drop("node-d", true);
            assertThat(stored.typed(carol, "s", "/report bob again"))
                    .contains("#s Your report about bob went to 0 admins online and waits for 1 more.", "#s ok");
            assertThat(stored.store.storage().community().messages("root")).singleElement()
                    .satisfies(m -> assertThat(m.text()).isEqualTo("Report from carol about bob: again"));
        }
    }

    @Test
    void anAddressBanOfSomeoneOnAnotherNodeTakesTheAddressTheirNodeSees(@TempDir Path data) throws Exception {
        try (StoredNodes stored = new StoredNodes(data)) {
            TestServer.Client root = stored.login(stored.c, "10.0.0.1", "root secret-pw");
            TestServer.Client eve = stored.login(stored.d, "10.0.5.1", "eve");
            TestServer.Client evesFriend = stored.login(stored.d, "10.0.5.1", "eric");

            assertThat(stored.typed(root, "b", "/ban eve +address troll"))
                    .contains("#b eve is banned in the server until lifted, and so is their address: troll.", "#b ok");
            assertThat(eve.closed()).isTrue();
            assertThat(evesFriend.closed()).as("the same address, on the node that holds it").isTrue();
            assertThat(stored.c.world().moderation().ban("someone", "10.0.5.1", "", stored.c.clock().instant()))
                    .isPresent();
            TestServer.Client back = stored.d.connectFrom("10.0.5.1");
            back.take();
            assertThat(back.typeAndAwait("/login evelyn", l -> l.startsWith("error")))
                    .anyMatch(l -> l.startsWith("error BANNED: Your address is banned"));
        }
    }

    @Test
    void aUserOnOneNodePlaysInARoomTheOtherHoldsWhichRunsTheirSessionWhileTheirNodeRelaysIt() {
        TestServer.Client alice = a.login("alice");
        TestServer.Client bob = b.login("bob");
        peersOfA.beat();
        peersOfB.beat();
        nodes.settle();
        alice.take();
        bob.take();
        assertThat(nodes.typed(bob, "/rooms")).as("the rooms of both nodes, each name once")
                .anyMatch(l -> l.contains("coins-1")).anyMatch(l -> l.contains("coins-3"))
                .filteredOn(l -> l.contains("coins-1")).hasSize(1);
        nodes.typed(alice, "/room coins-1");
        nodes.typed(alice, "/join");

        List<String> arrived = nodes.typed(bob, "/room coins-1");

        assertThat(arrived).as("the room as node a describes it").anyMatch(l -> l.contains("coins-1"))
                .anyMatch(l -> l.contains("alice"));
        assertThat(a.world().user("bob")).as("node a runs bob's session").isPresent();
        assertThat(b.world().user("bob")).as("node b only relays it").isEmpty();
        assertThat(nodes.typed(alice, "/whereis bob")).anyMatch(l -> l.contains("coins-1"));
        nodes.typed(bob, "/join");
        nodes.typed(alice, "/option rounds 1");
        List<String> seenByAlice = new java.util.ArrayList<>(nodes.typed(alice, "/start"));
        List<String> seenByBob = new java.util.ArrayList<>(bob.take());
        for (int turn = 0; turn < 2; turn++) {
            seenByAlice.addAll(nodes.typed(alice, "/play heads"));
            seenByBob.addAll(nodes.typed(bob, "/play tails"));
            seenByAlice.addAll(alice.take());
        }
        seenByBob.addAll(bob.take());
        assertThat(seenByBob).as("bob plays through node b").anyMatch(l -> l.contains("bob calls tails"))
                .anyMatch(l -> l.contains("Game over"));
        String alicesSecret = seenByAlice.stream().filter(l -> l.contains("Your secret: ")).findFirst().orElseThrow();
        String bobsSecret = seenByBob.stream().filter(l -> l.contains("Your secret: ")).findFirst().orElseThrow();
        assertThat(seenByBob).as("only bob's own secret crosses to node b")
                .filteredOn(l -> l.contains("Your secret: ")).containsOnly(bobsSecret);
        assertThat(seenByAlice).filteredOn(l -> l.contains("Your secret: ")).containsOnly(alicesSecret);

        bob.disconnect();
        nodes.settle();
        assertThat(a.world().user("bob")).as("bob's connection closed on node b: gone on node a too").isEmpty();
    }

    @Test
    void aUserRunElsewhereWhoGoesToARoomOfTheirOwnNodeIsRunThereAgain() {
        TestServer.Client alice = a.login("alice");
        TestServer.Client bob = b.login("bob");
        nodes.typed(bob, "/ignore carol");
        nodes.typed(bob, "/set updates changes");
        nodes.typed(bob, "/room coins-1");
        assertThat(a.world().user("bob")).isPresent();
        assertThat(a.world().user("bob").orElseThrow().states().updates()).as("his /set updates went along")
                .isEqualTo(Updates.CHANGES);
        nodes.typed(bob, "/set color on");
        assertThat(a.world().user("bob").orElseThrow().color()).as("node a runs his /set").isTrue();
        assertThat(bob.session().color()).as("and his connection's node keeps it, for a carry").isTrue();

        List<String> back = nodes.typed(bob, "/room coins-3");

        assertThat(back).anyMatch(l -> l.contains("coins-3"));
        assertThat(b.world().user("bob")).as("node b runs bob again").isPresent();
        assertThat(a.world().user("bob")).isEmpty();
        assertThat(b.world().user("bob").orElseThrow().relay()).as("no relay left").isNull();
        assertThat(b.world().user("bob").orElseThrow().social().ignores("carol")).as("his lists came back").isTrue();
        assertThat(b.world().user("bob").orElseThrow().states().updates()).as("and his updates setting")
                .isEqualTo(Updates.CHANGES);
        assertThat(b.world().user("bob").orElseThrow().color()).isTrue();
        assertThat(nodes.typed(alice, "/whereis bob")).anyMatch(l -> l.contains("coins-3"));
        nodes.typed(bob, "/room coins-1");
        assertThat(nodes.typed(alice, "/whereis bob")).as("and over to node a's room again")
                .anyMatch(l -> l.contains("coins-1"));
        assertThat(a.world().user("bob")).isPresent();
    }

    @Test
    void observingSomeoneAtATableOnAnotherNodeTakesTheWatcherThere() {
        TestServer.Client alice = a.login("alice");
        TestServer.Client bob = b.login("bob");
        nodes.typed(alice, "/room coins-1");
        nodes.typed(alice, "/join");

        assertThat(nodes.typed(bob, "/observe alice")).anyMatch(l -> l.contains("coins-1"));
        assertThat(a.world().user("bob")).as("node a runs bob now, in alice's room").isPresent();
        TestServer.Client carol = b.login("carol");
        assertThat(nodes.typed(carol, "/observe dora")).anyMatch(l -> l.contains("Nobody called dora is online"));
        nodes.typed(alice, "/lobby");
        assertThat(nodes.typed(carol, "/observe alice")).anyMatch(l -> l.contains("alice is not at a table now"));
    }

    @Test
    void aPlayerWhoDroppedLogsInOnAnyNodeWithTheirTokenAndIsBackAtTheirSeatButNobodyElseIs() {
        TestServer.Client alice = a.login("alice");
        TestServer.Client bob = b.connect();
        String token = tokenIn(nodes.typed(bob, "/login bob"));
        nodes.typed(alice, "/room coins-1");
        nodes.typed(alice, "/join");
        nodes.typed(bob, "/room coins-1");
        nodes.typed(bob, "/join");
        nodes.typed(alice, "/start");
        bob.disconnect();
        nodes.settle();
        assertThat(a.world().heldSeat("bob")).as("bob's seat waits on node a").isPresent();

        TestServer.Client thief = b.connect();
        List<String> refused = nodes.typed(thief, "/login bob");
        assertThat(refused).as("no token: not bob's seat, wherever the login is")
                .anyMatch(l -> l.contains("bob is away from a game in coins-1"));
        assertThat(thief.closed()).isTrue();
        TestServer.Client thiefOnA = a.connect();
        assertThat(nodes.typed(thiefOnA, "/login bob")).anyMatch(l -> l.contains("is away from a game"));

        TestServer.Client back = b.connect();
        List<String> seated = nodes.typed(back, "/login bob " + token);
        assertThat(seated).as("straight to the seat, on node a").anyMatch(l -> l.contains("coins-1"));
        assertThat(a.world().user("bob")).isPresent();
        assertThat(a.world().heldSeat("bob")).as("the seat is bob's again").isEmpty();
    }

    private static String tokenIn(List<String> lines) {
        return lines.stream().filter(l -> l.startsWith("Your resume token is ")).findFirst().orElseThrow()
                .replaceAll("Your resume token is ([0-9a-f]+):.*", "$1");
    }

    @Test
    void aUserHandedToAnotherNodeStaysInTheirChannelsWithoutAWordToAnyone() {
        TestServer.Client alice = a.login("alice");
        TestServer.Client bob = b.login("bob");
        TestServer.Client carol = b.login("carol");
        nodes.typed(alice, "/channel crew");
        nodes.typed(bob, "/channel crew");
        nodes.typed(carol, "/channel crew");
        alice.take();
        bob.take();
        carol.take();

        List<String> moved = nodes.typed(bob, "/room coins-1");

        assertThat(moved).noneMatch(l -> l.contains("#crew"));
        assertThat(alice.take()).noneMatch(l -> l.contains("#crew"));
        assertThat(carol.take()).noneMatch(l -> l.contains("#crew"));
        nodes.typed(bob, "/gtell crew still here");
        assertThat(alice.take()).anyMatch(l -> l.contains("still here"));
        assertThat(carol.take()).anyMatch(l -> l.contains("still here"));
    }

    @Test
    void aRoomLineCrossesOncePerNodeAndALostOneIsNoticedAndTheRoomShownAgain() {
        TestServer.Client alice = a.login("alice");
        TestServer.Client bob = b.login("bob");
        TestServer.Client carol = b.login("carol");
        nodes.typed(alice, "/room coins-1");
        nodes.typed(bob, "/room coins-1");
        nodes.typed(carol, "/room coins-1");
        bob.take();
        carol.take();

        nodes.typed(alice, "hello both");
        assertThat(bob.take()).anyMatch(l -> l.contains("hello both"));
        assertThat(carol.take()).anyMatch(l -> l.contains("hello both"));

        bus.drop("node-b", true);
        nodes.typed(alice, "lost on the way");
        bus.drop("node-b", false);
        nodes.typed(alice, "after the gap");
        List<String> seen = bob.take();
        assertThat(seen).noneMatch(l -> l.contains("lost on the way")).anyMatch(l -> l.contains("after the gap"))
                .anyMatch(l -> l.contains("Some lines between the nodes of this server were lost"));
        assertThat(carol.take()).anyMatch(l -> l.contains("were lost"));

        // RedisOutageE2ETest's flake: as Redis came back, node a sent bob a line before node b's
        // subscription was back (lost), and node b's redraw, asked as it resubscribed, was lost
        // too (node a's was not back yet): the next line on the link still shows the gap
        bus.drop("node-a", true);
        bus.drop("node-b", true);
        nodes.typed(alice, "lost while Redis came back");
        bus.drop("node-b", false);
        bus.mend("node-b");
        nodes.settle();
        bus.drop("node-a", false);
        nodes.typed(alice, "after Redis came back");
        assertThat(bob.take()).noneMatch(l -> l.contains("lost while Redis came back"))
                .anyMatch(l -> l.contains("after Redis came back")).anyMatch(l -> l.contains("were lost"));
    }

    @Test
    void aRoomWhoseLeaseAnotherNodeTookMeanwhileLeavesThisNodeAndItsPlayersAreToldToLogInAgain() {
        TestServer.Client alice = a.login("alice");
        nodes.typed(alice, "/room coins-1");
        nodes.typed(alice, "/join");
        nodes.typed(alice, "/addbot random");
        nodes.typed(alice, "/start");

        bus.giveRoom("coins-1", "node-b");
        peersOfA.beat();
        nodes.settle();

        assertThat(alice.lines()).anyMatch(l -> l.contains("this room is run by another node now"));
        assertThat(alice.closed()).isTrue();
        assertThat(a.world().room("coins-1")).as("gone from node a, with no word to the store").isEmpty();
        assertThat(peersOfA.owns("coins-1")).isFalse();
    }

    @Test
    void aDrainingNodeTakesNoMoreMovesReleasesItsLeasesAndTheOtherNodeTakesTheRoomAtOnce() {
        TestServer.Client alice = a.login("alice");
        nodes.typed(alice, "/room coins-1");
        nodes.typed(alice, "/join");
        nodes.typed(alice, "/addbot random");
        nodes.typed(alice, "/start");
        List<String> told = new java.util.ArrayList<>();
        peersOfB.whenNodeDrained((node, rooms) -> {
            told.add(node + " " + rooms);
            rooms.forEach(r -> assertThat(peersOfB.claimRoom(r)).as("free at once: " + r).isTrue());
        });

        peersOfA.holdMoves();
        assertThat(nodes.typed(alice, "/play heads")).as("no move while it drains").anyMatch(l -> l.contains(
                "cannot save moves"));
        int taken = peersOfA.drain(List.of("coins-1"), java.time.Duration.ofSeconds(2));

        assertThat(told).containsExactly("node-a [coins-1]");
        assertThat(taken).as("node b holds the room before node a goes").isEqualTo(1);
        assertThat(peersOfA.owns("coins-1")).isFalse();
        assertThat(peersOfA.leasesHeld()).isZero();
        assertThat(peersOfB.owns("coins-1")).isTrue();
    }

    @Test
    void aNodeCutOffFromTheClusterTakesNoMoveOnceItCannotProveItHoldsTheRoom() {
        TestServer.Client alice = a.login("alice");
        nodes.typed(alice, "/room coins-1");
        nodes.typed(alice, "/join");
        nodes.typed(alice, "/addbot random");
        nodes.typed(alice, "/start");
        assertThat(peersOfA.owns("coins-1")).isTrue();

        bus.cut("node-a");
        nanos.addAndGet(RoomLeases.SAFE.toNanos() + 1);
        peersOfA.beat(); // the renewal fails: Redis is out of reach

        assertThat(peersOfA.owns("coins-1")).isFalse();
        assertThat(nodes.typed(alice, "/play heads")).as("the move is refused, the game waits")
                .anyMatch(l -> l.contains("cannot save moves"));
        bus.mend("node-a");
        peersOfA.beat();
        nodes.settle();
        assertThat(peersOfA.owns("coins-1")).as("in touch again: the lease is renewed").isTrue();
    }

    @Test
    void theLobbyIsOneAcrossNodes() {
        TestServer.Client alice = a.login("alice");
        TestServer.Client bob = b.login("bob");
        nodes.settle();
        alice.take();

        assertThat(nodes.typed(alice, "/wwho")).contains("2 users online:").anyMatch(l -> l.contains("bob"));
        assertThat(nodes.typed(bob, "/who")).anyMatch(l -> l.contains("alice"));
        assertThat(nodes.typed(bob, "/whereis alice")).anyMatch(l -> l.contains("alice") && l.contains("lobby"));
        nodes.typed(alice, "/away tapas");
        assertThat(nodes.typed(bob, "/finger alice"))
                .contains("Online now, in lobby.").anyMatch(l -> l.contains("tapas"));

        alice.type("buenos dias");
        nodes.settle();
        assertThat(bob.take()).contains("[lobby] <alice> buenos dias");

        TestServer.Client carol = b.login("carol");
        nodes.settle();
        assertThat(alice.take()).as("alice sees carol come into the lobby on the other node")
                .anyMatch(l -> l.contains("carol") && l.contains("lobby"));
        carol.disconnect();
        nodes.settle();
        assertThat(alice.take()).anyMatch(l -> l.contains("carol") && l.contains("lobby"));
        assertThat(nodes.typed(alice, "/wwho")).contains("2 users online:");
    }

    @Test
    void aWhisperCrossesAndSaysWhenItIsIgnoredOrTheReaderIsGone() {
        TestServer.Client alice = a.login("alice");
        TestServer.Client bob = b.login("bob");
        nodes.settle();

        assertThat(nodes.typed(bob, "/tell alice hola")).anyMatch(l -> l.contains("alice") && l.contains("hola"));
        assertThat(alice.take()).contains("bob tells you: hola");
        nodes.typed(alice, "/away lunch");
        assertThat(nodes.typed(bob, "/tell alice otra vez")).anyMatch(l -> l.contains("lunch"));
        nodes.typed(alice, "/ignore bob");
        assertThat(nodes.typed(bob, "/tell alice and now")).anyMatch(l -> l.contains("alice is ignoring you"));
        assertThat(alice.take()).noneMatch(l -> l.contains("and now"));
        alice.disconnect();
        nodes.settle();
        assertThat(nodes.typed(bob, "/tell alice still there?"))
                .anyMatch(l -> l.contains("Nobody called alice is online"));
    }

    @Test
    void aWhisperWhoseAnswerIsLostSaysItMayNotHaveArrivedRatherThanThatNobodyIsOnline() throws Exception {
        TestServer.Client alice = a.login("alice");
        TestServer.Client bob = b.login("bob");
        nodes.settle();
        bus.drop("node-b", true); // the whisper reaches node-a; its answer to node-b is lost

        bob.type("/tell alice hola");
        nodes.settle();
        assertThat(alice.take()).contains("bob tells you: hola");
        List<String> told = new java.util.ArrayList<>();
        long end = System.nanoTime() + Requests.ANSWER_WITHIN.plusSeconds(5).toNanos();
        while (told.stream().noneMatch(l -> l.contains("alice may not have got that")) && System.nanoTime() < end) {
            Thread.sleep(20); // the answer is waited for on the real clock
            nodes.settle();
            told.addAll(bob.take());
        }
        assertThat(told).contains("alice may not have got that: the other node did not answer.")
                .noneMatch(l -> l.contains("Nobody called alice"));
    }

    @Test
    void aGuestNameHeldOnOneNodeIsTakenOnTheOther() {
        a.login("alice");
        nodes.settle();
        TestServer.Client other = b.connect();
        other.take();
        assertThat(nodes.typed(other, "/login alice")).anyMatch(l -> l.contains("alice is taken right now"));
        assertThat(bus.holder("alice")).isEqualTo("node-a");
    }

    @Test
    void aNodeSilentTooLongIsGoneItsUsersWithIt() {
        TestServer.Client alice = a.login("alice");
        b.login("bob");
        nodes.settle();
        assertThat(nodes.typed(alice, "/wwho")).contains("2 users online:");

        bus.cut("node-b"); // node b's beats no longer arrive
        aBeatsFor(Membership.DEAD_AFTER.plusSeconds(1));
        nodes.settle();
        assertThat(nodes.typed(alice, "/wwho")).contains("1 user online:");
        assertThat(bus.holder("bob")).as("a dead node's names are freed").isNull();
        assertThat(peersOfA.silent("node-b")).as("its rooms may be taken over").isTrue();

        bus.mend("node-b"); // it joins again and says who it holds
        nodes.settle();
        assertThat(nodes.typed(alice, "/wwho")).contains("2 users online:");
        assertThat(bus.holder("bob")).isEqualTo("node-b");
    }

    @Test
    void aNodeCutOffFromRedisItselfTakesNobodyForGoneAndTakesNoRoomOver() {
        TestServer.Client alice = a.login("alice");
        b.login("bob");
        nodes.settle();
        bus.cut("node-a"); // node a hears nobody: not even its own alive marks get through
        aBeatsFor(Membership.DEAD_AFTER.plusSeconds(2));
        nodes.settle();
        assertThat(nodes.typed(alice, "/wwho")).as("bob is not taken for gone").contains("2 users online:");
        assertThat(peersOfA.silent("node-b")).isFalse();
        bus.mend("node-a");
        nodes.settle();
        assertThat(peersOfA.silent("node-b")).as("node b is heard again").isFalse();
        assertThat(nodes.typed(alice, "/wwho")).contains("2 users online:");
    }

    @Test
    void aLineThatCannotCrossIsSaidToBeLocalAndTheUsersAreToldOfTheGapAfterwards() {
        TestServer.Client alice = a.login("alice");
        TestServer.Client bob = b.login("bob");
        nodes.settle();
        bus.cut("node-a");
        assertThat(nodes.typed(alice, "anyone there?")).as("the speaker is told the line stayed here")
                .contains(Membership.NOT_CROSSED);
        assertThat(nodes.typed(bob, "/ping")).noneMatch(l -> l.contains("anyone there?"));
        aBeatsFor(java.time.Duration.ofSeconds(3));
        bus.mend("node-a");
        nodes.settle();
        assertThat(alice.take()).as("back in touch: told for how long lines may be lost")
                .anyMatch(l -> l.startsWith("Out of touch with the other nodes for ") && l.endsWith(" s: lines from them may be lost."));
        assertThat(nodes.typed(alice, "back again")).doesNotContain(Membership.NOT_CROSSED);
        assertThat(bob.take()).contains("[lobby] <alice> back again");
    }

    /** Node a beats once a second for {@code d}, as its timer would. */
    private void aBeatsFor(java.time.Duration d) {
        for (long t = 0; t < d.toNanos(); t += Membership.BEAT.toNanos()) {
            nanos.addAndGet(Membership.BEAT.toNanos());
            peersOfA.beat();
        }
    }

    @Test
    void aNameTakenElsewhereWhileANodeWasCutOffIsTheOtherLoginsWhenItComesBack() {
        TestServer.Client alice = a.login("alice");
        TestServer.Client bob = b.login("bob");
        nodes.settle();
        bus.cut("node-b");
        aBeatsFor(Membership.DEAD_AFTER.plusSeconds(1));
        nodes.settle();
        TestServer.Client secondBob = a.login("bob");
        nodes.settle();
        assertThat(bus.holder("bob")).isEqualTo("node-a");

        bus.mend("node-b");
        nodes.settle();
        assertThat(bob.take()).anyMatch(l -> l.contains("you logged in from another connection"));
        assertThat(bob.closed()).isTrue();
        assertThat(bus.holder("bob")).isEqualTo("node-a");
        assertThat(nodes.typed(alice, "/wwho")).contains("2 users online:");
        assertThat(nodes.typed(secondBob, "/whereis bob")).anyMatch(l -> l.contains("bob") && l.contains("lobby"));
    }

    /** A node's metrics answer an operator's questions about the cluster, and promtool takes them. */
    @Test
    void aNodeShowsItsLinkPeersLeasesRelaysAndBus() throws Exception {
        OperatorMetrics metricsOfA = new OperatorMetrics();
        OperatorMetrics metricsOfB = new OperatorMetrics();
        ClusterGauges.register(metricsOfA, peersOfA);
        ClusterGauges.register(metricsOfB, peersOfB);
        TestServer.Client alice = a.login("alice");
        TestServer.Client bob = b.login("bob");
        peersOfA.beat();
        peersOfB.beat();
        nodes.settle();
        alice.type("/room coins-1");
        nodes.settle();
        bob.type("/room coins-1");
        nodes.settle();

        String ofA = metricsOfA.scrape();
        String ofB = metricsOfB.scrape();
        assertThat(ofA).contains("lamancha_cluster_redis_up 1.0").contains("lamancha_cluster_peers 1.0")
                .contains("lamancha_cluster_relayed_sessions{direction=\"in\"} 1.0")
                .contains("lamancha_cluster_takeovers_total 0.0").contains("lamancha_store_fenced_writes_total 0.0")
                .containsPattern("lamancha_cluster_leases_held [1-9]")
                .containsPattern("lamancha_cluster_bus_messages_total\\{direction=\"received\"} [1-9]");
        assertThat(ofB).contains("lamancha_cluster_relayed_sessions{direction=\"out\"} 1.0")
                .contains("lamancha_cluster_bus_gaps_total 0.0").contains("lamancha_cluster_leases_lost_total 0.0")
                .containsPattern("lamancha_cluster_bus_messages_total\\{direction=\"sent\"} [1-9]");
        assertThat(ofA).doesNotContain("alice").doesNotContain("bob");

        Programs.require("promtool", "checks the metrics as Prometheus reads them (apt-get install prometheus)");
        ServerProcess.Ended check = Programs.run(ofA, "promtool", "check", "metrics");
        assertThat(check.code()).as(check.output()).isZero();
    }
}
