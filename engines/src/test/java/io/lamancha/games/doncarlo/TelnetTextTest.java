package io.lamancha.games.doncarlo;

import io.lamancha.engine.GameOptions;
import io.lamancha.engine.TelnetReading;
import java.util.Map;
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
}
