package io.lamancha.games.doncarlo;

import static org.assertj.core.api.Assertions.assertThat;

import io.lamancha.engine.Game;
import io.lamancha.engine.GameEvent;
import io.lamancha.engine.GameOptions;
import io.lamancha.engine.MoveResult;
import io.lamancha.engine.Rng;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The cooperative variant's rules and difficulty options, each on an exact deal. */
class CoopExamplesTest {

    static final List<Country> ROW = List.of(Country.EGOISTRIA, Country.ABSTRUSIA, Country.ABSURDISTAN,
            Country.PROTZLAND, Country.CHAOTANIA, Country.SQUADRONIA);

    /** A pile, top first, padded with sixes; two seats of five cards take the first ten. */
    static DonCarloCoopGame game(List<Country> row, Integer... top) {
        List<Integer> pile = new ArrayList<>(List.of(top));
        while (pile.size() < 60) {
            pile.add(6);
        }
        return new DonCarloCoopGame(2, row, pile, 5);
    }

    static List<GameEvent> play(Game game, int seat, String move) {
        MoveResult r = game.apply(seat, move);
        assertThat(r).as(move).isInstanceOf(MoveResult.Accepted.class);
        return ((MoveResult.Accepted) r).events();
    }

    static String rejection(Game game, int seat, String move) {
        int version = game.version();
        MoveResult r = game.apply(seat, move);
        assertThat(r).as(move).isInstanceOf(MoveResult.Rejected.class);
        assertThat(game.version()).isEqualTo(version);
        return ((MoveResult.Rejected) r).reason();
    }

    @Test
    void theLastAgentOfATaskThatIsNotYetDueCannotBeSentButEarlierOnesCan() {
        DonCarloCoopGame g = game(ROW, 4, 0, 1, 3, 2, 2, 2, 1, 1, 2);
        play(g, 0, "4");
        play(g, 1, "2/2");
        play(g, 0, "1/3");
        assertThat(g.hand(1)).containsExactlyInAnyOrder(1, 1, 2, 6, 6);
        assertThat(g.legalMoves(1)).doesNotContain("1/1/2").contains("1", "1/1", "1/2");
        assertThat(rejection(g, 1, "1/1/2"))
                .isEqualTo("You cannot send the last agent to Abstrusia [4]: its task is not yet due."
                        + " Tasks are done from left to right (see /moves).");
    }

    @Test
    void completingTheDueTaskClosesItsCountryAndMakesTheNextTaskDue() {
        DonCarloCoopGame g = game(ROW, 4, 0, 1, 3, 2, 2, 2, 1, 1, 2, 6, 6, 6, 6, 6, 6, 4, 1, 6);
        play(g, 0, "4");
        play(g, 1, "2/2");
        play(g, 0, "1/3");
        play(g, 1, "1");
        play(g, 0, "2");
        List<GameEvent> events = play(g, 1, "1/2");
        assertThat(events).contains(new DonCarloEvent.TaskCompleted("Egoistria [1-3]", 1, 6));
        DonCarloCoopView view = (DonCarloCoopView) g.spectatorView();
        assertThat(view.row().get(0).state()).isEqualTo("closed");
        assertThat(view.row().get(0).agents()).as("the pile lies face down").isEmpty();
        assertThat(view.row().get(1).state()).isEqualTo("due");
        assertThat(view.task()).isEqualTo(1);
        assertThat(play(g, 0, "0/4")).contains(new DonCarloEvent.TaskCompleted("Abstrusia [4]", 2, 6));
        assertThat(g.hand(1)).contains(1);
        assertThat(g.legalMoves(1)).doesNotContain("1");
        assertThat(rejection(g, 1, "1")).startsWith("Egoistria [1-3] is closed");
    }

    @Test
    void aCodeNameTakesUpToFiveCardsAndIsUniquePerCountryWhateverTheColours() {
        DonCarloCoopGame g = game(ROW, 0, 1, 1, 2, 3, 1, 1, 2, 3, 0);
        play(g, 0, "0/1/1/2/3");
        assertThat(g.board().queue(Country.PROTZLAND)).hasSize(1);
        assertThat(g.legalMoves(1)).doesNotContain("0/1/1/2/3").contains("1/1/2/3");
        assertThat(rejection(g, 1, "3/2/1/1/0")).contains("only once per country");
    }

    @Test
    void aSeatThatCannotMakeACodeNameMustLayAPenaltyCardAndDrawsAReplacement() {
        DonCarloCoopGame g = game(ROW, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 5);
        assertThat(g.legalMoves(0)).containsExactly("penalty 0");
        assertThat(((DonCarloCoopView) g.view(0)).penaltyDue()).isTrue();
        assertThat(rejection(g, 0, "0/0")).contains("lay one hand card as penalty card");
        assertThat(rejection(g, 0, "penalty 5")).contains("You hold no 5");
        assertThat(rejection(g, 0, "5")).as("the short form of a card not held").contains("You hold no 5");
        List<GameEvent> events = play(g, 0, "penalty 0");
        assertThat(events).contains(new DonCarloEvent.PenaltyLaid(0, 0, 1), new DonCarloEvent.CardsDrawn(0, List.of(5)));
        assertThat(g.hand(0)).hasSize(5);
        assertThat(g.penalties()).containsExactly(0);
        assertThat(rejection(g, 1, "penalty 0")).contains("no penalty card is due");
    }

    @Test
    void aHandWhoseCodeNamesAreAllUsedUpMustLayAPenaltyCard() {
        DonCarloCoopGame g = game(ROW, 6, 6, 6, 2, 2, 6, 6, 6, 6, 6);
        play(g, 0, "6/6");
        play(g, 1, "6");
        assertThat(g.legalMoves(0)).contains("2", "2/6");
        play(g, 0, "2");
        assertThat(g.hand(1)).containsOnly(6);
        assertThat(g.legalMoves(1)).as("6 and 6/6 are taken, 6/6/6 is 18").containsExactly("penalty 6");
        assertThat(rejection(g, 1, "6/6")).contains("lay one hand card as penalty card");
        MoveResult shortForm = g.apply(1, "6");
        assertThat(shortForm).as("a bare card is the penalty card when no code name can be made")
                .isInstanceOf(MoveResult.Accepted.class);
        assertThat(((MoveResult.Accepted) shortForm).move()).isEqualTo("penalty 6");
    }

    @Test
    void theFourthPenaltyCardLosesTheGame() {
        Integer[] zeros = new Integer[30];
        java.util.Arrays.fill(zeros, 0);
        DonCarloCoopGame g = game(ROW, zeros);
        play(g, 0, "penalty 0");
        play(g, 1, "penalty 0");
        play(g, 0, "penalty 0");
        assertThat(g.isOver()).isFalse();
        List<GameEvent> events = play(g, 1, "penalty 0");
        assertThat(events).contains(new DonCarloEvent.TeamFinished(false, "a fourth penalty card was laid"));
        assertThat(g.isOver()).isTrue();
        assertThat(g.result().orElseThrow().winners()).isEmpty();
        assertThat(((DonCarloCoopView) g.spectatorView()).outcome()).isEqualTo("lost");
    }

    @Test
    void completingTheTaskOnTheLastCountryCardWins() {
        DonCarloCoopGame g = game(List.of(Country.EGOISTRIA), 1, 2, 3, 6, 6, 2, 2, 6, 6, 6);
        play(g, 0, "1");
        play(g, 1, "2");
        List<GameEvent> events = play(g, 0, "3");
        assertThat(events).containsSubsequence(new DonCarloEvent.TaskCompleted("Egoistria [1-3]", 1, 1),
                new DonCarloEvent.TeamFinished(true, "every task is done"));
        assertThat(g.result().orElseThrow().winners()).containsExactly(0, 1);
        assertThat(g.awaited()).isEmpty();
    }

    @Test
    void tasksNeedThreeAgentsForEgoistriaNineForSquadroniaAndTheNumberElsewhere() {
        DonCarloCoopView view = (DonCarloCoopView) game(ROW).spectatorView();
        assertThat(view.row()).extracting(DonCarloCoopView.TaskView::required).containsExactly(3, 4, 6, 7, 8, 9);
    }

    @Test
    void theDrawPileIsTheFourFamiliesEachShuffledAloneThenStacked() {
        List<Integer> pile = DonCarloCoopGame.stackedFamilies(new Rng(5));
        assertThat(pile).hasSize(100);
        for (int f = 0; f < 4; f++) {
            assertThat(pile.subList(25 * f, 25 * f + 25)).containsExactlyInAnyOrderElementsOf(Cards.family());
        }
    }

    @Test
    void theDefaultRowHasSixCountriesWithoutAbracadabriaInARandomOrderAndHandsOfFive() {
        DonCarloDefinition d = new DonCarloDefinition();
        Set<List<String>> rows = new HashSet<>();
        for (long seed = 0; seed < 5; seed++) {
            DonCarloCoopView v = (DonCarloCoopView) d.newGame(3, GameOptions.defaults(d, Map.of("variant", "coop")), seed).view(0);
            List<String> names = v.row().stream().map(DonCarloCoopView.TaskView::name).toList();
            assertThat(names).hasSize(6).doesNotContain("Abracadabria");
            assertThat(v.hand()).hasSize(5);
            assertThat(v.handSizes()).containsExactly(5, 5, 5);
            assertThat(v.drawPile()).isEqualTo(85);
            rows.add(names);
        }
        assertThat(rows).as("the row is shuffled").hasSizeGreaterThan(1);
    }

    @Test
    void theDifficultyOptionsChooseTheRemovedCountryAndTheHandSize() {
        DonCarloDefinition d = new DonCarloDefinition();
        GameOptions hard = GameOptions.defaults(d, Map.of("variant", "coop", "remove", "4", "hand", "4"));
        DonCarloCoopView v = (DonCarloCoopView) d.newGame(2, hard, 1).view(1);
        assertThat(v.row()).extracting(DonCarloCoopView.TaskView::name).doesNotContain("Abstrusia").contains("Abracadabria");
        assertThat(v.hand()).hasSize(4);
        assertThat(v.handLimit()).isEqualTo(4);
        GameOptions easy = GameOptions.defaults(d, Map.of("variant", "coop", "remove", "7"));
        assertThat(((DonCarloCoopView) d.newGame(2, easy, 1).view(0)).row()).extracting(DonCarloCoopView.TaskView::name)
                .doesNotContain("Protzland");
        assertThat(d.options()).filteredOn(o -> !o.key().equals("variant"))
                .allMatch(o -> o.help().startsWith("Coop only (ignored in the competitive game)"));
        assertThat(d.options().get(1).help()).contains("4 (Abstrusia) is harder", "6 or 7 easier");
    }
}
