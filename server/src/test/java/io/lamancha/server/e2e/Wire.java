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

    /** A JSON client plays the first legal move of every state meant for it until the game ends; the {@code end} event. */
    static JsonNode playJsonToTheEnd(SocketClient c) {
        try {
            int tag = 100;
            while (true) {
                List<String> lines = c.until(l -> isEvent(l, "state") || isEvent(l, "end"), java.time.Duration.ofSeconds(60));
                JsonNode msg = json(lines.get(lines.size() - 1));
                if (msg.get("ev").asText().equals("end")) {
                    return msg;
                }
                if (!msg.get("legal").isEmpty()) {
                    c.send("#" + (++tag) + " /play @" + msg.get("version").asInt() + " " + msg.get("legal").get(0).asText());
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Whether a text line is the first of a game's end ({@code [room] Game over: ...} or {@code Game aborted: ...}). */
    static boolean isEnd(String line) {
        return line.matches("\\[\\S+] Game (over|aborted): .*");
    }

    /** The legal moves a prompt line ({@code >> Your move, alice: ... Legal: [a] [b c]}) shows, each in brackets. */
    static List<String> promptMoves(String prompt) {
        List<String> moves = new java.util.ArrayList<>();
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("\\[([^\\]]+)]").matcher(prompt);
        while (m.find()) {
            moves.add(m.group(1));
        }
        return moves;
    }

    /** Every legal move of {@code c}'s player now, from a tagged {@code /moves} (text). */
    static List<String> allMoves(SocketClient c, String tag) throws java.io.IOException {
        c.send("#" + tag + " /moves");
        List<String> moves = new java.util.ArrayList<>();
        for (String line : c.until(l -> l.equals("#" + tag + " ok"))) {
            if (line.startsWith("#" + tag + " ")) {
                moves.addAll(promptMoves(line));
            }
        }
        return moves;
    }

    /**
     * Plays the first legal move of every text prompt to {@code name} until the game is over, as
     * a person at a terminal might (asking {@code /moves} when the prompt lists none); every line
     * the client has read.
     */
    static List<String> playFirstLegalToTheEnd(SocketClient c, String name) {
        try {
            int asked = 0;
            while (true) {
                List<String> lines = c.until(l -> l.startsWith(">> Your move, " + name) || isEnd(l),
                        java.time.Duration.ofSeconds(60));
                String last = lines.get(lines.size() - 1);
                if (isEnd(last)) {
                    return c.seen();
                }
                List<String> legal = promptMoves(last);
                if (legal.isEmpty()) {
                    legal = allMoves(c, "moves" + (++asked));
                }
                if (!legal.isEmpty()) {
                    c.send("/play " + legal.get(0));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
