package io.lamancha.engine;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * What a telnet player reads of a game, collected over a seeded random playout: every render of
 * every seat and of a spectator (colour off and on), every event text as its audience gets it,
 * the refusals of a few wrong moves, and the end's breakdown and notes. The checks are what an
 * 80-column terminal and a person who knows only the players' names rely on.
 */
public final class TelnetReading {

    /** The width of the terminal every line must fit. */
    public static final int COLUMNS = 80;
    /** The columns the server's end layout takes before a breakdown: rank, name and score. */
    public static final int RESULT_PREFIX = 30;

    private static final Pattern ANSI = Pattern.compile("\u001b\\[[0-9;]*m");
    /** "seat 2", "Seat 3", "seat2": a seat number where a name belongs. */
    private static final Pattern SEAT_WORDING = Pattern.compile("(?i)\\bseat ?\\d");
    private static final ObjectMapper JSON = new ObjectMapper()
            .setSerializationInclusion(JsonInclude.Include.NON_NULL);

    /** Names as long as the server allows (16), and short ones, so that layouts meet both. */
    public static final List<String> NAMES = List.of("Dulcinea_del_Tob", "sancho", "Rocinante-Rucio1",
            "cura", "Sanson_Carrasco_");

    private final List<String> plainLines = new ArrayList<>();
    private final List<String> colourRenders = new ArrayList<>();
    private final List<String> json = new ArrayList<>();
    private final List<String> resultLines = new ArrayList<>();
    private final List<String> refusals = new ArrayList<>();
    private int renders;
    private int colourRendersWithCode;

    private TelnetReading() {
    }

    /** Plays one seeded random game to its end and collects everything a person reads of it. */
    public static TelnetReading playOut(GameDefinition definition, GameOptions options, int seats, long seed)
            throws Exception {
        TelnetReading reading = new TelnetReading();
        List<String> names = NAMES.subList(0, seats);
        Game game = definition.newGame(seats, options, seed);
        Rng rng = new Rng(seed * 31 + 7);
        reading.readViews(game, names);
        while (!game.isOver()) {
            int seat = rng.pick(new ArrayList<>(game.awaited()));
            reading.tryWrongMoves(game, seat);
            MoveResult result = game.apply(seat, rng.pick(game.legalMoves(seat)));
            assertThat(result).isInstanceOf(MoveResult.Accepted.class);
            for (GameEvent e : ((MoveResult.Accepted) result).events()) {
                int viewer = e.audience().isEveryone() ? RenderContext.SPECTATOR : e.audience().seat();
                reading.plainLines.addAll(List.of(e.text(new RenderContext(names, viewer, false)).split("\n")));
                reading.json.add(JSON.writeValueAsString(e));
            }
            reading.readViews(game, names);
        }
        GameResult end = game.result().orElseThrow();
        end.breakdown().forEach(b -> reading.resultLines.add(" ".repeat(RESULT_PREFIX) + b));
        reading.resultLines.addAll(end.notes());
        return reading;
    }

    private void readViews(Game game, List<String> names) throws Exception {
        for (int s = RenderContext.SPECTATOR; s < game.seats(); s++) {
            GameView view = s < 0 ? game.spectatorView() : game.view(s);
            plainLines.addAll(view.render(new RenderContext(names, s, false)));
            String coloured = String.join("\n", view.render(new RenderContext(names, s, true)));
            colourRenders.add(coloured);
            renders++;
            colourRendersWithCode += coloured.contains("\u001b[") ? 1 : 0;
            json.add(JSON.writeValueAsString(view));
        }
    }

    /** Moves a person may well type wrongly: garbage, and another seat's move out of turn. */
    private void tryWrongMoves(Game game, int seat) {
        List<String> wrong = new ArrayList<>(List.of("x", "99"));
        for (int other = 0; other < game.seats(); other++) {
            if (other != seat) {
                MoveResult r = game.apply(other, game.legalMoves(seat).get(0));
                assertThat(r).isInstanceOf(MoveResult.Rejected.class);
                refusals.add(((MoveResult.Rejected) r).reason());
            }
        }
        for (String move : wrong) {
            MoveResult r = game.apply(seat, move);
            if (r instanceof MoveResult.Rejected rejected) {
                refusals.add(rejected.reason());
            }
        }
    }

    /** The columns a line takes on a terminal: colour codes take none. */
    public static int width(String line) {
        return ANSI.matcher(line).replaceAll("").length();
    }

    /**
     * Every render (colour off and on) and event text line fits 80 columns, and so do the end's
     * breakdowns after the rank, name and score the server puts before them. Refusals are
     * sentences the server wraps after its error code; they are checked for names only.
     */
    public TelnetReading everyLineFits() {
        List<String> all = new ArrayList<>(plainLines);
        all.addAll(resultLines);
        colourRenders.forEach(r -> all.addAll(List.of(r.split("\n"))));
        assertThat(all.stream().filter(l -> width(l) > COLUMNS).distinct()).as("lines wider than %d columns", COLUMNS)
                .isEmpty();
        return this;
    }

    /** No line a person reads says "seat 2" where a name would do. */
    public TelnetReading namesPlayersNotSeats() {
        List<String> all = new ArrayList<>(plainLines);
        all.addAll(resultLines);
        all.addAll(refusals);
        assertThat(all.stream().filter(l -> SEAT_WORDING.matcher(l).find()).distinct()).as("lines naming seats")
                .isEmpty();
        return this;
    }

    /** Colour on: every render is coloured; colour off (the default) and JSON: no ANSI code at all. */
    public TelnetReading coloursOnlyWhenAsked() {
        assertThat(colourRendersWithCode).as("coloured renders of %d", renders).isEqualTo(renders);
        assertThat(plainLines.stream().filter(l -> l.contains("\u001b"))).as("plain lines with colour").isEmpty();
        assertThat(json.stream().filter(j -> j.contains("\u001b") || j.contains("\\u001b"))).as("JSON with colour")
                .isEmpty();
        return this;
    }
}
