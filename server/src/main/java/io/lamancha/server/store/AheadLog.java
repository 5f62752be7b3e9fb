package io.lamancha.server.store;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.FileStore;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The write-ahead file, open for appending ({@link AheadFile} has its format): a batch of entries
 * is written as records at the end of the newest segment and forced to disk in one call; a
 * segment past {@link #SEGMENT_BYTES} is closed and a new one begun; a segment whose every record
 * the store holds durably is deleted. A segment is made longer {@link #PREALLOCATION} bytes of
 * zeros at a time, ahead of its records: a batch then overwrites bytes the file already has, and
 * its force writes the data alone, not the file's new length with it (on ext4 a journal commit
 * each time: about a third of a sync's CPU on the project's VM); the scan reads zeros as the
 * segment's clean end. A batch that fails leaves nothing behind: the file is cut back to where it
 * began, at once or, if that fails too, by {@link #repair} before anything is written again.
 */
final class AheadLog {
    static final long SEGMENT_BYTES = 8L << 20;
    /** How much longer a segment is made at a time, in zeros, before records are written there. */
    static final int PREALLOCATION = 1 << 20;
    /** The free space a disk must have for a segment to be made longer ahead of its records. */
    static final long PREALLOCATION_ROOM = 64L << 20;
    private static final ByteBuffer ZEROS = ByteBuffer.allocateDirect(64 << 10).asReadOnlyBuffer();

    /** What every write and force goes through: nothing but in tests (a disk that fills up). */
    interface Disk {
        Disk REAL = () -> { };

        /** @throws IOException when the disk cannot take a write now */
        void check() throws IOException;
    }

    private final Path dir;
    /** The disk {@link #dir} is on, asked for its free room before a segment is made longer. */
    private final FileStore volume;
    private final Disk disk;
    /** Segments by their first LSN; the last is the one written to. */
    private final TreeMap<Long, Path> segments;
    private FileChannel channel;
    /** Where the next record goes: the end of what was written whole and forced. */
    private long end;
    /** How long the segment is: zeros from {@link #end} up to here. */
    private long allocated;
    private long nextLsn;
    private boolean torn;

    private AheadLog(Path dir, Disk disk, TreeMap<Long, Path> segments, long nextLsn) throws IOException {
        this.dir = dir;
        this.volume = Files.getFileStore(dir);
        this.disk = disk;
        this.segments = segments;
        this.nextLsn = nextLsn;
        begin();
    }

    /**
     * Opens the file in {@code dir} (creating it) to append after the last of its records and of
     * the store's ({@code applied}): a damaged tail was cut beforehand ({@link AheadFile#cut}).
     */
    static AheadLog open(Path dir, long last, long applied, Disk disk) throws IOException {
        Files.createDirectories(dir);
        return new AheadLog(dir, disk, AheadFile.segments(dir), Math.max(last, applied) + 1);
    }

    /** Begins a new segment at {@code nextLsn}, its header on disk, then closes the one before. */
    private void begin() throws IOException {
        Path file = AheadFile.segment(dir, nextLsn);
        FileChannel next = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                StandardOpenOption.TRUNCATE_EXISTING);
        try {
            ByteBuffer header = AheadFile.header(nextLsn);
            while (header.hasRemaining()) {
                next.write(header, next.position());
            }
            next.force(true);
            forceDirectory(dir);
        } catch (IOException e) {
            next.close();
            Files.deleteIfExists(file);
            throw e;
        }
        if (channel != null) {
            channel.close();
        }
        channel = next;
        segments.put(nextLsn, file);
        end = AheadFile.HEADER_BYTES;
        allocated = end;
    }

    /**
     * Makes the segment at least {@code needed} bytes long, in zeros to the next multiple of
     * {@link #PREALLOCATION} (up to {@link #SEGMENT_BYTES}); forced with the batch that needed
     * it. Only on a disk with {@link #PREALLOCATION_ROOM} free: zeros must never take the last
     * room the store needs. A disk that cannot take them gets the segment back as it was; the
     * batch then makes it longer itself.
     */
    private void preallocate(long needed) {
        if (needed <= allocated) {
            return;
        }
        long to = Math.max(needed, Math.min((allocated / PREALLOCATION + 1) * PREALLOCATION, SEGMENT_BYTES));
        try {
            disk.check();
            if (volume.getUsableSpace() < PREALLOCATION_ROOM) {
                return;
            }
            long at = allocated;
            while (at < to) {
                ByteBuffer zeros = ZEROS.duplicate();
                zeros.limit((int) Math.min(zeros.capacity(), to - at));
                at += channel.write(zeros, at);
            }
            allocated = to;
        } catch (IOException e) {
            try {
                channel.truncate(Math.max(end, allocated)); // what the zeros took, given back
            } catch (IOException again) {
                // the batch's own write says what fails
            }
        }
    }

    /**
     * Appends {@code entries} in order and forces them to disk.
     *
     * @return the LSN of the first; the others follow it one by one
     * @throws IOException when they could not be made durable: none of them is in the file
     */
    synchronized long append(List<JournalEntry> entries) throws IOException {
        List<byte[]> payloads = new ArrayList<>(entries.size());
        int size = 0;
        for (JournalEntry entry : entries) {
            byte[] payload = AheadRecords.encode(entry);
            payloads.add(payload);
            size += AheadFile.RECORD_HEAD + payload.length;
        }
        repair();
        ByteBuffer out = ByteBuffer.allocate(size);
        long first = nextLsn;
        for (byte[] payload : payloads) {
            AheadFile.put(out, nextLsn++, payload);
        }
        out.flip();
        preallocate(end + size);
        try {
            disk.check();
            long at = end;
            while (out.hasRemaining()) {
                at += channel.write(out, at);
            }
            disk.check();
            channel.force(false);
            end = at;
            allocated = Math.max(allocated, end);
        } catch (IOException e) {
            // none of them is durable: the file is cut back, and their numbers go to the next batch
            nextLsn = first;
            torn = true;
            repairQuietly();
            throw e;
        }
        if (end >= SEGMENT_BYTES) {
            try {
                begin();
            } catch (IOException e) {
                // the batch is durable; this segment goes on growing until a new one can be begun
            }
        }
        return first;
    }

    /** The LSN of the last record appended (0 before any). */
    synchronized long last() {
        return nextLsn - 1;
    }

    /** Cuts what a failed batch left behind, before anything else is written. */
    synchronized void repair() throws IOException {
        if (torn) {
            disk.check();
            channel.truncate(end);
            channel.force(false);
            allocated = end;
            torn = false;
        }
    }

    private void repairQuietly() {
        try {
            repair();
        } catch (IOException e) {
            // cut before the next write, or by the scan at the next start
        }
    }

    /** Deletes every segment but the newest whose records are all at or below {@code applied}. */
    synchronized void dropThrough(long applied) throws IOException {
        List<Long> dropped = new ArrayList<>();
        Long next = null;
        for (Map.Entry<Long, Path> segment : segments.descendingMap().entrySet()) {
            if (next != null && next - 1 <= applied) {
                Files.deleteIfExists(segment.getValue());
                dropped.add(segment.getKey());
            }
            next = segment.getKey();
        }
        dropped.forEach(segments::remove);
    }

    /**
     * Closes the file; when the store holds every record ({@code applied} is the last), the
     * segments go too, and the next start begins afresh.
     */
    synchronized void close(long applied) throws IOException {
        channel.close();
        if (applied >= nextLsn - 1 && !torn) {
            for (Path segment : segments.values()) {
                Files.deleteIfExists(segment);
            }
            segments.clear();
        }
    }

    /** Makes a new or deleted file in {@code dir} durable: its directory entry forced to disk. */
    static void forceDirectory(Path dir) throws IOException {
        try (FileChannel directory = FileChannel.open(dir, StandardOpenOption.READ)) {
            directory.force(true);
        }
    }
}
