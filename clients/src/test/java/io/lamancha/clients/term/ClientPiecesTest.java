package io.lamancha.clients.term;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.lamancha.clients.bot.ExitCodes;
import io.lamancha.clients.testing.Console;
import io.lamancha.clients.testing.DropProxy;
import io.lamancha.clients.testing.LiveServer;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

@Timeout(60)
class ClientPiecesTest {

    @TempDir
    Path dir;

    @Test
    void helpDescribesTheClientAndExitsZero() {
        Console c = Console.run(() -> ClientMain.run("--help"));
        assertThat(c.exitCode()).isZero();
        assertThat(c.out()).contains("--host").contains("--port").contains("--name").contains("Tab completion");
        assertThat(Console.run(() -> ClientMain.run("--port", "x")).exitCode()).isEqualTo(ExitCodes.USAGE);
    }

    @Test
    void theMovePromptOffersItsLegalMovesAndACutPromptAsksForTheRest() {
        Completions c = new Completions();
        assertThat(c.serverLine(">> Your move, ann: /play <move>. Legal: [R5] [R6] [R7]")).isFalse();
        assertThat(c.moves()).containsExactly("R5", "R6", "R7");
        c.serverLine(">> Your move, ann: /play <move>. Legal: [discard C16] [discard done]");
        assertThat(c.serverLine(">>   [place T01 r] [a]")).isFalse();
        assertThat(c.moves()).containsExactly("discard C16", "discard done", "place T01 r", "a");
        assertThat(c.serverLine(">>   ... /moves lists all 30.")).isTrue();
        c.serverLine("Your legal moves: [a] [b]");
        c.serverLine("  [c] [d]");
        assertThat(c.moves()).containsExactly("a", "b", "c", "d");
        c.serverLine("Waiting for: bob.");
        assertThat(c.moves()).isEmpty();
    }

    @Test
    void commandsAndTheirAliasesComeFromTheHelpList() {
        Completions c = new Completions();
        c.helpLine("/listroom                    List rooms: game, seats, state, who is there. (also /rooms)");
        c.helpLine("/play [@version] <move>      Make a move in the game's notation. (also /move)");
        c.helpLine("Plain text is chat; //text chats a line starting with /; ;name text whispers.");
        assertThat(c.commands()).containsExactly("/listroom", "/rooms", "/play", "/move");
    }

    @Test
    void afterADropTheLinkLogsInAgainAndReturnsToItsRoom() throws Exception {
        try (LiveServer server = LiveServer.start(dir, false); DropProxy proxy = new DropProxy(server.port())) {
            BlockingQueue<String> lines = new LinkedBlockingQueue<>();
            BlockingQueue<String> status = new LinkedBlockingQueue<>();
            ServerLink link = new ServerLink("127.0.0.1", proxy.port(), lines::add, status::add);
            link.open();
            link.send("/login wanda");
            link.send("/room pick-1");
            awaitLine(lines, "You are in room pick-1");

            proxy.dropAll();

            assertThat(status.poll(10, TimeUnit.SECONDS)).startsWith("Connection lost");
            assertThat(status.poll(10, TimeUnit.SECONDS)).isEqualTo("Reconnected as wanda to pick-1.");
            awaitLine(lines, "You are in room pick-1");
            link.send("/join");
            awaitLine(lines, "wanda takes seat 1");
            link.close();
        }
    }

    @Test
    void aSeatedPlayerBackAfterADropIsNotToldTheyAreAlreadyInTheRoom() throws Exception {
        try (LiveServer server = LiveServer.start(dir, false, Duration.ofMinutes(2));
                DropProxy proxy = new DropProxy(server.port())) {
            BlockingQueue<String> lines = new LinkedBlockingQueue<>();
            BlockingQueue<String> status = new LinkedBlockingQueue<>();
            ServerLink link = new ServerLink("127.0.0.1", proxy.port(), lines::add, status::add);
            link.open();
            link.send("/login wanda");
            link.send("/room pick-1");
            link.send("/join");
            link.send("/addbot");
            link.send("/start");
            awaitLine(lines, "Your move, wanda");

            proxy.dropAll();
            assertThat(status.poll(10, TimeUnit.SECONDS)).startsWith("Connection lost");
            assertThat(status.poll(10, TimeUnit.SECONDS)).isEqualTo("Reconnected as wanda to pick-1.");
            awaitLine(lines, "You play seat 1: the game goes on.");
            link.send("#b");
            List<String> after = new java.util.ArrayList<>();
            for (String l; !"#b ok".equals(l = lines.poll(10, TimeUnit.SECONDS)); ) {
                assertThat(l).as("a line before the barrier's ok").isNotNull();
                after.add(l);
            }
            assertThat(after).as("only the hidden reply says so").noneMatch(l -> l.startsWith("You are already in"));
            link.close();
        }
    }

    @Test
    void afterAKicksGoodbyeTheLinkEndsAndDoesNotComeBack() throws Exception {
        try (ServerSocket fake = new ServerSocket(0, 5, InetAddress.getLoopbackAddress())) {
            BlockingQueue<String> status = new LinkedBlockingQueue<>();
            CountDownLatch ended = new CountDownLatch(1);
            ServerLink link = new ServerLink("127.0.0.1", fake.getLocalPort(), l -> { }, status::add, ended::countDown);
            link.open();
            try (Socket first = fake.accept()) {
                say(first, "Welcome, wanda! You are in the lobby.", "Your resume token is 1234abcd: if ...",
                        "Goodbye: kicked by admin: spam");
            }

            assertThat(ended.await(10, TimeUnit.SECONDS)).as("the link ends").isTrue();
            assertThat(link.ended()).isTrue();
            assertThat(status).containsExactly("Disconnected by the server; not reconnecting.");
            fake.setSoTimeout(1500); // the first reconnect would come after 250 ms
            assertThatThrownBy(fake::accept).as("no reconnect").isInstanceOf(SocketTimeoutException.class);
        }
    }

    @Test
    void afterAStoppingServersGoodbyeTheLinkComesBackAndLogsInAgain() throws Exception {
        try (ServerSocket fake = new ServerSocket(0, 5, InetAddress.getLoopbackAddress())) {
            BlockingQueue<String> status = new LinkedBlockingQueue<>();
            ServerLink link = new ServerLink("127.0.0.1", fake.getLocalPort(), l -> { }, status::add);
            link.open();
            try (Socket first = fake.accept()) {
                say(first, "Welcome, wanda! You are in the lobby.", "Your resume token is 1234abcd: if ...",
                        "Goodbye: the server is stopping; running games are saved and go on after the restart");
            }
            fake.setSoTimeout(10_000);
            try (Socket second = fake.accept()) {
                BufferedReader in = new BufferedReader(new InputStreamReader(second.getInputStream(), StandardCharsets.UTF_8));
                assertThat(in.readLine()).isEqualTo("/login wanda 1234abcd");
            }
            assertThat(link.ended()).isFalse();
            link.close();
        }
    }

    private static void say(Socket to, String... lines) throws IOException {
        to.getOutputStream().write((String.join("\n", lines) + "\n").getBytes(StandardCharsets.UTF_8));
        to.getOutputStream().flush();
    }

    private static void awaitLine(BlockingQueue<String> lines, String part) throws InterruptedException {
        long deadline = System.nanoTime() + Duration.ofSeconds(10).toNanos();
        List<String> seen = new java.util.ArrayList<>();
        while (System.nanoTime() < deadline) {
            String l = lines.poll(100, TimeUnit.MILLISECONDS);
            if (l != null && l.contains(part)) {
                return;
            }
            if (l != null) {
                seen.add(l);
            }
        }
        throw new AssertionError("no line with '" + part + "' in " + seen);
    }
}
