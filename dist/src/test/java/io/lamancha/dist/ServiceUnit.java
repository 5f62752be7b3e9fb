package io.lamancha.dist;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The settings of a systemd unit file, as systemd reads the simple ones: {@code Key=value} lines,
 * a key given twice has both values, comments and section headers are skipped. Enough to run a
 * service's {@code ExecStart} as its unit would, without systemd.
 */
record ServiceUnit(Map<String, List<String>> settings) {

    static ServiceUnit read(Path file) throws IOException {
        Map<String, List<String>> settings = new LinkedHashMap<>();
        for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
            String s = line.strip();
            int eq = s.indexOf('=');
            if (s.isEmpty() || s.startsWith("#") || s.startsWith(";") || s.startsWith("[") || eq < 0) {
                continue;
            }
            settings.computeIfAbsent(s.substring(0, eq).strip(), k -> new ArrayList<>())
                    .add(s.substring(eq + 1).strip());
        }
        return new ServiceUnit(settings);
    }

    /** The one value of {@code key}; fails when the unit has none or several. */
    String one(String key) {
        List<String> values = settings.getOrDefault(key, List.of());
        if (values.size() != 1) {
            throw new AssertionError("the unit has " + values.size() + " " + key + "= lines: " + settings);
        }
        return values.get(0);
    }

    /** The command line of {@code ExecStart}, split at spaces (the unit quotes nothing). */
    List<String> execStart() {
        return List.of(one("ExecStart").split("\\s+"));
    }

    /** The variables of its {@code Environment=} lines. */
    Map<String, String> environment() {
        Map<String, String> env = new LinkedHashMap<>();
        for (String assignment : settings.getOrDefault("Environment", List.of())) {
            int eq = assignment.indexOf('=');
            env.put(assignment.substring(0, eq), assignment.substring(eq + 1));
        }
        return env;
    }
}
