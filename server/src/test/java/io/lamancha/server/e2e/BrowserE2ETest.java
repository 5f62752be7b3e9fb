package io.lamancha.server.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserType;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.Playwright;
import com.microsoft.playwright.assertions.PlaywrightAssertions;
import io.lamancha.server.ServerConfig;
import io.lamancha.server.net.web.WebConfig;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The page in a real browser: Debian's Chromium, headless, driven by Playwright. Two browser
 * players and a telnet-style player chat, sit at one table and play a whole game by clicking
 * legal cards; a reload mid-game brings its player back to the seat. Each other game is played
 * to the end against a bot by clicking its legal moves, on its drawn table where it can, with a
 * move timer shown; its drawing (countries, fields, track) is checked. Screenshots of the table go
 * to {@code target/screenshots/}. Skipped when Chromium is not installed, unless {@code CI} is set.
 */
@Timeout(value = 5, unit = TimeUnit.MINUTES)
class BrowserE2ETest {

    private static final Path CHROMIUM = Path.of("/usr/bin/chromium");
    private static final Path SCREENSHOTS = Path.of("target", "screenshots");
    private static final String ROOM = "quixote-tricks-1";
    private static final Duration GAME_BOUND = Duration.ofMinutes(3);

    @TempDir
    Path data;
    private LiveServer server;
    private Playwright playwright;
    private Browser browser;

    @BeforeEach
    void start() throws Exception {
        Assumptions.assumeTrue(Files.isExecutable(CHROMIUM) || System.getenv("CI") != null,
                "Chromium is not installed at " + CHROMIUM + " (apt-get install chromium)");
        server = LiveServer.start(ServerConfig.forTests(data).withLimits(LiveServer.generous())
                .withGrace(Duration.ofSeconds(120)).withWeb(WebConfig.on(0)));
        PlaywrightAssertions.setDefaultAssertionTimeout(20_000);
        playwright = Playwright.create(new Playwright.CreateOptions()
                .setEnv(Map.of("PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD", "1")));
        browser = playwright.chromium().launch(new BrowserType.LaunchOptions()
                .setExecutablePath(CHROMIUM).setHeadless(true).setTimeout(60_000));
    }

    @AfterEach
    void stop() {
        if (browser != null) {
            browser.close();
        }
        if (playwright != null) {
            playwright.close();
        }
        if (server != null) {
            server.close();
        }
    }

    private Page open(String name, int width, int height) {
        Page page = browser.newContext(new Browser.NewContextOptions().setViewportSize(width, height)).newPage();
        page.setDefaultTimeout(20_000);
        page.navigate("http://127.0.0.1:" + server.webPort() + "/");
        page.fill("#login-name", name);
        page.press("#login-name", "Enter");
        PlaywrightAssertions.assertThat(page.locator("#me")).containsText(name);
        return page;
    }

    @Test
    void twoBrowserPlayersAndATcpPlayerChatAndPlayAWholeGameAndAReloadReturnsToTheSeat() throws Exception {
        Page ana = open("ana", 1280, 800);
        Page ben = open("ben", 390, 844);
        try (SocketClient tom = server.text("tom")) {
            say(ana, "hola");
            tom.untilLine("[lobby] <ana> hola");
            tom.send("hi, browsers");
            PlaywrightAssertions.assertThat(log(ana)).containsText("[lobby] <tom> hi, browsers");
            tom.send("/tell ben psst");
            PlaywrightAssertions.assertThat(log(ben)).containsText("tom tells you: psst");

            for (Page p : List.of(ana, ben)) {
                p.locator("#rooms tbody tr", new Page.LocatorOptions().setHasText(ROOM)).locator("button").click();
                PlaywrightAssertions.assertThat(p.locator("#room-title")).containsText(ROOM);
                p.click("#room-actions button[data-cmd='/join']");
            }
            PlaywrightAssertions.assertThat(ben.locator("#seats")).containsText("2. ben");
            tom.send("/room " + ROOM).send("/join");
            tom.untilLine("[" + ROOM + "] tom takes seat 3.");
            ana.click("#room-actions button[data-cmd='/start']");

            CompletableFuture<List<String>> tomsGame =
                    CompletableFuture.supplyAsync(() -> Wire.playFirstLegalToTheEnd(tom, "tom"));
            playBothToTheEnd(ana, ben);
            List<String> tomSaw = tomsGame.get(60, TimeUnit.SECONDS);

            assertThat(tomSaw).contains("[" + ROOM + "] Game over.");
            assertThat(tomSaw).anyMatch(l -> l.startsWith("ana plays ")).anyMatch(l -> l.startsWith("ben plays "));
            PlaywrightAssertions.assertThat(log(ana)).containsText("tom plays ");
            PlaywrightAssertions.assertThat(log(ben)).containsText("ana plays ");
            PlaywrightAssertions.assertThat(ana.locator("#turn")).containsText("Game over.");
            ana.screenshot(new Page.ScreenshotOptions().setPath(SCREENSHOTS.resolve("quixote-tricks-end.png")));
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"doncarlo-1", "quixote-tiles-1", "hidalgo-1"})
    void aBrowserPlayerPlaysEachOtherGameToTheEndAgainstABotByClickingLegalMoves(String room) {
        Page ana = open("ana", 1280, 800);
        ana.locator("#rooms tbody tr", new Page.LocatorOptions().setHasText(room)).locator("button").click();
        PlaywrightAssertions.assertThat(ana.locator("#room-title")).containsText(room);
        ana.click("#room-actions button[data-cmd='/join']");
        PlaywrightAssertions.assertThat(ana.locator("#seats")).containsText("1. ana");
        ana.click("#room-actions button[data-cmd='/addbot smart']");
        PlaywrightAssertions.assertThat(ana.locator("#seats")).containsText("2. ~");
        say(ana, "/option timer 600");
        PlaywrightAssertions.assertThat(log(ana)).containsText("ana sets timer to 600.");
        ana.click("#room-actions button[data-cmd='/start']");
        tableIsDrawn(ana, gameOf(room));
        PlaywrightAssertions.assertThat(ana.locator("#timer")).containsText("600 s a move");
        PlaywrightAssertions.assertThat(ana.locator("#timer")).containsText("s left for yours.");
        PlaywrightAssertions.assertThat(ana.locator("#turn")).containsText("Your move");

        long end = System.nanoTime() + GAME_BOUND.toNanos();
        int moves = 0;
        int onTheTable = 0;
        while (!over(ana)) {
            assertThat(System.nanoTime()).as("the game ends within " + GAME_BOUND).isLessThan(end);
            boolean drawn = clickAndAwaitTheNextState(ana, ana.locator("#table .legal"));
            if (drawn || clickAndAwaitTheNextState(ana, ana.locator("#moves button.move"))) {
                moves++;
                onTheTable += drawn ? 1 : 0;
                if (moves == 2) {
                    ana.screenshot(new Page.ScreenshotOptions().setFullPage(true)
                            .setPath(SCREENSHOTS.resolve(gameOf(room) + ".png")));
                }
            } else {
                ana.waitForTimeout(50);
            }
        }
        assertThat(moves).as("ana's own moves").isPositive();
        assertThat(onTheTable).as("ana's moves made by clicking the drawn table").isPositive();
        PlaywrightAssertions.assertThat(ana.locator("#turn")).containsText("Game over.");
        PlaywrightAssertions.assertThat(log(ana)).containsText("Game over.");
        fitsAPhone(ana, gameOf(room));
    }

    /** On a phone-sized screen the drawn table needs no sideways scrolling. */
    private static void fitsAPhone(Page page, String game) {
        page.setViewportSize(390, 844);
        Object overflow = page.evaluate("() => { const t = document.getElementById('table');"
                + " return t.scrollWidth - t.clientWidth; }");
        page.screenshot(new Page.ScreenshotOptions().setFullPage(true)
                .setPath(SCREENSHOTS.resolve(game + "-phone.png")));
        assertThat(((Number) overflow).intValue()).as("pixels of the table beyond a 390 px screen").isLessThanOrEqualTo(0);
    }

    /** The game's own drawing is on the table: an element per country, field or track space. */
    private static void tableIsDrawn(Page page, String game) {
        switch (game) {
            case "doncarlo" -> {
                // Two families play without Abstrusia [4] and Chaotania [8]: five countries.
                PlaywrightAssertions.assertThat(page.locator("#table .country")).hasCount(5);
                PlaywrightAssertions.assertThat(page.locator("#table .country[data-country='Squadronia'] .agents"))
                        .hasCount(1);
                PlaywrightAssertions.assertThat(page.locator("#table .hand .card")).hasCount(4);
                PlaywrightAssertions.assertThat(page.locator("#table .players tr")).hasCount(3);
            }
            case "quixote-tiles" -> {
                // ana's principality first, then ~Sancho's: 8 by 3 fields each.
                PlaywrightAssertions.assertThat(page.locator("#table .principality")).hasCount(2);
                PlaywrightAssertions.assertThat(page.locator("#table .principality.own .field")).hasCount(24);
                PlaywrightAssertions.assertThat(page.locator("#table .principality.own .field.current")).hasCount(1);
                PlaywrightAssertions.assertThat(page.locator("#table .principality.own .field.castle")).hasCount(2);
                PlaywrightAssertions.assertThat(page.locator("#table .hand .legal").first()).isVisible();
                PlaywrightAssertions.assertThat(page.locator("#table .players tr")).hasCount(3);
            }
            case "hidalgo" -> {
                // All four tokens start on the track's first space; ana holds 9 character cards.
                PlaywrightAssertions.assertThat(page.locator("#table .track .space[data-space='0'] .token"))
                        .hasCount(4);
                assertThat(page.locator("#table .track .space").count()).as("track spaces").isGreaterThan(10);
                PlaywrightAssertions.assertThat(page.locator("#table .hand .hcard")).hasCount(9);
                PlaywrightAssertions.assertThat(page.locator("#table .pool .adventure")).hasCount(4);
                PlaywrightAssertions.assertThat(page.locator("#table .players tr")).hasCount(3);
            }
            default -> throw new AssertionError("the page draws no table for " + game);
        }
    }

    private static String gameOf(String room) {
        return room.substring(0, room.lastIndexOf('-'));
    }

    /** Clicks the first highlighted card on whichever page may play, until both pages saw the end. */
    private void playBothToTheEnd(Page ana, Page ben) {
        long end = System.nanoTime() + GAME_BOUND.toNanos();
        int anasMoves = 0;
        boolean reloaded = false;
        while (!over(ana) || !over(ben)) {
            assertThat(System.nanoTime()).as("the game ends within " + GAME_BOUND).isLessThan(end);
            boolean anaMoved = playIfHerTurn(ana);
            boolean benMoved = playIfHerTurn(ben);
            if (anaMoved) {
                anasMoves++;
            }
            if (anasMoves == 2 && !reloaded) {
                ana.screenshot(new Page.ScreenshotOptions().setPath(SCREENSHOTS.resolve("quixote-tricks.png")));
                ben.screenshot(new Page.ScreenshotOptions().setPath(SCREENSHOTS.resolve("quixote-tricks-phone.png")));
                comesBackAfterAReload(ana);
                reloaded = true;
            }
            if (!anaMoved && !benMoved) {
                ana.waitForTimeout(50);
            }
        }
        assertThat(reloaded).as("the game outlasted ana's second move").isTrue();
    }

    private static void comesBackAfterAReload(Page page) {
        page.reload();
        PlaywrightAssertions.assertThat(page.locator("#me")).containsText("ana");
        PlaywrightAssertions.assertThat(page.locator("#room-title")).containsText(ROOM);
        PlaywrightAssertions.assertThat(page.locator("#table .hand .card").first()).isVisible();
        PlaywrightAssertions.assertThat(page.locator("#seats")).containsText("1. ana");
    }

    /** Plays the first legal card if the page shows one, and waits for the state after it. */
    private static boolean playIfHerTurn(Page page) {
        return clickAndAwaitTheNextState(page, page.locator("#table .card.legal"));
    }

    /** Clicks the first of {@code legal} if there is one and the game goes on; waits for the next state. */
    private static boolean clickAndAwaitTheNextState(Page page, Locator legal) {
        if (over(page) || legal.count() == 0) {
            return false;
        }
        String version = page.locator("#table").getAttribute("data-version");
        legal.first().click();
        page.waitForFunction("v => document.getElementById('table').dataset.version !== v"
                + " || document.getElementById('table').dataset.over === 'true'", version);
        return true;
    }

    private static boolean over(Page page) {
        return "true".equals(page.locator("#table").getAttribute("data-over"));
    }

    private static void say(Page page, String line) {
        page.fill("#command", line);
        page.press("#command", "Enter");
    }

    private static Locator log(Page page) {
        return page.locator("#log");
    }
}
