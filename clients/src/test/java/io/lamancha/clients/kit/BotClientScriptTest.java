package io.lamancha.clients.kit;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** A bot against a server that is a script over a real socket: exact lines out, exact lines back. */
@Timeout(value = 30, unit = TimeUnit.SECONDS)
class BotClientScriptTest {

    private static final String STATE = "{\"ev\":\"state\",\"room\":\"t-1\",\"game\":\"g\",\"seat\":0,\"version\":%d,"
            + "\"awaited\":[0,1],\"legal\":%s,\"view\":{}}";
    private static final String CHANGE = "{\"ev\":\"change\",\"room\":\"t-1\",\"game\":\"g\",\"seat\":0,"
            + "\"from\":%d,\"version\":%d,\"awaited\":[0],\"legal\":%s,\"set\":{\"turn\":%d},\"unset\":[]}";

    @Test
    void aListedMoveRefusedAsNotYourTurnWaitsForANewerStateInsteadOfChoosingAgainFromTheOldOne() throws Exception {
        playOneGame(server -> {
            server.say(String.format(STATE, 24, "[\"a\",\"b\"]"));
            String refused = server.expect("/play @24 a");
            server.say("{\"ev\":\"error\",\"tag\":\"" + refused + "\",\"code\":\"NOT_YOUR_TURN\",\"message\":\"Not now.\"}");
            server.say(String.format(STATE, 26, "[\"c\"]"));

            String next = server.readLine();
            assertThat(next).as("the next move answers the newer state, not the one the server contradicted")
                    .endsWith(" /play @26 c");
            return next;
        });
    }

    @Test
    void aMoveTheServerCouldNotSaveIsMadeAgainWhenTheSameStateComesBackAsTheGameGoesOn() throws Exception {
        playOneGame(server -> {
            server.say(String.format(STATE, 24, "[\"a\",\"b\"]"));
            String unsaved = server.expect("/play @24 a");
            server.say("{\"ev\":\"error\",\"tag\":\"" + unsaved + "\",\"code\":\"STORE_UNAVAILABLE\","
                    + "\"message\":\"Your move could not be saved; the game waits.\"}");
            server.say("{\"ev\":\"notice\",\"kind\":\"store\","
                    + "\"message\":\"Moves can be saved again; the game goes on.\"}");
            server.say(String.format(STATE, 24, "[\"a\",\"b\"]"));

            String again = server.readLine();
            assertThat(again).as("the same state, answered again").endsWith(" /play @24 a");
            return again;
        });
    }

    @Test
    void aPatchOverTheStateItHoldsIsPlayedOnAndOneThatDoesNotFitAsksForTheWholeState() throws Exception {
        String patch = "{\"ev\":\"change\",\"room\":\"t-1\",\"game\":\"g\",\"seat\":0,\"from\":%d,\"version\":%d,"
                + "\"awaited\":[0],\"legal\":%s,\"patch\":[{\"op\":\"%s\",\"path\":\"/turn\",\"value\":1}]}";
        playOneGame(server -> {
            server.say(String.format(STATE, 24, "[\"a\",\"b\"]"));
            server.say("{\"ev\":\"ok\",\"tag\":\"" + server.expect("/play @24 a") + "\"}");
            server.say(String.format(patch, 24, 25, "[\"c\"]", "add"));
            server.say("{\"ev\":\"ok\",\"tag\":\"" + server.expect("/play @25 c") + "\"}");
            server.say(String.format(patch, 25, 26, "[\"d\"]", "move"));
            String show = server.expect("/show");
            server.say(String.format(STATE, 26, "[\"d\"]").replace("\"state\",", "\"state\",\"tag\":\"" + show + "\","));
            server.say("{\"ev\":\"ok\",\"tag\":\"" + show + "\"}");
            String next = server.readLine();
            assertThat(next).as("the move answers the whole state /show gave").endsWith(" /play @26 d");
            return next;
        });
    }

    @Test
    void aChangeOverTheStateItHoldsIsPlayedOnAndOneOverAnotherVersionAsksForTheWholeState() throws Exception {
        playOneGame(true, server -> {
            server.say(String.format(STATE, 24, "[\"a\",\"b\"]"));
            server.say("{\"ev\":\"ok\",\"tag\":\"" + server.expect("/play @24 a") + "\"}");
            server.say(String.format(CHANGE, 24, 25, "[\"c\"]", 1));
            server.say("{\"ev\":\"ok\",\"tag\":\"" + server.expect("/play @25 c") + "\"}");
            server.say(String.format(CHANGE, 27, 28, "[\"d\"]", 2));
            server.say(String.format(CHANGE, 28, 29, "[\"e\"]", 3));
            String show = server.expect("/show");
            assertThat(show).as("asked once for both changes it cannot lay over anything").isNotNull();
            server.say(String.format(STATE, 29, "[\"e\"]").replace("\"state\",", "\"state\",\"tag\":\"" + show + "\","));
            server.say("{\"ev\":\"ok\",\"tag\":\"" + show + "\"}");
            String next = server.readLine();
            assertThat(next).as("the move answers the whole state /show gave").endsWith(" /play @29 e");
            return next;
        });
    }

    /** The server's side of a game, between the bot's way in and the end: returns the bot's last move. */
    private interface Game {
        String play(Script server) throws IOException;
    }

    /** A bot seated at a running game plays {@code game} against the script; its last move is accepted and the game ends. */
    private static void playOneGame(Game game) throws Exception {
        playOneGame(false, game);
    }

    /** As above, against a server of protocol 2 ({@code protocol2}: it refuses patches) or 3. */
    private static void playOneGame(boolean protocol2, Game game) throws Exception {
        try (ServerSocket listener = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            BotConfig config = BotConfig.inRoom("127.0.0.1", listener.getLocalPort(), "ana", "t-1")
                    .withSilence(Duration.ofSeconds(10));
            CompletableFuture<List<GameEnd>> run = CompletableFuture.supplyAsync(() -> play(config));
            try (Script server = new Script(listener.accept(), protocol2)) {
                server.seatedAtARunningGame();
                String last = game.play(server);
                server.say("{\"ev\":\"ok\",\"tag\":\"" + tagOf(last) + "\"}");
                server.say("{\"ev\":\"end\",\"room\":\"t-1\",\"game\":\"g\",\"players\":[\"ana\",\"bo\"],\"scores\":[1,0],"
                        + "\"winners\":[\"ana\"]}");
                server.expect("/quit");
            }
            assertThat(run.get(10, TimeUnit.SECONDS)).hasSize(1);
        }
    }

    private static List<GameEnd> play(BotConfig config) {
        try {
            return new BotClient(config, Strategy.first(), new BotClient.Listener() { }).run();
        } catch (BotException e) {
            throw new IllegalStateException(e);
        }
    }

    private static String tagOf(String line) {
        return line.startsWith("#") ? line.substring(1, line.indexOf(' ')) : null;
    }

    /** The server's side of one connection. */
    private static final class Script implements AutoCloseable {
        private final Socket socket;
        private final BufferedReader in;
        private final PrintWriter out;
        private final boolean protocol2;

        Script(Socket socket, boolean protocol2) throws IOException {
            this.socket = socket;
            this.protocol2 = protocol2;
            this.in = new BufferedReader(new InputStreamReader(socket.getInputStream(), StandardCharsets.UTF_8));
            this.out = new PrintWriter(new OutputStreamWriter(socket.getOutputStream(), StandardCharsets.UTF_8));
        }

        /** Answers the bot's way in: JSON, login, the room (a game running, the bot in seat 0), its /join. */
        void seatedAtARunningGame() throws IOException {
            say("{\"ev\":\"ok\",\"tag\":\"" + expect("/set format json") + "\"}");
            String patch = expect("/set updates patch");
            if (protocol2) { // a server of protocol 2 knows no patches: the bot takes changes
                say("{\"ev\":\"error\",\"tag\":\"" + patch + "\",\"code\":\"BAD_ARGUMENT\","
                        + "\"message\":\"Use /set updates full or /set updates changes.\"}");
                say("{\"ev\":\"ok\",\"tag\":\"" + expect("/set updates changes") + "\"}");
            } else {
                say("{\"ev\":\"ok\",\"tag\":\"" + patch + "\"}");
            }
            String login = expect("/login ana");
            say("{\"ev\":\"login\",\"tag\":\"" + login + "\",\"name\":\"ana\",\"guest\":true,\"room\":\"lobby\",\"token\":\"1\"}");
            say("{\"ev\":\"ok\",\"tag\":\"" + login + "\"}");
            String room = expect("/room t-1");
            say("{\"ev\":\"room\",\"tag\":\"" + room + "\",\"room\":\"t-1\",\"game\":\"g\",\"state\":\"playing\",\"minSeats\":2,"
                    + "\"maxSeats\":2,\"seats\":[{\"seat\":0,\"name\":\"ana\"},{\"seat\":1,\"name\":\"bo\"}],\"members\":[],\"seat\":0}");
            say("{\"ev\":\"ok\",\"tag\":\"" + room + "\"}");
            say("{\"ev\":\"error\",\"tag\":\"" + expect("/join") + "\",\"code\":\"ALREADY_SEATED\",\"message\":\"Seated.\"}");
        }

        /** Reads the bot's next line, which must be {@code command}, tagged or not; returns the tag or null. */
        String expect(String command) throws IOException {
            String line = readLine();
            assertThat(line).as("the bot's next line").matches("(#\\S+ )?" + Pattern.quote(command));
            return tagOf(line);
        }

        String readLine() throws IOException {
            return in.readLine();
        }

        void say(String line) {
            out.print(line + "\n");
            out.flush();
        }

        @Override
        public void close() throws IOException {
            socket.close();
        }
    }
}
