package io.lamancha.games.data;

import com.fasterxml.jackson.annotation.JsonSetter;
import com.fasterxml.jackson.annotation.Nulls;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.exc.InputCoercionException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.cfg.CoercionAction;
import com.fasterxml.jackson.databind.cfg.CoercionInputShape;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.type.LogicalType;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import java.lang.reflect.RecordComponent;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * Reads the games' JSON data files into records. Jackson binds each value to its component's type
 * strictly (a number written as text, a fraction for a whole number, a list written as a number or
 * a null in a list is refused, never converted) and what is wrong is told in words a data author
 * reads: {@code cards[3]: field 'plus' must be a whole number, found "x"}. JSON names are the
 * components' names in snake case ({@code handSize} is {@code hand_size}); other fields are ignored.
 */
public final class DataFiles {

    /** Marks a record component that a file may leave out or set to null; {@link #requireAll} skips it. */
    @Retention(RetentionPolicy.RUNTIME)
    @Target(ElementType.RECORD_COMPONENT)
    public @interface Optional {
    }

    private static final PropertyNamingStrategies.NamingBase NAMES =
            (PropertyNamingStrategies.NamingBase) PropertyNamingStrategies.SNAKE_CASE;
    private static final ObjectMapper JSON = JsonMapper.builder().propertyNamingStrategy(NAMES)
            .disable(MapperFeature.ALLOW_COERCION_OF_SCALARS)
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, DeserializationFeature.ACCEPT_FLOAT_AS_INT)
            .withConfigOverride(List.class, o -> o.setSetterInfo(JsonSetter.Value.forContentNulls(Nulls.FAIL)))
            .withConfigOverride(Map.class, o -> o.setSetterInfo(JsonSetter.Value.forContentNulls(Nulls.FAIL)))
            .withCoercionConfig(LogicalType.Textual, c -> c.setCoercion(CoercionInputShape.Integer, CoercionAction.Fail)
                    .setCoercion(CoercionInputShape.Float, CoercionAction.Fail)
                    .setCoercion(CoercionInputShape.Boolean, CoercionAction.Fail))
            .build();

    private DataFiles() {
    }

    /**
     * Reads a file's text, which must be one JSON object, into {@code type}. What is wrong goes to
     * {@code fail}: {@code not valid JSON (...)} with the parser's words, {@code must hold one JSON
     * object}, or a value of the wrong type.
     */
    public static <T> T read(String text, Class<T> type, Function<String, ? extends RuntimeException> fail) {
        JsonNode tree;
        try {
            tree = JSON.readTree(text);
        } catch (JsonProcessingException e) {
            throw fail.apply("not valid JSON (" + e.getOriginalMessage() + ")");
        }
        if (tree == null || !tree.isObject()) {
            throw fail.apply("must hold one JSON object");
        }
        try {
            return JSON.treeToValue(tree, type);
        } catch (JsonMappingException e) {
            throw fail.apply(problem(tree, e));
        } catch (JsonProcessingException e) {
            throw fail.apply("cannot be read (" + e.getOriginalMessage() + ")");
        }
    }

    /** Where the wrong value is (no place for a top-level field), what it must be and what it is. */
    private static String problem(JsonNode tree, JsonMappingException e) {
        List<JsonMappingException.Reference> path = e.getPath();
        int field = path.size() - 1;
        while (field > 0 && path.get(field).getFieldName() == null) {
            field--;
        }
        StringBuilder place = new StringBuilder();
        JsonNode found = tree;
        for (int i = 0; i < path.size(); i++) {
            String name = path.get(i).getFieldName();
            if (i < field) {
                place.append(name == null ? "[" + path.get(i).getIndex() + "]" : (i == 0 ? "" : ".") + name);
            }
            found = name == null ? found.path(path.get(i).getIndex()) : found.path(name);
        }
        Class<?> type = e instanceof MismatchedInputException ? ((MismatchedInputException) e).getTargetType()
                : e.getCause() instanceof InputCoercionException ? ((InputCoercionException) e.getCause()).getTargetType()
                : Object.class;
        String kind = type == Integer.class || type == int.class ? "whole number" : type == String.class ? "string"
                : Collection.class.isAssignableFrom(type) ? "list" : "object";
        String must = field < path.size() - 1 ? "list " + kind + "s" : "be " + (kind.startsWith("o") ? "an " : "a ") + kind;
        return (place.length() == 0 ? "" : place + ": ") + "field '" + (path.isEmpty() ? "" : path.get(field).getFieldName())
                + "' must " + must + ", found " + found;
    }

    /**
     * Refuses a record, or any record inside it (through lists and map values), in which a component
     * not marked {@link Optional} is null: {@code fail} gets {@code field 'hand_size' is missing}.
     */
    public static void requireAll(Object value, Function<String, ? extends RuntimeException> fail) {
        if (value instanceof Collection) {
            ((Collection<?>) value).forEach(v -> requireAll(v, fail));
        } else if (value instanceof Map) {
            ((Map<?, ?>) value).values().forEach(v -> requireAll(v, fail));
        } else if (value instanceof Record) {
            for (RecordComponent c : value.getClass().getRecordComponents()) {
                Object v;
                try {
                    c.getAccessor().setAccessible(true);
                    v = c.getAccessor().invoke(value);
                } catch (ReflectiveOperationException e) {
                    throw new IllegalStateException("cannot read " + c, e);
                }
                if (v == null && !c.isAnnotationPresent(Optional.class)) {
                    throw fail.apply("field '" + NAMES.translate(c.getName()) + "' is missing");
                }
                requireAll(v, fail);
            }
        }
    }
}
