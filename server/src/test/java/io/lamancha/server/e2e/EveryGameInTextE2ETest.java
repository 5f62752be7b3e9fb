package io.lamancha.server.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import io.lamancha.engine.GameDefinition;
import io.lamancha.games.Games;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every game at every seat count, played to its end by a person typing into nc in an 80-column
 * terminal (bots in the other seats): every line the server sends fits 80 columns, the end names
 * the players, no line names a seat by number, and {@code /set color on} colours the renders while
 * the default stays plain. At the start the person reads the table at once, whoever moves first,
 * and each game tells what a newcomer needs (the trick game's goal and round-1 hand, the tiles'
 * live score, the Hidalgo's worth of each card and what a vote decides).
 */
class EveryGameInTextE2ETest extends LiveServerFixture {

    private static final Pattern ANSI = Pattern.compile("\u001b\\[[0-9;]*m");
    private static final Pattern SEAT_NUMBER = Pattern.compile("\\b[Ss]eat ?\\d");
    private static final String NAME = "alejandro_quixan";
    /** The start of the render each game shows at its start. */
    private static final Map<String, String> FIRST_TABLE = Map.of("quixote-tricks", "Don Quixote - round 1, trick 1",
            "doncarlo", "Don Carlo (", "quixote-tiles", "Principality of " + NAME,
            "hidalgo", "Don Quixote: The Ingenious Hidalgo - chapter I, adventure 1 of");
    /** Lines each game tells a newcomer (patterns of whole lines, colour taken out). */
    private static final Map<String, List<String>> TOLD = Map.of(
            "quixote-tricks", List.of("Your hand for round 1: [A-Z0-9 ]+\\.",
                    Pattern.quote("A round that leaves anyone on 7 points or more ends the game; highest wins.")),
            "doncarlo", List.of(),
            "quixote-tiles", List.of("Scores of \\S+ +R1 +R2 +R3 +Sum +Now  How round 1 scores",
                    Pattern.quote("Now: this round's points if it ended with your board as it is. Joined: on one")),
            "hidalgo", List.of(
                    Pattern.quote("Your hand (*: a move of yours names it now; worth: its points in your pile now):"),
                    Pattern.quote("Your decision: the card you play face down. Its number is your vote: the"),
                    "  pick A\\d+ +success: [a-z]+ \\d+->\\d+ \\(worth \\d+->\\d+\\);.*"));

    static Stream<Arguments> tables() {
        List<Arguments> out = new ArrayList<>();
        for (GameDefinition g : Games.definitions()) {
            for (int seats = g.minSeats(); seats <= g.maxSeats(); seats++) {
                out.add(Arguments.of(g.id(), "", seats, seats % 2 == 1));
                if (g.id().equals("doncarlo")) {
                    out.add(Arguments.of(g.id(), "variant coop", seats, seats % 2 == 0));
                }
            }
        }
        return out.stream();
    }

    @ParameterizedTest(name = "{0} {1} with {2} seats, colour {3}")
    @MethodSource("tables")
    @Timeout(120)
    void aPersonFinishesItInTextWithinEightyColumns(String game, String option, int seats, boolean colour)
            throws Exception {
        try (SocketClient c = server.text(NAME)) {
            if (colour) {
                c.send("/set color on").untilLine("Colour is now on.");
            }
            c.send("/newroom " + game).until(l -> l.startsWith("You are in room "));
            if (!option.isEmpty()) {
                c.send("/option " + option).until(l -> l.contains(" sets "));
            }
            c.send("/join").until(l -> l.endsWith(NAME + " takes seat 1."));
            for (int bot = 1; bot < seats; bot++) {
                String taken = " takes seat " + (bot + 1) + ".";
                c.send("/addbot " + (bot % 2 == 0 ? "random" : "smart")).until(l -> l.endsWith(taken));
            }
            c.send("/start");
            List<String> seen = play(c);

            for (String line : seen) {
                assertThat(visibleWidth(line)).as("wider than 80 columns: %s", line).isLessThanOrEqualTo(80);
            }
            List<String> end = List.copyOf(seen.subList(seen.lastIndexOf(lastGameOver(seen)), seen.size()));
            assertThat(String.join("\n", end)).as("the end names the player").contains(NAME);
            assertThat(seen).as("no line names a seat number but those that seat someone")
                    .noneMatch(l -> SEAT_NUMBER.matcher(l).find() && !l.contains(" takes seat "));
            List<String> plain = seen.stream().map(l -> ANSI.matcher(l).replaceAll("")).toList();
            for (String told : TOLD.get(game)) {
                assertThat(plain).as("what a newcomer is told of %s", game).anyMatch(l -> l.matches(told));
            }
            assertThat(plain).anyMatch(l -> l.startsWith(FIRST_TABLE.get(game)));
            int begins = plain.indexOf(plain.stream().filter(l -> l.endsWith(" begins.")).findFirst().orElseThrow());
            assertThat(plain.get(begins + 1)).startsWith("Players: 1. " + NAME);
            assertThat(plain.subList(begins, plain.size()).stream()
                    .filter(l -> l.startsWith(">> Your move, ") || l.startsWith("Waiting for: ")).findFirst())
                    .as("the table at once, with the prompt or whom the game waits for").isPresent();
            assertThat(end).as("the end names no seat number").noneMatch(l -> SEAT_NUMBER.matcher(l).find());
            assertThat(seen).as("the end is said once").filteredOn(l -> l.toLowerCase(Locale.ROOT).contains("game over"))
                    .hasSize(1);
            assertThat(seen).noneMatch(l -> l.endsWith(" wins!") || l.equals("Nobody wins.") || l.equals("The game is over."));
            String said = end.get(0);
            for (int i = 1; !said.endsWith(".") && i < end.size(); i++) {
                said += " " + end.get(i).strip(); // a long headline goes on under itself
            }
            assertThat(ANSI.matcher(said).replaceAll("")).as("one headline: who won, the team's fate or the solo score")
                    .matches(headline(option, seats));
            if (option.contains("coop")) {
                assertThat(end).as("a team game has no bare number per player")
                        .noneMatch(l -> l.matches("\\s+\\d+\\.\\s+\\S+\\s+\\d+"));
            } else if (seats > 1) {
                assertThat(end).as("the scores say what they count").contains("    #  Player           Points  How");
            }
            c.send("#shown /show");
            List<String> shown = c.until(l -> l.equals("#shown ok") || l.startsWith("#shown error"));
            assertThat(shown).as("the finished table, closed by its end").contains("#shown " + end.get(0))
                    .noneMatch(l -> l.startsWith("#shown error"));
            if (colour) {
                assertThat(seen).as("colour on colours the render").anyMatch(l -> ANSI.matcher(l).find());
            } else {
                assertThat(seen).as("plain by default").noneMatch(l -> l.indexOf('\u001b') >= 0);
            }
        }
    }

    /** The end's first line: a team's win or loss, a solo score, or who wins (alone or shared) with how much. */
    private static String headline(String option, int seats) {
        String head = "\\[\\S+] Game over: ";
        if (option.contains("coop")) {
            return head + ".* (win|lose) as a team\\.";
        }
        if (seats == 1) {
            return head + NAME + " scores \\d+ points?\\.";
        }
        return head + ".* (wins|share the win) with \\d+ points?\\.";
    }

    /** Plays the first legal move whenever the prompt asks; everything read, once the game is over. */
    private static List<String> play(SocketClient c) throws Exception {
        int tag = 0;
        while (true) {
            List<String> lines = c.until(l -> l.startsWith(">> Your move, " + NAME) || Wire.isEnd(l),
                    Duration.ofSeconds(60));
            String last = lines.get(lines.size() - 1);
            if (Wire.isEnd(last)) {
                c.until(l -> l.startsWith("/start plays again"));
                return c.seen();
            }
            List<String> legal = Wire.promptMoves(last);
            if (legal.isEmpty()) {
                legal = Wire.allMoves(c, "m" + (++tag));
            }
            c.send("/play " + legal.get(0));
        }
    }

    private static String lastGameOver(List<String> seen) {
        for (int i = seen.size() - 1; i >= 0; i--) {
            if (Wire.isEnd(seen.get(i))) {
                return seen.get(i);
            }
        }
        throw new AssertionError("no end");
    }

    private static int visibleWidth(String line) {
        String plain = ANSI.matcher(line).replaceAll("");
        return plain.codePointCount(0, plain.length());
    }
}
