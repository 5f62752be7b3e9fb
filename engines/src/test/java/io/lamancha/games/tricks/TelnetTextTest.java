package io.lamancha.games.tricks;

import static org.assertj.core.api.Assertions.assertThat;

import io.lamancha.engine.GameOptions;
import io.lamancha.engine.RenderContext;
import io.lamancha.engine.TelnetReading;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** What a telnet player reads of whole games: 80 columns, names, colour only when asked. */
class TelnetTextTest {

    private static final TricksDefinition GAME = new TricksDefinition();

    @ParameterizedTest
    @ValueSource(ints = {3, 4, 5})
    void everyLineOfWholeGamesFitsEightyColumnsNamesThePlayersAndIsColouredOnlyWhenAsked(int seats)
            throws Exception {
        for (long seed = 1; seed <= 4; seed++) {
            TelnetReading.playOut(GAME, GameOptions.empty(), seats, seed)
                    .everyLineFits()
                    .namesPlayersNotSeats()
                    .coloursOnlyWhenAsked();
        }
    }

    @Test
    void theGameInfoTeachesTheFlowExplainsTheTableAndFitsEightyColumns() {
        List<String> info = new ArrayList<>(GAME.summary());
        info.addAll(GAME.legend());
        assertThat(info).allMatch(l -> TelnetReading.width(l) <= TelnetReading.COLUMNS);
        assertThat(info).noneMatch(l -> l.contains("No options"));
        assertThat(String.join(" ", info)).contains("/play R7", "7 tricks", "pass card", "[brackets]", "timer");
        assertThat(GAME.legend()).anyMatch(l -> l.startsWith("Leftovers: ") && l.contains("dealt to nobody"))
                .anyMatch(l -> l.contains("Last = points of the last round"));
    }

    @Test
    void withColourOnCardsShowInTheirColourAndTheViewersOwnLineInBold() {
        TricksGame game = Positions.example(List.of(0, 0, 0));
        Positions.play(game, "0:R1");
        RenderContext colour = new RenderContext(List.of("sohyeon", "jihun", "unseo"), 1, true);
        List<String> lines = game.view(1).render(colour);
        assertThat(lines).anyMatch(l -> l.contains("Your hand:") && l.contains("[\u001b[31mR6\u001b[0m]")
                && l.contains("\u001b[33mY1\u001b[0m") && l.contains("\u001b[34mB4\u001b[0m")
                && l.contains("\u001b[90mP\u001b[0m"));
        assertThat(lines).anyMatch(l -> l.startsWith("> \u001b[1mjihun"));
        assertThat(lines).anyMatch(l -> l.startsWith("  sohyeon"));
        assertThat(new TricksEvent.CardPlayed(0, "Y7", 1, 1).text(colour)).isEqualTo("sohyeon plays \u001b[33mY7\u001b[0m.");
    }
}
