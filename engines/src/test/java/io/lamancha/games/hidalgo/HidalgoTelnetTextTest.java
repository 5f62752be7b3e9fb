package io.lamancha.games.hidalgo;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.lamancha.engine.Game;
import io.lamancha.engine.GameEvent;
import io.lamancha.engine.GameOptions;
import io.lamancha.engine.MoveResult;
import io.lamancha.engine.RenderContext;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * What a person at a telnet terminal reads, over seeded random games at every seat count: lines of
 * at most 80 columns, words rather than internal names, players' names rather than seat numbers,
 * colour exactly when asked for, and who starts, drawn from the seed.
 */
class HidalgoTelnetTextTest {

    private static final HidalgoDefinition DEFINITION = new HidalgoDefinition();
    private static final ObjectMapper JSON = new ObjectMapper();
    /** The longest names the server allows are 16 characters. */
    private static final List<String> NAMES = List.of("alice", "bob", "carolinamarquez1", "dave", "evangelinesmith",
            "frank");
    private static final List<String> SHORT_NAMES = List.of("alice", "bob", "carol", "dave", "erin", "frank");
    private static final Pattern SNAKE_CASE = Pattern.compile("\\b[a-z]+_[a-z0-9_]+\\b");
    private static final Pattern SEAT_NUMBER = Pattern.compile("\\bseat ?(\\d)");
    private static final Pattern ANSI = Pattern.compile("\u001b\\[[0-9;]*m");

    @Test
    void everyRenderAtEverySeatCountFitsEightyColumnsInWordsAndNames() throws Exception {
        for (int seats = 2; seats <= 6; seats++) {
            for (String side : List.of("a", "b")) {
                play(seats, side, 1000L * seats + side.charAt(0));
            }
        }
    }

    private static void play(int seats, String side, long seed) throws Exception {
        Game game = DEFINITION.newGame(seats, GameOptions.defaults(DEFINITION, Map.of("side", side)), seed);
        Random random = new Random(seed);
        List<String> names = NAMES.subList(0, seats);
        game.openingEvents().forEach(e -> checkEvent(e, seats));
        while (!game.isOver()) {
            checkRenders(game, names);
            int seat = game.awaited().iterator().next();
            List<String> legal = game.legalMoves(seat);
            MoveResult r = game.apply(seat, legal.get(random.nextInt(legal.size())));
            for (GameEvent e : ((MoveResult.Accepted) r).events()) {
                checkEvent(e, seats);
            }
            checkRefusals(game);
        }
        checkRenders(game, names);
    }

    private static void checkRenders(Game game, List<String> names) throws Exception {
        for (int viewer = -1; viewer < game.seats(); viewer++) {
            HidalgoView view = (HidalgoView) (viewer < 0 ? game.spectatorView() : game.view(viewer));
            assertThat(JSON.writeValueAsString(view)).as("JSON view").doesNotContain("\u001b");
            List<String> plain = view.render(new RenderContext(names, viewer, false));
            List<String> coloured = view.render(new RenderContext(names, viewer, true));
            assertThat(String.join("\n", plain)).as("plain render").doesNotContain("\u001b");
            assertThat(String.join("\n", coloured)).as("coloured render").contains("\u001b[");
            assertThat(coloured.stream().map(l -> ANSI.matcher(l).replaceAll("")).toList()).isEqualTo(plain);
            if (viewer >= 0) {
                checkMovesListedWhole(view, plain, new RenderContext(names, viewer, false));
            }
            for (String line : plain) {
                assertThat(line.length()).as("width of %s", line).isLessThanOrEqualTo(80);
                assertThat(SNAKE_CASE.matcher(line).find()).as("internal name in %s", line).isFalse();
                assertThat(SEAT_NUMBER.matcher(line).find()).as("a seat number in %s", line).isFalse();
                assertThat(line).doesNotContain("null");
            }
        }
    }

    /**
     * Each move the viewer may send is written whole on one line (never "discard" at the end of one
     * line and "done" on the next), except the many card or adventure sets of a refresh, shown by
     * one example, and PLAY's item combinations, shown as the items that may follow the card. A move
     * aimed at a player is written with their name ({@code zap bob}).
     */
    private static void checkMovesListedWhole(HidalgoView view, List<String> lines, RenderContext ctx) {
        if (view.phase().startsWith("refresh_")) {
            return;
        }
        for (String move : view.moves()) {
            if (view.phase().equals("play") && move.split(" ").length > 2) {
                continue;
            }
            String shown = TargetNames.named(move, ctx);
            assertThat(lines).as("a line with the whole move %s", shown)
                    .anyMatch(l -> (" " + l + " ").contains(" " + shown + " "));
        }
    }

    private static void checkEvent(GameEvent e, int seats) {
        String text = e.text(new RenderContext(SHORT_NAMES.subList(0, seats), -1, false));
        assertThat(SNAKE_CASE.matcher(text).find()).as("internal name in %s", text).isFalse();
        assertThat(SEAT_NUMBER.matcher(text).find()).as("seat number in %s", text).isFalse();
        assertThat(text).doesNotContain("\u001b").doesNotContain("null");
        if (!e.type().equals("reveal") && !e.type().equals("cards_drawn")) {
            // the reveal lists every seat's play and a draw every card: the server wraps those
            assertThat(text.length()).as("width of %s", text).isLessThanOrEqualTo(80);
        }
    }

    /** A seat that is not asked is told what the game waits for, without seat numbers. */
    private static void checkRefusals(Game game) {
        for (int s = 0; s < game.seats(); s++) {
            if (!game.awaited().contains(s) && !game.isOver()) {
                MoveResult r = game.apply(s, "pass");
                String message = ((MoveResult.Rejected) r).reason();
                assertThat(SEAT_NUMBER.matcher(message).find()).as(message).isFalse();
                assertThat(SNAKE_CASE.matcher(message).find()).as(message).isFalse();
            }
        }
    }

    @Test
    void theFirstStartPlayerIsDrawnFromTheSeedAndAnnounced() {
        GameOptions options = GameOptions.defaults(DEFINITION, Map.of());
        Set<Integer> starts = new HashSet<>();
        for (long seed = 1; seed <= 300; seed++) {
            Game game = DEFINITION.newGame(4, options, seed);
            int start = game.awaited().iterator().next();
            starts.add(start);
            assertThat(DEFINITION.newGame(4, options, seed).awaited()).containsExactly(start);
            assertThat(((HidalgoView) game.view(0)).startPlayer()).isEqualTo(start);
            List<GameEvent> opening = game.openingEvents();
            assertThat(opening).hasSize(1);
            assertThat(opening.get(0).audience().isEveryone()).isTrue();
            assertThat(opening.get(0).text(new RenderContext(SHORT_NAMES.subList(0, 4), -1, false)))
                    .isEqualTo(SHORT_NAMES.get(start) + " starts, drawn at random, and picks the first adventure.");
            assertThat(game.view(start).render(new RenderContext(SHORT_NAMES.subList(0, 4), start, false)))
                    .contains("Start player: " + SHORT_NAMES.get(start) + " (drawn at random).");
        }
        assertThat(starts).containsExactlyInAnyOrder(0, 1, 2, 3);
    }

    @Test
    void theSetupDiamondGoesToTheSeatThatStartsOnceFewerCountingFromTheFirstStartPlayer() {
        for (int first = 0; first < 3; first++) {
            HidalgoState st = TableSetup.create(Fixture.DATA, "A", 3, 5, first);
            int[] expected = new int[3];
            expected[(first + 2) % 3] = 1;
            assertThat(st.diamonds).containsExactly(expected);
            assertThat(st.startPlayer).isEqualTo(first);
        }
    }

    @Test
    void spielinfoAndTheLegendFitEightyColumnsAndExplainEveryAbilityInWords() {
        List<String> all = new ArrayList<>(DEFINITION.summary());
        all.addAll(DEFINITION.legend());
        for (String line : all) {
            assertThat(line.length()).as(line).isLessThanOrEqualTo(80);
            assertThat(SNAKE_CASE.matcher(line).find()).as(line).isFalse();
        }
        String legend = String.join(" ", DEFINITION.legend());
        assertThat(legend).contains("zap-proof: this card cannot be zapped", "get diamond/item: takes a diamond",
                "refresh 2: draws 2 cards", "donkey: adds 3 votes", "G glory");
        assertThat(String.join(" ", DEFINITION.summary())).contains("drawn at random", "pick A3", "play C50");
    }

    @Test
    void aPoisonedPlayerIsToldWhoseHandTheirCardComesFromNotThatTheyHavePlayed() {
        Fixture f = new Fixture(3, "A").pool("A19", "A3", "A4", "A5").hand(0, 4, 5, 6).hand(1, 33, 34, 35)
                .hand(2, 62, 63, 64).item("poison", 0).begin();
        f.move(0, "pick A19");
        f.move(0, "item poison");
        RenderContext bob = new RenderContext(SHORT_NAMES.subList(0, 3), 1, false);
        String before = String.join("\n", f.game.view(1).render(bob));
        assertThat(before).contains("You are poisoned: you play the card drawn blindly from carol's hand")
                .doesNotContain("You have played").doesNotContain("Your play this adventure");
        f.move(1, "play blind");
        assertThat(String.join("\n", f.game.view(1).render(bob))).contains("You have played your blind card.");
    }

    @Test
    void aShieldHolderIsToldByNameWhoAimsAtThemAndWhatEachAnswerDoes() {
        Fixture f = Fixture.innkeeperFacingAnEmptyCentre();
        RenderContext alice = new RenderContext(SHORT_NAMES.subList(0, 3), 0, false);
        assertThat(String.join("\n", f.game.view(0).render(alice))).contains(
                "  steal bob tent        take bob's tent (the centre has none to take)",
                "  steal bob shield      take bob's shield");
        f.move(0, "steal seat2 tent");
        RenderContext bob = new RenderContext(SHORT_NAMES.subList(0, 3), 1, false);
        String bobs = String.join("\n", f.game.view(1).render(bob));
        assertThat(bobs).contains("Waiting for bob: alice tries to steal a tent from bob, who may stop it with a",
                "Your decision: alice tries to steal your tent: stop it with your shield?",
                "  item shield           you keep it; the shield turns to its damaged side",
                "  pass                  alice takes your tent");
        assertThat(String.join("\n", f.game.spectatorView().render(new RenderContext(SHORT_NAMES.subList(0, 3), -1,
                false)))).contains("alice tries to steal a tent from bob").doesNotContain("Your decision");
    }
}
