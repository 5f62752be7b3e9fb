package io.lamancha.server.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import com.microsoft.playwright.Page;
import com.microsoft.playwright.assertions.PlaywrightAssertions;
import io.lamancha.server.ServerConfig;
import io.lamancha.server.net.web.WebConfig;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Every screen of the page, on a desktop (1280x800) and a phone (390x844): axe-core (the version
 * package-lock.json pins, installed by {@code npm ci}) finds no critical or serious violation, and
 * on the phone nothing is wider than the screen. The screens: the login, the lobby, the rules, a
 * table of every game, a game's results, the replay viewer and a profile; each is photographed
 * under {@code target/screenshots/}. And the table plays from the keyboard, with its focus shown.
 * Skipped without axe-core or Chromium, unless {@code CI} is set.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class BrowserAccessibilityTest {

    static final Path AXE = Path.of("..", "node_modules", "axe-core", "axe.min.js");
    private static final List<String> GAMES = List.of("quixote-tricks", "doncarlo", "quixote-tiles", "hidalgo");
    /** Runs axe on the page as it is; the critical and serious violations, and how many rules passed. */
    private static final String AXE_RUN = "() => axe.run(document, { resultTypes: ['violations'] }).then((r) => ({"
            + " passes: r.passes.length, violations: r.violations.filter((v) => v.impact === 'critical'"
            + " || v.impact === 'serious').map((v) => v.impact + ' ' + v.id + ': ' + v.help + ' at '"
            + " + v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')) }))";

    @TempDir
    static Path data;
    private static LiveServer server;
    private static HeadlessChromium chromium;

    @BeforeAll
    static void start() throws Exception {
        Assumptions.assumeTrue(Files.isReadable(AXE) || System.getenv("CI") != null,
                "axe-core is not installed at " + AXE + " (npm ci in the repository's root)");
        chromium = HeadlessChromium.shared();
        server = LiveServer.startStored(ServerConfig.forTests(data).withLimits(LiveServer.generous())
                .withWeb(WebConfig.on(0)));
    }

    @AfterAll
    static void stop() {
        if (server != null) {
            server.close();
        }
    }

    @ParameterizedTest(name = "{0} at {1}x{2}")
    @CsvSource({"desk, 1280, 800, ''", "phone, 390, 844, -phone"})
    void everyScreenPassesAxeAndFitsItsWidth(String who, int width, int height, String suffix) {
        BrowserUser user = BrowserUser.open(chromium.browser(), server.webPort(), who, width, height);
        try {
            PlaywrightAssertions.assertThat(user.at("#login-name")).isVisible();
            screen(user, "login" + suffix);
            user.page().fill("#login-name", who);
            user.page().press("#login-name", "Enter");
            PlaywrightAssertions.assertThat(user.at("#rooms tbody tr").first()).isVisible();
            screen(user, "lobby" + suffix);

            user.page().click("#open-rules");
            PlaywrightAssertions.assertThat(user.at("#rules-summary")).containsText("trick-taking for 3-5 players");
            PlaywrightAssertions.assertThat(user.at("#dialog .rules")).containsText("On the table");
            PlaywrightAssertions.assertThat(user.at("#rules-full")).containsText("The rules in full");
            screen(user, "rules" + suffix);
            user.page().click("#dialog-close");

            for (String game : GAMES) {
                table(user, game, suffix);
            }
            results(user, suffix);
            user.page().click("#open-account");
            PlaywrightAssertions.assertThat(user.at("#register-form")).isVisible();
            screen(user, "account" + suffix);
            user.page().click("#dialog-close");
            assertThat(user.pageErrors()).as("page errors").isEmpty();
        } finally {
            user.close();
        }
    }

    /** A new table of {@code game} with the user (after {@code setup}) and two bots, started. */
    private static void startWithTwoBots(BrowserUser user, String game, String... setup) {
        user.say("/newroom " + game);
        PlaywrightAssertions.assertThat(user.at("#room-title")).containsText(game);
        user.clickRoomAction("/join");
        for (String line : setup) {
            user.say(line);
        }
        user.say("/addbot smart");
        user.say("/addbot random");
        PlaywrightAssertions.assertThat(user.at("#seats")).containsText("3. ~");
        user.clickRoomAction("/start");
    }

    /** A table of {@code game} just started: the user and two bots. */
    private static void table(BrowserUser user, String game, String suffix) {
        startWithTwoBots(user, game);
        PlaywrightAssertions.assertThat(user.at("#table [data-move], #table .hand").first()).isVisible();
        screen(user, "table-" + game + suffix);
        user.clickRoomAction("/leave");
        PlaywrightAssertions.assertThat(user.at("#room-actions button[data-cmd='/join']")).isVisible();
        user.clickRoomAction("/room lobby");
        PlaywrightAssertions.assertThat(user.at("#lobby")).isVisible();
    }

    /**
     * A game of bots watched to its end: the results panel; then the game in the replay viewer,
     * and the user's profile.
     */
    private static void results(BrowserUser user, String suffix) {
        user.say("/newroom quixote-tiles");
        PlaywrightAssertions.assertThat(user.at("#room-title")).containsText("quixote-tiles");
        user.say("/addbot smart");
        user.say("/addbot random");
        PlaywrightAssertions.assertThat(user.at("#seats")).containsText("2. ~");
        user.clickRoomAction("/start");
        PlaywrightAssertions.assertThat(user.at("#results-heading")).hasText("Game over");
        screen(user, "results" + suffix);
        user.clickRoomAction("/room lobby");
        user.page().click("#history-form button[type=submit]");
        user.at("#history button").first().click();
        PlaywrightAssertions.assertThat(user.at("#replay-title")).containsText("the deal");
        user.page().click("#replay-controls [data-step=forward]");
        PlaywrightAssertions.assertThat(user.at("#replay-title")).containsText("after move 1 of");
        screen(user, "replay" + suffix);
        user.page().click("#replay-controls button:has-text('Close')");
        user.page().fill("#finger-name", user.name());
        user.page().click("#finger-form button[type=submit]");
        PlaywrightAssertions.assertThat(user.at("#dialog .profile")).isVisible();
        screen(user, "profile" + suffix);
        user.page().click("#dialog-close");
    }

    /** axe on the screen as it is, its width on a phone, and its photograph. */
    private static void screen(BrowserUser user, String name) {
        Page page = user.page();
        if (!Boolean.TRUE.equals(page.evaluate("() => typeof axe !== 'undefined'"))) {
            page.addScriptTag(new Page.AddScriptTagOptions().setPath(AXE));
        }
        @SuppressWarnings("unchecked")
        Map<String, Object> result = (Map<String, Object>) page.evaluate(AXE_RUN);
        assertThat((Integer) result.get("passes")).as(name + ": axe's rules that ran and passed").isPositive();
        assertThat((List<?>) result.get("violations")).as(name + ": critical and serious violations").isEmpty();
        assertThat(user.pageOverflow()).as(name + ": pixels wider than the screen").isLessThanOrEqualTo(0);
        user.screenshot(name + ".png");
    }

    @Test
    void aTableIsPlayedFromTheKeyboardWithItsFocusShown() {
        BrowserUser user = BrowserUser.logIn(chromium.browser(), server.webPort(), "kim", 1280, 800);
        try {
            startWithTwoBots(user, "quixote-tricks", "/option seed 3");
            PlaywrightAssertions.assertThat(user.at("#table .hand .legal").first()).isVisible();
            Page page = user.page();
            page.locator("body").click(new com.microsoft.playwright.Locator.ClickOptions().setPosition(1, 1));
            page.keyboard().press("m");
            assertThat(page.evaluate("() => document.activeElement.classList.contains('legal')")).as("m: a legal move in focus")
                    .isEqualTo(true);
            assertThat(page.evaluate("() => getComputedStyle(document.activeElement).outlineStyle")).as("its focus shown")
                    .isNotEqualTo("none");
            String first = (String) page.evaluate("() => document.activeElement.dataset.move");
            if (user.at("#table button.legal").count() > 1) {
                page.keyboard().press("ArrowRight");
                assertThat(page.evaluate("() => document.activeElement.dataset.move")).as("the next move").isNotEqualTo(first);
            }
            String version = user.at("#table").getAttribute("data-version");
            page.keyboard().press("Enter");
            page.waitForFunction("v => document.getElementById('table').dataset.version !== v", version);
            page.keyboard().press("?");
            PlaywrightAssertions.assertThat(user.at("#dialog .rules")).hasAttribute("data-game", "quixote-tricks");
            page.keyboard().press("Escape");
            PlaywrightAssertions.assertThat(user.at("#dialog")).isHidden();
        } finally {
            user.close();
        }
    }
}
