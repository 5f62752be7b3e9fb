package io.lamancha.server.e2e;

import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.io.TempDir;

/** A fresh {@link LiveServer} with its own data directory for each test of an end-to-end class. */
abstract class LiveServerFixture {

    @TempDir
    Path data;
    LiveServer server;

    @BeforeEach
    void startServer() throws Exception {
        server = startLiveServer();
    }

    /** The server each test gets; a class that needs the browser listener says so here. */
    LiveServer startLiveServer() throws Exception {
        return LiveServer.start(data);
    }

    @AfterEach
    void stopServer() {
        server.close();
    }
}
