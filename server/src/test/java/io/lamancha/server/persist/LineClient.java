package io.lamancha.server.persist;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

/**
 * A client over a real socket for the persistence tests. A reader thread keeps every line the
 * server sends, so a test can wait for a line without racing the socket, and a JSON client can
 * play its own seat from that thread (see {@link AutoPlayer}) while the test watches.
 */
final class LineClient implements AutoCloseable {

    /** How long any single wait may take: generous, for a loaded 2-core machine. */
    static final Duration WAIT = Duration.ofSeconds(45);
    private static final ObjectMapper JSON = new ObjectMapper();

    private final Socket socket;
    private final OutputStream out;
    private final List<String> lines = new ArrayList<>();
    private final AutoPlayer player = new AutoPlayer(this);
    private boolean ended;
    private int cursor;
    private int tags;
    private JsonNode login;

    private LineClient(int port) throws IOException {
        socket = new Socket("127.0.0.1", port);
        out = socket.getOutputStream();
        BufferedReader in = new BufferedReader(new InputStreamReader(socket.getInputStream(), StandardCharsets.UTF_8));
        Thread reader = new Thread(() -> read(in), "test-client-" + port);
        reader.setDaemon(true);
        reader.start();
    }

    /** Connects, switches to JSON and logs in; {@code login} is what follows {@code /login}. */
    static LineClient json(int port, String login) throws IOException {
        LineClient c = json(port);
        c.login = c.command("/login " + login).stream().filter(n -> n.get("ev").asText().equals("login")).findFirst()
                .orElseThrow(() -> new AssertionError("no login event for /login " + login));
        return c;
    }

    /** As {@link #json(int, String)}, but {@code null} (and the connection closed) when the login is refused. */
    static LineClient jsonOrNull(int port, String login) throws IOException {
        LineClient c = json(port);
        c.login = c.tagged("/login " + login).stream().filter(n -> n.get("ev").asText().equals("login")).findFirst()
                .orElse(null);
        if (c.login == null) {
            c.close();
            return null;
        }
        return c;
    }

    /** Connects and switches to JSON, not logged in yet. */
    static LineClient json(int port) throws IOException {
        LineClient c = new LineClient(port);
        c.command("/set format json");
        return c;
    }

    /** The {@code login} event a JSON client was welcomed with. */
    JsonNode login() {
        return login;
    }

    /** Connects in the text format (what nc users see) and logs in as a guest; {@code login} follows {@code /login}. */
    static LineClient text(int port, String login) throws IOException {
        LineClient c = new LineClient(port);
        c.send("/login " + login);
        String name = login.split(" ")[0];
        c.next(l -> l.startsWith("Welcome, " + name + "!"));
        return c;
    }

    private void read(BufferedReader in) {
        try {
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                player.onLine(line);
                synchronized (this) {
                    lines.add(line);
                    notifyAll();
                }
            }
        } catch (IOException e) {
            // the socket was closed under the reader: the same as the end of the stream
        } finally {
            synchronized (this) {
                ended = true;
                notifyAll();
            }
        }
    }

    AutoPlayer player() {
        return player;
    }

    synchronized void send(String line) {
        try {
            out.write((line + "\n").getBytes(StandardCharsets.UTF_8));
            out.flush();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot send " + line, e);
        }
    }

    /** Sends a tagged command and waits for its {@code ok}; returns every line tagged with it, parsed. */
    List<JsonNode> command(String command) {
        List<JsonNode> reply = tagged(command);
        JsonNode last = reply.get(reply.size() - 1);
        if (!last.get("ev").asText().equals("ok")) {
            throw new AssertionError(command + " was refused: " + last);
        }
        return reply;
    }

    /**
     * Goes to a room ({@code /room name} or {@code /newroom game}), takes a seat, fills the table
     * with bots of the given levels and starts; returns the room's name.
     */
    String startWithBots(String enter, String... botLevels) {
        String room = command(enter).stream().filter(n -> n.get("ev").asText().equals("room")).findFirst()
                .orElseThrow(() -> new AssertionError("no room event for " + enter)).get("room").asText();
        command("/join");
        for (String level : botLevels) {
            command("/addbot " + level);
        }
        command("/start");
        return room;
    }

    /** Sends a tagged command that must be refused; returns the error event. */
    JsonNode refused(String command) {
        List<JsonNode> reply = tagged(command);
        JsonNode last = reply.get(reply.size() - 1);
        if (!last.get("ev").asText().equals("error")) {
            throw new AssertionError(command + " was not refused: " + reply);
        }
        return last;
    }

    private List<JsonNode> tagged(String command) {
        String tag;
        int from;
        synchronized (this) {
            tag = "t" + (++tags);
            from = lines.size();
        }
        send("#" + tag + " " + command);
        String marker = "\"tag\":\"" + tag + "\"";
        List<JsonNode> reply = new ArrayList<>();
        for (int i = from; ; i++) {
            String line = lineAt(i, command);
            if (line.contains(marker)) {
                JsonNode node = parse(line);
                reply.add(node);
                String ev = node.get("ev").asText();
                if (ev.equals("ok") || ev.equals("error")) {
                    return reply;
                }
            }
        }
    }

    /** Waits for the next line (after the last one returned by a {@code next}) that matches. */
    String next(Predicate<String> match) {
        for (int i = cursor; ; i++) {
            String line = lineAt(i, "a matching line");
            if (match.test(line)) {
                cursor = i + 1;
                return line;
            }
        }
    }

    /** Waits for the next JSON event of kind {@code ev} that matches. */
    JsonNode nextEvent(String ev, Predicate<JsonNode> match) {
        String prefix = "{\"ev\":\"" + ev + "\"";
        return parse(next(l -> l.startsWith(prefix) && match.test(parse(l))));
    }

    /** Every line received so far. */
    synchronized List<String> all() {
        return List.copyOf(lines);
    }

    /** Waits until the server has closed the connection. */
    synchronized boolean awaitEnd() {
        long end = System.nanoTime() + WAIT.toNanos();
        while (!ended && System.nanoTime() < end) {
            waitQuietly(end);
        }
        return ended;
    }

    private synchronized String lineAt(int index, String waitingFor) {
        long end = System.nanoTime() + WAIT.toNanos();
        while (lines.size() <= index) {
            if (ended || System.nanoTime() >= end) {
                throw new AssertionError((ended ? "connection closed" : "timed out") + " waiting for " + waitingFor
                        + "; last lines: " + lines.subList(Math.max(0, lines.size() - 8), lines.size()));
            }
            waitQuietly(end);
        }
        return lines.get(index);
    }

    private void waitQuietly(long endNanos) {
        try {
            wait(Math.max(1, (endNanos - System.nanoTime()) / 1_000_000));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError("interrupted", e);
        }
    }

    static JsonNode parse(String line) {
        try {
            return JSON.readTree(line);
        } catch (IOException e) {
            throw new AssertionError("not JSON: " + line, e);
        }
    }

    /** Drops the connection without a word, as a lost network would. */
    @Override
    public void close() throws IOException {
        socket.close();
    }
}
