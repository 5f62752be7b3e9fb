package io.lamancha.server.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import java.util.regex.Pattern;

/**
 * One connection of the fuzzer: raw bytes out, lines in (read by a thread of its own, so the
 * server never sees a slow reader), with the checks every line the server sends must pass.
 */
final class FuzzConnection implements AutoCloseable {

    private static final Pattern INTERNAL = Pattern.compile("^(#\\S+ )?error INTERNAL\\b|\"code\":\"INTERNAL\"");
    private static final Pattern STACK_TRACE = Pattern.compile(
            "\\bat [a-z][\\w$]*(\\.[\\w$]+)+\\((\\w+\\.java:\\d+|Native Method|Unknown Source)\\)"
                    + "|\\b(java|javax|io\\.netty|io\\.lamancha)(\\.[\\w$]+)+(Exception|Error)\\b");
    /** Stands for the end of the connection in the queue of lines. */
    private static final String END = new String("end of connection");

    private final Socket socket;
    private final OutputStream out;
    private final BlockingQueue<String> lines = new LinkedBlockingQueue<>();
    private final Deque<String> last = new ArrayDeque<>();

    FuzzConnection(int port) throws IOException {
        socket = new Socket("127.0.0.1", port);
        out = socket.getOutputStream();
        Thread reader = new Thread(() -> read(socketIn()), "fuzz-reader");
        reader.setDaemon(true);
        reader.start();
    }

    private InputStream socketIn() {
        try {
            return socket.getInputStream();
        } catch (IOException e) {
            return InputStream.nullInputStream();
        }
    }

    /**
     * Splits what arrives into lines (a CR before the LF dropped), leaving out the server's telnet
     * replies (IAC verb option).
     */
    private void read(InputStream in) {
        ByteArrayOutputStream line = new ByteArrayOutputStream();
        try {
            for (int b = in.read(); b >= 0; b = in.read()) {
                if (b == 0xFF) {
                    in.read();
                    in.read();
                } else if (b == '\n') {
                    // a connection that sent telnet bytes is a telnet client to the server: CR LF
                    lines.add(line.toString(StandardCharsets.UTF_8).replaceFirst("\r$", ""));
                    line.reset();
                } else {
                    line.write(b);
                }
            }
        } catch (IOException e) {
            // reset by the server's close: the end, as a read of -1 is
        }
        lines.add(END);
    }

    /** Logs in as a guest named {@code name}, reading the greeting on the way. */
    void login(String name, long seed) throws Exception {
        send(("#login /login " + name + "\n").getBytes(StandardCharsets.UTF_8));
        String answer = next(l -> l.startsWith("#login ok") || l.startsWith("#login error"), seed);
        assertThat(answer).as("login of %s (seed %d)", name, seed).isEqualTo("#login ok");
    }

    void send(byte[] bytes) throws IOException {
        out.write(bytes);
        out.flush();
    }

    /** Sends in chunks of random sizes; false if the server has closed the connection meanwhile. */
    boolean sendInChunks(byte[] bytes, Random random) {
        try {
            for (int at = 0; at < bytes.length;) {
                int n = Math.min(bytes.length - at, 1 + random.nextInt(random.nextBoolean() ? 16 : 4096));
                out.write(bytes, at, n);
                out.flush();
                at += n;
            }
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    /**
     * Reads until the unit's barrier is answered, checking every line; every tagged line of the
     * unit must have had its {@code ok} or {@code error} by then. False if the connection ended first.
     */
    boolean awaitAnswers(WireFuzzer.Unit unit, Duration timeout, long seed) throws InterruptedException {
        Set<String> open = new HashSet<>(unit.tags());
        long deadline = System.nanoTime() + timeout.toNanos();
        while (true) {
            String line = lines.poll(deadline - System.nanoTime(), TimeUnit.NANOSECONDS);
            if (line == null) {
                throw new AssertionError("no answer to #" + unit.barrier() + " within " + timeout + " (seed " + seed
                        + "); still open: " + open + "; last lines: " + lastLines() + "; unit: " + hex(unit.bytes()));
            }
            if (line == END) {
                return false;
            }
            check(line, seed, unit);
            String tag = terminalTag(line);
            if (unit.barrier().equals(tag)) {
                assertThat(open).as("tagged lines not answered before the barrier (seed %d, unit %s)", seed,
                        hex(unit.bytes())).isEmpty();
                return true;
            }
            open.remove(tag);
        }
    }

    /** Reads, checking every line, to the end of a connection the server closed while it was sent to. */
    void drainToEnd(WireFuzzer.Unit unit, long seed) throws InterruptedException {
        long deadline = System.nanoTime() + Duration.ofSeconds(15).toNanos();
        for (String line = lines.poll(15, TimeUnit.SECONDS); line != END; line = lines.poll(
                deadline - System.nanoTime(), TimeUnit.NANOSECONDS)) {
            assertThat(line).as("the end of a connection that refused input (seed %d; last lines %s)", seed,
                    lastLines()).isNotNull();
            check(line, seed, unit);
        }
    }

    private String next(Predicate<String> match, long seed) throws InterruptedException {
        long deadline = System.nanoTime() + Duration.ofSeconds(15).toNanos();
        while (true) {
            String line = lines.poll(deadline - System.nanoTime(), TimeUnit.NANOSECONDS);
            assertThat(line).as("a line within 15 s (seed %d; last lines %s)", seed, lastLines()).isNotNull()
                    .isNotSameAs(END);
            check(line, seed, null);
            if (match.test(line)) {
                return line;
            }
        }
    }

    private void check(String line, long seed, WireFuzzer.Unit unit) {
        synchronized (last) {
            last.addLast(line);
            if (last.size() > 4) {
                last.removeFirst();
            }
        }
        String input = unit == null ? "" : "; unit: " + hex(unit.bytes());
        assertThat(INTERNAL.matcher(line).find()).as("INTERNAL in '%s' (seed %d%s)", line, seed, input).isFalse();
        assertThat(STACK_TRACE.matcher(line).find()).as("a stack trace in '%s' (seed %d%s)", line, seed, input)
                .isFalse();
    }

    /** The tag of an {@code ok} or {@code error} line, in text or JSON; null for any other line. */
    static String terminalTag(String line) {
        if (line.startsWith("{\"ev\":\"ok\",\"tag\":\"") || line.startsWith("{\"ev\":\"error\",\"tag\":\"")) {
            int start = line.indexOf("\"tag\":\"") + 7;
            return line.substring(start, line.indexOf('"', start));
        }
        if (line.startsWith("#")) {
            int space = line.indexOf(' ');
            if (space > 1 && (line.startsWith(" ok", space) && line.length() == space + 3
                    || line.startsWith(" error ", space))) {
                return line.substring(1, space);
            }
        }
        return null;
    }

    /**
     * Why the server closed the connection, as one of its last lines says: the kind of goodbye or
     * error, or null when none of them says.
     */
    String closingReason() {
        for (String tagged : lastLines()) {
            String line = tagged.replaceFirst("^#\\S+ ", "");
            if (line.startsWith("Goodbye: ")) {
                return "bye: " + line.substring(9, Math.min(line.length(), 30));
            }
            if (line.startsWith("{\"ev\":\"bye\"")) {
                return "bye (JSON): " + line.replaceFirst(".*\"code\":\"([A-Z_]+)\".*", "$1");
            }
            if (line.startsWith("error FLOOD: ") || line.startsWith("{\"ev\":\"error\"") && line.contains("\"FLOOD\"")) {
                return "error FLOOD";
            }
        }
        return null;
    }

    List<String> lastLines() {
        synchronized (last) {
            return new ArrayList<>(last);
        }
    }

    static String hex(byte[] bytes) {
        return HexFormat.of().formatHex(bytes);
    }

    @Override
    public void close() throws IOException {
        socket.close();
    }
}
