package io.lamancha.clients.kit;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.lamancha.protocol.JsonPatch;
import io.lamancha.protocol.ServerLine;
import java.util.List;

/**
 * The latest state of the game a bot is at, as a whole {@code state} line's body: taken from a
 * {@code state}, or built from a {@code change} laid over the state it holds (its JSON Patch
 * applied, protocol 3, {@code /set updates patch}; or its top-level fields set, protocol 2,
 * {@code /set updates changes}). A change over another version than the one held, or a patch
 * that does not fit the view held, is a gap: nothing is built, and the bot asks {@code /show} for
 * the whole state. Nodes taken in are never changed: a change makes new objects for what it
 * changes and shares the rest.
 */
public final class KeptState {

    /** A state's own fields, as a change carries them too. */
    private static final List<String> STATE_FIELDS = List.of("room", "game", "seat", "version", "awaited", "legal",
            "timer");

    private JsonNode state;

    /**
     * Takes in a {@code state} or {@code change} line; returns the whole state now, or null when
     * the line was a change over a version this keeper does not hold (ask {@code /show}).
     */
    public JsonNode apply(ServerLine line) {
        JsonNode body = line.body();
        if (line.is("state")) {
            state = body;
            return state;
        }
        if (!line.is("change")) {
            throw new IllegalArgumentException("not a state or change: " + line.ev());
        }
        if (state == null || !body.path("from").isInt() || body.get("from").asInt() != state.path("version").asInt()
                || !state.path("view").isObject()) {
            return null;
        }
        ObjectNode next = ((ObjectNode) state).objectNode();
        next.setAll((ObjectNode) state);
        next.remove("tag"); // the state held may have answered a tagged /show; this answers nothing
        for (String field : STATE_FIELDS) {
            next.remove(field);
            if (body.has(field)) {
                next.set(field, body.get(field));
            }
        }
        if (body.has("patch")) {
            try {
                next.set("view", JsonPatch.apply(state.get("view"), body.get("patch")));
            } catch (IllegalArgumentException e) {
                return null;
            }
        } else {
            ObjectNode view = next.objectNode();
            view.setAll((ObjectNode) state.get("view"));
            body.path("set").fields().forEachRemaining(e -> view.set(e.getKey(), e.getValue()));
            body.path("unset").forEach(name -> view.remove(name.asText()));
            next.set("view", view);
        }
        state = next;
        return state;
    }

    /** The whole state held, or null before the first. */
    public JsonNode current() {
        return state;
    }

    /** Forgets the state (the game ended, or the connection dropped). */
    public void reset() {
        state = null;
    }
}
