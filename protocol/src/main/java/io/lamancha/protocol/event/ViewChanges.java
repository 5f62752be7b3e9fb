package io.lamancha.protocol.event;

import com.fasterxml.jackson.annotation.JsonIgnore;
import io.lamancha.protocol.RecordGetter;
import java.lang.reflect.Modifier;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The change from one state of a viewer to the next: the view's top-level fields (a view record's
 * components, as they are written in JSON) compared with {@code equals}, those that changed set
 * whole, those now absent ({@code null}) unset. Each view class is read once.
 */
public final class ViewChanges {

    private static final ClassValue<Field[]> FIELDS = new ClassValue<>() {
        @Override
        protected Field[] computeValue(Class<?> type) {
            return fields(type);
        }
    };

    private ViewChanges() {
    }

    /**
     * {@code now} as a change over {@code before} (a view of the same viewer, sent at version
     * {@code from}), or null when the two cannot be compared field by field (not records of one
     * class): then the full state is sent.
     */
    public static GameChange between(int from, Object before, GameState now) {
        Object after = now.view();
        if (before == null || after == null || before.getClass() != after.getClass()) {
            return null;
        }
        Field[] fields = FIELDS.get(after.getClass());
        if (fields == null) {
            return null;
        }
        Map<String, Object> set = new LinkedHashMap<>();
        List<String> unset = new ArrayList<>();
        for (Field f : fields) {
            Object was = f.get(before);
            Object is = f.get(after);
            if (!Objects.equals(was, is)) {
                if (is == null) {
                    unset.add(f.name());
                } else {
                    set.put(f.name(), is);
                }
            }
        }
        return new GameChange(now.room(), now.game(), now.seat(), from, now.version(), now.awaited(), now.legal(),
                now.timer(), set, unset);
    }

    /** One of a view's JSON fields: its name and accessor (a direct call, read every move). */
    private record Field(String name, RecordGetter accessor) {

        Object get(Object view) {
            return accessor.get(view);
        }
    }

    /** A record's JSON fields, or null when {@code type} is not a public record. */
    private static Field[] fields(Class<?> type) {
        if (!type.isRecord()) {
            return null;
        }
        List<Field> out = new ArrayList<>();
        for (RecordComponent c : type.getRecordComponents()) {
            if (c.getAccessor().isAnnotationPresent(JsonIgnore.class)) {
                continue;
            }
            RecordGetter getter = Modifier.isPublic(type.getModifiers())
                    ? RecordGetter.of(c.getAccessor()) : null;
            if (getter == null) {
                return null;
            }
            out.add(new Field(c.getName(), getter));
        }
        return out.toArray(Field[]::new);
    }
}
