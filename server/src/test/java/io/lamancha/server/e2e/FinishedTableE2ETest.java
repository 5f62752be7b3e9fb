package io.lamancha.server.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A finished game's table after its seats changed, in every game over TCP: {@code /show} draws the
 * game with its own players and closes with its end, whoever has left the seats since (a bot taken
 * off, the person who played it gone), rather than failing or naming the wrong winner.
 */
class FinishedTableE2ETest extends LiveServerFixture {

    private static String room(List<String> entered) {
        return entered.get(entered.size() - 1).replaceFirst("^You are in room (\\S+):.*$", "$1");
    }

    /** The first line of the end and everything after it, up to the hint that closes it. */
    private static List<String> end(SocketClient c) throws Exception {
        c.until(Wire::isEnd);
        List<String> seen = c.seen();
        int from = seen.size() - 1;
        c.until(l -> l.startsWith("/start plays again"));
        return List.copyOf(c.seen().subList(from, c.seen().size() - 1));
    }

    /** {@code /show} (of {@code args}), tagged: the reply's lines without their tag; no error. */
    private static List<String> show(SocketClient c, String... args) throws Exception {
        c.send("#s /show" + (args.length == 0 ? "" : " " + String.join(" ", args)));
        List<String> reply = c.until(l -> l.equals("#s ok") || l.startsWith("#s error"));
        assertThat(reply).as("/show of the finished game").noneMatch(l -> l.startsWith("#s error"));
        return reply.stream().filter(l -> l.startsWith("#s ")).map(l -> l.substring(3)).toList();
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"quixote-tricks", "doncarlo", "quixote-tiles", "hidalgo"})
    @Timeout(60)
    void afterABotIsTakenOffTheTableShowDrawsTheGameItPlayedAndItsEnd(String game) throws Exception {
        try (SocketClient eve = server.text("eve")) {
            String room = room(eve.send("/newroom " + game).until(l -> l.startsWith("You are in room ")));
            for (int seat = 1; seat <= 3; seat++) {
                eve.send("/addbot random").untilLine("[" + room + "] " + List.of("~Sancho", "~Dulcinea", "~Rocinante")
                        .get(seat - 1) + " (random bot, rated 1300) takes seat " + seat + ".");
            }
            eve.send("/start");
            List<String> end = end(eve);
            eve.send("/remove ~Sancho").untilLine("[" + room + "] ~Sancho leaves seat 1 (removed).");

            List<String> shown = show(eve);
            assertThat(shown).as("the end under the table, as it was told").containsSubsequence(end);
            assertThat(String.join("\n", shown.subList(0, shown.size() - end.size())))
                    .as("the table names the game's own players, the one taken off too")
                    .contains("~Sancho", "~Dulcinea", "~Rocinante");
            assertThat(String.join("\n", show(eve, "~Sancho"))).as("the area of the bot taken off, by its name")
                    .contains("~Sancho");
        }
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"quixote-tricks", "doncarlo", "quixote-tiles", "hidalgo"})
    @Timeout(90)
    void afterThePersonWhoPlayedLeavesTheTableASpectatorsShowDrawsTheGameAndItsEnd(String game) throws Exception {
        try (SocketClient ann = server.text("ann"); SocketClient tom = server.text("tom")) {
            String room = room(ann.send("/newroom " + game).until(l -> l.startsWith("You are in room ")));
            tom.send("/room " + room).until(l -> l.startsWith("You are in room "));
            ann.send("/join").untilLine("[" + room + "] ann takes seat 1.");
            int seats = game.equals("quixote-tricks") ? 3 : 2;
            for (int seat = 2; seat <= seats; seat++) {
                String taken = " takes seat " + seat + ".";
                ann.send("/addbot random").until(l -> l.endsWith(taken) && l.contains("~"));
            }
            ann.send("/start");
            Wire.playFirstLegalToTheEnd(ann, "ann");
            List<String> end = end(tom);
            ann.send("/leave");
            tom.untilLine("[" + room + "] ann leaves seat 1 (left).");

            List<String> shown = show(tom);
            assertThat(shown).as("the end under the table, as it was told").containsSubsequence(end);
            assertThat(String.join("\n", shown)).as("ann played it: the table and its end still name her").contains("ann");
        }
    }
}
