package io.lamancha.clients.term;

import io.lamancha.clients.kit.LineConnection;
import io.lamancha.protocol.event.Bye;
import java.io.IOException;
import java.time.Duration;
import java.util.function.Consumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The terminal client's connection: a reader thread that hands every server line to a consumer,
 * and, when the connection drops, reconnects and logs in again with the same name (and the guest's
 * resume token the server showed at login) and goes back to the same room (the server then gives a
 * seat in a running game back). It comes back after a drop or a stopping server's goodbye, not after
 * any other goodbye (kicked, idle, the name logged in elsewhere): that would undo the server's word.
 */
final class ServerLink {

    private static final Pattern WELCOME = Pattern.compile("^Welcome, ([A-Za-z0-9_-]+)!");
    private static final Pattern TOKEN = Pattern.compile("^Your resume token is (\\S+):");
    private static final Pattern ROOM = Pattern.compile("^You are in (?:room (\\S+):|the (\\S+)\\.)");
    private static final int RECONNECTS = 10;

    private final String host;
    private final int port;
    private final Consumer<String> lines;
    private final Consumer<String> status;
    private volatile LineConnection conn;
    private volatile String name;
    private volatile String room;
    private volatile String token;
    private volatile boolean quitting;
    private volatile String colorLine;
    /** A goodbye the server meant: the link does not come back after it. */
    private volatile String farewell;
    private volatile boolean ended;
    private final Runnable onEnd;

    ServerLink(String host, int port, Consumer<String> lines, Consumer<String> status) {
        this(host, port, lines, status, () -> { });
    }

    /** @param onEnd runs once the link has ended for good (quit, a goodbye, or no reconnect), on the reader thread */
    ServerLink(String host, int port, Consumer<String> lines, Consumer<String> status, Runnable onEnd) {
        this.host = host;
        this.port = port;
        this.lines = lines;
        this.status = status;
        this.onEnd = onEnd;
    }

    void open() throws IOException {
        conn = LineConnection.open(host, port, Duration.ZERO);
        Thread t = new Thread(this::readLoop, "lamancha-client-reader");
        t.setDaemon(true);
        t.start();
    }

    /** Sends a line as typed; remembers what a reconnect must repeat. */
    void send(String line) throws IOException {
        String l = line.strip().toLowerCase(java.util.Locale.ROOT);
        if (l.startsWith("/quit") || l.startsWith("/bye")) {
            quitting = true;
        } else if (l.startsWith("/set color")) {
            colorLine = line.strip();
        }
        conn.send(line);
    }

    boolean quitting() {
        return quitting;
    }

    /** Whether the link has ended for good: nothing more will be sent or received. */
    boolean ended() {
        return ended;
    }

    void close() {
        quitting = true;
        conn.close();
    }

    private void readLoop() {
        while (true) {
            try {
                for (String line; (line = conn.readLine()) != null; ) {
                    remember(line);
                    lines.accept(line);
                }
            } catch (IOException e) {
                // Dropped: handled below like a close.
            }
            if (quitting || farewell != null || !reconnect()) {
                status.accept(quitting ? "Disconnected."
                        : farewell != null ? "Disconnected by the server; not reconnecting." : "Could not reconnect; bye.");
                conn.close();
                ended = true;
                onEnd.run();
                return;
            }
        }
    }

    private void remember(String line) {
        if (line.startsWith("Goodbye: ") && !line.startsWith(Bye.STOPPING_TEXT)) {
            farewell = line;
        }
        Matcher w = WELCOME.matcher(line);
        if (w.find()) {
            name = w.group(1);
        }
        Matcher t = TOKEN.matcher(line);
        if (t.find()) {
            token = t.group(1);
        }
        Matcher r = ROOM.matcher(line);
        if (r.find()) {
            room = r.group(1) != null ? r.group(1) : r.group(2);
        }
    }

    private boolean reconnect() {
        status.accept("Connection lost; reconnecting to " + host + ":" + port + "...");
        for (int attempt = 0; attempt < RECONNECTS && !quitting; attempt++) {
            try {
                Thread.sleep(Math.min(5_000L, 250L << attempt));
                LineConnection fresh = LineConnection.open(host, port, Duration.ZERO);
                if (name != null) {
                    fresh.send("/login " + name + (token == null ? "" : " " + token));
                    if (room != null && !"lobby".equals(room)) {
                        // Hidden: a player whose seat waited is put back in the room by the login
                        // itself, and must not read "You are already in ..." as if they had asked.
                        fresh.send("#tc /room " + room);
                    }
                }
                if (colorLine != null) {
                    fresh.send(colorLine);
                }
                conn = fresh;
                status.accept("Reconnected" + (name == null ? "." : " as " + name + (room == null ? "." : " to " + room + ".")));
                return true;
            } catch (IOException e) {
                status.accept("Reconnect " + (attempt + 1) + " failed: " + e.getMessage());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return false;
            }
        }
        return false;
    }
}
