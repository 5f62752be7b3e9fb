package io.lamancha.server.store;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;

/**
 * A copy of the embedded H2 store, taken with H2's {@code BACKUP TO}: a consistent copy even while
 * the database is written to (by the process that has it open), made into a new directory that is
 * then a data directory of its own. PostgreSQL has pg_dump for this.
 */
public final class StoreBackup {

    private StoreBackup() {
    }

    /**
     * Copies the store in {@code dataDir}, opened read-only, into {@code target}.
     *
     * @return the copy's database file
     * @throws UnusableStoreException when the store cannot be read (none there, damaged, in use)
     * @throws IllegalArgumentException when {@code target} holds a store already
     * @throws StoreException when the copy cannot be written
     */
    public static Path write(Path dataDir, Path target) {
        Path copy = copyIn(target);
        try (Database database = Database.openReadOnly(null, dataDir)) {
            write(database, copy);
        }
        copyWriteAhead(dataDir.resolve(AheadFile.DIR), copy.getParent().resolve(AheadFile.DIR));
        return copy;
    }

    /**
     * Copies the write-ahead file's segments beside the copy: records a server stopped by a crash
     * left for the store to catch up with, which a server started on the copy applies first.
     */
    private static void copyWriteAhead(Path from, Path to) {
        try {
            java.util.Collection<Path> segments = AheadFile.segments(from).values();
            if (segments.isEmpty()) {
                return;
            }
            Files.createDirectories(to);
            for (Path segment : segments) {
                Files.copy(segment, to.resolve(segment.getFileName()));
                try (FileChannel copied = FileChannel.open(
                        to.resolve(segment.getFileName()), StandardOpenOption.WRITE)) {
                    copied.force(true);
                }
            }
            AheadLog.forceDirectory(to);
        } catch (IOException e) {
            throw new StoreException("cannot copy the write-ahead file " + from, e);
        }
    }

    /**
     * Copies the embedded {@code database} a server has open, while it goes on writing, into
     * {@code target}.
     *
     * @return the copy's database file
     * @throws IllegalArgumentException when {@code target} holds a store already
     * @throws StoreException when the copy cannot be written
     */
    static Path writeOnline(Database database, Path target) {
        return write(database, copyIn(target));
    }

    private static Path copyIn(Path target) {
        Path copy = target.toAbsolutePath().normalize().resolve(EmbeddedFile.FILE_NAME);
        if (Files.exists(copy)) {
            throw new IllegalArgumentException(target.toAbsolutePath() + " holds a store already ("
                    + EmbeddedFile.FILE_NAME + "); name a new directory for the backup.");
        }
        return copy;
    }

    /** Copies an open embedded {@code database} to {@code copy}, a file that must not exist yet. */
    static Path write(Database database, Path copy) {
        Path dir = copy.getParent();
        Path zip = dir.resolve(".lamancha-backup.zip");
        try {
            Files.createDirectories(dir);
            Files.deleteIfExists(zip);
            try (Connection connection = database.connection(); Statement statement = connection.createStatement()) {
                statement.execute("BACKUP TO '" + zip.toString().replace("'", "''") + "'");
            }
            Path partial = dir.resolve(EmbeddedFile.FILE_NAME + ".partial");
            unzipDatabase(zip, partial);
            // the copy appears under its name whole, or not at all
            Files.move(partial, copy, StandardCopyOption.ATOMIC_MOVE);
            force(dir);
            return copy;
        } catch (IOException | SQLException e) {
            throw new StoreException("cannot write the backup to " + dir + ": " + e.getMessage(), e);
        } finally {
            try {
                Files.deleteIfExists(zip);
            } catch (IOException e) {
                // what is left is H2's zip of the same copy, named as ours: harmless
            }
        }
    }

    private static void unzipDatabase(Path zip, Path to) throws IOException {
        try (ZipInputStream in = new ZipInputStream(Files.newInputStream(zip))) {
            for (ZipEntry entry = in.getNextEntry(); entry != null; entry = in.getNextEntry()) {
                if (entry.getName().equals(EmbeddedFile.FILE_NAME)) {
                    copyAndForce(in, to);
                    return;
                }
            }
        }
        throw new IOException("H2's backup holds no " + EmbeddedFile.FILE_NAME);
    }

    private static void copyAndForce(InputStream in, Path to) throws IOException {
        try (FileChannel channel = FileChannel.open(to, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
                OutputStream out = java.nio.channels.Channels.newOutputStream(channel)) {
            in.transferTo(out);
            channel.force(true);
        }
    }

    private static void force(Path dir) throws IOException {
        try (FileChannel channel = FileChannel.open(dir, StandardOpenOption.READ)) {
            channel.force(true);
        }
    }
}
