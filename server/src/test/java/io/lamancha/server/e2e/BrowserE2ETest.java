package io.lamancha.server.e2e;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.microsoft.playwright.Locator;
import com.microsoft.playwright.PlaywrightException;
import com.microsoft.playwright.assertions.PlaywrightAssertions;
import io.lamancha.server.ServerConfig;
import io.lamancha.server.net.web.WebConfig;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The page in a real browser: Debian's Chromium, headless, driven by Playwright. In each of the
 * four games two browser users (a desktop and a phone-sized screen) and a telnet-style user chat,
 * sit at one table and play a whole game, the browsers by clicking legal moves (on the drawn
 * table where it has them), the telnet user typing the first legal move of each prompt. At every
 * move each page's drawn table is compared with the JSON view it was sent ({@link DrawnTables}:
 * the trick on the table is the view's, the trick just won stays with its winner); each page's
 * game log tells the others' moves and comes back from the server after a reload, which brings
 * its user back to the seat; the end is a panel of standings. A page also comes back to its seat
 * by itself when the server restarts under it, and while it is away nothing on it can be
 * clicked. Screenshots of each table go to {@code target/screenshots/}. Skipped when Chromium is
 * not installed, unless {@code CI} is set.
 */
class BrowserE2ETest {

    private static final Duration GAME_BOUND = Duration.ofSeconds(60);
    private static final Duration GRACE = Duration.ofSeconds(120);
    /** The deal of every game here: the same seed, the same table to check each run. */
    private static final int SEED = 18;
    /** How each game's log tells of a move by someone else, after the mover's name. */
    private static final Map<String, String> MOVED = Map.of(
            "quixote-tricks", " plays ",
            "doncarlo", " sends ",
            "quixote-tiles", " has placed.",
            "hidalgo", " has played a card face down.");
    /** The class each game's drawing has on the table. */
    private static final Map<String, String> DRAWING = Map.of(
            "quixote-tricks", "tricks",
            "doncarlo", "doncarlo",
            "quixote-tiles", "tiles",
            "hidalgo", "hidalgo");

    private static HeadlessChromium chromium;

    @TempDir
    Path data;
    private LiveServer server;
    private final List<BrowserUser> users = new ArrayList<>();

    @BeforeAll
    static void launch() {
        chromium = HeadlessChromium.shared();
    }

    @AfterEach
    void stop() {
        users.forEach(BrowserUser::close);
        if (server != null) {
            server.close();
        }
    }

    private static ServerConfig config(Path data, int webPort) {
        return ServerConfig.forTests(data).withLimits(LiveServer.generous()).withGrace(GRACE)
                .withWeb(WebConfig.on(webPort));
    }

    private BrowserUser user(String name, int width, int height) {
        BrowserUser user = BrowserUser.logIn(chromium.browser(), server.webPort(), name, width, height);
        users.add(user);
        return user;
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"quixote-tricks-1", "doncarlo-1", "quixote-tiles-1", "hidalgo-1"})
    @Timeout(value = 90, unit = TimeUnit.SECONDS)
    void twoBrowserUsersAndATcpUserPlayAWholeGameEachTableAsItsViewAtEveryMove(String room) throws Exception {
        server = LiveServer.start(config(data, 0));
        String game = room.substring(0, room.lastIndexOf('-'));
        BrowserUser ana = user("ana", 1280, 800);
        BrowserUser ben = user("ben", 390, 844);
        try (SocketClient tom = server.text("tom")) {
            chatInTheLobby(ana, ben, tom);
            sit(room, ana, ben, tom);
            ana.say("/option seed " + SEED);
            tom.untilLine("[" + room + "] ana sets seed to " + SEED + ".");
            ana.say("/option timer 600");
            tom.untilLine("[" + room + "] ana sets timer to 600.");
            ana.clickRoomAction("/start");
            tableIsDrawn(ana, game);
            for (BrowserUser u : List.of(ana, ben)) {
                PlaywrightAssertions.assertThat(u.at("#timer")).containsText("600 s a move");
            }

            // tom starts once ana's table is checked, so that it is the table as dealt
            CompletableFuture<List<String>> tomsGame =
                    CompletableFuture.supplyAsync(() -> Wire.playFirstLegalToTheEnd(tom, "tom"));
            DrawnTables tables = new DrawnTables();
            playToTheEnd(room, game, ana, ben, tables);
            List<String> tomSaw = tomsGame.get(60, TimeUnit.SECONDS);
            for (BrowserUser u : List.of(ana, ben)) {
                tables.check(u);
            }
            assertThat(tables.checks).as("tables checked against their views").isGreaterThan(10);
            if (game.equals("quixote-tricks")) {
                assertThat(tables.completedTricks).as("tricks seen won, with their winner").isPositive();
                assertThat(tables.lastTricksOfARound).as("a round's last trick seen won").isPositive();
            }

            String moved = MOVED.get(game);
            assertThat(tomSaw).anyMatch(l -> l.startsWith("[" + room + "] Game over: "))
                    .anyMatch(l -> l.startsWith("ana" + moved))
                    .anyMatch(l -> l.startsWith("ben" + moved));
            if (game.equals("doncarlo")) {
                // the cards a family draws are told to that family alone
                assertThat(tomSaw).anyMatch(l -> l.matches("tom draws \\d.*"))
                        .noneMatch(l -> l.matches("(ana|ben) draws \\d.*"));
            }
            PlaywrightAssertions.assertThat(ana.gameLog()).containsText("ben" + moved);
            PlaywrightAssertions.assertThat(ana.gameLog()).containsText("tom" + moved);
            PlaywrightAssertions.assertThat(ben.gameLog()).containsText("ana" + moved);
            PlaywrightAssertions.assertThat(ben.gameLog()).containsText("tom" + moved);
            for (BrowserUser u : List.of(ana, ben)) {
                PlaywrightAssertions.assertThat(u.at("#turn")).containsText("Game over.");
                PlaywrightAssertions.assertThat(u.gameLog()).containsText("Game over.");
                PlaywrightAssertions.assertThat(u.at("#results")).isVisible();
                PlaywrightAssertions.assertThat(u.at("#results-heading")).hasText("Game over");
                PlaywrightAssertions.assertThat(u.at("#results .standings tbody tr")).hasCount(3);
                PlaywrightAssertions.assertThat(u.at("#results .winners")).not().isEmpty();
                assertThat(u.movesOnTheTable()).as(u.name() + "'s moves clicked on the drawn table")
                        .isPositive();
                assertThat(u.firstOwnClock()).as(u.name() + "'s timer at the first own move")
                        .contains("s left for yours.");
                assertThat(u.firstOwnDecision()).as(u.name() + "'s first decision, in words").isNotBlank();
                assertThat(u.firstOwnTitle()).as(u.name() + "'s tab title at the first own move")
                        .startsWith("\u25B6 Your move");
                assertThat(u.page().title()).as("the title once no move is asked").isEqualTo("La Mancha");
                assertThat(u.pageErrors()).as(u.name() + "'s page errors").isEmpty();
            }
            if (game.equals("quixote-tricks") || game.equals("quixote-tiles")) {
                PlaywrightAssertions.assertThat(ana.at("#results")).containsText("Points per round");
            }
            ana.screenshot(game + "-end.png");
            ben.screenshot(game + "-end-phone.png");
            fitsAPhone(ben);
        }
    }

    @Test
    @Timeout(value = 90, unit = TimeUnit.SECONDS)
    void aPageComesBackToItsSeatByItselfAfterAServerRestartAndPlaysOnAndNothingIsClickableMeanwhile()
            throws Exception {
        String room = "quixote-tricks-1";
        ServerConfig config = config(data, LiveServer.freePort());
        server = LiveServer.startStored(config);
        BrowserUser ana = user("ana", 1280, 800);
        ana.enter(room);
        ana.clickRoomAction("/join");
        ana.say("/addbot smart");
        ana.say("/addbot random");
        PlaywrightAssertions.assertThat(ana.at("#seats")).containsText("3. ~");
        ana.clickRoomAction("/start");
        playUntil(ana, 2);
        aRefusedMoveIsToldBesideTheCardClicked(ana);
        String token = resumeToken(ana);
        ana.page().evaluate("() => { window.sameTab = true; }");

        server.close();
        server = null;
        PlaywrightAssertions.assertThat(ana.log()).containsText("Goodbye: the server is stopping");
        PlaywrightAssertions.assertThat(ana.at("#status")).containsText("connection lost");
        PlaywrightAssertions.assertThat(ana.at("#offline")).containsText("reconnecting");
        PlaywrightAssertions.assertThat(ana.at("#offline")).containsText("Nothing can be clicked");
        assertThat(ana.page().evaluate("() => document.getElementById('main').inert")).as("the page is inert").isEqualTo(true);
        assertThatThrownBy(() -> ana.at("#table .legal").first().click(new Locator.ClickOptions().setTrial(true)
                .setTimeout(500))).as("a card clicked while disconnected").isInstanceOf(PlaywrightException.class);
        server = LiveServer.startStored(config);

        ana.isBackInTheSeat(room, 1, "tricks");
        PlaywrightAssertions.assertThat(ana.at("#offline")).isHidden();
        assertThat(ana.page().evaluate("() => document.getElementById('main').inert")).as("the page is inert").isEqualTo(false);
        assertThat(ana.page().evaluate("() => window.sameTab === true"))
                .as("the same page, not reloaded").isEqualTo(true);
        assertThat(resumeToken(ana)).as("a fresh resume token from the new server")
                .isNotBlank().isNotEqualTo(token);
        int before = ana.moves();
        playUntil(ana, Integer.MAX_VALUE);
        assertThat(ana.moves()).as("ana's moves after the restart").isGreaterThan(before);
        PlaywrightAssertions.assertThat(ana.at("#turn")).containsText("Game over.");
    }

    /**
     * A move the server refuses is told beside the card whose click sent it (the move carries a
     * tag, and its error comes back with it), and nothing changes on the table.
     */
    private static void aRefusedMoveIsToldBesideTheCardClicked(BrowserUser ana) {
        Locator card = ana.at("#table .hand .legal").first();
        PlaywrightAssertions.assertThat(card).isVisible();
        String version = ana.at("#table").getAttribute("data-version");
        ana.page().evaluate("() => import('/room.js').then((room) =>"
                + " room.play('Z9', document.querySelector('#table .hand .legal')))");
        Locator note = ana.at("#table .hand .note.error");
        PlaywrightAssertions.assertThat(note).containsText("Name a card from your hand");
        assertThat(note.evaluate("n => n.previousElementSibling.classList.contains('legal')")).isEqualTo(true);
        assertThat(ana.at("#table").getAttribute("data-version")).as("the table's version").isEqualTo(version);
    }

    /** What the page keeps for its tab to log in again with. */
    private static String resumeToken(BrowserUser user) {
        Object token = user.page().evaluate(
                "() => JSON.parse(sessionStorage.getItem('lamancha.resume') || '{}').token || ''");
        return String.valueOf(token);
    }

    /** A lobby line each of the others sees, and a whisper each way between browser and nc. */
    private static void chatInTheLobby(BrowserUser ana, BrowserUser ben, SocketClient tom) throws Exception {
        ana.say("hola");
        tom.untilLine("[lobby] <ana> hola");
        PlaywrightAssertions.assertThat(ben.log()).containsText("ana: hola");
        tom.send("hi, browsers");
        PlaywrightAssertions.assertThat(ana.log()).containsText("tom: hi, browsers");
        PlaywrightAssertions.assertThat(ben.log()).containsText("tom: hi, browsers");
        tom.send("/tell ben psst");
        PlaywrightAssertions.assertThat(ben.log()).containsText("tom whispers: psst");
        ben.say("/tell tom from my phone");
        tom.untilLine("ben tells you: from my phone");
    }

    /** ana, ben and tom take seats 1, 2 and 3 of {@code room}. */
    private static void sit(String room, BrowserUser ana, BrowserUser ben, SocketClient tom) throws Exception {
        for (BrowserUser u : List.of(ana, ben)) {
            u.enter(room);
            u.clickRoomAction("/join");
        }
        PlaywrightAssertions.assertThat(ben.at("#seats")).containsText("2. ben");
        tom.send("/room " + room).send("/join");
        tom.untilLine("[" + room + "] tom takes seat 3.");
        PlaywrightAssertions.assertThat(ana.at("#seats")).containsText("3. tom");
    }

    /**
     * Both pages click their first legal move whenever they have one, until both saw the end;
     * after every move both tables are checked against their views. After ana's second move the
     * tables are photographed, the phone's fit is checked and ana reloads her page: her game log
     * comes back from the server.
     */
    private static void playToTheEnd(String room, String game, BrowserUser ana, BrowserUser ben, DrawnTables tables) {
        long end = System.nanoTime() + GAME_BOUND.toNanos();
        boolean reloaded = false;
        while (!ana.over() || !ben.over()) {
            assertThat(System.nanoTime()).as("the game ends within " + GAME_BOUND).isLessThan(end);
            boolean anaMoved = ana.playFirstLegal();
            boolean benMoved = ben.playFirstLegal();
            if (anaMoved || benMoved) {
                tables.check(ana);
                tables.check(ben);
            }
            if (ana.moves() == 2 && !reloaded) {
                ana.screenshot(game + ".png");
                ben.screenshot(game + "-phone.png");
                fitsAPhone(ben);
                String firstLine = ana.gameLog().locator("li").nth(1).textContent();
                ana.reloadsBackToTheSeat(room, 1, DRAWING.get(game));
                PlaywrightAssertions.assertThat(ana.gameLog()).containsText(firstLine);
                tables.check(ana);
                reloaded = true;
            }
            if (!anaMoved && !benMoved) {
                ana.page().waitForTimeout(50);
            }
        }
        assertThat(reloaded).as("the game outlasted ana's second move").isTrue();
    }

    /** {@code user} clicks legal moves until it made {@code moves} of them or the game is over. */
    private static void playUntil(BrowserUser user, int moves) {
        long end = System.nanoTime() + GAME_BOUND.toNanos();
        while (user.moves() < moves && !user.over()) {
            assertThat(System.nanoTime()).as("the game ends within " + GAME_BOUND).isLessThan(end);
            if (!user.playFirstLegal()) {
                user.page().waitForTimeout(50);
            }
        }
    }

    /** On a phone-sized screen the drawn table needs no sideways scrolling. */
    private static void fitsAPhone(BrowserUser phone) {
        assertThat(phone.tableOverflow()).as("pixels of the table beyond a 390 px screen")
                .isLessThanOrEqualTo(0);
    }

    /**
     * The game's own drawing is on ana's table as dealt, for three players: an element per
     * country, field or track space, her hand, a row per player under the heading.
     */
    private static void tableIsDrawn(BrowserUser ana, String game) {
        PlaywrightAssertions.assertThat(ana.at("#table ." + DRAWING.get(game))).isVisible();
        // every card, tile and code name says what it is
        for (String thing : List.of("#table .hand [data-card]", "#table td.field", "#table .hand .field",
                "#table .agent", "#table .adventure", "#table .token")) {
            for (int i = 0; i < ana.at(thing).count(); i++) {
                assertThat(ana.at(thing).nth(i).getAttribute("title")).as(game + ": the tooltip of " + thing).isNotBlank();
            }
        }
        PlaywrightAssertions.assertThat(ana.at("#table .players tr")).hasCount(4);
        switch (game) {
            case "quixote-tricks" -> {
                // Seven cards each; the trick is empty until its leader plays, who is named.
                PlaywrightAssertions.assertThat(ana.at("#table .hand .card")).hasCount(7);
                PlaywrightAssertions.assertThat(ana.at("#table .trick-area")).containsText("leads");
            }
            case "doncarlo" -> {
                // Three families play without Abstrusia [4]: six countries.
                PlaywrightAssertions.assertThat(ana.at("#table .country")).hasCount(6);
                PlaywrightAssertions.assertThat(ana.at("#table .country[data-country='Abstrusia']")).hasCount(0);
                PlaywrightAssertions.assertThat(ana.at("#table .country[data-country='Squadronia'] .agents"))
                        .hasCount(1);
                PlaywrightAssertions.assertThat(ana.at("#table .hand .card")).hasCount(4);
            }
            case "quixote-tiles" -> {
                // ana's principality first, then ben's and tom's: 8 by 3 fields each.
                PlaywrightAssertions.assertThat(ana.at("#table .principality")).hasCount(3);
                PlaywrightAssertions.assertThat(ana.at("#table .principality.own .field")).hasCount(24);
                PlaywrightAssertions.assertThat(ana.at("#table .principality.own .field.current")).hasCount(1);
                PlaywrightAssertions.assertThat(ana.at("#table .principality.own .field.castle")).hasCount(2);
                PlaywrightAssertions.assertThat(ana.at("#table .hand .legal").first()).isVisible();
            }
            case "hidalgo" -> {
                // All four tokens start on the track's first space; ana holds 9 character cards.
                PlaywrightAssertions.assertThat(ana.at("#table .track .space[data-space='0'] .token"))
                        .hasCount(4);
                assertThat(ana.at("#table .track .space").count()).as("track spaces").isGreaterThan(10);
                PlaywrightAssertions.assertThat(ana.at("#table .hand .hcard")).hasCount(9);
                PlaywrightAssertions.assertThat(ana.at("#table .pool .adventure")).hasCount(4);
            }
            default -> throw new AssertionError("the page draws no table for " + game);
        }
    }
}
