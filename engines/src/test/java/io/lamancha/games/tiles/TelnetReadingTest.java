package io.lamancha.games.tiles;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.lamancha.engine.Game;
import io.lamancha.engine.GameEvent;
import io.lamancha.engine.GameOptions;
import io.lamancha.engine.GameView;
import io.lamancha.engine.MoveResult;
import io.lamancha.engine.RenderContext;
import io.lamancha.engine.Rng;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * What a person in an 80-column telnet session reads of whole seeded games, solo and at every
 * seat count, with the longest names the server allows: every render and event line fits, the
 * first render carries the key to the symbols, each round's scoring is told per player and
 * category, every final board is drawn for every viewer, colour only when asked for, and never a
 * seat number.
 */
class TelnetReadingTest {

    /** The server's longest user names (16 characters), one per seat. */
    private static final List<String> NAMES = List.of("Dulcinea_del_Tob", "Sancho_Panza_Sr1", "Rocinante-steed1",
            "Quixote_de_la_Ma");
    private static final Pattern ESCAPE = Pattern.compile("\u001b\\[[0-9;]*m");
    private static final Pattern SEAT_NUMBER = Pattern.compile("(?i)\\bseat\\s*\\d");
    private static final ObjectMapper JSON = new ObjectMapper().setSerializationInclusion(JsonInclude.Include.NON_NULL);

    /** One seeded random game: every line each viewer was shown, in colour and plain, and every event. */
    private record Transcript(List<String> plainLines, List<String> colourLines, List<GameEvent> events,
                              List<List<String>> firstRenders, List<List<String>> finalRenders) {
    }

    private static Transcript play(int seats, long seed) {
        Game game = new TilesDefinition().newGame(seats, GameOptions.empty(), seed);
        Rng rng = new Rng(seed);
        List<String> plain = new ArrayList<>();
        List<String> colour = new ArrayList<>();
        List<GameEvent> events = new ArrayList<>();
        List<List<String>> first = renders(game, seats, false);
        while (!game.isOver()) {
            renders(game, seats, false).forEach(plain::addAll);
            renders(game, seats, true).forEach(colour::addAll);
            int seat = rng.pick(new ArrayList<>(game.awaited()));
            MoveResult r = game.apply(seat, rng.pick(game.legalMoves(seat)));
            events.addAll(((MoveResult.Accepted) r).events());
        }
        List<List<String>> last = renders(game, seats, false);
        last.forEach(plain::addAll);
        renders(game, seats, true).forEach(colour::addAll);
        for (GameEvent e : events) {
            for (int viewer = -1; viewer < seats; viewer++) {
                if (e.audience().admits(viewer)) {
                    plain.add(e.text(context(seats, viewer, false)));
                    colour.add(e.text(context(seats, viewer, true)));
                }
            }
        }
        return new Transcript(plain, colour, events, first, last);
    }

    /** Each viewer's render, the spectator's first, then each seat's own and each seat's focus on every board. */
    private static List<List<String>> renders(Game game, int seats, boolean colour) {
        List<List<String>> renders = new ArrayList<>();
        for (int viewer = -1; viewer < seats; viewer++) {
            GameView view = viewer < 0 ? game.spectatorView() : game.view(viewer);
            RenderContext c = context(seats, viewer, colour);
            renders.add(view.render(c));
            for (int focus = 0; focus < seats && viewer >= 0; focus++) {
                renders.add(view.render(c.withFocus(focus)));
            }
        }
        return renders;
    }

    private static RenderContext context(int seats, int viewer, boolean colour) {
        return new RenderContext(NAMES.subList(0, seats), viewer, colour);
    }

    private static String plain(String line) {
        return ESCAPE.matcher(line).replaceAll("");
    }

    @ParameterizedTest(name = "{0} seats")
    @ValueSource(ints = {1, 2, 3, 4})
    void everyRenderAndEventLineFitsEightyColumnsAndNamesNoSeat(int seats) {
        for (long seed = 1; seed <= 2; seed++) {
            Transcript t = play(seats, 1000L * seats + seed);
            List<String> all = new ArrayList<>(t.plainLines());
            all.addAll(t.colourLines());
            List<String> unfit = new ArrayList<>();
            for (String line : all) {
                String shown = plain(line);
                if (shown.length() > 80 || !shown.equals(shown.stripTrailing()) || line.contains("\n")
                        || SEAT_NUMBER.matcher(line).find()) {
                    unfit.add(shown);
                }
            }
            assertThat(unfit).as("lines wider than 80, with trailing spaces or naming a seat").isEmpty();
            assertThat(all).isNotEmpty();
        }
    }

    @Test
    void theDefinitionsTextsFitEightyColumns() {
        TilesDefinition d = new TilesDefinition();
        assertThat(d.summary()).allMatch(l -> l.length() <= 80);
        assertThat(d.legend()).isNotEmpty().allMatch(l -> l.length() <= 80 && !l.contains("\u001b"));
    }

    @ParameterizedTest(name = "{0} seats")
    @ValueSource(ints = {1, 2, 3, 4})
    void theFirstRenderEveryViewerSeesEndsWithTheLegendAndLaterOnesPointToItUntilTheEnd(int seats) {
        List<String> legend = new TilesDefinition().legend();
        Transcript t = play(seats, 7L * seats);
        for (List<String> first : t.firstRenders()) {
            assertThat(first.subList(first.size() - legend.size(), first.size())).containsExactlyElementsOf(legend);
        }
        assertThat(t.plainLines()).contains("The key to these symbols: /help show.");
        for (List<String> last : t.finalRenders()) {
            assertThat(last).doesNotContainAnyElementsOf(legend);
            assertThat(last).as("who won is the server's end of the game, said once")
                    .anyMatch(l -> l.startsWith("The last round (3) is scored: the principalit"))
                    .noneMatch(l -> l.contains("Game over"));
        }
    }

    @Test
    void theLegendExplainsEverySymbolOfTheRender() {
        String legend = String.join("\n", new TilesDefinition().legend());
        assertThat(legend).contains("+--o--+", " o on an edge", "N on top", "NW and NE", "SW and SE", "-T07r",
                "r: it lies turned", "K1 K2 K3 a knight", "Ch a church", "Wm a windmill", "[6] [4] a castle",
                "->#<-", "|  A2 | an empty field", "=         between two boxes", "an o above an o",
                "*==o==*   the current field", "^^^^^", "[??] last", ". not scored yet", "- not scored",
                "strength/needed");
    }

    @ParameterizedTest(name = "{0} seats")
    @ValueSource(ints = {1, 2, 3, 4})
    void atTheEndEveryViewerSeesEveryFinalBoardInFull(int seats) {
        Transcript t = play(seats, 11L * seats);
        List<String> names = NAMES.subList(0, seats);
        // the spectator's and each seat's own render (each seat's focused renders follow its own)
        for (int r = 0; r < t.finalRenders().size(); r += 1) {
            List<String> render = t.finalRenders().get(r);
            List<String> headers = render.stream().filter(l -> l.startsWith("Final principality of ")).toList();
            boolean focused = headers.size() == 1 && seats > 1;
            if (focused) {
                continue;
            }
            assertThat(headers).containsExactlyElementsOf(names.stream().map(n -> "Final principality of " + n).toList());
            assertThat(render).filteredOn(l -> l.startsWith("Scores of ")).hasSize(seats);
            assertThat(render.stream().filter(l -> l.startsWith("   +") || l.startsWith("   |")
                    || l.matches(" \\d .*")).flatMap(l -> Pattern.compile("T\\d\\dr?").matcher(l).results()
                    .map(m -> m.group())).count()).as("every seat's 22 tiles on its final board").isEqualTo(22L * seats);
            assertThat(render).noneMatch(l -> l.startsWith("Hand:") || l.contains("^^^^^"));
        }
    }

    @ParameterizedTest(name = "{0} seats")
    @ValueSource(ints = {1, 2, 3, 4})
    void eachRoundIsScoredInALinePerPlayerAndCategoryThatAddsUpToTheRoundScore(int seats) {
        Transcript t = play(seats, 13L * seats);
        RenderContext spectator = context(seats, RenderContext.SPECTATOR, false);
        for (int i = 0; i < t.events().size(); i++) {
            if (!(t.events().get(i) instanceof TilesEvent.RoundScored)) {
                continue;
            }
            TilesEvent.RoundScored scored = (TilesEvent.RoundScored) t.events().get(i);
            int categories = scored.round() == 3 ? 6 : 5;
            List<GameEvent> lines = t.events().subList(i + 1, i + 1 + seats * (categories + 1));
            for (int s = 0; s < seats; s++) {
                List<GameEvent> mine = lines.subList(s * (categories + 1), (s + 1) * (categories + 1));
                RoundScore score = scored.scores().get(s);
                List<String> texts = mine.stream().map(e -> e.text(spectator)).collect(Collectors.toList());
                String name = NAMES.get(s);
                assertThat(texts.get(0)).startsWith(name + ", castle 6: " + score.castle6() + " point");
                assertThat(texts.get(1)).startsWith(name + ", castle 4: " + score.castle4() + " point");
                assertThat(texts.get(2)).startsWith(name + ", churches: " + score.churches() + " point");
                assertThat(texts.get(3)).startsWith(name + ", windmills: " + score.windmills() + " point");
                assertThat(texts.get(4)).startsWith(name + ", defense: " + score.defense() + " point");
                if (scored.round() == 3) {
                    assertThat(texts.get(5)).startsWith(name + ", strongest knight group: " + score.largestGroup()
                            + " point");
                }
                assertThat(texts.get(categories)).isEqualTo(name + ": " + score.total() + (score.total() == 1
                        ? " point" : " points") + " in round " + scored.round() + ", " + scored.totals().get(s)
                        + " in all.");
                int sum = mine.subList(0, categories).stream()
                        .mapToInt(e -> ((TilesEvent.CategoryScored) e).points()).sum();
                assertThat(sum).isEqualTo(score.total());
            }
        }
        assertThat(t.events()).filteredOn(e -> e instanceof TilesEvent.RoundScored).hasSize(3);
    }

    @Test
    void theWorkedExamplesRoundThreeIsExplainedAsTheRulesWorkItOut() {
        ScoreWorking w = ScoreWorking.of(TestBoards.workedExample());
        RoundScore score = TilesScoring.score(TestBoards.workedExample(), 3);
        RenderContext c = RenderContext.plain(1, 0);
        List<String> lines = w.events(0, score, 47).stream().map(e -> e.text(c)).toList();
        assertThat(lines).containsExactly(
                "seat1, castle 6: 0 points (2 knights joined to it, 3 needed).",
                "seat1, castle 4: 4 points (3 knights joined to it, 3 needed).",
                "seat1, churches: 10 points (groups of 4 and 2 score 8 + 2; 1 alone).",
                "seat1, windmills: 10 points (a group of 5 scores 10; 2 alone).",
                "seat1, defense: 0 points (defending knights 3 + 2 + 1 = 6, 12 needed).",
                "seat1, strongest knight group: 6 points (groups of strength 6, 3, 3, 2, 2).",
                "seat1: 30 points in round 3, 47 in all.");
    }

    @Test
    void theDocumentShowsTheFirstRenderAndTheScoringLinesAsTheGameMakesThem() throws IOException {
        List<String> doc = Files.readAllLines(Path.of("..", "docs", "games", "quixote-tiles.md"), StandardCharsets.UTF_8);
        RenderContext alice = new RenderContext(List.of("alice", "bob"), 0, false);
        Game game = new TilesDefinition().newGame(2, GameOptions.empty(), 5);
        assertThat(block(doc, "The first render alice sees in a game with bob (seed 5):"))
                .containsExactlyElementsOf(game.view(0).render(alice));
        RoundScore score = TilesScoring.score(TestBoards.workedExample(), 3);
        List<String> lines = ScoreWorking.of(TestBoards.workedExample()).events(0, score, 47).stream()
                .map(e -> e.text(alice)).toList();
        assertThat(block(doc, "The worked example's round 3")).containsExactlyElementsOf(lines);
    }

    /** The lines of the first code block after the line that starts with {@code intro}. */
    private static List<String> block(List<String> doc, String intro) {
        int at = 0;
        while (!doc.get(at).startsWith(intro)) {
            at++;
        }
        while (!doc.get(at).equals("```")) {
            at++;
        }
        int end = at + 1;
        while (!doc.get(end).equals("```")) {
            end++;
        }
        return doc.subList(at + 1, end);
    }

    @ParameterizedTest(name = "{0} seats")
    @ValueSource(ints = {1, 2, 3, 4})
    void colourOnPaintsTheRenderColourOffLeavesItPlainAndJsonNeverCarriesColour(int seats) throws Exception {
        Transcript t = play(seats, 17L * seats);
        assertThat(t.plainLines()).noneMatch(l -> l.contains("\u001b"));
        String coloured = String.join("\n", t.colourLines());
        assertThat(coloured).contains("\u001b[31mK", "\u001b[33mo\u001b[0m", "\u001b[35m[6]\u001b[0m",
                "\u001b[35m->#<-\u001b[0m", "\u001b[1m^^^^^\u001b[0m", "\u001b[1m" + NAMES.get(0) + "\u001b[0m");
        assertThat(t.colourLines().stream().map(TelnetReadingTest::plain).toList())
                .as("colour changes nothing but the colour").isEqualTo(t.plainLines());
        Game game = new TilesDefinition().newGame(seats, GameOptions.empty(), 5);
        StringBuilder json = new StringBuilder(JSON.writeValueAsString(game.spectatorView()));
        Rng rng = new Rng(5);
        while (!game.isOver()) {
            int seat = rng.pick(new ArrayList<>(game.awaited()));
            MoveResult r = game.apply(seat, rng.pick(game.legalMoves(seat)));
            for (GameEvent e : ((MoveResult.Accepted) r).events()) {
                json.append(JSON.writeValueAsString(e));
            }
            json.append(JSON.writeValueAsString(game.view(seat)));
        }
        assertThat(json.toString()).doesNotContain("\u001b", "\\u001b", "\\u001B");
    }
}
