package io.lamancha.server.table;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.lamancha.protocol.JsonPatch;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One JSON viewer's game state as a client keeps it: a {@code state} line taken whole, a
 * {@code change} line (a patch, or top-level fields) laid over the view it has (which must be of
 * {@code from}); the view it had
 * at each version, the change lines it read, and the bytes of the state and change lines.
 */
final class RebuiltView {

    private static final ObjectMapper JSON = new ObjectMapper();

    private ObjectNode view;
    private int version = -1;
    private JsonNode legal;
    private JsonNode awaited;
    private final Map<Integer, JsonNode> byVersion = new LinkedHashMap<>();
    private final List<JsonNode> changes = new ArrayList<>();
    private final List<String> stateLines = new ArrayList<>();
    private int wholes;
    private long bytes;

    /** Reads what the client was sent; fails on a change over another version than the one it has. */
    RebuiltView read(List<String> lines) {
        for (String line : lines) {
            if (!line.startsWith("{\"ev\":\"state\"") && !line.startsWith("{\"ev\":\"change\"")) {
                continue;
            }
            JsonNode msg = parse(line);
            bytes += line.getBytes(StandardCharsets.UTF_8).length + 1;
            if (msg.get("ev").asText().equals("state")) {
                view = (ObjectNode) msg.get("view").deepCopy();
                wholes++;
            } else {
                assertThat(msg.get("from").asInt()).as("a change over the version it has: %s", line)
                        .isEqualTo(version);
                if (msg.has("patch")) {
                    assertThat(msg.has("set") || msg.has("unset")).as("a patch or fields, not both").isFalse();
                    view = (ObjectNode) JsonPatch.apply(view, msg.get("patch"));
                } else {
                    msg.get("set").fields().forEachRemaining(e -> view.set(e.getKey(), e.getValue()));
                    msg.get("unset").forEach(name -> view.remove(name.asText()));
                }
                changes.add(msg);
            }
            version = msg.get("version").asInt();
            legal = msg.get("legal");
            awaited = msg.get("awaited");
            byVersion.put(version, view.deepCopy());
            stateLines.add("{\"ev\":\"state\",\"view\":" + view + "}");
        }
        return this;
    }

    /** The view it has now, and had at each version, as a state line of that view. */
    List<String> asStateLines() {
        return stateLines;
    }

    Map<Integer, JsonNode> byVersion() {
        return byVersion;
    }

    List<JsonNode> changes() {
        return changes;
    }

    int wholes() {
        return wholes;
    }

    long bytes() {
        return bytes;
    }

    int version() {
        return version;
    }

    List<String> legal() {
        List<String> out = new ArrayList<>();
        legal.forEach(m -> out.add(m.asText()));
        return out;
    }

    List<Integer> awaited() {
        List<Integer> out = new ArrayList<>();
        if (awaited != null) {
            awaited.forEach(s -> out.add(s.asInt()));
        }
        return out;
    }

    static JsonNode parse(String line) {
        try {
            return JSON.readTree(line);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }
}
