package io.lamancha.server.e2e;

import java.nio.file.Path;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;

/**
 * One server with the browser listener for all the tests of a class, and the shared Chromium:
 * for tests that draw on the page without a game of their own.
 */
abstract class PageFixture {

    @TempDir
    static Path data;
    static LiveServer server;
    static HeadlessChromium chromium;

    @BeforeAll
    static void startServer() throws Exception {
        chromium = HeadlessChromium.shared();
        server = LiveServer.withWeb(data);
    }

    @AfterAll
    static void stopServer() {
        if (server != null) {
            server.close();
        }
    }
}
