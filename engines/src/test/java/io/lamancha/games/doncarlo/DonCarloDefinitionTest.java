package io.lamancha.games.doncarlo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.lamancha.engine.Game;
import io.lamancha.engine.GameOptions;
import io.lamancha.engine.MoveResult;
import io.lamancha.engine.Rejection;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The definition as the server sees it: identity, options, verbs, bots, seeds and turn order. */
class DonCarloDefinitionTest {

    private final DonCarloDefinition definition = new DonCarloDefinition();

    @Test
    void theGameIsDonCarloForTwoToFourWithRandomAndSmartBots() {
        assertThat(definition.id()).isEqualTo("doncarlo");
        assertThat(definition.title()).isEqualTo("Don Carlo");
        assertThat(definition.minSeats()).isEqualTo(2);
        assertThat(definition.maxSeats()).isEqualTo(4);
        assertThat(definition.botLevels()).containsExactly("random", "smart");
        assertThat(definition.moveVerbs()).containsExactly("back", "penalty");
        assertThatThrownBy(() -> definition.newBot("genius", 1)).isInstanceOf(IllegalArgumentException.class);
        assertThat(definition.summary()).hasSizeBetween(4, 20).allMatch(l -> l.length() <= 80);
    }

    @Test
    void theOptionsAreTheVariantTheRemovedCountryAndTheHandSize() {
        assertThat(definition.options()).extracting(o -> o.key() + "=" + o.defaultValue() + " " + o.allowed())
                .containsExactly("variant=competitive competitive|coop", "remove=5 4|5|6|7|8", "hand=5 5|4");
        GameOptions competitive = GameOptions.defaults(definition, Map.of("remove", "4", "hand", "4"));
        assertThat(definition.validate(2, competitive)).as("ignored in the competitive game").isEmpty();
        DonCarloCompetitiveView v = (DonCarloCompetitiveView) definition.newGame(2, competitive, 1).view(0);
        assertThat(v.hand()).hasSize(4);
        assertThat(v.countries()).hasSize(5);
    }

    @Test
    void seatOneBeginsAndEveryDealComesFromTheSeed() {
        GameOptions options = GameOptions.defaults(definition, Map.of());
        Game a = definition.newGame(3, options, 77);
        assertThat(a.awaited()).containsExactly(0);
        assertThat(definition.newGame(3, options, 77).view(0)).isEqualTo(a.view(0));
        boolean differs = false;
        for (long seed = 78; seed < 83; seed++) {
            differs |= !definition.newGame(3, options, seed).view(0).equals(a.view(0));
        }
        assertThat(differs).isTrue();
    }

    @Test
    void movesOutOfTurnOrUnreadableAreRejectedWithASentenceAndChangeNothing() {
        Game g = CompetitiveExamplesTest.game(CompetitiveExamplesTest.deck(1, 1, 6, 6), CompetitiveExamplesTest.deck(2, 6, 0, 0));
        MoveResult early = g.apply(1, "2/6");
        assertThat(((MoveResult.Rejected) early).code()).isEqualTo(Rejection.NOT_YOUR_TURN);
        for (String bad : List.of("", "7", "1/1/x", "back 1", "penalty 1", "1/1/6/6/6", "2/2")) {
            MoveResult r = g.apply(0, bad);
            assertThat(r).as(bad).isInstanceOf(MoveResult.Rejected.class);
            assertThat(((MoveResult.Rejected) r).code()).isEqualTo(Rejection.ILLEGAL_MOVE);
            assertThat(((MoveResult.Rejected) r).reason()).as(bad).endsWith(".").doesNotContain("0 0 2 6");
        }
        assertThat(g.version()).isZero();
        assertThat(g.legalMoves(0)).contains("1/6", "6/6");
    }

    @Test
    void smartBotsFinishEveryVariantAndDifficultyForEverySeatCount() {
        List<Map<String, String>> optionSets = List.of(Map.of(), Map.of("variant", "coop"),
                Map.of("variant", "coop", "remove", "4", "hand", "4"), Map.of("variant", "coop", "remove", "6"));
        for (Map<String, String> options : optionSets) {
            for (int seats = 2; seats <= 4; seats++) {
                List<String> levels = java.util.Collections.nCopies(seats, "smart");
                Game g = BotRates.play(levels, options, seats);
                assertThat(g.isOver()).isTrue();
                assertThat(g.result().orElseThrow().scores()).hasSize(seats);
            }
        }
    }
}
