package io.lamancha.server.tourney;

import static org.assertj.core.api.Assertions.assertThat;

import io.lamancha.server.store.Persistence;
import io.lamancha.server.store.Storage;
import io.lamancha.server.testing.CoinGame;
import io.lamancha.server.testing.TestServer;
import io.lamancha.server.testing.TestServer.Client;
import io.lamancha.server.world.Peers;
import io.lamancha.server.world.Quotas;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Set;

/**
 * The command handlers' server with a real embedded store and the coin game, for tournaments:
 * an admin ({@code root}), registered players, tagged questions and scripted play.
 */
final class TourneyFixture implements AutoCloseable {

    final Persistence persistence;
    final TestServer server;

    TourneyFixture(Path data) {
        this(data, null, null);
    }

    /** With {@code quotas} (or the tests' own), on a node whose other nodes are {@code peers} (or none). */
    TourneyFixture(Path data, Quotas quotas, Peers peers) {
        persistence = Persistence.openForTests(null, data, Set.of("root"), Clock.systemUTC());
        List<io.lamancha.engine.GameDefinition> games = List.of(new CoinGame());
        server = peers != null ? new TestServer(games, peers, persistence.storage())
                : quotas != null ? new TestServer(games, persistence.journal(), persistence.storage(), quotas)
                : new TestServer(games, Duration.ofSeconds(120), persistence.journal(), persistence.storage());
    }

    @Override
    public void close() {
        persistence.close();
    }

    Client admin() {
        Storage st = persistence.storage();
        assertThat(st.accounts().create("root", st.hasher().hash("rocinante".toCharArray()))).isTrue();
        Client c = server.connect();
        c.take();
        c.typeAndAwait("/login root rocinante", l -> l.startsWith("Say something"));
        return c;
    }

    Client registered(String name) {
        Client c = server.connect();
        c.take();
        c.typeAndAwait("/login " + name, l -> l.startsWith("Say something"));
        c.typeAndAwait("#r /register dulcinea", l -> l.startsWith("#r "));
        c.take();
        return c;
    }

    /** A registered player logging in again. */
    Client back(String name) {
        Client c = server.connect();
        c.take();
        c.typeAndAwait("/login " + name + " dulcinea", l -> l.startsWith("Say something"));
        c.take();
        return c;
    }

    /** Types a tagged command and returns its answer, up to its ok or error. */
    static List<String> ask(Client c, String line) {
        List<String> got = c.typeAndAwait("#t " + line, TourneyFixture::answered);
        int end = 0;
        while (!answered(got.get(end))) {
            end++;
        }
        return got.subList(0, end + 1);
    }

    private static boolean answered(String line) {
        return line.equals("#t ok") || line.startsWith("#t error");
    }

    /** Everyone plays their turns (heads, always) until {@code watcher} reads {@code until}; what it read. */
    List<String> playUntil(List<Client> players, Client watcher, String until) {
        List<String> read = new java.util.ArrayList<>();
        long end = System.nanoTime() + 20_000_000_000L;
        while (System.nanoTime() < end) {
            server.strand().runAll();
            for (Client c : players) {
                for (String l : c.take()) {
                    if (l.startsWith(">> Your move")) {
                        c.type("/play heads");
                    }
                }
            }
            List<String> now = watcher.take();
            read.addAll(now);
            if (now.stream().anyMatch(l -> l.contains(until))) {
                return read;
            }
            try {
                Thread.sleep(2);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
        }
        throw new AssertionError("no line with " + until + "; read " + read);
    }
}
