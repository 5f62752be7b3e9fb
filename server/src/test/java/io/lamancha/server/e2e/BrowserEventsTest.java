package io.lamancha.server.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import com.microsoft.playwright.assertions.PlaywrightAssertions;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Nothing the server sends reaches the page as raw JSON: every event kind of the protocol (each
 * event record of the protocol module, and each kind docs/PROTOCOL.md lists) has a drawing of its
 * own, and a sample of each, given to the logged-in page, is drawn as a person reads it. A kind
 * the page does not know is shown as a readable outline and marked undrawn, which fails this
 * test for any kind of the protocol. A table whose drawing fails shows its view as an outline,
 * keeps its move buttons and says so.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class BrowserEventsTest extends PageFixture {

    /** Kinds that change who the page is logged in as: given last, so the others are drawn logged in. */
    private static final Set<String> LAST = Set.of("welcome", "login", "bye");
    private static final String HANDLE = "(line) => import('/events.js').then((events) => events.handle(JSON.parse(line)))";

    private BrowserUser ana;

    @BeforeEach
    void logIn() {
        ana = BrowserUser.logIn(chromium.browser(), server.webPort(), "ana", 1280, 800);
    }

    @AfterEach
    void close() {
        ana.close();
    }

    @Test
    void everyKindOfEventTheProtocolHasIsDrawnAndNoneAsRawJson() throws Exception {
        Map<String, String> samples = EventSamples.byKind();
        assertThat(samples.keySet()).as("kinds with a sample: each kind PROTOCOL.md lists has one")
                .containsAll(EventSamples.documentedKinds());
        @SuppressWarnings("unchecked")
        List<String> drawn = (List<String>) ana.page().evaluate("() => import('/events.js').then((e) => e.drawnKinds())");
        assertThat(drawn).as("the kinds the page has a drawing for").containsAll(samples.keySet());

        List<String> kinds = new ArrayList<>(samples.keySet());
        kinds.sort(Comparator.comparing(LAST::contains));
        for (String kind : kinds) {
            ana.page().evaluate(HANDLE, samples.get(kind));
        }
        ana.page().evaluate("() => document.getElementById('dialog').close()");
        String shown = (String) ana.page().evaluate("() => document.body.innerText");
        assertThat(shown).as("what the page shows").doesNotContain("{\"").doesNotContain("\"ev\"");
        PlaywrightAssertions.assertThat(ana.at(".undrawn, .undrawn-failed")).hasCount(0);
        assertThat(ana.pageErrors()).as("page errors").isEmpty();

        // a kind the page has no drawing for is marked, readable: the check above can fail
        ana.page().evaluate(HANDLE, "{\"ev\":\"comet\",\"seen\":{\"from\":\"tower\",\"at\":3}}");
        PlaywrightAssertions.assertThat(ana.at(".undrawn")).hasCount(1);
        PlaywrightAssertions.assertThat(ana.at(".undrawn")).containsText("comet");
        PlaywrightAssertions.assertThat(ana.at(".undrawn")).containsText("seen from tower, at 3");
    }

    @Test
    void aLostCooperativeGameSaysThatNobodyWinsAndWhy() {
        ana.enter("doncarlo-1");
        ana.page().evaluate(HANDLE, """
                {"ev": "end", "room": "doncarlo-1", "game": "doncarlo", "players": ["ana", "~Sancho"], "scores": [3, 3],
                 "winners": [], "summary": ["   1. ana                  3", "   1. ~Sancho              3",
                 "Lost: 3 of 6 tasks done, 4 penalty cards."],
                 "standings": [{"rank": 1, "seat": 0, "name": "ana", "score": 3, "winner": false, "breakdown": ""},
                               {"rank": 1, "seat": 1, "name": "~Sancho", "score": 3, "winner": false, "breakdown": ""}]}""");
        PlaywrightAssertions.assertThat(ana.at("#turn")).hasText("Game over. Nobody wins: Lost: 3 of 6 tasks done, 4 penalty cards.");
        PlaywrightAssertions.assertThat(ana.at("#results .standings tbody tr")).hasCount(2);
        PlaywrightAssertions.assertThat(ana.at("#results")).containsText("This game was not rated.");
    }

    @Test
    void theEndSaysTheServersHeadlineAsTextClientsReadIt() {
        ana.enter("doncarlo-1");
        ana.page().evaluate(HANDLE, """
                {"ev": "end", "room": "doncarlo-1", "game": "doncarlo", "players": ["ana", "~Sancho"], "scores": [5, 5],
                 "winners": [], "summary": ["Lost: 5 of 6 tasks done, 4 penalty cards."],
                 "standings": [{"rank": 1, "seat": 0, "name": "ana", "score": 5, "winner": false, "breakdown": ""},
                               {"rank": 1, "seat": 1, "name": "~Sancho", "score": 5, "winner": false, "breakdown": ""}],
                 "outcome": "team_lost", "headline": "ana and ~Sancho lose as a team.", "unit": "tasks done"}""");
        PlaywrightAssertions.assertThat(ana.at("#turn")).hasText("Game over. Ana and ~Sancho lose as a team.");
        ana.page().evaluate(HANDLE, """
                {"ev": "end", "room": "doncarlo-1", "game": "doncarlo", "players": ["ana", "~Sancho"], "scores": [],
                 "winners": [], "summary": [], "standings": [], "outcome": "aborted",
                 "headline": "every player at the table agreed (/abort)."}""");
        PlaywrightAssertions.assertThat(ana.at("#turn"))
                .hasText("Game over. Aborted: every player at the table agreed (/abort).");
    }

    @Test
    void aTableWhoseDrawingFailsShowsItsViewAsAnOutlineKeepsItsMovesAndSaysSo() {
        ana.enter("quixote-tricks-1");
        ana.clickRoomAction("/join");
        PlaywrightAssertions.assertThat(ana.at("#seats")).containsText("1. ana");
        ana.page().evaluate(HANDLE, """
                {"ev": "state", "room": "quixote-tricks-1", "game": "quixote-tricks", "seat": 0, "version": 3,
                 "awaited": [0], "legal": ["Y2", "P"],
                 "view": {"viewer": 0, "seats": 3, "round": 1, "trick": 1, "suitPower": "not a list",
                          "currentTrick": [], "players": [], "hand": ["Y2", "P"]}}""");
        PlaywrightAssertions.assertThat(ana.at("#table .drawing-failed")).containsText("could not be drawn");
        PlaywrightAssertions.assertThat(ana.at("#table .drawing-failed")).containsText("the moves below still work");
        PlaywrightAssertions.assertThat(ana.at("#table dl.view")).containsText("suitPower");
        PlaywrightAssertions.assertThat(ana.at("#moves button.move")).hasText(new String[] {"Y2", "P"});
        PlaywrightAssertions.assertThat(ana.at("#turn")).hasText("Your move.");
    }
}
