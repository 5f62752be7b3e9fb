package io.lamancha.games.doncarlo;

import static io.lamancha.games.doncarlo.CompetitiveExamplesTest.deck;
import static io.lamancha.games.doncarlo.CompetitiveExamplesTest.game;
import static io.lamancha.games.doncarlo.CompetitiveExamplesTest.play;
import static org.assertj.core.api.Assertions.assertThat;

import io.lamancha.engine.GameOptions;
import io.lamancha.engine.MoveResult;
import io.lamancha.engine.RenderContext;
import io.lamancha.engine.TelnetReading;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** What a telnet player reads of whole games: 80 columns, names, colour only when asked. */
class TelnetTextTest {

    private static final DonCarloDefinition GAME = new DonCarloDefinition();

    @ParameterizedTest
    @CsvSource({"competitive,2", "competitive,3", "competitive,4", "coop,2", "coop,3", "coop,4"})
    void everyLineOfWholeGamesFitsEightyColumnsNamesThePlayersAndIsColouredOnlyWhenAsked(String variant,
            int seats) throws Exception {
        GameOptions options = GameOptions.defaults(GAME, Map.of(DonCarloDefinition.VARIANT, variant));
        for (long seed = 1; seed <= 4; seed++) {
            TelnetReading.playOut(GAME, options, seats, seed)
                    .everyLineFits()
                    .namesPlayersNotSeats()
                    .coloursOnlyWhenAsked();
        }
    }

    @Test
    void theGameInfoTeachesBothVariantsExplainsTheTableAndFitsEightyColumns() {
        List<String> info = new ArrayList<>(GAME.summary());
        info.addAll(GAME.legend());
        assertThat(info).allMatch(l -> TelnetReading.width(l) <= TelnetReading.COLUMNS);
        assertThat(String.join(" ", info)).contains("/play 1/1/6", "/play back 5 6", "/play penalty 3",
                "influence", "DUE NOW", "led by");
    }

    @Test
    void withColourOnEachFamilyShowsInItsColourAndTheViewersOwnLineInBold() {
        DonCarloCompetitiveGame g = game(deck(1, 1, 6, 6), deck(2, 6, 0, 0), deck(3, 5, 0, 0));
        play(g, 0, "1/1/6");
        List<String> bob = g.view(1).render(new RenderContext(List.of("alice", "bob", "carol"), 1, true));
        assertThat(bob).anyMatch(l -> l.contains("led by \u001b[31malice\u001b[0m: \u001b[31malice:1/1/6\u001b[0m"));
        assertThat(bob).anyMatch(l -> l.startsWith("  \u001b[1m\u001b[36mbob  "));
        assertThat(bob).anyMatch(l -> l.startsWith("  \u001b[32mcarol  "));
    }

    @Test
    void theCardsToPutBackMayBeTypedWithoutTheWordBack() {
        DonCarloCompetitiveGame g = game(deck(1, 2, 3, 5), deck(0, 0, 0, 4, 4, 0, 1, 2));
        play(g, 0, "5");
        play(g, 1, "1");
        assertThat(g.legalMoves(1)).containsExactly("back 0 0", "back 0 4", "back 4 4");
        MoveResult r = g.apply(1, "44");
        assertThat(r).isInstanceOf(MoveResult.Accepted.class);
        assertThat(((MoveResult.Accepted) r).move()).isEqualTo("back 4 4");
    }
}
