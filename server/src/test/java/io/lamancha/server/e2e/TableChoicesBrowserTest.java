package io.lamancha.server.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.assertions.PlaywrightAssertions;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The moves that are a choice of several things, made on the drawn table in Chromium: Don Carlo's
 * cards put under the stockpile ({@code back 5 6}) and the Hidalgo's card played with a donkey or
 * the tent. The page's own drawing module draws states whose views carry what these drawings read
 * (as the engines send them, cut down), and the test reads which move each click would send.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class TableChoicesBrowserTest extends PageFixture {

    /** Draws a state (JSON) into a box of its own, with a play that notes each move sent. */
    private static final String DRAW = "(json) => import('/views.js').then((views) => {"
            + " window.sent = window.sent || [];"
            + " let box = document.getElementById('probe');"
            + " if (!box) { box = document.createElement('div'); box.id = 'probe'; document.body.prepend(box); }"
            + " views.drawTable(box, JSON.parse(json), { 0: 'ana', 1: 'ben' }, (m) => window.sent.push(m)); })";

    private BrowserContext tab;
    private Page page;

    @BeforeEach
    void open() {
        tab = chromium.browser().newContext();
        page = tab.newPage();
        page.navigate("http://127.0.0.1:" + server.webPort() + "/");
    }

    @AfterEach
    void close() {
        tab.close();
    }

    @Test
    void donCarlosCardsForTheStockpileAreChosenOnTheTableASetAButton() {
        draw("""
                {"game": "doncarlo", "version": 7, "legal": ["back 1", "back 5", "back 6"],
                 "view": {"seat": 0, "variant": "competitive", "awaited": [0], "phase": "play",
                          "countries": [], "seats": [], "hand": [1, 5, 5, 6, 9], "codeNames": {},
                          "putBack": 1, "result": []}}""");
        Locator choices = page.locator("#probe .put-back .legal");
        PlaywrightAssertions.assertThat(choices).hasCount(3);
        PlaywrightAssertions.assertThat(choices.nth(1)).hasText("5");
        choices.nth(1).click();

        draw("""
                {"game": "doncarlo", "version": 8, "legal": ["back 1 5", "back 5 5", "back 5 6"],
                 "view": {"seat": 0, "variant": "competitive", "awaited": [0], "phase": "play",
                          "countries": [], "seats": [], "hand": [1, 5, 5, 6], "codeNames": {},
                          "putBack": 2, "result": []}}""");
        PlaywrightAssertions.assertThat(choices.nth(1).locator(".card")).hasCount(2);
        photograph("doncarlo-put-back.png");
        choices.nth(1).click();
        assertThat(sent()).containsExactly("back 5", "back 5 5");
    }

    @Test
    void aHidalgoCardIsPlayedWithTheItemsChosenAboveTheHandAndTheChoiceOutlastsAState() {
        String withItems = hidalgoState(9, List.of("play C5", "play C9", "play C5 donkey +",
                "play C9 donkey +", "play C5 donkey -", "play C9 donkey -", "play C5 tent", "play C9 tent",
                "play C5 donkey + tent", "play C9 donkey + tent", "play C5 donkey - tent",
                "play C9 donkey - tent"));
        draw(withItems);
        Locator mixes = page.locator("#probe fieldset.items label");
        PlaywrightAssertions.assertThat(mixes).hasText(new String[] {"no item", "a donkey +3",
                "a donkey \u22123", "the tent", "a donkey +3, the tent", "a donkey \u22123, the tent"});
        page.locator("#probe .hcard.legal[data-card='C9']").click();

        mixes.nth(4).click();
        photograph("hidalgo-items.png");
        PlaywrightAssertions.assertThat(page.locator("#probe .hcard[data-card='C5']"))
                .hasAttribute("data-move", "play C5 donkey + tent");
        draw(withItems.replace("\"version\": 9", "\"version\": 10"));
        PlaywrightAssertions.assertThat(mixes.nth(4).locator("input")).isChecked();
        page.locator("#probe .hcard.legal[data-card='C5']").click();

        draw(hidalgoState(11, List.of("play C5", "play C9")));
        PlaywrightAssertions.assertThat(mixes).hasCount(0);
        page.locator("#probe .hcard.legal[data-card='C9']").click();
        assertThat(sent()).containsExactly("play C9", "play C5 donkey + tent", "play C9");
    }

    @Test
    void aPoisonedHidalgoPlayerPlaysTheBlindCardFromTheTableWithItsItems() {
        draw(hidalgoState(4, List.of("play blind", "play blind donkey +", "play blind donkey -")));
        PlaywrightAssertions.assertThat(page.locator("#probe .hcard.legal[data-card]")).hasCount(0);
        page.locator("#probe fieldset.items label").nth(2).click();
        page.locator("#probe .hcard.blind.legal").click();
        assertThat(sent()).containsExactly("play blind donkey -");
    }

    /** A Hidalgo state in the play phase: ana holds C5 and C9 and may make {@code legal}. */
    private static String hidalgoState(int version, List<String> legal) {
        return """
                {"game": "hidalgo", "version": %d, "legal": [%s],
                 "view": {"viewer": 0, "phase": "play", "awaited": [0], "waitingFor": "a card",
                          "chapter": 1, "adventureNumber": 1, "adventuresInChapter": 4, "startPlayer": 0,
                          "track": {"points": [0, 1, 2], "rivers": [], "positions": {}, "values": {}},
                          "pool": [], "players": [], "centreDiamonds": 0, "centreItems": [],
                          "mine": {"items": ["donkey", "tent"], "play": null, "marked": []},
                          "hand": [%s, %s]}}"""
                .formatted(version, String.join(", ", legal.stream().map(m -> '"' + m + '"').toList()),
                        card("C5", "Sancho Panza"), card("C9", "The Priest"));
    }

    private static String card(String id, String name) {
        return """
                {"id": "%s", "name": "%s", "plus": 1, "minus": 0, "token": "love", "ability": "none",
                 "scoring": "love"}""".formatted(id, name);
    }

    private void draw(String state) {
        page.evaluate(DRAW, state);
    }

    /** The drawn choices under {@code target/screenshots/}, for a person to look at. */
    private void photograph(String file) {
        page.locator("#probe").screenshot(new Locator.ScreenshotOptions()
                .setPath(BrowserUser.SCREENSHOTS.resolve(file)));
    }

    @SuppressWarnings("unchecked")
    private List<String> sent() {
        return (List<String>) page.evaluate("() => window.sent");
    }
}
