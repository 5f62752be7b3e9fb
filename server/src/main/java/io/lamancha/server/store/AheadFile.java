package io.lamancha.server.store;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;
import java.util.stream.Stream;
import java.util.zip.CRC32C;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.Logger;

/**
 * The write-ahead file's format, and reading it back. The file is a run of segments in {@link
 * #DIR} under the data directory, each named after the number (LSN) of its first record: a header
 * ({@link #MAGIC}, {@link #VERSION}, that first LSN), then records, each its length, the CRC32C of
 * what follows, its LSN (one more than the record before) and its entry ({@link AheadRecords}).
 * A scan reads every record up to the first that is short, fails its checksum or breaks the run
 * of LSNs: what follows is a torn or corrupt tail, and is never applied. A segment is made longer
 * in zeros ahead of its records ({@link AheadLog#PREALLOCATION}): where only zeros follow the
 * last record, that is the segment's clean end, not damage.
 */
final class AheadFile {
    private static final Logger LOG = LogManager.getLogger(AheadFile.class);
    static final String DIR = "write-ahead";
    static final String SUFFIX = ".wal";
    static final int MAGIC = 0x4c4d5741; // "LMWA"
    static final int VERSION = 1;
    static final int HEADER_BYTES = 16;
    /** A record's length, checksum and LSN. */
    static final int RECORD_HEAD = 16;
    /** Larger than any entry: a length above it is damage, not a record. */
    static final int MAX_PAYLOAD = 1 << 20;

    /** One record read back. */
    record Entry(long lsn, JournalEntry entry) {
    }

    /**
     * What a scan found: the records in order, the last LSN (0 for none), and where a damaged
     * tail begins: in which segment and at which byte ({@code cutAt} -1: none).
     */
    record Scan(List<Entry> entries, long last, Path cutSegment, long cutAt, List<Path> after, String damage) {
        boolean damaged() {
            return cutSegment != null;
        }
    }

    private AheadFile() {
    }

    /** The segments in {@code dir} by their first LSN. */
    static TreeMap<Long, Path> segments(Path dir) throws IOException {
        TreeMap<Long, Path> segments = new TreeMap<>();
        if (!Files.isDirectory(dir)) {
            return segments;
        }
        try (Stream<Path> files = Files.list(dir)) {
            for (Path file : (Iterable<Path>) files::iterator) {
                String name = file.getFileName().toString();
                if (name.endsWith(SUFFIX) && name.length() == 20 + SUFFIX.length()) {
                    segments.put(Long.parseLong(name.substring(0, 20)), file);
                }
            }
        }
        return segments;
    }

    static Path segment(Path dir, long firstLsn) {
        return dir.resolve(String.format("%020d", firstLsn) + SUFFIX);
    }

    /** Reads every record in {@code dir}, changing nothing. */
    static Scan scan(Path dir) throws IOException {
        List<Entry> entries = new ArrayList<>();
        List<Path> segments = new ArrayList<>(segments(dir).values());
        long last = 0;
        for (int i = 0; i < segments.size(); i++) {
            Path segment = segments.get(i);
            byte[] bytes = Files.readAllBytes(segment);
            ByteBuffer in = ByteBuffer.wrap(bytes);
            String damage = header(in);
            long expected = damage == null ? in.getLong(8) : 0;
            if (damage == null && last != 0 && expected != last + 1) {
                damage = "it begins at record " + expected + " after record " + last;
            }
            int at = HEADER_BYTES;
            while (damage == null && at < bytes.length && !zeros(bytes, at)) {
                damage = problem(bytes, at, expected);
                if (damage == null) {
                    int length = in.getInt(at);
                    entries.add(new Entry(expected, decoded(bytes, at, length)));
                    last = expected++;
                    at += 8 + length;
                }
            }
            if (damage != null) {
                return new Scan(entries, last, segment, damage.startsWith("header") ? 0 : at,
                        segments.subList(i + 1, segments.size()), damage);
            }
        }
        return new Scan(entries, last, null, -1, List.of(), null);
    }

    private static String header(ByteBuffer in) {
        if (in.limit() < HEADER_BYTES) {
            return "header torn";
        }
        if (in.getInt(0) != MAGIC || in.getInt(4) != VERSION) {
            return "header of another format or version";
        }
        return null;
    }

    /** Whether every byte from {@code at} on is zero: the unwritten end of a segment made longer. */
    private static boolean zeros(byte[] bytes, int at) {
        for (int i = at; i < bytes.length; i++) {
            if (bytes[i] != 0) {
                return false;
            }
        }
        return true;
    }

    /** Why the record at {@code at} cannot be read; null when it can. */
    private static String problem(byte[] bytes, int at, long lsn) {
        ByteBuffer in = ByteBuffer.wrap(bytes);
        if (bytes.length - at < RECORD_HEAD) {
            return "a torn record";
        }
        int length = in.getInt(at);
        if (length < 8 || length > MAX_PAYLOAD + 8 || bytes.length - at - 8 < length) {
            return "a torn record";
        }
        CRC32C crc = new CRC32C();
        crc.update(bytes, at + 8, length);
        if ((int) crc.getValue() != in.getInt(at + 4)) {
            return "a record that fails its checksum";
        }
        if (in.getLong(at + 8) != lsn) {
            return "a record out of order";
        }
        try {
            decoded(bytes, at, length);
        } catch (IllegalStateException e) {
            return "a record that is no entry";
        }
        return null;
    }

    private static JournalEntry decoded(byte[] bytes, int at, int length) {
        byte[] payload = new byte[length - 8];
        System.arraycopy(bytes, at + 16, payload, 0, payload.length);
        try {
            return AheadRecords.decode(payload);
        } catch (IOException | RuntimeException e) {
            throw new IllegalStateException(e);
        }
    }

    /** One record: its length, checksum, LSN and payload, into {@code out}. */
    static void put(ByteBuffer out, long lsn, byte[] payload) {
        int start = out.position();
        out.putInt(8 + payload.length).putInt(0).putLong(lsn).put(payload);
        CRC32C crc = new CRC32C();
        crc.update(out.array(), start + 8, 8 + payload.length);
        out.putInt(start + 4, (int) crc.getValue());
    }

    static ByteBuffer header(long firstLsn) {
        return ByteBuffer.allocate(HEADER_BYTES).putInt(MAGIC).putInt(VERSION).putLong(firstLsn).flip();
    }

    /**
     * Cuts what {@code scan} found damaged, with a WARN: the segment is cut where the damage
     * begins, and the segments after it are set aside (renamed, never read again).
     */
    static void cut(Scan scan) throws IOException {
        if (!scan.damaged()) {
            return;
        }
        LOG.warn("the write-ahead file {} holds {} at byte {}: cut there{}; the records before it are kept",
                scan.cutSegment().getFileName(), scan.damage(), scan.cutAt(),
                scan.after().isEmpty() ? "" : ", and " + scan.after().size() + " later segment(s) set aside");
        if (scan.cutAt() == 0) {
            Files.delete(scan.cutSegment());
        } else {
            try (FileChannel channel = FileChannel.open(scan.cutSegment(), java.nio.file.StandardOpenOption.WRITE)) {
                channel.truncate(scan.cutAt());
                channel.force(true);
            }
        }
        for (Path later : scan.after()) {
            Files.move(later, later.resolveSibling(later.getFileName() + ".cut"), StandardCopyOption.ATOMIC_MOVE);
        }
    }
}
