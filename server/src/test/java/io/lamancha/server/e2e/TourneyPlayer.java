package io.lamancha.server.e2e;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.Callable;

/**
 * A registered player's script, in JSON as a bot's: at whatever table the tournament takes it to,
 * it plays a random legal move of every state that asks one of it, until the tournament's channel
 * says the tournament is over; what it read of the games' ends, kept.
 */
final class TourneyPlayer implements Callable<List<JsonNode>> {

    private final SocketClient c;
    private final String tourney;
    private final Random random;
    private final List<JsonNode> ends = new ArrayList<>();
    private final int stopAt;
    private int tag = 1000;

    TourneyPlayer(SocketClient c, String tourney, long seed) {
        this(c, tourney, seed, Integer.MAX_VALUE);
    }

    /** A script that stops once its game reached the version {@code stopAt} (as many moves made). */
    TourneyPlayer(SocketClient c, String tourney, long seed, int stopAt) {
        this.c = c;
        this.tourney = tourney;
        this.random = new Random(seed);
        this.stopAt = stopAt;
    }

    static boolean over(String line, String tourney) {
        return Wire.isEvent(line, "channel") && line.contains("\"channel\":\"" + tourney + "\"")
                && line.contains("The tournament is over");
    }

    /**
     * The same script for a player who just logged in again: the state their login brought may have
     * been read already, so it asks for it first ({@code /show}).
     */
    static TourneyPlayer back(SocketClient c, String tourney, long seed) {
        TourneyPlayer p = new TourneyPlayer(c, tourney, seed);
        p.showFirst = true;
        return p;
    }

    private boolean showFirst;
    /** The room of the game this player is in and has not seen the end of, if any. */
    private String playing;

    /**
     * The tournament's channel and the last table's room are told on strands of their own: the
     * line that closes the tournament may come just before the end of the game that closed it.
     */
    private void awaitTheEndOfTheGameAtHand() throws IOException {
        if (playing == null) {
            return;
        }
        String room = playing;
        List<String> lines = c.until(l -> Wire.isEvent(l, "end") && room.equals(Wire.json(l).get("room").asText()),
                Duration.ofSeconds(10));
        ends.add(Wire.json(lines.get(lines.size() - 1)));
        playing = null;
    }

    @Override
    public List<JsonNode> call() {
        try {
            if (showFirst) {
                c.send("#show /show");
            }
            while (true) {
                List<String> lines = c.until(l -> Wire.isEvent(l, "state") || Wire.isEvent(l, "end") || over(l, tourney),
                        Duration.ofSeconds(60));
                String last = lines.get(lines.size() - 1);
                if (over(last, tourney)) {
                    awaitTheEndOfTheGameAtHand();
                    return ends;
                }
                JsonNode msg = Wire.json(last);
                if (msg.get("ev").asText().equals("end")) {
                    ends.add(msg);
                    playing = null;
                    continue;
                }
                playing = msg.get("room").asText(); // its end comes after its last state
                if (msg.get("version").asInt() >= stopAt) {
                    return ends;
                } else if (!msg.get("legal").isEmpty()) {
                    JsonNode legal = msg.get("legal");
                    c.send("#" + (++tag) + " /play @" + msg.get("version").asInt() + " "
                            + legal.get(random.nextInt(legal.size())).asText());
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
