package io.lamancha.server.e2e;

import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserType;
import com.microsoft.playwright.Playwright;
import com.microsoft.playwright.assertions.PlaywrightAssertions;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Assumptions;

/**
 * Debian's Chromium, headless, driven by Playwright (which downloads no browser of its own). A
 * test that launches it is skipped when Chromium is not installed, unless {@code CI} is set. The
 * browser tests share one ({@link #shared()}): each test opens contexts of its own in it, so they
 * stay independent, and the suite starts Chromium once.
 */
final class HeadlessChromium implements AutoCloseable {

    private static HeadlessChromium shared;

    /** The one Chromium of this test run, launched on first use and closed when the JVM ends. */
    static synchronized HeadlessChromium shared() {
        if (shared == null) {
            HeadlessChromium launched = launch();
            Runtime.getRuntime().addShutdownHook(new Thread(launched::close, "chromium-close"));
            shared = launched;
        }
        return shared;
    }

    private static final Path CHROMIUM = Path.of("/usr/bin/chromium");

    private final Playwright playwright;
    private final Browser browser;

    private HeadlessChromium(Playwright playwright, Browser browser) {
        this.playwright = playwright;
        this.browser = browser;
    }

    static HeadlessChromium launch() {
        Assumptions.assumeTrue(Files.isExecutable(CHROMIUM) || System.getenv("CI") != null,
                "Chromium is not installed at " + CHROMIUM + " (apt-get install chromium)");
        PlaywrightAssertions.setDefaultAssertionTimeout(20_000);
        Playwright playwright = Playwright.create(new Playwright.CreateOptions()
                .setEnv(Map.of("PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD", "1")));
        try {
            return new HeadlessChromium(playwright, playwright.chromium().launch(
                    new BrowserType.LaunchOptions().setExecutablePath(CHROMIUM).setHeadless(true)
                            .setTimeout(60_000)));
        } catch (RuntimeException e) {
            playwright.close();
            throw e;
        }
    }

    Browser browser() {
        return browser;
    }

    @Override
    public void close() {
        browser.close();
        playwright.close();
    }
}
