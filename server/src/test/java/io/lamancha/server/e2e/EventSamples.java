package io.lamancha.server.e2e;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import io.lamancha.protocol.LineEncoder;
import io.lamancha.protocol.ServerEvent;
import io.lamancha.protocol.event.NameList;
import java.io.IOException;
import java.lang.reflect.Constructor;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Every kind of event the server may send, from the protocol itself: a sample of each event
 * record of the protocol module (its fields filled with plain values, so a record added later has
 * a sample without anyone writing one), and the kinds docs/PROTOCOL.md lists.
 */
final class EventSamples {

    static final Path PROTOCOL_DOC = Path.of("..", "docs", "PROTOCOL.md");
    /** Records whose kind depends on a field's value: a sample for each kind they make. */
    private static final List<ServerEvent> MORE = List.of(new NameList("ignore", List.of("bob"), null));
    private static final LineEncoder ENCODER = new LineEncoder();

    private EventSamples() {
    }

    /** Each kind with a sample of it as the JSON line the server sends, by kind. */
    static Map<String, String> byKind() {
        Map<String, String> samples = new TreeMap<>();
        for (ServerEvent e : records()) {
            samples.putIfAbsent(e.ev(), ENCODER.json(e, null));
        }
        for (ServerEvent e : MORE) {
            samples.putIfAbsent(e.ev(), ENCODER.json(e, null));
        }
        return samples;
    }

    /** A sample of every event record in the protocol's event package. */
    static List<ServerEvent> records() {
        List<ServerEvent> out = new ArrayList<>();
        for (JavaClass c : new ClassFileImporter().importPackages("io.lamancha.protocol.event")) {
            Class<?> type = c.reflect();
            if (type.isRecord() && ServerEvent.class.isAssignableFrom(type)) {
                out.add((ServerEvent) sample(type));
            }
        }
        return out;
    }

    /** The kinds the events table of docs/PROTOCOL.md names in its first column. */
    static TreeSet<String> documentedKinds() throws IOException {
        String doc = Files.readString(PROTOCOL_DOC, StandardCharsets.UTF_8);
        String events = doc.substring(doc.indexOf("\n## Events"), doc.indexOf("\n## ", doc.indexOf("\n## Events") + 1));
        TreeSet<String> kinds = new TreeSet<>();
        for (String line : events.split("\n")) {
            if (line.startsWith("| `") && !line.startsWith("| `ev`")) {
                Matcher m = Pattern.compile("`([a-z]+)`").matcher(line.substring(0, line.indexOf('|', 1)));
                while (m.find()) {
                    kinds.add(m.group(1));
                }
            }
        }
        return kinds;
    }

    /** A value of {@code type}: plain words and numbers, one element in a list, records filled in. */
    private static Object sample(Type type) {
        if (type instanceof ParameterizedType p) {
            Class<?> raw = (Class<?>) p.getRawType();
            Type[] args = p.getActualTypeArguments();
            if (List.class.isAssignableFrom(raw)) {
                Object element = sample(args[0]);
                return element == null ? List.of() : List.of(element);
            }
            if (Map.class.isAssignableFrom(raw)) {
                Object value = sample(args[1]);
                return Map.of(sample(args[0]), value == null ? "sample" : value); // Object: a word
            }
            return sample(raw);
        }
        Class<?> c = (Class<?>) type;
        if (c == String.class) {
            return "sample";
        }
        if (c == int.class || c == Integer.class) {
            return 1;
        }
        if (c == long.class || c == Long.class) {
            return 1L;
        }
        if (c == double.class || c == Double.class) {
            return 1.0;
        }
        if (c == boolean.class || c == Boolean.class) {
            return true;
        }
        if (c.isEnum()) {
            return c.getEnumConstants()[0];
        }
        if (c.isRecord()) {
            RecordComponent[] parts = c.getRecordComponents();
            Object[] values = new Object[parts.length];
            Class<?>[] types = new Class<?>[parts.length];
            for (int i = 0; i < parts.length; i++) {
                values[i] = sample(parts[i].getGenericType());
                types[i] = parts[i].getType();
            }
            try {
                Constructor<?> canonical = c.getDeclaredConstructor(types);
                return canonical.newInstance(values);
            } catch (ReflectiveOperationException e) {
                throw new AssertionError("cannot make a sample of " + c.getName() + ": give it one in EventSamples", e);
            }
        }
        return null; // Object: a game's view or data, absent
    }
}
