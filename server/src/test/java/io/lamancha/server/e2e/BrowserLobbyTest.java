package io.lamancha.server.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import com.microsoft.playwright.assertions.PlaywrightAssertions;
import io.lamancha.server.ServerConfig;
import io.lamancha.server.net.web.WebConfig;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The lobby from the page alone, as a newcomer uses it without typing a command: two people
 * register, one posts a game ad, the other sees it appear and accepts it with one click, they play
 * the rated game to its end (one with "confirm moves" on) and see their rating changes; then one
 * makes a chat channel the other joins from the list, looks the other up (profile and ratings),
 * reads the leaderboard, replays the game step by step forwards and backwards, invites the other
 * to a room (a dialog there: one click to come), and leaves a message that the other reads.
 */
@Timeout(value = 90, unit = TimeUnit.SECONDS)
class BrowserLobbyTest {

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
        // both browsers connect from this machine's address: rated as at a LAN party
        server = LiveServer.startStored(ServerConfig.forTests(data).withLimits(LiveServer.generous())
                .withWeb(WebConfig.on(0)).withRateSameAddress(true));
        ana = BrowserUser.logIn(chromium.browser(), server.webPort(), "ana", 1280, 800);
        ben = BrowserUser.logIn(chromium.browser(), server.webPort(), "ben", 390, 844);
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
    void aNewcomerRegistersFindsAGameThroughAnAdPlaysItAndUsesTheLobbyWithoutTypingACommand() {
        for (BrowserUser u : List.of(ana, ben)) {
            u.register();
        }
        ana.page().selectOption("#seek-game", "doncarlo");
        ana.page().fill("#seek-seats", "2");
        ana.page().selectOption("#seek-timer", "0");
        ana.page().click("#seek-form button[type=submit]");
        PlaywrightAssertions.assertThat(ana.at("#seek-form .note")).hasText("Your ad is up.");
        PlaywrightAssertions.assertThat(ben.at("#seeks li[data-seek]")).containsText("ana seeks doncarlo for 2 players");
        ben.page().click("#open-settings");
        ben.page().check("#setting-confirm");
        ben.page().click("#dialog-close");
        // ana's tab is hidden, and she lets the page notify her (the browser's parts stand in)
        ana.page().evaluate("() => { Object.defineProperty(document, 'visibilityState', { get: () => 'hidden' });"
                + " window.notified = []; window.Notification = class { static permission = 'granted';"
                + " static requestPermission() { return Promise.resolve('granted'); }"
                + " constructor(title, options) { window.notified.push(title + ': ' + options.body); } }; }");
        ana.page().click("#open-settings");
        ana.page().check("#setting-notify");
        PlaywrightAssertions.assertThat(ana.at("#setting-notify")).isChecked();
        ana.page().click("#dialog-close");
        ben.at("#seeks li[data-seek] button.primary").click();
        for (BrowserUser u : List.of(ana, ben)) {
            PlaywrightAssertions.assertThat(u.at("#room-title")).containsText("doncarlo");
        }

        playToTheEnd();
        assertThat(ben.confirmed()).as("ben's moves confirmed before they were sent").isPositive();
        assertThat(ana.page().evaluate("() => window.notified[0]")).as("ana's notification while her tab was hidden")
                .isEqualTo("La Mancha: your move: " + ana.at("#room-title").textContent().replaceAll(", \\w+$", ""));
        assertThat(ben.page().evaluate("() => import('/signals.js').then((s) => s.signalled.sound)"))
                .as("ben's your-move sounds").isNotEqualTo(0);
        for (BrowserUser u : List.of(ana, ben)) {
            PlaywrightAssertions.assertThat(u.at("#results .ratings li[data-name='ana']"))
                    .hasText(java.util.regex.Pattern.compile("^ana \\d+ -> \\d+\\?? \\([+-]\\d+\\)$"));
            PlaywrightAssertions.assertThat(u.at("#results .ratings li")).hasCount(2);
            u.at("#results button:has-text('To the lobby')").click();
            PlaywrightAssertions.assertThat(u.at("#lobby")).isVisible();
            PlaywrightAssertions.assertThat(u.at("#seeks li[data-seek]")).hasCount(0);
        }

        channel();
        profileAndLeaderboard();
        replay();
        invite();
        message();
        for (BrowserUser u : List.of(ana, ben)) {
            assertThat(u.pageErrors()).as(u.name() + "'s page errors").isEmpty();
        }
    }

    private void playToTheEnd() {
        long end = System.nanoTime() + 40_000_000_000L;
        while (!ana.over() || !ben.over()) {
            assertThat(System.nanoTime()).as("the game ends in 40 s").isLessThan(end);
            if (!ana.playFirstLegal() && !ben.playFirstLegal()) {
                ana.page().waitForTimeout(50);
            }
        }
    }

    /** ana makes #spain; ben finds it in the list, joins with a click, and hears ana there. */
    private void channel() {
        ana.page().fill("#channel-name", "spain");
        ana.page().click("#channel-form button[type=submit]");
        PlaywrightAssertions.assertThat(ana.at("#tab-ch-spain")).hasAttribute("aria-selected", "true");
        ben.page().click("#refresh");
        ben.at("#channels li[data-channel='spain'] button:has-text('Join')").click();
        PlaywrightAssertions.assertThat(ben.at("#tab-ch-spain")).isVisible();
        ana.say("hola, canal");
        PlaywrightAssertions.assertThat(ben.at("#log-ch-spain")).containsText("ana hola, canal");
        PlaywrightAssertions.assertThat(ana.at("#log-ch-spain")).containsText("ben joins #spain.");
    }

    /** ana looks ben up from the list of who is online, and reads the leaderboard. */
    private void profileAndLeaderboard() {
        ana.page().click("#refresh");
        ana.at("#users li[data-user='ben'] button.link").click();
        PlaywrightAssertions.assertThat(ana.at("#dialog .profile[data-name='ben']")).containsText("Registered since");
        PlaywrightAssertions.assertThat(ana.at("#dialog .profile .ratings tbody tr")).containsText("doncarlo");
        ana.at("#dialog .profile button:has-text('Friend')").click();
        PlaywrightAssertions.assertThat(ana.at("#dialog .profile .note.ok")).containsText("You hear of ben now.");
        ana.page().click("#dialog-close");
        ana.page().selectOption("#top-game", "doncarlo");
        ana.page().check("#top-all");
        ana.page().click("#top-form button[type=submit]");
        PlaywrightAssertions.assertThat(ana.at("#top tbody tr")).hasCount(2);
        PlaywrightAssertions.assertThat(ana.at("#top")).containsText("ben");
    }

    /** ana replays the game: forwards three moves, back one, each on the drawn table. */
    private void replay() {
        ana.page().click("#history-form button[type=submit]");
        ana.at("#history tbody tr").first().locator("button:has-text('Replay')").click();
        PlaywrightAssertions.assertThat(ana.at("#replay-title")).containsText("the deal, before move 1 of");
        PlaywrightAssertions.assertThat(ana.at("#replay-table .doncarlo .country").first()).isVisible();
        for (int step = 1; step <= 3; step++) {
            ana.page().click("#replay-controls [data-step=forward]");
            PlaywrightAssertions.assertThat(ana.at("#replay")).hasAttribute("data-step", String.valueOf(step));
        }
        PlaywrightAssertions.assertThat(ana.at("#replay-title")).containsText("after move 3 of");
        ana.page().click("#replay-controls [data-step=back]");
        PlaywrightAssertions.assertThat(ana.at("#replay-title")).containsText("after move 2 of");
        PlaywrightAssertions.assertThat(ana.at("#replay-events")).containsText("sends");
        PlaywrightAssertions.assertThat(ana.at("#replay-table .doncarlo .families, #replay-table .doncarlo .players")
                .first()).isVisible();
        ana.page().keyboard().press("ArrowRight");
        PlaywrightAssertions.assertThat(ana.at("#replay")).hasAttribute("data-step", "3");
        ana.page().click("#replay-controls button:has-text('Close')");
        PlaywrightAssertions.assertThat(ana.at("#lobby")).isVisible();
    }

    /** ana invites ben to her room: ben gets a dialog and comes with one click. */
    private void invite() {
        ana.enter("hidalgo-1");
        ana.page().click("#invite-someone");
        ana.page().fill("#invite-name", "ben");
        ana.page().click("#dialog form button[type=submit]");
        PlaywrightAssertions.assertThat(ana.at("#dialog .note.ok")).hasText("ben is invited.");
        ana.page().click("#dialog-close");
        PlaywrightAssertions.assertThat(ben.at("#dialog")).containsText("ana invites you to hidalgo-1");
        ben.page().click("#invite-accept");
        PlaywrightAssertions.assertThat(ben.at("#room-title")).containsText("hidalgo-1");
    }

    /** ben leaves ana a message from his account; ana reads it in hers. */
    private void message() {
        ben.page().click("#open-account");
        ben.page().fill("#message-to", "ana");
        ben.page().fill("#message-text", "good game!");
        ben.at("#message-text").press("Enter");
        PlaywrightAssertions.assertThat(ben.at("#dialog .note.ok")).hasText("Your message is left.");
        ben.page().click("#dialog-close");
        ana.page().click("#open-account");
        ana.at("#dialog button:has-text('Read your messages')").click();
        PlaywrightAssertions.assertThat(ana.at("#dialog .messages")).containsText("ben");
        PlaywrightAssertions.assertThat(ana.at("#dialog .messages")).containsText("good game!");
    }
}
