package io.lamancha.protocol;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.util.Collection;
import java.util.List;
import java.util.Map;

/**
 * Writes records (a game's view, a state) as JSON on Jackson's streaming generator, the same bytes
 * as {@link LineEncoder#newMapper()}'s databind output: components in declaration order, nulls
 * omitted (in records and maps, kept in lists), strings, numbers, booleans, lists, maps with
 * string keys and nested records as they are. Each record class is read once (its
 * {@link RecordShape}: each component's accessor a small class that calls it directly); writing
 * then calls no reflection and looks up no serializer.
 *
 * <p>What this writer does not know as databind does (a record with Jackson annotations other
 * than {@code @JsonIgnore}, an enum, an array, a map with other keys, any other class) it hands
 * to the mapper on the same generator, so the output stays databind's in every case.
 */
final class RecordJson {

    private final ObjectMapper mapper;

    RecordJson(ObjectMapper mapper) {
        this.mapper = mapper;
    }

    /** The record's components as fields of the object being written (the caller opened it). */
    void writeFields(JsonGenerator out, Record record) throws IOException {
        RecordShape shape = RecordShape.of(record.getClass());
        if (shape == null) {
            throw new IllegalArgumentException(record.getClass() + " needs databind"); // the caller's to catch
        }
        writeFields(this, out, shape, record);
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
        } else if (value instanceof Record r && writtenAsObject(out, r)) {
            return;
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

    /** A plain record as a JSON object; false (nothing written) when databind must write it. */
    private boolean writtenAsObject(JsonGenerator out, Record record) throws IOException {
        RecordShape shape = RecordShape.of(record.getClass());
        if (shape == null) {
            return false;
        }
        out.writeStartObject();
        writeFields(this, out, shape, record);
        out.writeEndObject();
        return true;
    }

    private static boolean stringKeys(Map<?, ?> map) {
        for (Object k : map.keySet()) {
            if (!(k instanceof String)) {
                return false;
            }
        }
        return true;
    }

    private static void writeFields(RecordJson json, JsonGenerator out, RecordShape shape, Object record)
            throws IOException {
        for (int i = 0, n = shape.size(); i < n; i++) {
            Object value = shape.get(i, record);
            if (value != null) {
                out.writeFieldName(shape.serializedName(i));
                json.writeValue(out, value);
            }
        }
    }
}
