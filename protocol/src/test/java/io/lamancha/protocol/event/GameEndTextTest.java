package io.lamancha.protocol.event;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The end of a game reads as one summary: "Game over" once, a headline that says who won (or that
 * the team lost, or a solo score and how it ranks), scores with what they count, who left.
 */
class GameEndTextTest {

    private static GameOver.Standing standing(int rank, int seat, String name, int score, boolean won, String how) {
        return new GameOver.Standing(rank, seat, name, score, won, how, null);
    }

    @Test
    void aCompetitiveEndNamesTheWinnerOnceAndSaysWhatTheScoresCount() {
        GameOver end = GameOver.finished("quixote-tricks-1", "quixote-tricks", List.of("ann", "~Sancho", "bob"),
                List.of(standing(1, 0, "ann", 8, true, "+2 in the last round"),
                        standing(2, 2, "bob", 6, false, "+3 in the last round"),
                        standing(3, 1, "~Sancho", 5, false, "+1 in the last round")),
                "points", null, List.of("Final scores after 4 rounds.", "Decided by highest score."), null);
        assertThat(end.lines()).containsExactly(
                "[quixote-tricks-1] Game over: ann wins with 8 points.",
                "    #  Player           Points  How",
                "   1.  ann                   8  +2 in the last round",
                "   2.  bob                   6  +3 in the last round",
                "   3.  ~Sancho               5  +1 in the last round",
                "Final scores after 4 rounds.",
                "Decided by highest score.",
                "/start plays again with the same seats; /leave gives up your seat.");
        assertThat(end.outcome()).isEqualTo(GameOver.WIN);
        assertThat(end.headline()).isEqualTo("ann wins with 8 points.");
        assertThat(end.scores()).containsExactly(8, 5, 6);
        assertThat(end.winners()).containsExactly("ann");
        assertThat(String.join("\n", end.lines())).containsOnlyOnce("Game over").doesNotContain("wins!");
    }

    @Test
    void aPlayerWhoLeftIsListedLastAndTheNoteSaysWhy() {
        GameOver end = GameOver.finished("doncarlo-1", "doncarlo", List.of("alice", "bob"),
                List.of(standing(1, 1, "bob", 52, true, "43 influence, 0 bonus, 9 country; 1 card left"),
                        new GameOver.Standing(2, 0, "alice", 58, false, "36 influence, 1 bonus, 21 country; 2 cards left",
                                true)), "points", null, List.of("The winner becomes Don Carlo."), null);
        assertThat(end.lines()).contains("[doncarlo-1] Game over: bob wins with 52 points.",
                "alice left the game; a bot played on for them: placed last, whatever the score.");
        assertThat(end.lines()).allMatch(l -> l.length() <= 80);
        assertThat(end.standings().get(1).hasLeft()).isTrue();
    }

    @Test
    void aTeamGameSaysTheTeamLostWithoutABareNumberPerPlayer() {
        GameOver end = GameOver.finished("doncarlo-3", "doncarlo", List.of("coo", "~Sancho"),
                List.of(standing(1, 0, "coo", 5, false, "the team's 5 of 6 tasks"),
                        standing(1, 1, "~Sancho", 5, false, "the team's 5 of 6 tasks")),
                "tasks done", false, List.of("Lost: 5 of 6 tasks done, 4 penalty cards."), null);
        assertThat(end.lines()).containsExactly("[doncarlo-3] Game over: coo and ~Sancho lose as a team.",
                "Lost: 5 of 6 tasks done, 4 penalty cards.",
                "/start plays again with the same seats; /leave gives up your seat.");
        assertThat(end.outcome()).isEqualTo(GameOver.TEAM_LOST);
        assertThat(end.unit()).isEqualTo("tasks done");

        GameOver won = GameOver.finished("doncarlo-3", "doncarlo", List.of("coo", "~Sancho"),
                List.of(standing(1, 0, "coo", 6, true, ""), standing(1, 1, "~Sancho", 6, true, "")),
                "tasks done", true, List.of(), null);
        assertThat(won.headline()).isEqualTo("coo and ~Sancho win as a team.");
        assertThat(won.outcome()).isEqualTo(GameOver.TEAM_WON);
    }

    @Test
    void aSoloGameSaysTheScoreAndHowItRanks() {
        GameOver.Standing eve = standing(1, 0, "eve", 19, true, "rounds 0 + 6 + 13");
        GameOver third = GameOver.finished("quixote-tiles-1", "quixote-tiles", List.of("eve"), List.of(eve), "points",
                null, List.of(), new GameOver.SoloRank(3, 5, 27, false));
        assertThat(third.lines()).containsExactly("[quixote-tiles-1] Game over: eve scores 19 points.",
                "  Made of: rounds 0 + 6 + 13.",
                "The 3rd best of eve's 5 solo games here (best: 27).",
                "/start plays again with the same seats; /leave gives up your seat.");
        assertThat(third.outcome()).isEqualTo(GameOver.SOLO);
        assertThat(third.solo()).isEqualTo(new GameOver.SoloRank(3, 5, 27, false));
        assertThat(GameOver.finished("t", "g", List.of("eve"), List.of(eve), "points", null, List.of(),
                new GameOver.SoloRank(1, 4, 19, false)).lines()).contains("A new best of eve's 4 solo games here.");
        assertThat(GameOver.finished("t", "g", List.of("eve"), List.of(eve), "points", null, List.of(),
                new GameOver.SoloRank(1, 4, 19, true)).lines()).contains("Equal to the best of eve's 4 solo games here.");
        assertThat(GameOver.finished("t", "g", List.of("eve"), List.of(eve), "points", null, List.of(),
                new GameOver.SoloRank(1, 1, 19, false)).lines()).contains(
                        "The first of eve's solo games here: a score to beat.");
    }

    @Test
    void anAbortedGameSaysWhyAndThatItIsNotRated() {
        GameOver end = GameOver.aborted("hidalgo-1", "hidalgo", List.of("ann", "bob"),
                "every player at the table agreed (/abort).");
        assertThat(end.lines()).containsExactly(
                "[hidalgo-1] Game aborted: every player at the table agreed (/abort).",
                "Not rated, and stored as aborted (/history lists it).",
                "/start plays a new game with the same seats; /leave gives up your seat.");
        assertThat(end.outcome()).isEqualTo(GameOver.ABORTED);
        assertThat(end.scores()).isEmpty();
        assertThat(end.winners()).isEmpty();
    }

    @Test
    void aTableRowReadsAsTheFormatItReplacedForShortLongAndOddValues() {
        String[] ranks = {"#", "1.", "10.", "100.", "1000."};
        String[] names = {"Player", "al", "~Sancho", "abcdefghijklmnop", "abcdefghijklmnopqrstuvwxyz", ""};
        String[] scores = {"Points", "0", "-5", "123456", "1234567", "Tasks"};
        String[] hows = {"How", "", "3 tricks + 2 bonus", "x".repeat(90)};
        for (String rank : ranks) {
            for (String name : names) {
                for (String score : scores) {
                    for (String how : hows) {
                        assertThat(GameOver.row(rank, name, score, how))
                                .isEqualTo(String.format("  %3s  %-16s %6s  %s", rank, name, score, how));
                    }
                }
            }
        }
    }
}
