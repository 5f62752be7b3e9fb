package io.lamancha.server.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import com.microsoft.playwright.assertions.PlaywrightAssertions;
import io.lamancha.server.ServerConfig;
import io.lamancha.server.net.web.WebConfig;
import io.lamancha.server.world.Quotas;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Tournaments from the page: a tournament announced over the wire appears in the lobby's list,
 * two registered players join it with a click (one from the list, one from the tournament shown),
 * are taken to their table when it starts, play it, and read the standings and the round's table
 * in the page.
 */
@Timeout(value = 90, unit = TimeUnit.SECONDS)
class BrowserTourneyTest {

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
                .withWeb(WebConfig.on(0)).withGrace(Duration.ofSeconds(30))
                .withQuotas(Quotas.DEFAULT.withRegistrationsPerHour(1000).withTourneysPerPlayer(1)));
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
    void playersJoinFromThePageAreTakenToTheirTableAndReadTheStandings() throws Exception {
        for (BrowserUser u : List.of(ana, ben)) {
            register(u);
        }
        try (SocketClient carl = server.json("carl")) {
            assertThat(Wire.request(carl, "3", "/register rocinante").get("ev").asText()).isEqualTo("ok");
            assertThat(Wire.request(carl, "4", "/tourney create cup game=doncarlo rounds=1 seats=2 timer=60")
                    .get("ev").asText()).isEqualTo("ok");
            PlaywrightAssertions.assertThat(ana.at("#tourneys tr[data-tourney='cup']")).containsText("open");
            ana.at("#tourneys tr[data-tourney='cup'] button:has-text('Join')").click();
            PlaywrightAssertions.assertThat(ana.at("#tourney .tourney[data-tourney='cup']")).containsText("ana");

            ben.at("#tourneys-refresh").click();
            ben.at("#tourneys tr[data-tourney='cup'] button:has-text('Show')").click();
            ben.at("#tourney .tourney button:has-text('Join')").click();
            PlaywrightAssertions.assertThat(ben.at("#tourney table.standings tr[data-player='ben']")).isVisible();
            PlaywrightAssertions.assertThat(ben.at("#tourney table.standings tr.me")).containsText("ben");

            assertThat(Wire.request(carl, "5", "/tourney start cup").get("ev").asText()).isEqualTo("ok");
            for (BrowserUser u : List.of(ana, ben)) {
                PlaywrightAssertions.assertThat(u.at("#room-title")).containsText("cup-r1-1");
            }
            long end = System.nanoTime() + 40_000_000_000L;
            while (!ana.over() || !ben.over()) {
                assertThat(System.nanoTime()).as("the game ends in 40 s").isLessThan(end);
                if (!ana.playFirstLegal() && !ben.playFirstLegal()) {
                    ana.page().waitForTimeout(50);
                }
            }
        }
        ana.page().click("#to-lobby");
        ana.at("#tourneys-refresh").click();
        PlaywrightAssertions.assertThat(ana.at("#tourneys tr[data-tourney='cup']")).containsText("finished");
        ana.at("#tourneys tr[data-tourney='cup'] button:has-text('Show')").click();
        PlaywrightAssertions.assertThat(ana.at("#tourney .tourney h4")).containsText("cup: finished");
        PlaywrightAssertions.assertThat(ana.at("#tourney table.standings tbody tr")).hasCount(2);
        PlaywrightAssertions.assertThat(ana.at("#tourney li[data-table='cup-r1-1']")).containsText("finished");
        List<String> points = ana.at("#tourney table.standings tbody tr td:nth-child(3)").allInnerTexts();
        assertThat(points.stream().mapToDouble(Double::parseDouble).sum()).as("a table of two gives 1 point").isEqualTo(1.0);
        ana.screenshot("tourney-standings.png");
        assertThat(ana.pageErrors()).isEmpty();
        assertThat(ben.pageErrors()).isEmpty();
    }

    private static void register(BrowserUser u) {
        u.page().click("#open-account");
        u.page().fill("#register-password", "secret-" + u.name());
        u.page().fill("#register-again", "secret-" + u.name());
        u.page().click("#register-form button[type=submit]");
        PlaywrightAssertions.assertThat(u.at("#register-form .note")).containsText(u.name() + " is registered");
        u.page().click("#dialog-close");
    }
}
