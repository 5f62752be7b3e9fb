package io.lamancha.server.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.PlaywrightException;
import com.microsoft.playwright.assertions.PlaywrightAssertions;
import java.nio.file.Path;

/**
 * One person at the page in a browser tab of its own: logs in, enters rooms, sits, chats and
 * plays by clicking the first legal move, on the drawn table where it has one, else in the move
 * list. Counts the moves it clicked.
 */
final class BrowserUser implements AutoCloseable {

    static final Path SCREENSHOTS = Path.of("target", "screenshots");
    private static final double CLICK_MS = 5_000;

    private final String name;
    private final BrowserContext context;
    private final Page page;
    private int moves;
    private int onTheTable;
    private String firstOwnClock;

    private BrowserUser(String name, BrowserContext context) {
        this.name = name;
        this.context = context;
        this.page = context.newPage();
        page.setDefaultTimeout(20_000);
    }

    /** A new tab of {@code width} by {@code height} on the page, logged in as {@code name}. */
    static BrowserUser logIn(Browser browser, int webPort, String name, int width, int height) {
        BrowserUser user = new BrowserUser(name, browser.newContext(
                new Browser.NewContextOptions().setViewportSize(width, height)));
        user.page.navigate("http://127.0.0.1:" + webPort + "/");
        user.page.fill("#login-name", name);
        user.page.press("#login-name", "Enter");
        PlaywrightAssertions.assertThat(user.page.locator("#me")).containsText(name);
        return user;
    }

    String name() {
        return name;
    }

    Page page() {
        return page;
    }

    /** Types a line into the command line at the bottom and sends it. */
    void say(String line) {
        page.fill("#command", line);
        page.press("#command", "Enter");
    }

    /** The chat and events the page shows. */
    Locator log() {
        return page.locator("#log");
    }

    Locator at(String selector) {
        return page.locator(selector);
    }

    /** Clicks the room's Enter button in the lobby. */
    void enter(String room) {
        page.locator("#rooms tbody tr", new Page.LocatorOptions().setHasText(room))
                .locator("button").click();
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

    /** What the move timer said when this user's first move was due; null before it. */
    String firstOwnClock() {
        return firstOwnClock;
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
        }
        String version = at("#table").getAttribute("data-version");
        try {
            legal.first().click(new Locator.ClickOptions().setTimeout(CLICK_MS));
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
