package io.lamancha.protocol.event;

import io.lamancha.protocol.RecordShape;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The change from one state of a viewer to the next, in either of two forms. A patch (protocol 3,
 * {@link #patch}): a JSON Patch (RFC 6902) found by walking both views as JSON sees them (records'
 * fields, lists, maps with string keys), down to the values that differ. Or the view's top-level
 * fields (protocol 2, {@link #between}): those that changed set whole, those now absent
 * ({@code null}) unset. Values are compared with {@code equals}; each record class is read once
 * ({@link RecordShape}).
 */
public final class ViewChanges {

    private ViewChanges() {
    }

    /**
     * {@code now} as a change of top-level fields over {@code before} (a view of the same viewer,
     * sent at version {@code from}), or null when the two cannot be compared field by field (not
     * plain records of one class): then the full state is sent.
     */
    public static GameChange between(int from, Object before, GameState now) {
        RecordShape shape = shapeOfBoth(before, now.view());
        if (shape == null) {
            return null;
        }
        Object after = now.view();
        Map<String, Object> set = new LinkedHashMap<>();
        List<String> unset = new ArrayList<>();
        for (int i = 0, n = shape.size(); i < n; i++) {
            Object was = shape.get(i, before);
            Object is = shape.get(i, after);
            if (!Objects.equals(was, is)) {
                if (is == null) {
                    unset.add(shape.name(i));
                } else {
                    set.put(shape.name(i), is);
                }
            }
        }
        return new GameChange(now.room(), now.game(), now.seat(), from, now.version(), now.awaited(), now.legal(),
                now.timer(), set, unset, null);
    }

    /**
     * {@code now} as a JSON Patch over {@code before} (a view of the same viewer, sent at version
     * {@code from}), or null when the views are not plain records of one class: then the full
     * state is sent. Applied in order to the JSON of {@code before}, the operations give the JSON
     * of {@code now}'s view (fields added at the end of their object: their order is not part of
     * the view).
     */
    public static GameChange patch(int from, Object before, GameState now) {
        RecordShape shape = shapeOfBoth(before, now.view());
        if (shape == null) {
            return null;
        }
        List<PatchOp> ops = new ArrayList<>();
        fields(ops, "", shape, before, now.view());
        return new GameChange(now.room(), now.game(), now.seat(), from, now.version(), now.awaited(), now.legal(),
                now.timer(), null, null, ops);
    }

    private static RecordShape shapeOfBoth(Object before, Object after) {
        if (before == null || after == null || before.getClass() != after.getClass()) {
            return null;
        }
        return RecordShape.of(after.getClass());
    }

    /** The operations that make {@code a} (at {@code path}) {@code b}; neither is null. */
    private static void diff(List<PatchOp> ops, String path, Object a, Object b) {
        if (a == b) {
            return;
        }
        RecordShape s = a instanceof Record && a.getClass() == b.getClass() ? RecordShape.of(a.getClass()) : null;
        if (s != null) {
            int mark = ops.size();
            fields(ops, path, s, a, b);
            wholeIfShorter(ops, mark, path, b);
        } else if (a instanceof List<?> la && b instanceof List<?> lb) {
            elements(ops, path, la, lb);
        } else if (a instanceof Map<?, ?> ma && b instanceof Map<?, ?> mb && stringKeys(ma) && stringKeys(mb)) {
            entries(ops, path, ma, mb);
        } else if (!a.equals(b)) {
            ops.add(PatchOp.replace(path, b));
        }
    }

    /** A record's fields: one absent before is added, one absent now removed, the others compared. */
    private static void fields(List<PatchOp> ops, String path, RecordShape shape, Object a, Object b) {
        for (int i = 0, n = shape.size(); i < n; i++) {
            Object was = shape.get(i, a);
            Object is = shape.get(i, b);
            String at = path + '/' + shape.name(i); // a Java name: nothing to escape
            if (was == null) {
                if (is != null) {
                    ops.add(PatchOp.add(at, is));
                }
            } else if (is == null) {
                ops.add(PatchOp.remove(at));
            } else {
                diff(ops, at, was, is);
            }
        }
    }

    /**
     * A list: what both keep at their start and at their end stays; in between, the elements of
     * both are compared pairwise, and those left over removed or added. So one element taken out
     * (a card played) is one {@code remove}, one put in or appended one {@code add}. A list with
     * a null in what changed (a null cannot be a patch's value) goes whole.
     */
    private static void elements(List<PatchOp> ops, String path, List<?> a, List<?> b) {
        int n = a.size();
        int m = b.size();
        int start = 0;
        while (start < n && start < m && Objects.equals(a.get(start), b.get(start))) {
            start++;
        }
        if (start == n && start == m) {
            return;
        }
        int end = 0;
        while (end < n - start && end < m - start && Objects.equals(a.get(n - 1 - end), b.get(m - 1 - end))) {
            end++;
        }
        int was = n - end - start;
        int is = m - end - start;
        int mark = ops.size();
        int pairs = Math.min(was, is);
        for (int i = start; i < start + pairs; i++) {
            Object x = a.get(i);
            Object y = b.get(i);
            if (x == null || y == null) {
                whole(ops, mark, path, b);
                return;
            }
            diff(ops, path + '/' + i, x, y);
        }
        for (int i = pairs; i < was; i++) {
            ops.add(PatchOp.remove(path + '/' + (start + pairs)));
        }
        for (int i = start + pairs; i < start + is; i++) {
            if (b.get(i) == null) {
                whole(ops, mark, path, b);
                return;
            }
            ops.add(PatchOp.add(path + '/' + i, b.get(i)));
        }
        wholeIfShorter(ops, mark, path, b);
    }

    /** A map with string keys (a JSON object; a null value is an absent key). */
    private static void entries(List<PatchOp> ops, String path, Map<?, ?> a, Map<?, ?> b) {
        int mark = ops.size();
        for (Map.Entry<?, ?> e : a.entrySet()) {
            if (e.getValue() != null && b.get(e.getKey()) == null) {
                ops.add(PatchOp.remove(path + '/' + escape((String) e.getKey())));
            }
        }
        for (Map.Entry<?, ?> e : b.entrySet()) {
            Object is = e.getValue();
            if (is == null) {
                continue;
            }
            Object was = a.get(e.getKey());
            String at = path + '/' + escape((String) e.getKey());
            if (was == null) {
                ops.add(PatchOp.add(at, is));
            } else {
                diff(ops, at, was, is);
            }
        }
        wholeIfShorter(ops, mark, path, b);
    }

    /**
     * Several operations on a value that weigh as much as the value itself (most of it changed)
     * read as the value whole, in one {@code replace}: fewer bytes, and no longer to apply.
     */
    private static void wholeIfShorter(List<PatchOp> ops, int mark, String path, Object value) {
        if (ops.size() - mark < 2 || path.isEmpty()) {
            return;
        }
        int made = 0;
        for (PatchOp op : ops.subList(mark, ops.size())) {
            made += OP_WEIGHT + (op.value() == null ? 0 : weight(op.value()));
        }
        if (made >= OP_WEIGHT + weight(value)) {
            whole(ops, mark, path, value);
        }
    }

    /** What an operation weighs besides its value (its op and path), in {@link #weight} units. */
    private static final int OP_WEIGHT = 3;

    /** About how long {@code value} is in JSON: a unit for each scalar, field name and container. */
    private static int weight(Object value) {
        RecordShape shape = value instanceof Record ? RecordShape.of(value.getClass()) : null;
        if (shape != null) {
            int w = 1;
            for (int i = 0, n = shape.size(); i < n; i++) {
                Object v = shape.get(i, value);
                w += v == null ? 0 : 1 + weight(v);
            }
            return w;
        }
        if (value instanceof List<?> list) {
            int w = 1;
            for (int i = 0, n = list.size(); i < n; i++) {
                w += list.get(i) == null ? 1 : weight(list.get(i));
            }
            return w;
        }
        if (value instanceof Map<?, ?> map) {
            int w = 1;
            for (Object v : map.values()) {
                w += v == null ? 0 : 1 + weight(v);
            }
            return w;
        }
        return 1;
    }

    private static void whole(List<PatchOp> ops, int mark, String path, Object value) {
        ops.subList(mark, ops.size()).clear();
        ops.add(PatchOp.replace(path, value));
    }

    /** A map key as a JSON Pointer's reference token (RFC 6901): {@code ~} and {@code /} escaped. */
    static String escape(String key) {
        if (key.indexOf('~') < 0 && key.indexOf('/') < 0) {
            return key;
        }
        return key.replace("~", "~0").replace("/", "~1");
    }

    private static boolean stringKeys(Map<?, ?> map) {
        for (Object k : map.keySet()) {
            if (!(k instanceof String)) {
                return false;
            }
        }
        return true;
    }
}
