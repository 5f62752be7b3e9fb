package io.lamancha.server.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import com.microsoft.playwright.Locator;
import com.microsoft.playwright.assertions.PlaywrightAssertions;
import io.lamancha.server.ServerConfig;
import io.lamancha.server.net.web.WebConfig;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * A turn-based game from the page alone: one player sets a new table's pace in its options and
 * both sit down; the one who waits goes to the lobby, and when it becomes their move the page
 * says so with a link and a browser notification (their tab hidden), their games list it with
 * whose move it is, and one click takes them back to the table with their moves; a later login
 * tells them which games wait for their move.
 */
@Timeout(value = 90, unit = TimeUnit.SECONDS)
class TurnBasedBrowserTest {

    private static HeadlessChromium chromium;

    @TempDir
    Path data;
    private LiveServer server;
    private BrowserUser ana;
    private BrowserUser ben;

    @BeforeAll
    static void launch() {
        chromium = HeadlessChromium.shared();
    }

    @BeforeEach
    void start() throws Exception {
        server = LiveServer.startStored(ServerConfig.forTests(data).withLimits(LiveServer.generous())
                .withWeb(WebConfig.on(0)));
        ana = BrowserUser.logIn(chromium.browser(), server.webPort(), "ana", 1280, 800);
        ben = BrowserUser.logIn(chromium.browser(), server.webPort(), "ben", 390, 844);
        ana.register();
        ben.register();
    }

    @AfterEach
    void stop() {
        for (BrowserUser u : new BrowserUser[] {ana, ben}) {
            if (u != null) {
                u.close();
            }
        }
        server.close();
    }

    @Test
    void whenItBecomesTheirMoveAPlayerInTheLobbyIsNotifiedSeesTheGameInTheirListAndGoesBackWithOneClick() {
        ana.page().selectOption("#newroom-game", "doncarlo");
        ana.page().click("#newroom-form button[type=submit]");
        PlaywrightAssertions.assertThat(ana.at("#room-title")).containsText("doncarlo");
        String room = ana.at("#room-title").textContent().replaceAll(":.*", "");
        ana.clickRoomAction("/join");
        ana.page().click("#options-box summary");
        ana.page().selectOption("#option-pace", "turnbased");
        ana.at("#option-pace").locator("xpath=..").locator("button[type=submit]").click();
        ana.page().fill("#option-movetime", "2d");
        ana.at("#option-movetime").press("Enter");
        PlaywrightAssertions.assertThat(ana.log()).containsText("ana sets movetime to 2d.");
        ben.page().click("#refresh");
        ben.enter(room);
        ben.clickRoomAction("/join");
        PlaywrightAssertions.assertThat(ana.at("#seats")).containsText("2. ben");
        ana.clickRoomAction("/start");
        PlaywrightAssertions.assertThat(ana.gameLog()).containsText("Turn-based: each move has 2d");

        // whoever the game does not wait for goes to the lobby, hides the tab and lets the page notify
        PlaywrightAssertions.assertThat(ana.at("#turn")).hasText(Pattern.compile(".+"));
        boolean anaMoves = ana.at("#moves button.move").count() > 0;
        BrowserUser mover = anaMoves ? ana : ben;
        BrowserUser away = anaMoves ? ben : ana;
        away.page().click("#to-lobby");
        PlaywrightAssertions.assertThat(away.at("#lobby")).isVisible();
        away.page().evaluate("() => { Object.defineProperty(document, 'visibilityState', { get: () => 'hidden' });"
                + " window.notified = []; window.Notification = class { static permission = 'granted';"
                + " static requestPermission() { return Promise.resolve('granted'); }"
                + " constructor(title, options) { window.notified.push(title + ': ' + options.body); } }; }");
        away.page().click("#open-settings");
        away.page().check("#setting-notify");
        away.page().click("#dialog-close");
        assertThat(mover.playFirstLegal()).as(mover.name() + " moves").isTrue();

        Locator told = away.log().locator("li.notice .turn").last();
        PlaywrightAssertions.assertThat(told).containsText("Your move in " + room);
        away.page().waitForFunction("() => window.notified.length > 0");
        assertThat((String) away.page().evaluate("() => window.notified[0]"))
                .startsWith("La Mancha: your move: Your move in " + room + " (doncarlo, ");
        Locator listed = away.at("#games li[data-game-room='" + room + "']");
        PlaywrightAssertions.assertThat(listed).containsText("turn-based, 2d a move");
        PlaywrightAssertions.assertThat(listed).containsText("your move");
        listed.locator("button.link").click();
        PlaywrightAssertions.assertThat(away.at("#room-title")).containsText(room);
        PlaywrightAssertions.assertThat(away.at("#moves button.move").first()).isVisible();
        PlaywrightAssertions.assertThat(away.log()).containsText("Since you left " + room + ": 1 move");

        away.page().click("#to-lobby");
        PlaywrightAssertions.assertThat(away.at("#lobby")).isVisible();
        String who = away.name();
        away.close();
        BrowserUser again = BrowserUser.open(chromium.browser(), server.webPort(), who, 1280, 800);
        if (away == ana) {
            ana = again;
        } else {
            ben = again;
        }
        again.page().fill("#login-name", who);
        again.page().fill("#login-password", "secret-" + who);
        again.page().press("#login-password", "Enter");
        PlaywrightAssertions.assertThat(again.log()).containsText(Pattern.compile(
                "Your move in 1 game: " + room + " \\(\\d+ (d|h) left\\)")); // a JavaScript pattern: no \\Q quoting
        PlaywrightAssertions.assertThat(again.at("#games li[data-game-room='" + room + "']")).containsText("your move");
        for (BrowserUser u : List.of(ana, ben)) {
            assertThat(u.pageErrors()).as(u.name() + "'s page errors").isEmpty();
        }
    }
}
