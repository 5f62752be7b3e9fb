package io.lamancha.clients.kit;

import com.fasterxml.jackson.databind.JsonNode;
import io.lamancha.protocol.ServerLine;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * The moving half of a bot: turns states into {@code /play @version move} with at most one move in
 * flight. States that arrive before that move's ok may predate it (in a simultaneous turn another
 * seat's move re-sends an unchanged decision), and the server sends the states a move causes before
 * its ok, so the bot decides on the latest state once the ok or error is in. A refused move that
 * the state listed as legal means that state is out of date: the bot waits for a newer one rather
 * than choose again from a list the server has just contradicted.
 */
final class Mover {

    private static final int MAX_MOVE_ERRORS = 20;

    private final Strategy strategy;
    private final BotClient.Listener listener;
    private String moveTag;
    private Integer answered;
    private boolean moveListed;
    private int moveErrors;
    private long moveSentAt;
    private int lastVersion;
    private JsonNode latest;

    Mover(Strategy strategy, BotClient.Listener listener) {
        this.strategy = strategy;
        this.listener = listener;
    }

    /** A new state for this connection. */
    void state(JsonNode state, JsonChannel channel) throws IOException {
        latest = state;
        lastVersion = state.path("version").asInt();
        decide(channel);
    }

    /** Handles an {@code ok}; returns whether it answered the move in flight. */
    boolean ok(String tag, JsonChannel channel) throws IOException {
        if (tag == null || !tag.equals(moveTag)) {
            return false;
        }
        moveTag = null;
        moveErrors = 0;
        listener.moveAccepted(System.nanoTime() - moveSentAt);
        decide(channel);
        return true;
    }

    /**
     * Handles an error; returns whether it refused the move in flight. {@code STALE} is dropped (a
     * newer state has come). {@code STORE_UNAVAILABLE} answers the same state again when it comes
     * again (the server sends it once the game goes on). Any other refusal of a move the state
     * listed (e.g. {@code NOT_YOUR_TURN}) waits for a newer state; a refusal of a move the strategy
     * made up asks it again on the same state.
     *
     * @throws BotException after {@value #MAX_MOVE_ERRORS} refusals in a row
     */
    boolean error(ServerLine ev, JsonChannel channel) throws IOException, BotException {
        if (ev.tag() == null || !ev.tag().equals(moveTag)) {
            return false;
        }
        moveTag = null;
        String code = ev.text("code");
        if ("STORE_UNAVAILABLE".equals(code)) {
            // the move was not made and the game waits; when it goes on, the state comes again
            // with the same version, and is answered again
            answered = null;
        } else if (!"STALE".equals(code)) {
            listener.note("move refused: " + code + " " + ev.text("message"));
            if (++moveErrors > MAX_MOVE_ERRORS) {
                throw new BotException(code, MAX_MOVE_ERRORS + " moves in a row were refused; last: " + ev.text("message"));
            }
            if (!moveListed) {
                answered = null;
            }
        }
        decide(channel);
        return true;
    }

    /** Forgets the game (it ended) or the connection (it dropped). */
    void reset() {
        moveTag = null;
        answered = null;
        latest = null;
    }

    /** The version of the last state seen: the game's number of accepted moves. */
    int lastVersion() {
        return lastVersion;
    }

    private void decide(JsonChannel channel) throws IOException {
        JsonNode state = latest;
        if (state == null || moveTag != null) {
            return;
        }
        JsonNode legal = state.path("legal");
        int version = state.path("version").asInt();
        if (legal.size() == 0 || !state.hasNonNull("seat") || Integer.valueOf(version).equals(answered)) {
            return;
        }
        List<String> moves = new ArrayList<>();
        legal.forEach(m -> moves.add(m.asText()));
        List<Integer> awaited = new ArrayList<>();
        state.path("awaited").forEach(s -> awaited.add(s.asInt()));
        Turn turn = new Turn(state.path("room").asText(), state.path("game").asText(), state.path("seat").asInt(),
                version, awaited, moves, state.path("view"));
        String move = strategy.choose(turn);
        answered = version;
        moveListed = moves.contains(move);
        moveSentAt = System.nanoTime();
        moveTag = channel.sendTagged("/play @" + version + " " + move);
    }
}
