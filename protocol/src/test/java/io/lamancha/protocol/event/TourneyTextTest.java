package io.lamancha.protocol.event;

import static org.assertj.core.api.Assertions.assertThat;

import io.lamancha.protocol.TextLayout;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** How tournaments read in text: /tourney show, /tourney list, and the tournaments in /finger and /history. */
class TourneyTextTest {

    private static TourneyInfo swiss() {
        return new TourneyInfo("spring", "quixote-tricks", "Don Quixote (2026)", "swiss", "running", "root", 3, 2, 4,
                null, null, null, true, 60, Map.of(), List.of(
                        new TourneyInfo.Player(1, "alice", 5.5, 10.5, 1012, 2, null, "spring-r2-1"),
                        new TourneyInfo.Player(2, "bob", 3.0, 12.0, 1000, 2, Boolean.TRUE, null)),
                List.of(new TourneyInfo.Table(1, 1, "spring-r1-1", List.of("alice", "bob"), 1, "finished",
                        List.of(2.5, 0.0)), new TourneyInfo.Table(2, 1, "spring-r2-1", List.of("alice"), 2, "playing", null)),
                List.of(new TourneyInfo.Missed(2, "carol")));
    }

    @Test
    void aSwissTournamentShowsItsStandingsWithTieBreaksAndEachRoundsTables() {
        List<String> lines = swiss().lines();
        assertThat(lines).containsSubsequence(
                "Tournament spring (Swiss, 3 rounds): Don Quixote (2026), tables of 4.",
                "Round 2 of 3 is being played.",
                "Rated, 60 s a move; made by root.",
                "   #  Player            Points  Opp. points  Rating  Games",
                "   1. alice                5.5         10.5    1012      2 at spring-r2-1",
                "   2. bob                    3           12    1000      2 (withdrew)",
                "Round 1:",
                "  spring-r1-1 (finished): alice 2.5, bob 0 and 1 bot",
                "Round 2: (missed: carol)",
                "  spring-r2-1 (playing): alice and 2 bots");
        assertThat(lines).allMatch(l -> TextLayout.width(l) <= TextLayout.COLUMNS);
    }

    @Test
    void theListSaysWhereEachStands() {
        TourneyList list = new TourneyList(List.of(
                new TourneyList.Entry("spring", "quixote-tricks", "swiss", "open", 5, null, 3, null,
                        "2026-12-01T20:00:00Z", null, null),
                new TourneyList.Entry("blitz", "doncarlo", "arena", "running", 6, null, null, 30, null,
                        "2026-12-01T20:30:00Z", "bob"),
                new TourneyList.Entry("winter", "hidalgo", "swiss", "finished", 8, null, 5, null, null, null, "carol")));
        assertThat(list.lines()).containsExactly(
                "Tournaments (/tourney show <name> for one, /tourney join <name> to play):",
                "  spring           quixote-tricks  Swiss, 3 rounds; 5 players; open, starts",
                "    2026-12-01 20:00 UTC",
                "  blitz            doncarlo        arena, 30 min; 6 players; until 2026-12-01",
                "    20:30 UTC",
                "  winter           hidalgo         Swiss, 5 rounds; 8 players; finished, carol",
                "    won");
        assertThat(new TourneyList(List.of()).lines()).containsExactly("No tournaments yet. /help tourney says how to make one.");
    }

    @Test
    void fingerAndHistoryNameTheTournament() {
        Finger f = new Finger("alice", true, "2026-11-01T10:00:00Z", null, null, List.of(), null, List.of(), null,
                List.of(new Finger.TourneyLine("spring", "quixote-tricks", "swiss", "finished", 2, 8, 5.5),
                        new Finger.TourneyLine("blitz", "doncarlo", "arena", "running", null, 6, 1)));
        assertThat(f.lines()).containsSubsequence("Tournaments:",
                "  spring           quixote-tricks  2nd of 8, 5.5 points",
                "  blitz            doncarlo        playing, 6 players");
        History h = new History("alice", List.of(new History.Entry(7, "2026-12-01T12:00:00Z", "quixote-tricks",
                List.of("alice", "bob"), List.of(8, 3), List.of("alice"), null, null, null, null, "spring", 2)));
        assertThat(String.join("\n", h.lines())).contains("(spring round 2)");
    }
}
