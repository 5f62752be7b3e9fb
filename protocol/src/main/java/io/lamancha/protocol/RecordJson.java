package io.lamancha.protocol;

import com.fasterxml.jackson.annotation.JacksonAnnotation;
import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.io.SerializedString;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.lang.annotation.Annotation;
import java.lang.reflect.AnnotatedElement;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;

/**
 * Writes records (a game's view, a state) as JSON on Jackson's streaming generator, the same bytes
 * as {@link LineEncoder#newMapper()}'s databind output: components in declaration order, nulls
 * omitted (in records and maps, kept in lists), strings, numbers, booleans, lists, maps with
 * string keys and nested records as they are. Each record class is read once (each
 * component's accessor made a {@link RecordGetter}, a small class that calls it directly);
 * writing then calls no reflection and looks up no serializer.
 *
 * <p>What this writer does not know as databind does (a record with Jackson annotations other
 * than {@code @JsonIgnore}, an enum, an array, a map with other keys, any other class) it hands
 * to the mapper on the same generator, so the output stays databind's in every case.
 */
final class RecordJson {

    private final ObjectMapper mapper;
    private final ClassValue<Shape> shapes = new ClassValue<>() {
        @Override
        protected Shape computeValue(Class<?> type) {
            return Shape.of(type);
        }
    };

    RecordJson(ObjectMapper mapper) {
        this.mapper = mapper;
    }

    /** The record's components as fields of the object being written (the caller opened it). */
    void writeFields(JsonGenerator out, Record record) throws IOException {
        Shape shape = shapes.get(record.getClass());
        if (shape == null) {
            throw new IllegalArgumentException(record.getClass() + " needs databind"); // the caller's to catch
        }
        shape.writeFields(this, out, record);
    }

    void writeValue(JsonGenerator out, Object value) throws IOException {
        if (value == null) {
            out.writeNull();
        } else if (value instanceof String s) {
            out.writeString(s);
        } else if (value instanceof Integer i) {
            out.writeNumber(i.intValue());
        } else if (value instanceof Boolean b) {
            out.writeBoolean(b);
        } else if (value instanceof Long l) {
            out.writeNumber(l.longValue());
        } else if (value instanceof Record r && shapes.get(r.getClass()) != null) {
            out.writeStartObject();
            shapes.get(r.getClass()).writeFields(this, out, r);
            out.writeEndObject();
        } else if (value instanceof List<?> list) {
            out.writeStartArray();
            for (int i = 0, n = list.size(); i < n; i++) {
                writeValue(out, list.get(i));
            }
            out.writeEndArray();
        } else if (value instanceof Collection<?> c) {
            out.writeStartArray();
            for (Object o : c) {
                writeValue(out, o);
            }
            out.writeEndArray();
        } else if (value instanceof Map<?, ?> map && stringKeys(map)) {
            out.writeStartObject();
            for (Map.Entry<?, ?> e : map.entrySet()) {
                if (e.getValue() != null) {
                    out.writeFieldName((String) e.getKey());
                    writeValue(out, e.getValue());
                }
            }
            out.writeEndObject();
        } else {
            mapper.writeValue(out, value);
        }
    }

    private static boolean stringKeys(Map<?, ?> map) {
        for (Object k : map.keySet()) {
            if (!(k instanceof String)) {
                return false;
            }
        }
        return true;
    }

    /** A record class's JSON fields: names and accessors in order, {@code @JsonIgnore}d ones left out. */
    private record Shape(SerializedString[] names, RecordGetter[] getters) {

        /** The shape of {@code type}, or null when databind must write it (not a plain record). */
        static Shape of(Class<?> type) {
            if (!type.isRecord() || !plain(type) || !Modifier.isPublic(type.getModifiers()) || hasGetters(type)) {
                return null;
            }
            List<SerializedString> names = new ArrayList<>();
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
                names.add(new SerializedString(c.getName()));
            }
            return new Shape(names.toArray(SerializedString[]::new), getters.toArray(RecordGetter[]::new));
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

        void writeFields(RecordJson json, JsonGenerator out, Object record) throws IOException {
            for (int i = 0; i < names.length; i++) {
                Object value = getters[i].get(record);
                if (value != null) {
                    out.writeFieldName(names[i]);
                    json.writeValue(out, value);
                }
            }
        }
    }
}
