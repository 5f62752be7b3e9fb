package io.lamancha.server.e2e;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.lamancha.protocol.JsonPatch;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;

/**
 * Every JSON event a page received, in order, as the test's own copy: a {@code change} (the page
 * asks for patches after a move) kept as the whole {@code state} it makes when laid over the last
 * state kept (of its {@code from}), as a client rebuilds it; a change over another version kept as
 * it came. Thread-safe: frames come on Playwright's thread.
 */
final class ReceivedStates {

    private static final ObjectMapper JSON = new ObjectMapper();

    private final List<JsonNode> received = new ArrayList<>();
    private JsonNode state;

    synchronized void add(String text) {
        JsonNode e;
        try {
            e = JSON.readTree(text);
        } catch (IOException x) {
            throw new UncheckedIOException(x);
        }
        String ev = e.path("ev").asText();
        if (ev.equals("change") && state != null && e.path("from").asInt() == state.path("version").asInt()) {
            ObjectNode whole = ((ObjectNode) e).deepCopy();
            whole.put("ev", "state");
            whole.remove(List.of("from", "set", "unset", "patch"));
            if (e.has("patch")) {
                whole.set("view", JsonPatch.apply(state.get("view"), e.get("patch")));
            } else {
                ObjectNode view = ((ObjectNode) state.get("view")).deepCopy();
                e.get("set").fields().forEachRemaining(f -> view.set(f.getKey(), f.getValue()));
                e.get("unset").forEach(name -> view.remove(name.asText()));
                whole.set("view", view);
            }
            e = whole;
            ev = "state";
        }
        if (ev.equals("state")) {
            state = e;
        }
        received.add(e);
    }

    synchronized List<JsonNode> all() {
        return new ArrayList<>(received);
    }
}
