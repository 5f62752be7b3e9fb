package io.lamancha.protocol.event;

import io.lamancha.protocol.RecordShape;
import java.util.ArrayList;
import java.util.Arrays;
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
        PatchWalk walk = new PatchWalk();
        walk.fields(shape, before, now.view());
        return new GameChange(now.room(), now.game(), now.seat(), from, now.version(), now.awaited(), now.legal(),
                now.timer(), null, null, walk.ops);
    }

    private static RecordShape shapeOfBoth(Object before, Object after) {
        if (before == null || after == null || before.getClass() != after.getClass()) {
            return null;
        }
        return RecordShape.of(after.getClass());
    }

    /**
     * One walk down two views: the operations found so far, each with its {@link #weight} (told
     * once, the first time a container above it is weighed), and where it is (a JSON Pointer
     * kept in one buffer, a token appended going down and cut off coming back, made a string
     * only for an operation).
     */
    private static final class PatchWalk {
        private static final int UNWEIGHED = -1;
        final List<PatchOp> ops = new ArrayList<>();
        private int[] weights = new int[16];
        private final StringBuilder path = new StringBuilder(32);

        private void append(PatchOp op) {
            append(op, UNWEIGHED);
        }

        private void append(PatchOp op, int weight) {
            int i = ops.size();
            if (i == weights.length) {
                weights = Arrays.copyOf(weights, 2 * i);
            }
            weights[i] = weight;
            ops.add(op);
        }

        /** The operations that make {@code a} (at the current path) {@code b}; neither is null. */
        private void diff(Object a, Object b) {
            if (a == b) {
                return;
            }
            RecordShape s = a instanceof Record && a.getClass() == b.getClass() ? RecordShape.of(a.getClass()) : null;
            if (s != null) {
                int mark = ops.size();
                fields(s, a, b);
                wholeIfShorter(mark, b);
            } else if (a instanceof List<?> la && b instanceof List<?> lb) {
                elements(la, lb);
            } else if (a instanceof Map<?, ?> ma && b instanceof Map<?, ?> mb && stringKeys(ma) && stringKeys(mb)) {
                entries(ma, mb);
            } else if (!a.equals(b)) {
                append(PatchOp.replace(path.toString(), b));
            }
        }

        /** A record's fields: one absent before is added, one absent now removed, the others compared. */
        private void fields(RecordShape shape, Object a, Object b) {
            for (int i = 0, n = shape.size(); i < n; i++) {
                Object was = shape.get(i, a);
                Object is = shape.get(i, b);
                if (was == is || was != null && is != null && scalar(was) && was.equals(is)) {
                    continue; // the most common case, told without going down
                }
                int at = path.length();
                path.append('/').append(shape.name(i)); // a Java name: nothing to escape
                if (was == null) {
                    append(PatchOp.add(path.toString(), is));
                } else if (is == null) {
                    append(PatchOp.remove(path.toString()));
                } else {
                    diff(was, is);
                }
                path.setLength(at);
            }
        }

        /**
         * A list: what both keep at their start and at their end stays; in between, the elements of
         * both are compared pairwise, and those left over removed or added. So one element taken
         * out (a card played) is one {@code remove}, one put in or appended one {@code add}. A list
         * with a null in what changed (a null cannot be a patch's value) goes whole.
         */
        private void elements(List<?> a, List<?> b) {
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
            int at = path.length();
            for (int i = start; i < start + pairs; i++) {
                Object x = a.get(i);
                Object y = b.get(i);
                if (x == null || y == null) {
                    whole(mark, b);
                    return;
                }
                path.append('/').append(i);
                diff(x, y);
                path.setLength(at);
            }
            for (int i = pairs; i < was; i++) {
                append(PatchOp.remove(path.append('/').append(start + pairs).toString()));
                path.setLength(at);
            }
            for (int i = start + pairs; i < start + is; i++) {
                if (b.get(i) == null) {
                    whole(mark, b);
                    return;
                }
                append(PatchOp.add(path.append('/').append(i).toString(), b.get(i)));
                path.setLength(at);
            }
            wholeIfShorter(mark, b);
        }

        /** A map with string keys (a JSON object; a null value is an absent key). */
        private void entries(Map<?, ?> a, Map<?, ?> b) {
            int mark = ops.size();
            int at = path.length();
            for (Map.Entry<?, ?> e : a.entrySet()) {
                if (e.getValue() != null && b.get(e.getKey()) == null) {
                    append(PatchOp.remove(path.append('/').append(escape((String) e.getKey())).toString()));
                    path.setLength(at);
                }
            }
            for (Map.Entry<?, ?> e : b.entrySet()) {
                Object is = e.getValue();
                if (is == null) {
                    continue;
                }
                Object was = a.get(e.getKey());
                path.append('/').append(escape((String) e.getKey()));
                if (was == null) {
                    append(PatchOp.add(path.toString(), is));
                } else {
                    diff(was, is);
                }
                path.setLength(at);
            }
            wholeIfShorter(mark, b);
        }

        /**
         * Several operations on a value that weigh as much as the value itself (most of it changed)
         * read as the value whole, in one {@code replace}: fewer bytes, and no longer to apply.
         */
        private void wholeIfShorter(int mark, Object value) {
            if (ops.size() - mark < 2 || path.length() == 0) {
                return;
            }
            int made = 0;
            for (int i = mark, n = ops.size(); i < n; i++) {
                if (weights[i] == UNWEIGHED) {
                    Object v = ops.get(i).value();
                    weights[i] = OP_WEIGHT + (v == null ? 0 : weight(v));
                }
                made += weights[i];
            }
            int limit = made - OP_WEIGHT; // whole when the value weighs no more: counted only that far
            int weight = weight(value, limit);
            if (weight <= limit) {
                whole(mark, value, weight);
            }
        }

        private void whole(int mark, Object value) {
            whole(mark, value, weight(value));
        }

        private void whole(int mark, Object value, int weight) {
            ops.subList(mark, ops.size()).clear();
            append(PatchOp.replace(path.toString(), value), OP_WEIGHT + weight);
        }
    }

    /** A value JSON writes as one token: compared with {@code equals}, not walked. */
    private static boolean scalar(Object value) {
        return value instanceof String || value instanceof Integer || value instanceof Boolean
                || value instanceof Long || value instanceof Enum<?>;
    }

    /** What an operation weighs besides its value (its op and path), in {@link #weight} units. */
    private static final int OP_WEIGHT = 3;

    /** About how long {@code value} is in JSON: a unit for each scalar, field name and container. */
    private static int weight(Object value) {
        return weight(value, Integer.MAX_VALUE);
    }

    /**
     * {@link #weight(Object)}, or, once it is known to be over {@code limit}, any number over it:
     * a large value is not walked to the end to learn that a few operations weigh less.
     */
    private static int weight(Object value, int limit) {
        RecordShape shape = value instanceof Record ? RecordShape.of(value.getClass()) : null;
        if (shape != null) {
            int w = 1;
            for (int i = 0, n = shape.size(); i < n && w <= limit; i++) {
                Object v = shape.get(i, value);
                w += v == null ? 0 : 1 + weight(v, limit - w - 1);
            }
            return w;
        }
        if (value instanceof List<?> list) {
            int w = 1;
            for (int i = 0, n = list.size(); i < n && w <= limit; i++) {
                Object v = list.get(i);
                w += v == null ? 1 : weight(v, limit - w);
            }
            return w;
        }
        if (value instanceof Map<?, ?> map) {
            int w = 1;
            for (Object v : map.values()) {
                if (w > limit) {
                    break;
                }
                w += v == null ? 0 : 1 + weight(v, limit - w - 1);
            }
            return w;
        }
        return 1;
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
