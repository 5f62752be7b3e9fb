package io.lamancha.server.persist;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Plays a JSON client's seat as a bot over the wire would: on each state (or change) that offers
 * it legal moves it sends {@code /play @version <first legal>}, and it counts a move as acknowledged only
 * when the tagged {@code ok} for it arrives. It plays only while fewer than {@link #playUpTo}
 * moves are acknowledged or on their way, so a test can pause a player mid-game.
 */
final class AutoPlayer {

    /** A move the server acknowledged: the version it was played against, and its notation. */
    record Ack(int version, String move) {
    }

    private record Sent(int version, String move) {
    }

    private final LineClient client;
    private final Map<String, Sent> pending = new HashMap<>();
    private final List<Ack> acked = new ArrayList<>();
    private int limit;
    private int lastPlayedVersion = -1;
    private int sent;
    private JsonNode lastPrompt;

    AutoPlayer(LineClient client) {
        this.client = client;
    }

    /** Lets the player go on until {@code total} of its moves are acknowledged (or on their way). */
    void playUpTo(int total) {
        JsonNode prompt;
        synchronized (this) {
            limit = total;
            prompt = lastPrompt;
        }
        if (prompt != null) {
            consider(prompt);
        }
    }

    void playToTheEnd() {
        playUpTo(Integer.MAX_VALUE);
    }

    /** The acknowledged moves so far, in order. */
    synchronized List<Ack> acked() {
        return List.copyOf(acked);
    }

    /** Waits until at least {@code count} moves are acknowledged. */
    synchronized void awaitAcked(int count) {
        long end = System.nanoTime() + LineClient.WAIT.toNanos();
        while (acked.size() < count) {
            long left = (end - System.nanoTime()) / 1_000_000;
            if (left <= 0) {
                throw new AssertionError("only " + acked.size() + " of " + count + " moves acknowledged; last lines: "
                        + client.all().subList(Math.max(0, client.all().size() - 6), client.all().size()));
            }
            try {
                wait(left);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new AssertionError("interrupted", e);
            }
        }
    }

    /** Called by the client's reader thread with every line, before the tests see it. */
    void onLine(String line) {
        if (line.startsWith("{\"ev\":\"ok\",\"tag\":\"p")) {
            String tag = LineClient.parse(line).get("tag").asText();
            synchronized (this) {
                Sent s = pending.remove(tag);
                if (s != null) {
                    acked.add(new Ack(s.version(), s.move()));
                    notifyAll();
                }
            }
        } else if (line.startsWith("{\"ev\":\"error\",\"tag\":\"p")) {
            JsonNode error = LineClient.parse(line);
            synchronized (this) {
                Sent s = pending.remove(error.get("tag").asText());
                if (s != null && error.get("code").asText().equals("STORE_UNAVAILABLE")) {
                    // not made: the game waits, and sends this state again when it goes on
                    lastPlayedVersion = Math.min(lastPlayedVersion, s.version() - 1);
                }
            }
        } else if (line.startsWith("{\"ev\":\"state\"") || line.startsWith("{\"ev\":\"change\"")) {
            // a change (after /set updates changes) has the seat, version and legal moves as a state
            JsonNode state = LineClient.parse(line);
            if (!state.path("seat").isNull() && !state.path("seat").isMissingNode() && !state.get("legal").isEmpty()) {
                consider(state);
            }
        }
    }

    private void consider(JsonNode state) {
        int version = state.get("version").asInt();
        String move = state.get("legal").get(0).asText();
        String tag;
        synchronized (this) {
            lastPrompt = state;
            if (version <= lastPlayedVersion || acked.size() + pending.size() >= limit) {
                return;
            }
            lastPlayedVersion = version;
            tag = "p" + (++sent);
            pending.put(tag, new Sent(version, move));
        }
        client.send("#" + tag + " /play @" + version + " " + move);
    }
}
