package io.lamancha.server.e2e;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.stream.Collectors;

/** Reading what the server sends: JSON lines by event, tagged replies, and the text prompt. */
final class Wire {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String LEGAL = "Legal: ";

    private Wire() {
    }

    static JsonNode json(String line) {
        try {
            return JSON.readTree(line);
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException("not a JSON line: " + line, e);
        }
    }

    /** The JSON lines of what a client read (the greeting before {@code /set format json} is text). */
    static List<String> jsonLines(List<String> seen) {
        return seen.stream().filter(l -> l.startsWith("{")).collect(Collectors.toList());
    }

    static boolean isEvent(String line, String ev) {
        return line.startsWith("{\"ev\":\"" + ev + "\"");
    }

    /** Sends a tagged command and returns the line that ends its reply ({@code ok} or {@code error}). */
    static JsonNode request(SocketClient c, String tag, String command) throws IOException {
        c.send("#" + tag + " " + command);
        String marker = "\"tag\":\"" + tag + "\"";
        List<String> lines = c.until(l -> (isEvent(l, "ok") || isEvent(l, "error")) && l.contains(marker));
        return json(lines.get(lines.size() - 1));
    }

    /**
     * The legal moves of a text prompt ({@code >> Your move, alice: /play <move>. Legal: ...}). Moves
     * are joined by ", " when any has a space, which is when they start with a lower-case verb
     * ({@code place T07 r}, {@code back 5 6}); else by a space.
     */
    static List<String> promptMoves(String prompt) {
        String rest = prompt.substring(prompt.indexOf(LEGAL) + LEGAL.length());
        int more = rest.indexOf(" ... (/moves");
        if (more >= 0) {
            rest = rest.substring(0, more);
        }
        return List.of(rest.split(rest.contains(", ") || rest.matches("[a-z]+ .*") ? ", " : " "));
    }
}
