package io.lamancha.games.hidalgo;

import static org.assertj.core.api.Assertions.assertThat;

import io.lamancha.engine.Bot;
import io.lamancha.engine.Game;
import io.lamancha.engine.GameOptions;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class HidalgoBotStrengthTest {

    private static final int GAMES = 1000;

    /**
     * Measured over 1000 seeded 4-player games (1 smart vs 3 random, the smart seat rotating):
     * smart wins 60.6%, an average random seat 13.3% (shared victories count for every winner). The
     * random bot picks among whole PLAY submissions, so it adds a donkey or the tent to most plays.
     */
    @Test
    void theSmartBotWinsClearlyMoreOftenThanRandomBots() {
        HidalgoDefinition definition = new HidalgoDefinition();
        GameOptions options = GameOptions.defaults(definition, Map.of());
        int smartWins = 0;
        int randomWins = 0;
        for (int i = 0; i < GAMES; i++) {
            int smartSeat = i % 4;
            Game game = definition.newGame(4, options, 77_000L + i);
            List<Bot> bots = new ArrayList<>();
            for (int s = 0; s < 4; s++) {
                bots.add(definition.newBot(s == smartSeat ? "smart" : "random", 13L * i + s));
            }
            while (!game.isOver()) {
                int seat = game.awaited().iterator().next();
                // the random bot never reads its view, so only the smart seat's view is built
                List<String> legal = game.legalMoves(seat);
                game.apply(seat, bots.get(seat).choose(seat == smartSeat ? game.view(seat) : null, legal));
            }
            List<Integer> winners = game.result().orElseThrow().winners();
            smartWins += winners.contains(smartSeat) ? 1 : 0;
            randomWins += (int) winners.stream().filter(w -> w != smartSeat).count();
        }
        double smartRate = smartWins / (double) GAMES;
        double randomRate = randomWins / (3.0 * GAMES);
        System.out.printf("hidalgo smart %.3f random %.3f%n", smartRate, randomRate);
        assertThat(smartRate).isGreaterThan(0.50);
        assertThat(smartRate).isGreaterThan(3 * randomRate);
    }
}
