package io.lamancha.server.account;

import static org.assertj.core.api.Assertions.assertThat;

import io.lamancha.server.store.Persistence;
import io.lamancha.server.testing.CoinGame;
import io.lamancha.server.testing.TestServer;
import io.lamancha.server.testing.TestServer.Client;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** An admin's {@code /reload} does what SIGHUP does and answers with what changed; nobody else may. */
class ReloadCommandTest {

    @TempDir
    Path data;
    private Persistence persistence;
    private TestServer server;

    @BeforeEach
    void open() {
        persistence = Persistence.openForTests(null, data, Set.of("root"), Clock.systemUTC());
        server = new TestServer(List.of(new CoinGame()), Duration.ofSeconds(120), persistence.journal(),
                persistence.storage());
    }

    @AfterEach
    void close() {
        persistence.close();
    }

    @Test
    void anAdminReloadsAndIsToldWhatChangedOthersAreRefused() {
        server.world().onReload(() -> CompletableFuture.completedFuture(
                List.of("Reloaded max-per-address: 32 -> 8.", "The setting port changed to 4001, which takes a restart;"
                        + " it stays 4000 until then.")));
        Client bob = server.connect();
        bob.take();
        bob.typeAndAwait("/login bob", l -> l.startsWith("Say something"));
        assertThat(bob.typeAndAwait("#1 /reload", l -> l.startsWith("#1 error")))
                .containsExactly("#1 error FORBIDDEN: Only an admin can do that.");

        Client root = server.connect();
        root.take();
        root.typeAndAwait("/login root", l -> l.startsWith("Say something"));
        root.typeAndAwait("#r /register secret-root", l -> l.startsWith("#r "));
        assertThat(root.typeAndAwait("#2 /reload", l -> l.startsWith("#2 ok") || l.startsWith("#2 error")))
                .contains("#2 Reloaded max-per-address: 32 -> 8.", "#2 ok");
    }
}
