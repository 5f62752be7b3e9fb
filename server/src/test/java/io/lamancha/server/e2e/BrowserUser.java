package io.lamancha.server.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.PlaywrightException;
import com.microsoft.playwright.assertions.PlaywrightAssertions;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * One person at the page in a browser tab of its own: logs in, enters rooms, sits, chats and
 * plays by clicking the first legal move, on the drawn table where it has one, else in the move
 * list. Counts the moves it clicked. Keeps every JSON event its page received over the WebSocket
 * (the test's own copy, independent of the page's code: {@link ReceivedStates}, a change kept as
 * the state it makes), and reads back what the page drew.
 */
final class BrowserUser implements AutoCloseable {

    static final Path SCREENSHOTS = Path.of("target", "screenshots");
    private static final double CLICK_MS = 5_000;
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String DRAWN_TABLE = resource("/e2e/drawn-table.js");

    private final String name;
    private final BrowserContext context;
    private final Page page;
    private final ReceivedStates received = new ReceivedStates();
    private final List<String> pageErrors = new ArrayList<>();
    private int moves;
    private int onTheTable;
    private int confirmed;
    private String firstOwnClock;
    private String firstOwnTitle;
    private String firstOwnDecision;

    private BrowserUser(String name, BrowserContext context) {
        this.name = name;
        this.context = context;
        this.page = context.newPage();
        page.setDefaultTimeout(20_000);
        page.onPageError(pageErrors::add);
        page.onWebSocket(ws -> ws.onFrameReceived(frame -> {
            String text = frame.text();
            if (text != null) {
                received.add(text);
            }
        }));
    }

    /** A new tab of {@code width} by {@code height} on the page, not logged in yet. */
    static BrowserUser open(Browser browser, int webPort, String name, int width, int height) {
        BrowserUser user = new BrowserUser(name, browser.newContext(new Browser.NewContextOptions()
                .setViewportSize(width, height).setBypassCSP(true)));
        user.page.navigate("http://127.0.0.1:" + webPort + "/");
        return user;
    }

    /** A new tab of {@code width} by {@code height} on the page, logged in as {@code name}. */
    static BrowserUser logIn(Browser browser, int webPort, String name, int width, int height) {
        BrowserUser user = open(browser, webPort, name, width, height);
        user.page.fill("#login-name", name);
        user.page.press("#login-name", "Enter");
        PlaywrightAssertions.assertThat(user.page.locator("#me")).containsText(name);
        return user;
    }

    static String resource(String path) {
        try (InputStream in = BrowserUser.class.getResourceAsStream(path)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static JsonNode parse(String text) {
        try {
            return JSON.readTree(text);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    String name() {
        return name;
    }

    Page page() {
        return page;
    }

    /** Uncaught errors in the page's scripts so far. */
    List<String> pageErrors() {
        return pageErrors;
    }

    /** Registers the name with the password {@code secret-<name>}, from the account dialog. */
    void register() {
        page.click("#open-account");
        page.fill("#register-password", "secret-" + name);
        page.fill("#register-again", "secret-" + name);
        page.click("#register-form button[type=submit]");
        PlaywrightAssertions.assertThat(at("#register-form .note")).containsText(name + " is registered");
        page.click("#dialog-close");
    }

    /** Types a line into the command line at the bottom and sends it. */
    void say(String line) {
        page.fill("#command", line);
        page.press("#command", "Enter");
    }

    /** The room's chat (or the lobby's) as the page shows it. */
    Locator log() {
        return page.locator("#log");
    }

    /** The game log beside the table. */
    Locator gameLog() {
        return page.locator("#log-gamelog");
    }

    Locator at(String selector) {
        return page.locator(selector);
    }

    /** Clicks the room's Enter (or Watch) button in the lobby. */
    void enter(String room) {
        page.locator("#rooms tbody tr[data-room='" + room + "'] button").click();
        PlaywrightAssertions.assertThat(at("#room-title")).containsText(room);
    }

    /** Clicks one of the room's buttons: {@code /join}, {@code /start}, ... */
    void clickRoomAction(String command) {
        page.click("#room-actions button[data-cmd='" + command + "']");
    }

    boolean over() {
        return "true".equals(at("#table").getAttribute("data-over"));
    }

    /** Moves this user clicked, and of them those on the drawn table. */
    int moves() {
        return moves;
    }

    int movesOnTheTable() {
        return onTheTable;
    }

    /** Moves this user confirmed before they were sent (the "confirm moves" setting). */
    int confirmed() {
        return confirmed;
    }

    /** What the move timer said when this user's first move was due; null before it. */
    String firstOwnClock() {
        return firstOwnClock;
    }

    /** What the page said the first decision of this user meant; null before it. */
    String firstOwnDecision() {
        return firstOwnDecision;
    }

    /** The tab's title when this user's first move was due; null before it. */
    String firstOwnTitle() {
        return firstOwnTitle;
    }

    /**
     * Clicks the first legal move if the page shows one and waits for the next state; false
     * when there was none to click (not this user's move, or the game is over).
     */
    boolean playFirstLegal() {
        if (over()) {
            return false;
        }
        Locator onTable = at("#table .legal");
        boolean drawn = onTable.count() > 0;
        Locator legal = drawn ? onTable : at("#moves button.move");
        if (!drawn && legal.count() == 0) {
            return false;
        }
        if (firstOwnClock == null) {
            firstOwnClock = at("#timer").textContent();
            firstOwnTitle = page.title();
            firstOwnDecision = at("#decision").textContent();
        }
        String version = at("#table").getAttribute("data-version");
        try {
            legal.first().click(new Locator.ClickOptions().setTimeout(CLICK_MS));
            if (at("#confirm-move").isVisible()) {
                // "confirm moves" is on: the click chose the move, this sends it
                at("#confirm-yes").click(new Locator.ClickOptions().setTimeout(CLICK_MS));
                confirmed++;
            }
        } catch (PlaywrightException e) {
            // Another state came between looking and clicking; the next look sees it.
            return false;
        }
        page.waitForFunction("v => document.getElementById('table').dataset.version !== v"
                + " || document.getElementById('table').dataset.over === 'true'", version);
        moves++;
        onTheTable += drawn ? 1 : 0;
        return true;
    }

    /** Every JSON event the page received so far, in order. */
    List<JsonNode> received() {
        return received.all();
    }

    /** What the page drew on its table now (see drawn-table.js). */
    JsonNode drawn() {
        return parse((String) page.evaluate(DRAWN_TABLE));
    }

    /**
     * What the page drew, with the state it drew it from: the test's own copy of the state at the
     * drawn version (waited for, should the page be quicker than the test's copy), and the game
     * events the page was sent before it.
     */
    Drawn drawnWithItsState() {
        long end = System.nanoTime() + 5_000_000_000L;
        while (true) {
            JsonNode drawn = drawn();
            List<JsonNode> seen = received();
            for (int i = seen.size() - 1; i >= 0; i--) {
                JsonNode e = seen.get(i);
                if (e.path("ev").asText().equals("state") && e.path("version").asInt() == drawn.path("version").asInt()) {
                    return new Drawn(drawn, e, seen.subList(0, i));
                }
            }
            assertThat(System.nanoTime()).as(name + ": the state the page drew, version " + drawn.path("version"))
                    .isLessThan(end);
            page.waitForTimeout(20);
        }
    }

    /** A drawing, the state it shows and the events before that state. */
    record Drawn(JsonNode table, JsonNode state, List<JsonNode> before) {
    }

    /** A screenshot of the whole page under {@link #SCREENSHOTS}. */
    void screenshot(String file) {
        page.screenshot(new Page.ScreenshotOptions().setFullPage(true)
                .setPath(SCREENSHOTS.resolve(file)));
    }

    /** How many pixels of the drawn table lie beyond the screen's width (none when it fits). */
    int tableOverflow() {
        Object overflow = page.evaluate("() => { const t = document.getElementById('table');"
                + " return t.scrollWidth - t.clientWidth; }");
        return ((Number) overflow).intValue();
    }

    /** How many pixels the whole page is wider than the screen (0 when nothing needs sideways scrolling). */
    int pageOverflow() {
        Object overflow = page.evaluate("() => document.documentElement.scrollWidth - window.innerWidth");
        return ((Number) overflow).intValue();
    }

    /**
     * Reloads the tab mid-game: the page logs in again with its resume token and is back in
     * {@code room}, in seat {@code seat} (from 1), its table drawn by {@code drawing}.
     */
    void reloadsBackToTheSeat(String room, int seat, String drawing) {
        page.reload();
        isBackInTheSeat(room, seat, drawing);
    }

    /** The page is logged in as this user, in {@code room} and seat {@code seat}, the table drawn. */
    void isBackInTheSeat(String room, int seat, String drawing) {
        PlaywrightAssertions.assertThat(at("#status")).hasText("connected");
        PlaywrightAssertions.assertThat(at("#me")).containsText(name);
        PlaywrightAssertions.assertThat(at("#room-title")).containsText(room);
        PlaywrightAssertions.assertThat(at("#seats")).containsText(seat + ". " + name);
        PlaywrightAssertions.assertThat(at("#table ." + drawing + " .hand")).isVisible();
        assertThat(at("#table").getAttribute("data-version")).as("a state drawn").isNotBlank();
    }

    @Override
    public void close() {
        context.close();
    }
}
