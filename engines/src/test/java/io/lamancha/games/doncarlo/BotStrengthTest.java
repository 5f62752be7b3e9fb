package io.lamancha.games.doncarlo;

import static org.assertj.core.api.Assertions.assertThat;

import io.lamancha.engine.Game;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The smart bot against the random bot over 1000 seeded games each. Measured (seeds 0..999):
 * competitive, two seats, seats alternating: smart wins 995 of 1000 outright; cooperative, two
 * seats, default difficulty: a team of smart bots wins 383 of 1000, a team of random bots 22.
 */
class BotStrengthTest {

    private static final int GAMES = 1000;

    @Test
    void smartClearlyBeatsRandomInTheCompetitiveGame() {
        int smartWins = 0;
        for (int i = 0; i < GAMES; i++) {
            int smart = i % 2;
            List<String> levels = smart == 0 ? List.of("smart", "random") : List.of("random", "smart");
            List<Integer> winners = BotRates.play(levels, Map.of(), i).result().orElseThrow().winners();
            smartWins += winners.equals(List.of(smart)) ? 1 : 0;
        }
        assertThat(smartWins).as("smart's outright wins of %d", GAMES).isGreaterThanOrEqualTo(950);
    }

    @Test
    void smartBotsWinTheCooperativeGameFarMoreOftenThanRandomBots() {
        int smart = teamWins("smart");
        int random = teamWins("random");
        assertThat(smart).as("smart team wins of %d", GAMES).isGreaterThanOrEqualTo(330);
        assertThat(random).as("random team wins of %d", GAMES).isLessThanOrEqualTo(60);
    }

    private static int teamWins(String level) {
        int wins = 0;
        for (int i = 0; i < GAMES; i++) {
            Game game = BotRates.play(List.of(level, level), Map.of("variant", "coop"), i);
            wins += game.result().orElseThrow().winners().isEmpty() ? 0 : 1;
        }
        return wins;
    }
}
