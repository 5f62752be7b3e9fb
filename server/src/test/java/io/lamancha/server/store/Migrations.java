package io.lamancha.server.store;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The schema migrations this server has (db/migration's V&lt;n&gt;__*.sql): how many, and the newest
 * version, read from the files, so that a test says what the server expects without counting by
 * hand (versions are allotted to parallel branches, so they need not be contiguous).
 */
final class Migrations {

    private static final Pattern VERSION = Pattern.compile("V(\\d+)__.*\\.sql");

    private Migrations() {
    }

    /** How many migrations there are. */
    static int count() {
        return versions().size();
    }

    /** The newest version: the schema version of a store this server migrated. */
    static int newest() {
        return versions().stream().mapToInt(Integer::intValue).max().orElseThrow();
    }

    /** Every version, oldest first. */
    static List<Integer> versions() {
        try {
            Path dir = Path.of(Objects.requireNonNull(Migrations.class.getResource("/db/migration")).toURI());
            try (Stream<Path> files = Files.list(dir)) {
                return files.map(f -> VERSION.matcher(f.getFileName().toString())).filter(Matcher::matches)
                        .map(m -> Integer.valueOf(m.group(1))).sorted().toList();
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }
}
