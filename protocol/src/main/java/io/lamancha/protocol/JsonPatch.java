package io.lamancha.protocol;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;

/**
 * Applies a JSON Patch (RFC 6902) of the operations the server sends in a {@code change} of
 * protocol 3 ({@code add}, {@code remove}, {@code replace}) to a JSON tree, for clients that keep
 * the state (the bot kit) and for tests. The tree given is never changed: the objects and arrays
 * on the operations' paths are copied (each once per patch), the rest shared.
 */
public final class JsonPatch {

    private JsonPatch() {
    }

    /**
     * {@code doc} with {@code patch} (an array of operations) applied in order.
     *
     * @throws IllegalArgumentException when an operation is not one of the three, or its path
     *     does not lead where it must (the client then asks for the whole state)
     */
    public static JsonNode apply(JsonNode doc, JsonNode patch) {
        if (!patch.isArray()) {
            throw new IllegalArgumentException("a patch is an array of operations");
        }
        Set<JsonNode> copied = Collections.newSetFromMap(new IdentityHashMap<>());
        JsonNode root = doc;
        for (JsonNode op : patch) {
            String kind = op.path("op").asText();
            List<String> path = pointer(op.path("path").asText());
            JsonNode value = op.get("value");
            if (!kind.equals("remove") && value == null) {
                throw new IllegalArgumentException(kind + " without a value at " + op.path("path").asText());
            }
            if (path.isEmpty()) {
                if (kind.equals("remove")) {
                    throw new IllegalArgumentException("the whole document cannot be removed");
                }
                root = value;
                continue;
            }
            root = copy(root, copied);
            JsonNode parent = root;
            for (String token : path.subList(0, path.size() - 1)) {
                JsonNode child = child(parent, token);
                JsonNode mine = copy(child, copied);
                if (mine != child) {
                    put(parent, token, mine);
                }
                parent = mine;
            }
            change(kind, parent, path.get(path.size() - 1), value);
        }
        return root;
    }

    private static void change(String kind, JsonNode parent, String token, JsonNode value) {
        if (parent instanceof ObjectNode object) {
            switch (kind) {
                case "add" -> object.set(token, value);
                case "replace", "remove" -> {
                    if (!object.has(token)) {
                        throw new IllegalArgumentException("no field " + token + " to " + kind);
                    }
                    if (kind.equals("replace")) {
                        object.set(token, value);
                    } else {
                        object.remove(token);
                    }
                }
                default -> throw new IllegalArgumentException("not an operation of this protocol: " + kind);
            }
        } else if (parent instanceof ArrayNode array) {
            int size = array.size();
            switch (kind) {
                case "add" -> array.insert(token.equals("-") ? size : index(token, size + 1), value);
                case "replace" -> array.set(index(token, size), value);
                case "remove" -> array.remove(index(token, size));
                default -> throw new IllegalArgumentException("not an operation of this protocol: " + kind);
            }
        } else {
            throw new IllegalArgumentException("a path through a value that is neither object nor array");
        }
    }

    /** The tokens of a JSON Pointer (RFC 6901), {@code ~1} and {@code ~0} unescaped. */
    private static List<String> pointer(String path) {
        if (path.isEmpty()) {
            return List.of();
        }
        if (path.charAt(0) != '/') {
            throw new IllegalArgumentException("a path starts with /: " + path);
        }
        List<String> tokens = new ArrayList<>();
        for (String t : path.substring(1).split("/", -1)) {
            tokens.add(t.replace("~1", "/").replace("~0", "~"));
        }
        return tokens;
    }

    private static JsonNode child(JsonNode parent, String token) {
        JsonNode child = parent.isArray() ? parent.get(index(token, parent.size())) : parent.get(token);
        if (child == null || !child.isContainerNode()) {
            throw new IllegalArgumentException("no object or array at " + token);
        }
        return child;
    }

    private static void put(JsonNode parent, String token, JsonNode child) {
        if (parent instanceof ArrayNode array) {
            array.set(index(token, array.size()), child);
        } else {
            ((ObjectNode) parent).set(token, child);
        }
    }

    private static int index(String token, int bound) {
        int i;
        try {
            i = Integer.parseInt(token);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("not an array index: " + token);
        }
        if (i < 0 || i >= bound) {
            throw new IllegalArgumentException("index " + i + " out of 0.." + (bound - 1));
        }
        return i;
    }

    /** {@code node} if this patch made it, else a shallow copy of it that this patch now owns. */
    private static JsonNode copy(JsonNode node, Set<JsonNode> copied) {
        if (copied.contains(node)) {
            return node;
        }
        JsonNode mine;
        if (node instanceof ObjectNode object) {
            ObjectNode o = object.objectNode();
            o.setAll(object);
            mine = o;
        } else if (node instanceof ArrayNode array) {
            ArrayNode a = array.arrayNode(array.size());
            a.addAll(array);
            mine = a;
        } else {
            throw new IllegalArgumentException("a path through a value that is neither object nor array");
        }
        copied.add(mine);
        return mine;
    }
}
