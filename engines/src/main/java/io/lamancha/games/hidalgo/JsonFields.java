package io.lamancha.games.hidalgo;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;

/** Typed field access on one data file's JSON, failing with the file and field named. */
final class JsonFields {

    private final String file;

    JsonFields(String file) {
        this.file = file;
    }

    HidalgoDataException fail(String what) {
        return new HidalgoDataException(file + ": " + what);
    }

    JsonNode field(JsonNode node, String name) {
        JsonNode v = node.get(name);
        if (v == null || v.isNull()) {
            throw fail("field '" + name + "' is missing");
        }
        return v;
    }

    int integer(JsonNode node, String name) {
        JsonNode v = field(node, name);
        if (!v.isInt()) {
            throw fail("field '" + name + "' must be a whole number, found " + v);
        }
        return v.intValue();
    }

    int integerOr(JsonNode node, String name, int fallback) {
        return node.has(name) ? integer(node, name) : fallback;
    }

    String text(JsonNode node, String name) {
        JsonNode v = field(node, name);
        if (!v.isTextual()) {
            throw fail("field '" + name + "' must be a string, found " + v);
        }
        return v.textValue();
    }

    List<JsonNode> array(JsonNode node, String name) {
        JsonNode v = field(node, name);
        if (!v.isArray()) {
            throw fail("field '" + name + "' must be a list, found " + v);
        }
        List<JsonNode> out = new ArrayList<>();
        v.forEach(out::add);
        return out;
    }

    List<Integer> integers(JsonNode node, String name) {
        List<Integer> out = new ArrayList<>();
        for (JsonNode e : array(node, name)) {
            if (!e.isInt()) {
                throw fail("field '" + name + "' must list whole numbers, found " + e);
            }
            out.add(e.intValue());
        }
        return out;
    }

    Token token(String key) {
        Token t = Token.fromKey(key);
        if (t == null) {
            throw fail("unknown token '" + key + "' (use glory, love, obsession or delusion)");
        }
        return t;
    }

    void checkKind(JsonNode root, String kind) {
        String found = text(root, "kind");
        if (!found.equals(kind)) {
            throw fail("kind must be '" + kind + "', found '" + found + "'");
        }
    }
}
