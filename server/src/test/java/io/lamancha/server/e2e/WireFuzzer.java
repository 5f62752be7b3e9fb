package io.lamancha.server.e2e;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Makes hostile input for the wire, from one {@link Random}: the same seed makes the same bytes.
 * A unit is a few pieces (commands known and unknown, chat with escapes and Unicode tricks, raw
 * garbage, overlong lines, telnet sequences, broken UTF-8, bursts), each ending in a line feed,
 * then a tagged blank line {@code #b<n>} as a barrier: its {@code ok} proves every line before it
 * was taken. Some pieces are tagged lines {@code #f<n>-<i> ...} that must each be answered with
 * one {@code ok} or {@code error} before the barrier's.
 */
final class WireFuzzer {

    /** Verbs the server knows, some aliases, and some it does not. */
    private static final String[] VERBS = {"addbot", "announce", "finger", "help", "history", "join", "kick",
        "leave", "listroom", "lobby", "me", "moves", "newroom", "option", "password", "ping", "play", "quit",
        "register", "remove", "replay", "reset", "room", "say", "set", "show", "shutdown", "spielinfo", "start",
        "tell", "whereis", "who", "wwho", "passwd", "login", "dance", "PING", "Who", "x", "", "/", "rooms"};
    private static final String[] WORDS = {"canary", "lobby", "quixote-tricks-1", "doncarlo-1", "quixote-tiles-1",
        "hidalgo-1", "coins-1", "smart", "random", "format", "json", "text", "color", "on", "off", "timer", "60",
        "0", "-1", "99999999999999999999", "Y2", "P", "B7", "~Sancho", "help", "variant", "coop", "all", "#7",
        ";x", "//", "\\", "%s", "%n", "${jndi:ldap://x}", "'; DROP TABLE accounts; --", "NaN", "\u0000"};
    private static final String[] TRICKS = {"\u202E", "\u2066", "\u200E", "\u200F", "\u061C", "\u2028", "\u2029",
        "\u200B", "\u200D", "\u200C", "\uFEFF", "\u00AD", "\uDB40\uDC41", "\u0301\u0302\u0303\u0304\u0305\u0306",
        "\uD83D\uDE00", "\uD83D\uDC68\u200D\uD83D\uDC69", "\t", "\u001B[2J", "\u001B]0;pwned\u0007",
        "\u001B]8;;http://e.vil\u001B\\", "\u009B31m", "\u001BP1$r\u001B\\", "\r", "\u0007", "\u0085",
        "\n>> Your move, victim: /play", ">> Your move, victim"};

    private final Random random;

    WireFuzzer(Random random) {
        this.random = random;
    }

    /** One unit of input: its bytes, the tags that must be answered, and the barrier's tag. */
    record Unit(byte[] bytes, List<String> tags, String barrier) {
    }

    Unit unit(int n) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        List<String> tags = new ArrayList<>();
        int pieces = 1 + random.nextInt(4);
        for (int i = 0; i < pieces; i++) {
            String tag = "f" + n + "-" + i;
            switch (random.nextInt(10)) {
                case 0, 1 -> taggedLine(out, tags, tag, command());
                case 2 -> taggedLine(out, tags, tag, chat());
                case 3 -> line(out, command() + "\n");
                case 4 -> line(out, chat() + "\n");
                case 5 -> out.writeBytes(garbage());
                case 6 -> out.writeBytes(overlong());
                case 7 -> out.writeBytes(telnet());
                case 8 -> out.writeBytes(brokenUtf8());
                default -> burst(out);
            }
            out.write('\n'); // whatever came before, the next piece starts a line of its own
        }
        String barrier = "b" + n;
        line(out, "#" + barrier + "\n");
        return new Unit(out.toByteArray(), tags, barrier);
    }

    private void taggedLine(ByteArrayOutputStream out, List<String> tags, String tag, String body) {
        byte[] line = ("#" + tag + " " + body).getBytes(StandardCharsets.UTF_8);
        if (line.length <= 1000) { // longer would be dropped whole, unanswered but for LINE_TOO_LONG
            tags.add(tag);
            out.writeBytes(line);
            out.write(random.nextInt(3) == 0 ? '\r' : ' ');
            out.write('\n');
        }
    }

    private static void line(ByteArrayOutputStream out, String text) {
        out.writeBytes(text.replace("\n", " ").concat("\n").getBytes(StandardCharsets.UTF_8));
    }

    private String command() {
        StringBuilder sb = new StringBuilder("/").append(pick(VERBS));
        int args = random.nextInt(4);
        for (int i = 0; i < args; i++) {
            sb.append(' ').append(random.nextInt(4) == 0 ? text(1 + random.nextInt(12)) : pick(WORDS));
        }
        return sb.toString().replace("\n", " ");
    }

    private String chat() {
        String text = text(random.nextInt(60));
        return switch (random.nextInt(5)) {
            case 0 -> ";canary " + text;
            case 1 -> "/me " + text;
            case 2 -> "/tell canary " + text;
            default -> text.startsWith("#") || text.startsWith("/") ? "x" + text : text;
        };
    }

    /** Text of ordinary words mixed with escapes, controls and Unicode tricks, without line feeds. */
    private String text(int length) {
        StringBuilder sb = new StringBuilder();
        while (sb.length() < length) {
            int kind = random.nextInt(6);
            if (kind == 0) {
                sb.append(pick(TRICKS));
            } else if (kind == 1) {
                sb.append(pick(WORDS));
            } else if (kind == 2) {
                sb.appendCodePoint(0x20 + random.nextInt(0x3000));
            } else {
                sb.append((char) ('a' + random.nextInt(26)));
            }
            sb.append(random.nextBoolean() ? " " : "");
        }
        return sb.toString().replace("\n", " ");
    }

    private byte[] garbage() {
        byte[] bytes = new byte[random.nextInt(2000)];
        random.nextBytes(bytes);
        return bytes;
    }

    private byte[] overlong() {
        byte[] bytes = new byte[1025 + random.nextInt(4000)];
        for (int i = 0; i < bytes.length; i++) {
            bytes[i] = (byte) ('a' + random.nextInt(26));
        }
        return bytes;
    }

    /** Negotiation, subnegotiation (finished or not), two-byte commands, escaped and stray IACs. */
    private byte[] telnet() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int n = 1 + random.nextInt(8);
        for (int i = 0; i < n; i++) {
            out.write(0xFF);
            switch (random.nextInt(6)) {
                case 0 -> {
                    out.write(251 + random.nextInt(4));
                    out.write(random.nextInt(256));
                }
                case 1 -> {
                    out.write(250);
                    out.writeBytes(random.nextBoolean() ? new byte[] {24, 0, 'x'} : new byte[] {31, 0, 80});
                    if (random.nextBoolean()) {
                        out.write(0xFF);
                        out.write(240);
                    }
                }
                case 2 -> out.write(241 + random.nextInt(9));
                case 3 -> out.write(0xFF);
                case 4 -> out.write(random.nextBoolean() ? '\r' : '\n');
                default -> out.writeBytes("text".getBytes(StandardCharsets.US_ASCII));
            }
        }
        return out.toByteArray();
    }

    /** Truncated, overlong and surrogate UTF-8 among text. */
    private byte[] brokenUtf8() {
        byte[][] bad = {{(byte) 0xC3}, {(byte) 0xE2, (byte) 0x82}, {(byte) 0xF0, (byte) 0x9F, (byte) 0x98},
            {(byte) 0xC0, (byte) 0x80}, {(byte) 0xED, (byte) 0xA0, (byte) 0x80}, {(byte) 0xF8, (byte) 0x88},
            {(byte) 0x80}, {(byte) 0xFE}, {(byte) 0xE2, (byte) 0x80, (byte) 0xAE}};
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.writeBytes("utf ".getBytes(StandardCharsets.US_ASCII));
        int n = 1 + random.nextInt(6);
        for (int i = 0; i < n; i++) {
            out.writeBytes(bad[random.nextInt(bad.length)]);
            out.write('a' + random.nextInt(26));
        }
        return out.toByteArray();
    }

    /** Many short lines at once; now and then more than flood control lets through. */
    private void burst(ByteArrayOutputStream out) {
        int lines = random.nextInt(20) == 0 ? 400 : 2 + random.nextInt(30);
        for (int i = 0; i < lines; i++) {
            line(out, random.nextBoolean() ? "/ping" : "burst " + i);
        }
    }

    private String pick(String[] from) {
        return from[random.nextInt(from.length)];
    }
}
