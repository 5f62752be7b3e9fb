package io.lamancha.clients.kit;

import io.lamancha.protocol.ServerLine;
import java.io.Closeable;
import java.io.EOFException;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

/**
 * A connection in JSON format with correlation tags: {@link #request} sends a tagged command and
 * waits for its {@code ok} or {@code error}, keeping every other line for {@link #next}. Text lines
 * (the greeting before JSON is switched on) are skipped. One thread uses a channel at a time.
 */
public final class JsonChannel implements Closeable {

    private final LineConnection conn;
    private final Deque<ServerLine> pending = new ArrayDeque<>();
    private int tags;

    private JsonChannel(LineConnection conn) {
        this.conn = conn;
    }

    /** Connects and switches the connection to JSON lines. */
    public static JsonChannel open(String host, int port, Duration silence) throws IOException {
        JsonChannel ch = new JsonChannel(LineConnection.open(host, port, silence));
        try {
            Reply r = ch.request("/set format json");
            if (!r.ok()) {
                throw new IOException("the server refused JSON format: " + r.message());
            }
            return ch;
        } catch (IOException e) {
            ch.close();
            throw e;
        }
    }

    /** The answer to one tagged command: the lines it carried, then ok or an error code. */
    public record Reply(boolean ok, String code, String message, List<ServerLine> lines) {
        public Reply {
            lines = List.copyOf(lines);
        }

        /** The first reply line of event type {@code ev}, or {@code null}. */
        public ServerLine first(String ev) {
            return lines.stream().filter(l -> l.is(ev)).findFirst().orElse(null);
        }
    }

    /** Sends {@code command} with a fresh tag and reads until its reply ends. */
    public Reply request(String command) throws IOException {
        String tag = sendTagged(command);
        List<ServerLine> lines = new ArrayList<>();
        while (true) {
            String raw = readRaw();
            if (raw.equals("#" + tag + " ok")) {
                return new Reply(true, null, null, lines);
            }
            ServerLine line = parse(raw);
            if (line == null) {
                continue;
            }
            if (!tag.equals(line.tag())) {
                pending.add(line);
            } else if (line.is("ok")) {
                return new Reply(true, null, null, lines);
            } else if (line.is("error")) {
                return new Reply(false, line.text("code"), line.text("message"), lines);
            } else {
                lines.add(line);
            }
        }
    }

    /** Sends {@code command} with a fresh tag without waiting; its replies come through {@link #next}. */
    public String sendTagged(String command) throws IOException {
        String tag = "k" + (++tags);
        conn.send("#" + tag + " " + command);
        return tag;
    }

    /** Sends a line as typed, untagged. */
    public void send(String line) throws IOException {
        conn.send(line);
    }

    /** The next JSON event, waiting at most the silence given at open. */
    public ServerLine next() throws IOException {
        ServerLine kept = pending.poll();
        if (kept != null) {
            return kept;
        }
        while (true) {
            ServerLine line = parse(readRaw());
            if (line != null) {
                return line;
            }
        }
    }

    private String readRaw() throws IOException {
        String raw = conn.readLine();
        if (raw == null) {
            throw new EOFException("the server closed the connection");
        }
        return raw;
    }

    private static ServerLine parse(String raw) {
        if (!raw.startsWith("{")) {
            return null;
        }
        try {
            return ServerLine.parse(raw);
        } catch (UncheckedIOException e) {
            return null;
        }
    }

    @Override
    public void close() {
        conn.close();
    }
}
