package io.lamancha.server.store;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Set;
import java.util.stream.Stream;

/**
 * What the server keeps is its user's alone: the data directory, its logs and backups are 700,
 * the store's files 600 (accounts' password hashes, resume tokens, everyone's games), whatever the
 * umask. On a file system without POSIX modes nothing is changed.
 */
public final class FileModes {

    private static final Set<PosixFilePermission> DIRECTORY = PosixFilePermissions.fromString("rwx------");
    private static final Set<PosixFilePermission> FILE = PosixFilePermissions.fromString("rw-------");

    private FileModes() {
    }

    /** Makes {@code dir} the owner's only (700). */
    public static void ownerOnly(Path dir) throws IOException {
        if (posix(dir)) {
            Files.setPosixFilePermissions(dir, DIRECTORY);
        }
    }

    /** Makes {@code dir} (700) and the files right in it (600) the owner's only. */
    public static void ownerOnlyWithFiles(Path dir) throws IOException {
        ownerOnly(dir);
        if (!posix(dir)) {
            return;
        }
        try (Stream<Path> files = Files.list(dir)) {
            for (Path f : (Iterable<Path>) files::iterator) {
                if (Files.isRegularFile(f)) {
                    Files.setPosixFilePermissions(f, FILE);
                }
            }
        }
    }

    private static boolean posix(Path path) {
        return Files.getFileAttributeView(path, java.nio.file.attribute.PosixFileAttributeView.class) != null;
    }
}
