package io.lamancha.protocol;

import com.fasterxml.jackson.annotation.JacksonAnnotation;
import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.core.io.SerializedString;
import java.lang.annotation.Annotation;
import java.lang.reflect.AnnotatedElement;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A record class as JSON writes it: its components in declaration order, those annotated
 * {@code @JsonIgnore} left out, each read through a {@link RecordGetter}. Only for a plain public
 * record (no other Jackson annotation, no {@code getX()} beside the components, no
 * {@code Optional}): of any other class databind decides the fields, and {@link #of} says null.
 * Each class is read once.
 */
public final class RecordShape {

    private static final ClassValue<Optional<RecordShape>> SHAPES = new ClassValue<>() {
        @Override
        protected Optional<RecordShape> computeValue(Class<?> type) {
            return Optional.ofNullable(read(type));
        }
    };

    private final String[] names;
    private final SerializedString[] serialized;
    private final RecordGetter[] getters;

    private RecordShape(List<String> names, List<RecordGetter> getters) {
        this.names = names.toArray(String[]::new);
        this.serialized = names.stream().map(SerializedString::new).toArray(SerializedString[]::new);
        this.getters = getters.toArray(RecordGetter[]::new);
    }

    /** The shape of {@code type}, or null when databind must write it (not a plain public record). */
    public static RecordShape of(Class<?> type) {
        return SHAPES.get(type).orElse(null);
    }

    /** How many JSON fields the record has (absent ones, null, included). */
    public int size() {
        return names.length;
    }

    /** The name of field {@code i}. */
    public String name(int i) {
        return names[i];
    }

    SerializedString serializedName(int i) {
        return serialized[i];
    }

    /** The value of field {@code i} in {@code record} (null: the field is absent from the JSON). */
    public Object get(int i, Object record) {
        return getters[i].get(record);
    }

    private static RecordShape read(Class<?> type) {
        if (!type.isRecord() || !plain(type) || !Modifier.isPublic(type.getModifiers()) || hasGetters(type)) {
            return null;
        }
        List<String> names = new ArrayList<>();
        List<RecordGetter> getters = new ArrayList<>();
        for (RecordComponent c : type.getRecordComponents()) {
            if (c.getAccessor().isAnnotationPresent(JsonIgnore.class)) {
                continue;
            }
            if (!plain(c) || !plain(c.getAccessor()) || !plain(c.getType())
                    || c.getType().getName().startsWith("java.util.Optional")) {
                return null;
            }
            RecordGetter getter = RecordGetter.of(c.getAccessor());
            if (getter == null) {
                return null;
            }
            getters.add(getter);
            names.add(c.getName());
        }
        return new RecordShape(names, getters);
    }

    /** Whether databind would write more than the components: a public getX() or isX(). */
    private static boolean hasGetters(Class<?> type) {
        for (Method m : type.getMethods()) {
            String n = m.getName();
            if (!Modifier.isStatic(m.getModifiers()) && m.getParameterCount() == 0 && m.getReturnType() != void.class
                    && !n.equals("getClass") && (n.startsWith("get") && n.length() > 3
                    || n.startsWith("is") && n.length() > 2)) {
                return true;
            }
        }
        return false;
    }

    /** No Jackson annotation that could change how databind writes it. */
    private static boolean plain(AnnotatedElement element) {
        for (Annotation a : element.getAnnotations()) {
            if (a.annotationType().isAnnotationPresent(JacksonAnnotation.class)) {
                return false;
            }
        }
        return true;
    }
}
