package io.lamancha.server.tourney;

import static io.lamancha.server.tourney.TourneyFixture.ask;
import static org.assertj.core.api.Assertions.assertThat;

import io.lamancha.protocol.ServerEvent;
import io.lamancha.server.testing.TestServer.Client;
import io.lamancha.server.world.Peers;
import io.lamancha.server.world.RemoteUser;
import io.lamancha.server.world.Session;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletionStage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The rules of a tournament's rounds over the command handlers (the coin game: tables of 2-3): a
 * player not online at a round's start misses it, a bot sits only where no table of people alone
 * exists and never counts, a withdrawn player is seated no more; on a cluster another node's
 * tournament is not this node's to run.
 */
class TourneyRoundsTest {

    @TempDir
    Path data;

    @Test
    void aPlayerNotOnlineWhenARoundStartsMissesItAndIsSeatedAgainInTheNext() {
        try (TourneyFixture f = new TourneyFixture(data)) {
            Client root = f.admin();
            ask(root, "/tourney create spring game=coins seats=2 rounds=2 timer=10 break=30 game.rounds=1");
            Client ann = f.registered("ann");
            Client bob = f.registered("bob");
            Client cy = f.registered("cy");
            for (Client c : List.of(ann, bob, cy)) {
                ask(c, "/tourney join spring");
            }
            cy.type("/quit");
            List<String> round1 = new java.util.ArrayList<>(ask(root, "/tourney start spring"));
            round1.addAll(f.playUntil(List.of(ann, bob), root, "Round 2 starts in 30 s."));
            assertThat(round1).anyMatch(l -> l.contains("Round 1 of 2 (missed, not online: cy):"));
            Client back = f.back("cy");
            f.server.strand().advance(Duration.ofSeconds(30));
            List<String> round2 = f.playUntil(List.of(ann, bob, back), root, "The tournament is over.");
            assertThat(round2).anyMatch(l -> l.contains("Round 2 of 2:"));
            List<String> shown = ask(root, "/tourney show spring");
            assertThat(shown).anyMatch(l -> l.equals("#t Round 1: (missed: cy)"));
            assertThat(shown).as("three online for a game of 2-3: one table of three").anyMatch(l ->
                    l.startsWith("#t   spring-r2-1 (finished): ") && l.contains("ann") && l.contains("bob")
                            && l.contains("cy"));
            assertThat(shown).anyMatch(l -> l.matches("#t .* cy .* 1$"));
        }
    }

    @Test
    void aBotSitsOnlyWhereNoTableOfPeopleAloneExistsAndNeverCounts() {
        try (TourneyFixture f = new TourneyFixture(data)) {
            Client root = f.admin();
            ask(root, "/tourney create spring game=coins seats=2 rounds=1 timer=10 break=0 game.rounds=1");
            Client ann = f.registered("ann");
            Client bob = f.registered("bob");
            ask(ann, "/tourney join spring");
            ask(bob, "/tourney join spring");
            bob.type("/quit");
            ask(root, "/tourney start spring");
            f.playUntil(List.of(ann), root, "The tournament is over.");
            List<String> shown = ask(root, "/tourney show spring");
            assertThat(shown).anyMatch(l -> l.startsWith("#t   spring-r1-1 (finished): ann ") && l.endsWith(" and 1 bot"));
            assertThat(shown.stream().filter(l -> l.matches("#t +\\d\\. .*"))).as("only the two entered are ranked")
                    .hasSize(2).noneMatch(l -> l.contains("~"));
        }
    }

    @Test
    void aPlayerWhoLeavesARunningTournamentKeepsThePointsAndIsSeatedNoMore() {
        try (TourneyFixture f = new TourneyFixture(data)) {
            Client root = f.admin();
            ask(root, "/tourney create spring game=coins seats=3 rounds=2 timer=10 break=30 game.rounds=1");
            Client ann = f.registered("ann");
            Client bob = f.registered("bob");
            Client cy = f.registered("cy");
            for (Client c : List.of(ann, bob, cy)) {
                ask(c, "/tourney join spring");
            }
            ask(root, "/tourney start spring");
            f.playUntil(List.of(ann, bob, cy), root, "Result: spring-r1-1");
            assertThat(ask(cy, "/tourney leave spring")).anyMatch(l -> l.contains("your points stay in its standings"));
            f.server.strand().advance(Duration.ofSeconds(30));
            f.playUntil(List.of(ann, bob), root, "The tournament is over.");
            List<String> shown = ask(root, "/tourney show spring");
            assertThat(shown).anyMatch(l -> l.contains(" cy ") && l.endsWith("(withdrew)"));
            assertThat(shown.stream().filter(l -> l.startsWith("#t   spring-r2-1"))).singleElement().asString()
                    .doesNotContain("cy");
        }
    }

    @Test
    void aTournamentWithAStartTimeStartsThenOrIsCancelledWithFewerThanTwoPlayers() {
        try (TourneyFixture f = new TourneyFixture(data)) {
            Client root = f.admin();
            assertThat(ask(root, "/tourney create spring game=coins seats=2 rounds=1 start=+1 timer=10 game.rounds=1"))
                    .anyMatch(l -> l.startsWith("#t spring is open: Swiss, 1 round of Coins at tables of 2, from 2026-11-29"));
            ask(root, "/tourney create summer game=coins seats=2 rounds=1 start=+2 timer=10 game.rounds=1");
            Client ann = f.registered("ann");
            Client bob = f.registered("bob");
            for (Client c : List.of(ann, bob)) {
                ask(c, "/tourney join spring");
            }
            ask(ann, "/tourney join summer");
            assertThat(ask(root, "/tourney show spring")).anyMatch(l -> l.contains("starts at 2026-11-29 12:01 UTC"));
            f.server.strand().advance(Duration.ofSeconds(61));
            assertThat(ask(root, "/tourney show spring")).anyMatch(l -> l.equals("#t Round 1 of 1 is being played."));
            f.playUntil(List.of(ann, bob), root, "The tournament is over.");
            f.server.strand().advance(Duration.ofSeconds(60));
            assertThat(ask(root, "/tourney show summer")).anyMatch(l -> l.startsWith("#t Cancelled: fewer than two"));
            assertThat(ask(root, "/tourney list")).anyMatch(l -> l.startsWith("#t   summer") && l.endsWith("cancelled"))
                    .anyMatch(l -> l.startsWith("#t   spring") && l.contains("finished, "));
        }
    }

    @Test
    void onAClusterATournamentWhoseNameAnotherNodeHoldsIsNotMadeHere() {
        try (TourneyFixture f = new TourneyFixture(data, null, new ElsewhereHeld())) {
            Client root = f.admin();
            assertThat(ask(root, "/tourney create spring game=coins")).last().asString()
                    .startsWith("#t error BAD_ARGUMENT: Another node of this server holds the name spring");
            assertThat(ask(root, "/tourney join spring")).last().asString()
                    .startsWith("#t error NO_SUCH_TOURNEY: spring is run by another node of this server");
        }
    }

    @Test
    void aTournamentsNameIsAskedOfTheClusterWithoutHoldingTheLobby() {
        SlowCluster cluster = new SlowCluster();
        try (TourneyFixture f = new TourneyFixture(data, null, cluster)) {
            Client root = f.admin();
            root.type("#t /tourney create spring game=coins");
            // the cluster has not answered: the lobby's loop goes on meanwhile
            Client ann = f.server.login("ann");
            assertThat(ann.typeAndAwait("#w /who", l -> l.startsWith("#w "))).contains("#w ok");
            assertThat(root.take()).noneMatch(l -> l.startsWith("#t "));
            assertThat(cluster.asked).containsExactly("tourney:spring");
            cluster.answer.complete(true);
            assertThat(root.await(l -> l.startsWith("#t "))).contains("#t ok");
            cluster.answer = new java.util.concurrent.CompletableFuture<>();
            assertThat(root.type("#t /tourney join autumn").take()).noneMatch(l -> l.startsWith("#t "));
            cluster.answer.complete(false);
            assertThat(root.await(l -> l.startsWith("#t "))).first().asString()
                    .startsWith("#t error NO_SUCH_TOURNEY: autumn is run by another node of this server");
        }
    }

    /** A cluster that answers a tournament's lease when the test says; asked the blocking way, it fails the test. */
    private static final class SlowCluster extends ElsewhereHeld {
        final List<String> asked = new java.util.concurrent.CopyOnWriteArrayList<>();
        volatile java.util.concurrent.CompletableFuture<Boolean> answer = new java.util.concurrent.CompletableFuture<>();

        @Override
        public boolean claimRoom(String name) {
            if (name.startsWith("tourney:")) {
                throw new AssertionError("a tournament's lease asked on the lobby's loop, blocking it");
            }
            return true;
        }

        @Override
        public CompletionStage<Boolean> claimRoomAsync(String name) {
            if (!name.startsWith("tourney:")) {
                return super.claimRoomAsync(name);
            }
            asked.add(name);
            return answer;
        }
    }

    /** Other nodes hold every tournament's lease. */
    private static class ElsewhereHeld implements Peers {
        @Override
        public boolean claimRoom(String name) {
            return !name.startsWith("tourney:");
        }

        @Override
        public Optional<RemoteUser> user(String name) {
            return NONE.user(name);
        }

        @Override
        public Collection<RemoteUser> users() {
            return NONE.users();
        }

        @Override
        public void here(Session session) {
        }

        @Override
        public void gone(String name) {
        }

        @Override
        public CompletionStage<Boolean> claim(String name, boolean takeOver) {
            return NONE.claim(name, takeOver);
        }

        @Override
        public void lobby(String from, ServerEvent event) {
        }

        @Override
        public void channel(String channel, String from, ServerEvent event) {
        }

        @Override
        public CompletionStage<TellResult> tell(RemoteUser to, String from, String text) {
            return NONE.tell(to, from, text);
        }
    }
}
