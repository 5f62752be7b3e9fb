package io.lamancha.games.doncarlo;

import static io.lamancha.games.doncarlo.CompetitiveExamplesTest.deck;
import static io.lamancha.games.doncarlo.CompetitiveExamplesTest.game;
import static io.lamancha.games.doncarlo.CompetitiveExamplesTest.play;
import static org.assertj.core.api.Assertions.assertThat;

import io.lamancha.engine.RenderContext;
import java.util.List;
import org.junit.jupiter.api.Test;

/** What a telnet player reads: the board, the scores, and for the seat its hand and code names. */
class RenderTest {

    private static final RenderContext ALICE = new RenderContext(List.of("alice", "bob", "carol"), 0, false);
    private static final RenderContext BOB = new RenderContext(List.of("alice", "bob", "carol"), 1, false);
    private static final RenderContext SPECTATOR = new RenderContext(List.of("alice", "bob", "carol"), -1, false);

    @Test
    void theCompetitiveRenderShowsQueuesScoresAndTheSeatsOwnCodeNamesByCountry() {
        DonCarloCompetitiveGame g = game(deck(1, 1, 6, 6), deck(2, 6, 0, 0), deck(3, 5, 0, 0));
        play(g, 0, "1/1/6");
        List<String> bob = g.view(1).render(BOB);
        print(bob);
        assertThat(bob.get(0)).isEqualTo("Don Carlo (competitive) - your turn: send an agent.");
        assertThat(bob).contains("  Chaotania [8] 8 pts, led by alice: alice:1/1/6");
        assertThat(bob).contains(String.format("  %-12s %9d %5d %7d %5d %5d %4d", "alice", 1, 0, 0, 1, 13, 4));
        assertThat(bob).contains("Your hand: 0 0 2 6", "  Chaotania [8]: 2/6 0/2/6 0/0/2/6",
                "Your code names by country; send an agent with /play 0/2 (or 02):");
        List<String> spectator = g.spectatorView().render(SPECTATOR);
        assertThat(spectator).noneMatch(l -> l.startsWith("Your")).noneMatch(l -> l.contains("0/2/6"));
        assertThat(g.view(0).render(ALICE)).anyMatch(l -> l.startsWith("Your hand:"))
                .noneMatch(l -> l.startsWith("Your code names"));
        assertThat(g.view(0).render(ALICE)).anyMatch(l -> l.startsWith("  alice  "))
                .anyMatch(l -> l.startsWith("  Chaotania [8] 8 pts, led by alice:"));
    }

    @Test
    void anOpenHandAndThePutBackPromptAreRendered() {
        DonCarloCompetitiveGame g = game(deck(1, 2, 3, 5), deck(0, 0, 0, 4, 4, 0, 1, 2));
        play(g, 0, "5");
        assertThat(g.spectatorView().render(RenderContext.plain(2, -1))).contains("  seat2's hand lies open: 0 0 0 0 1 4 4");
        play(g, 1, "1");
        List<String> lines = g.view(1).render(RenderContext.plain(2, 1));
        print(lines);
        assertThat(lines).contains("Put 2 of your cards under your stockpile, e.g. /play back 0 0.");
    }

    @Test
    void theCoopRenderShowsTheRowTheTaskDueThePenaltiesAndThePenaltyPrompt() {
        DonCarloCoopGame g = CoopExamplesTest.game(CoopExamplesTest.ROW, 0, 0, 0, 0, 0, 1, 2, 0, 0, 0, 5);
        List<String> lines = g.view(0).render(RenderContext.plain(2, 0));
        print(lines);
        assertThat(lines).contains("  1. Egoistria [1-3] needs 3: 0 sent, DUE NOW: (no agents)",
                "No code name possible: lay a penalty card, e.g. /play penalty 0 (or 0).");
        CoopExamplesTest.play(g, 0, "penalty 0");
        List<String> bob = g.view(1).render(RenderContext.plain(2, 1));
        print(bob);
        assertThat(bob.get(1)).startsWith("Penalty cards: 0 (1 of 4; the fourth loses).");
        assertThat(bob).contains("Your hand: 0 0 0 1 2",
                "  Egoistria [1-3]: 1 0/1 0/0/1 0/0/0/1 2 0/2 0/0/2 0/0/0/2 1/2 0/1/2 0/0/1/2",
                "      0/0/0/1/2");
    }

    @Test
    void noRenderedLinePassesEightyColumnsAndTheEndNamesEveryPlayer() {
        DonCarloDefinition d = new DonCarloDefinition();
        io.lamancha.engine.Game g = d.newGame(4, io.lamancha.engine.GameOptions.defaults(d, java.util.Map.of()), 3);
        io.lamancha.engine.RandomBot bot = new io.lamancha.engine.RandomBot(1);
        while (!g.isOver()) {
            int seat = g.awaited().iterator().next();
            for (int viewer = -1; viewer < 4; viewer++) {
                io.lamancha.engine.GameView v = viewer < 0 ? g.spectatorView() : g.view(viewer);
                assertThat(v.render(RenderContext.plain(4, viewer))).allMatch(l -> l.length() <= 80);
            }
            g.apply(seat, bot.choose(g.view(seat), g.legalMoves(seat)));
        }
        List<String> end = g.spectatorView().render(RenderContext.plain(4, -1));
        print(end);
        assertThat(end.get(0)).isEqualTo("Don Carlo (competitive) - the final table.");
        assertThat(end).as("who won is the server's end of the game, said once")
                .noneMatch(l -> l.toLowerCase(java.util.Locale.ROOT).contains("game over") || l.contains("Final scores"))
                .allMatch(l -> l.length() <= 80);
        assertThat(g.result().orElseThrow().breakdown()).allMatch(b -> b.contains(" influence, ") && b.contains(" left"));
    }

    private static void print(List<String> lines) {
        if (Boolean.getBoolean("render.print")) {
            lines.forEach(System.out::println);
        }
    }
}
