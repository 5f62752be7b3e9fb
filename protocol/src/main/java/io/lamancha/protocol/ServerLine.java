package io.lamancha.protocol;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;

/**
 * A JSON line from the server, as a client reads it: the event name, the optional tag, and the
 * whole object. Clients know only what the wire tells them.
 */
public record ServerLine(String ev, String tag, JsonNode body) {

    private static final ObjectMapper MAPPER = new ObjectMapper();

    /**
     * Parses one JSON line.
     *
     * @throws UncheckedIOException when the line is not a JSON object with {@code "ev"}
     */
    public static ServerLine parse(String line) {
        try {
            JsonNode node = MAPPER.readTree(line);
            if (node == null || !node.isObject() || !node.hasNonNull("ev")) {
                throw new IOException("not a server event: " + line);
            }
            return new ServerLine(node.get("ev").asText(), node.hasNonNull("tag") ? node.get("tag").asText() : null, node);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public String text(String field) {
        JsonNode n = body.get(field);
        return n == null || n.isNull() ? null : n.asText();
    }

    public boolean is(String event) {
        return ev.equals(event);
    }
}
