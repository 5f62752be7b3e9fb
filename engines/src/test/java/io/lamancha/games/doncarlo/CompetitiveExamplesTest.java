package io.lamancha.games.doncarlo;

import static org.assertj.core.api.Assertions.assertThat;

import io.lamancha.engine.GameEvent;
import io.lamancha.engine.MoveResult;
import io.lamancha.engine.Rejection;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The rulebook's examples of the competitive game, each set up exactly. */
class CompetitiveExamplesTest {

    /** Seat decks, top first; a deck may be shorter than 25 so that a game ends quickly. */
    static DonCarloCompetitiveGame game(List<Integer>... decks) {
        return new DonCarloCompetitiveGame(List.of(decks));
    }

    static List<GameEvent> play(DonCarloCompetitiveGame game, int seat, String move) {
        MoveResult r = game.apply(seat, move);
        assertThat(r).as(move).isInstanceOf(MoveResult.Accepted.class);
        return ((MoveResult.Accepted) r).events();
    }

    static String rejection(DonCarloCompetitiveGame game, int seat, String move) {
        MoveResult r = game.apply(seat, move);
        assertThat(r).as(move).isInstanceOf(MoveResult.Rejected.class);
        return ((MoveResult.Rejected) r).reason();
    }

    static final List<Integer> FILLER = List.of(3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3);

    static List<Integer> deck(Integer... top) {
        List<Integer> deck = new ArrayList<>(List.of(top));
        deck.addAll(FILLER);
        return deck;
    }

    @Test
    void adriansCodeName116GoesToChaotaniaAndScoresTheAgentsThere() {
        DonCarloCompetitiveGame g = game(deck(1, 1, 6, 6), deck(2, 6, 0, 0), deck(3, 5, 0, 0), deck(4, 4, 0, 0));
        assertThat(g.awaited()).containsExactly(0);
        assertThat(g.legalMoves(0)).contains("1/1/6");
        MoveResult r = g.apply(0, "1 1 6");
        assertThat(((MoveResult.Accepted) r).move()).isEqualTo("1/1/6");
        assertThat(((MoveResult.Accepted) r).events()).contains(
                new DonCarloEvent.AgentSent(0, "1/1/6", "Chaotania [8]", 1, 1, 0));
        assertThat(play(g, 1, "2/6")).contains(new DonCarloEvent.AgentSent(1, "2/6", "Chaotania [8]", 2, 2, 0));
        assertThat(play(g, 2, "35")).contains(new DonCarloEvent.AgentSent(2, "3/5", "Chaotania [8]", 3, 3, 0));
        assertThat(g.family(2).influence).isEqualTo(3);
    }

    @Test
    void aCodeNameMayBeWrittenWithSpacesSlashesOrAsDigitsInAnyOrder() {
        for (String typed : List.of("1/1/6", "116", "1 1 6", " 6/1/1 ", "1,1,6")) {
            DonCarloCompetitiveGame g = game(deck(1, 1, 6, 6), deck(2, 6, 0, 0), deck(2, 6, 0, 0));
            MoveResult r = g.apply(0, typed);
            assertThat(((MoveResult.Accepted) r).move()).as(typed).isEqualTo("1/1/6");
        }
    }

    @Test
    void eachCodeNameMayBePresentOnlyOnceInACountry() {
        DonCarloCompetitiveGame g = game(deck(1, 1, 6, 6), deck(1, 6, 1, 0), deck(3, 5, 0, 0), deck(4, 4, 0, 0));
        play(g, 0, "1/1/6");
        assertThat(g.legalMoves(1)).doesNotContain("1/1/6").contains("0/1/1/6");
        assertThat(rejection(g, 1, "6/1/1")).contains("only once per country");
        assertThat(g.version()).isEqualTo(1);
        assertThat(g.family(1).hand()).containsExactlyInAnyOrder(1, 6, 1, 0);
    }

    @Test
    void egoistriaTakesSumsOneToThreeAndSquadroniaNineToTwelveButNothingTakesZeroOrThirteen() {
        DonCarloCompetitiveGame g = game(deck(0, 1, 6, 6), deck(0, 0, 0, 0), deck(0, 0, 0, 0), deck(0, 0, 0, 0));
        assertThat(g.legalMoves(0)).contains("1", "0/1", "6/6", "0/6/6", "1/6", "0/1/6")
                .doesNotContain("0", "1/6/6", "0/1/6/6");
        assertThat(rejection(g, 0, "0")).contains("No country in play takes the sum 0");
        assertThat(rejection(g, 0, "1/6/6")).contains("No country in play takes the sum 13");
        assertThat(play(g, 0, "6/6")).contains(new DonCarloEvent.AgentSent(0, "6/6", "Squadronia [9-12]", 1, 1, 0));
    }

    @Test
    void fewerPlayersUseFewerCountries() {
        assertThat(Country.forSeats(4)).containsExactly(Country.values());
        assertThat(Country.forSeats(3)).doesNotContain(Country.ABSTRUSIA).hasSize(6);
        assertThat(Country.forSeats(2)).doesNotContain(Country.ABSTRUSIA, Country.CHAOTANIA).hasSize(5);
        DonCarloCompetitiveGame two = game(deck(4, 4, 0, 5), deck(0, 0, 0, 0));
        assertThat(two.legalMoves(0)).contains("5", "0/5").doesNotContain("4", "4/4", "0/4");
        assertThat(rejection(two, 0, "4/4")).contains("No country in play takes the sum 8");
        DonCarloCompetitiveGame three = game(deck(4, 4, 0, 5), deck(0, 0, 0, 0), deck(0, 0, 0, 0));
        assertThat(three.legalMoves(0)).contains("4/4").doesNotContain("4", "0/4");
    }

    @Test
    void threeIdenticalNumbersEarnTwoBonusPointsAndThreeConsecutiveOne() {
        assertThat(CodeName.of(3, 3, 3).bonus()).isEqualTo(2);
        assertThat(CodeName.of(3, 4, 5).bonus()).isEqualTo(1);
        assertThat(CodeName.of(2, 3, 4).bonus()).isEqualTo(1);
        assertThat(CodeName.of(0, 1, 2).bonus()).as("0/1/2 counts as consecutive").isEqualTo(1);
        assertThat(CodeName.of(5, 3, 4).bonus()).as("the cards are sorted first").isEqualTo(1);
        assertThat(CodeName.of(3, 3, 2).bonus()).isZero();
        assertThat(CodeName.of(3, 3).bonus()).isZero();
        assertThat(CodeName.of(3, 3, 3, 3).bonus()).as("exactly three cards").isZero();
        assertThat(CodeName.of(1, 2, 3, 4).bonus()).isZero();
        assertThat(CodeName.of(1, 3, 5).bonus()).isZero();
    }

    @Test
    void zampanoWinsSquadroniaOverDonnyOnATieBecauseHisAgentArrivedFirst() {
        // Zampano (seat 0) and Donny (seat 1) each send two agents to Squadronia; both then run out.
        DonCarloCompetitiveGame g = game(List.of(3, 3, 3, 6, 4), List.of(3, 4, 5, 6, 5));
        assertThat(play(g, 0, "3/3/3")).contains(new DonCarloEvent.AgentSent(0, "3/3/3", "Squadronia [9-12]", 1, 1, 2));
        assertThat(play(g, 1, "3/4/5")).contains(new DonCarloEvent.AgentSent(1, "3/4/5", "Squadronia [9-12]", 2, 2, 1));
        play(g, 0, "4/6");
        List<GameEvent> last = play(g, 1, "5/6");
        assertThat(g.isOver()).isTrue();
        assertThat(last).contains(new DonCarloEvent.CountryWon("Squadronia [9-12]", 0, 2, 9));
        assertThat(g.family(0).total()).isEqualTo(1 + 3 + 2 + 9);
        assertThat(g.family(1).total()).isEqualTo(2 + 4 + 1);
        assertThat(g.result().orElseThrow().winners()).containsExactly(0);
        assertThat(g.result().orElseThrow().scores()).containsExactly(15, 7);
    }

    @Test
    void aCountryGoesToTheMostAgentsNotTheMostCards() {
        List<Agent> queue = List.of(new Agent(1, CodeName.of(0, 0, 3, 6)), new Agent(0, CodeName.of(3, 6)),
                new Agent(1, CodeName.of(0, 1, 2, 6)), new Agent(0, CodeName.of(4, 5)), new Agent(0, CodeName.of(0, 4, 5)));
        assertThat(DonCarloCompetitiveScoring.leader(queue)).as("three agents of two cards beat two of four").isZero();
        assertThat(DonCarloCompetitiveScoring.leader(queue.subList(0, 4))).as("2:2, seat 1 arrived first").isEqualTo(1);
        assertThat(DonCarloCompetitiveScoring.leader(List.of())).as("no agents, nobody").isEqualTo(-1);
    }

    @Test
    void egoistriaCountsThreeAndSquadroniaNineAtTheEnd() {
        assertThat(Country.EGOISTRIA.points()).isEqualTo(3);
        assertThat(Country.SQUADRONIA.points()).isEqualTo(9);
        assertThat(Country.PROTZLAND.points()).isEqualTo(7);
        assertThat(Country.PROTZLAND.label()).isEqualTo("Protzland [7]");
    }
}
