package io.lamancha.server.tourney;

import static org.assertj.core.api.Assertions.assertThat;

import io.lamancha.server.testing.TestServer;
import io.lamancha.server.testing.TestServer.Client;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code /tourney} over the command handlers, with a real embedded store and the coin game. */
class TourneyCommandsTest {

    @TempDir
    Path data;
    private TourneyFixture f;

    @BeforeEach
    void open() {
        f = new TourneyFixture(data);
    }

    @AfterEach
    void close() {
        f.close();
    }

    private Client admin() {
        return f.admin();
    }

    private Client registered(String name) {
        return f.registered(name);
    }

    private static List<String> ask(Client c, String line) {
        return TourneyFixture.ask(c, line);
    }

    @Test
    void onlyAdminsMakeTournamentsUnlessTheServerLetsPlayers() {
        Client guest = f.server.login("gus");
        assertThat(ask(guest, "/tourney create spring game=coins")).last().asString()
                .startsWith("#t error FORBIDDEN: Only admins make tournaments on this server");
        Client alice = registered("alice");
        assertThat(ask(alice, "/tourney create spring game=coins")).last().asString()
                .startsWith("#t error FORBIDDEN: Only admins make tournaments");
        Client root = admin();
        List<String> made = ask(root, "/tourney create spring game=coins seats=3 rounds=2");
        assertThat(made).last().isEqualTo("#t ok");
        assertThat(made).anyMatch(l -> l.equals("#t spring is open: Swiss, 2 rounds of Coins at tables of 3."));
        assertThat(alice.take()).anyMatch(l -> l.contains("root announces spring"));
    }

    @Test
    void whereTheOperatorAllowsItARegisteredPlayerMakesAsManyAsTheQuotaAndAGuestNone() {
        f.close();
        f = new TourneyFixture(data.resolve("quota"), TestServer.TESTS.withTourneysPerPlayer(1), null);
        Client guest = f.server.login("gus");
        assertThat(ask(guest, "/tourney create spring game=coins")).last().asString()
                .startsWith("#t error FORBIDDEN: Tournaments are made by registered players");
        Client alice = registered("alice");
        assertThat(ask(alice, "/tourney create spring game=coins")).last().isEqualTo("#t ok");
        assertThat(ask(alice, "/tourney create summer game=coins")).last().asString()
                .startsWith("#t error LIMIT_REACHED: You have 1 tournament open or running, the most you may");
        Client root = admin();
        assertThat(ask(root, "/tourney create summer game=coins")).as("an admin has no limit").last().isEqualTo("#t ok");
        assertThat(ask(root, "/tourney create autumn game=coins")).last().isEqualTo("#t ok");
    }

    @Test
    void aBadCreateSaysWhatIsWrong() {
        Client root = admin();
        assertThat(ask(root, "/tourney create x game=coins")).last().asString().contains("BAD_ARGUMENT: Use /tourney create");
        assertThat(ask(root, "/tourney create spring")).last().asString().contains("Say which game: game=<game>");
        assertThat(ask(root, "/tourney create spring game=chess")).last().asString().startsWith("#t error NO_SUCH_GAME");
        assertThat(ask(root, "/tourney create spring game=coins seats=9")).last().asString()
                .contains("Option seats takes a whole number from 2 to 3.");
        assertThat(ask(root, "/tourney create spring game=coins format=arena rounds=3")).last().asString()
                .contains("rounds is a Swiss tournament's setting");
        assertThat(ask(root, "/tourney create spring game=coins colour=red")).last().asString()
                .contains("has no setting colour");
        assertThat(ask(root, "/tourney create spring game=coins start=yesterday")).last().asString()
                .contains("start takes a time: 20:00");
        assertThat(ask(root, "/tourney create spring game=coins timer=0")).last().asString()
                .contains("Option timer takes a whole number from 10 to 3600.");
        assertThat(ask(root, "/tourney create spring game=coins game.rounds=1")).last().isEqualTo("#t ok");
        assertThat(ask(root, "/tourney create spring game=coins")).last().asString()
                .contains("A tournament called spring exists");
        assertThat(ask(root, "/tourney show nothing")).last().asString().startsWith("#t error NO_SUCH_TOURNEY");
    }

    @Test
    void registeredPlayersJoinAndLeaveAndOnlyTheCreatorStartsWithTwoOrMore() {
        Client root = admin();
        ask(root, "/tourney create spring game=coins seats=3");
        Client guest = f.server.login("gus");
        assertThat(ask(guest, "/tourney join spring")).last().asString().startsWith("#t error FORBIDDEN: Tournaments are"
                + " for registered players");
        Client alice = registered("alice");
        assertThat(ask(alice, "/tourney join spring")).anyMatch(l -> l.contains("You are in the tournament spring (1 player)"));
        assertThat(ask(alice, "/tourney join spring")).last().asString().contains("You are in spring already.");
        assertThat(ask(alice, "/tourney start spring")).last().asString().startsWith("#t error FORBIDDEN: Only root");
        assertThat(ask(root, "/tourney start spring")).last().asString().startsWith("#t error CANNOT_START: spring has 1");
        assertThat(ask(alice, "/tourney leave spring")).anyMatch(l -> l.contains("You left spring."));
        assertThat(ask(alice, "/tourney show spring")).anyMatch(l -> l.contains("Nobody has joined yet."));
    }

    @Test
    void aSwissTournamentSeatsEveryRoundByItselfAndEndsWithStandingsThatAddUp() {
        Client root = admin();
        ask(root, "/tourney create spring game=coins seats=3 rounds=2 timer=10 break=0 game.rounds=1");
        List<Client> players = new ArrayList<>();
        for (String n : List.of("ann", "bob", "cy", "dee")) {
            Client c = registered(n);
            assertThat(ask(c, "/tourney join spring")).last().isEqualTo("#t ok");
            players.add(c);
        }
        assertThat(ask(root, "/tourney start spring")).last().isEqualTo("#t ok");
        f.playUntil(players, root, "The tournament is over.");
        List<String> shown = ask(root, "/tourney show spring");
        assertThat(shown).anyMatch(l -> l.startsWith("#t Finished: "));
        assertThat(shown).anyMatch(l -> l.startsWith("#t Round 1:"));
        assertThat(shown).anyMatch(l -> l.startsWith("#t Round 2:"));
        // four players at tables of 2 or 3 (the coin game seats 2-3): two tables of two each round
        assertThat(shown.stream().filter(l -> l.matches("#t   spring-r\\d-\\d \\(finished\\).*"))).hasSize(4);
    }
}
