package io.lamancha.protocol.event;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** How ratings read in text: changes at the end and in /history, /finger's ratings, /top. */
class RatingTextTest {

    @Test
    void theEndOfARatedGameShowsEachPlayersChangeAndAnUnratedOneNone() {
        GameOver end = GameOver.finished("doncarlo-1", "doncarlo", List.of("alice", "bob"), List.of(
                new GameOver.Standing(1, 0, "alice", 12, true, "", null),
                new GameOver.Standing(2, 1, "bob", 9, false, "", null)), "points", null, List.of(), null);
        assertThat(end.lines()).noneMatch(l -> l.startsWith("Ratings"));
        assertThat(end.ratingChanges()).isNull();

        GameOver rated = end.withRatings(List.of(new RatingChange("alice", 1012, 1031, false),
                new RatingChange("bob", 1000, 987, true)));
        assertThat(rated.lines()).containsSubsequence("[doncarlo-1] Game over: alice wins with 12 points.",
                "Ratings:", "  alice 1012 -> 1031 (+19)", "  bob 1000 -> 987? (-13)");
    }

    @Test
    void fingerListsEachGamesRatingWithItsMarkAndRank() {
        Finger f = new Finger("alice", true, "2026-11-01T10:00:00Z", null, null, List.of(), null,
                List.of(new Finger.RatingLine("doncarlo", 1031, false, 12, 2),
                        new Finger.RatingLine("quixote-tricks", 998, true, 3, null)));
        assertThat(f.lines()).contains("Ratings (? while provisional):",
                "  doncarlo          1031   12 rated games, #2 in /top",
                "  quixote-tricks     998?   3 rated games");
    }

    @Test
    void topListsTheBoardOrSaysHowToSeeProvisionalRatings() {
        assertThat(new Top("doncarlo", false, List.of()).lines()).containsExactly(
                "Nobody has a settled rating in doncarlo yet;", "/top doncarlo all lists provisional ratings too.");
        Top all = new Top("doncarlo", true, List.of(new Top.Entry(1, "alice", 1031, false, 12),
                new Top.Entry(2, "bob", 987, true, 1)));
        assertThat(all.lines()).containsExactly("Ratings in doncarlo, provisional ones marked ?:",
                "    1. alice             1031    12 games", "    2. bob                987?    1 game");
    }

    @Test
    void historyShowsTheChangesOfARatedGameWithinEightyColumns() {
        History h = new History(null, List.of(new History.Entry(7, "2026-12-01T12:00:00Z", "doncarlo",
                List.of("alice", "bob", "carolina", "dominique"), List.of(12, 9, 7, 3), List.of("alice"), null,
                List.of(new RatingChange("alice", 1012, 1031, false), new RatingChange("bob", 1000, 987, true),
                        new RatingChange("carolina", 1100, 1090, false),
                        new RatingChange("dominique", 1200, 1150, false)))));
        assertThat(String.join("\n", h.lines())).contains("ratings: alice 1012 -> 1031 (+19), bob 1000 -> 987? (-13)");
        assertThat(h.lines()).allMatch(l -> l.length() <= 80);
    }
}
