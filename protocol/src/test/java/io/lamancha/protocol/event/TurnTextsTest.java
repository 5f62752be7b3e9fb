package io.lamancha.protocol.event;

import static org.assertj.core.api.Assertions.assertThat;

import io.lamancha.protocol.Durations;
import io.lamancha.protocol.LineEncoder;
import io.lamancha.protocol.TextLayout;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** What a person reads of turn-based games: times left, the list of their games, what they missed. */
class TurnTextsTest {

    @Test
    void timesLeftReadInTheLargestWholeUnit() {
        assertThat(Durations.text(18 * 3600 + 59 * 60)).isEqualTo("18 h");
        assertThat(Durations.text(47 * 3600)).isEqualTo("47 h");
        assertThat(Durations.text(2 * 86_400 + 5)).isEqualTo("2 d");
        assertThat(Durations.text(35 * 60 + 10)).isEqualTo("35 min");
        assertThat(Durations.text(12)).isEqualTo("12 s");
        assertThat(Durations.text(-3)).isEqualTo("0 s");
    }

    @Test
    void theGamesListSaysWhoseMoveAndHowLongWithTheOtherPlayersAndFitsEightyColumns() {
        Games games = new Games("alice", List.of(
                new Games.Entry(7, "doncarlo-7", "doncarlo", "turnbased", "24h", List.of("alice", "bob"),
                        List.of("alice"), true, 18L * 3600, true),
                new Games.Entry(9, "hidalgo-3", "hidalgo", "live", null, List.of("alice", "~Sancho", "~Dulcinea"),
                        List.of("~Sancho"), false, null, null),
                new Games.Entry(11, "quixote-tiles-4", "quixote-tiles", "turnbased", "3d",
                        List.of("alice", "bob", "carol", "dorothea-the-long"), List.of("bob", "carol"), false,
                        2L * 86_400, null)));
        List<String> lines = games.lines();
        assertThat(lines.get(0)).isEqualTo("Your games (3): /room <name> goes to one.");
        assertThat(lines.get(1)).contains("doncarlo-7", "turn-based, 24h", "your move, 18 h left", "with bob");
        assertThat(lines.get(2)).contains("hidalgo-3", "live: ~Sancho's move; with ~Sancho, ~Dulcinea");
        assertThat(String.join(" ", lines)).contains("bob and carol to move, 2 d left");
        assertThat(lines).allMatch(l -> TextLayout.width(l) <= TextLayout.COLUMNS);
        assertThat(new LineEncoder().json(games, null))
                .startsWith("{\"ev\":\"games\",\"name\":\"alice\",\"games\":[{\"id\":7,\"room\":\"doncarlo-7\"")
                .contains("\"yourMove\":true,\"left\":64800,\"parked\":true}")
                .contains("\"pace\":\"live\",\"players\"");
        assertThat(new Games("bob", List.of()).lines()).containsExactly(
                "You have no seat in a running game. /rooms lists the rooms, /sought the ads.");
    }

    @Test
    void whatWasMissedIsToldLastFirstWhenLongAndEndsWithTheTimeLeft() {
        List<GameLog.Entry> events = new ArrayList<>();
        for (int i = 1; i <= 15; i++) {
            events.add(new GameLog.Entry("moved", "bob moves " + i + ".", Map.of()));
        }
        List<String> lines = new Missed("doncarlo-7", "doncarlo", 3, 18, events, 3600L).lines();
        assertThat(lines.get(0)).isEqualTo("Since you left doncarlo-7: 15 moves.");
        assertThat(lines.get(1)).isEqualTo("  ... 3 lines before these: /gamelog has them all.");
        assertThat(lines.get(2)).isEqualTo("  bob moves 4.");
        assertThat(lines.get(lines.size() - 1)).isEqualTo("It is your move: 1 h left.");
        assertThat(new Missed("doncarlo-7", "doncarlo", 3, 4, events.subList(0, 1), null).lines())
                .containsExactly("Since you left doncarlo-7: 1 move.", "  bob moves 1.");
    }

    @Test
    void aTurnBasedStartSaysWhatHappensWhenTimeRunsOutAndFriendsHearOfTheTable() {
        Map<String, String> options = Map.of("pace", "turnbased", "movetime", "24h", "expiry", "bot", "seed", "0");
        GameStarted start = new GameStarted("doncarlo-7", "doncarlo", "Don Carlo", List.of(new SeatInfo(0, "alice", null)),
                options, true, null);
        assertThat(start.lines()).contains("Turn-based: each move has 24h; when a player's time runs out, a bot takes"
                + " the seat and they are placed last.");
        assertThat(new Presence("bob", "seated", "doncarlo-7", "doncarlo", "turnbased", "24h").lines().get(0))
                .isEqualTo("*** bob sits down to a turn-based doncarlo in doncarlo-7 (24h a move): /room doncarlo-7"
                        + " and /join to play with them.");
        assertThat(new Presence("bob", "seated", "doncarlo-7", "doncarlo").lines().get(0))
                .isEqualTo("*** bob sits down to doncarlo in doncarlo-7 (/observe bob watches).");
    }
}
