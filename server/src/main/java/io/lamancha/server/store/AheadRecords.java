package io.lamancha.server.store;

import io.lamancha.server.journal.Journal;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A journal entry as the payload of one record of the write-ahead file, and back: a tag byte
 * for its kind, then its fields in order (strings as UTF-8 with their length, a flag before
 * whatever may be absent).
 */
final class AheadRecords {
    private static final int CREATE = 1;
    private static final int APPEND = 2;
    private static final int FINISH = 3;
    private static final int ABORT = 4;
    private static final int ABANDON = 5;
    private static final int TAKE_BACK = 6;
    private static final int TURNS = 7;
    private static final int PARK = 8;
    private static final int UNPARK = 9;

    private AheadRecords() {
    }

    static byte[] encode(JournalEntry entry) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream(64);
        try (DataOutputStream out = new DataOutputStream(bytes)) {
            write(out, entry);
        } catch (IOException e) {
            throw new UncheckedIOException(e); // not from memory
        }
        return bytes.toByteArray();
    }

    /** @throws IOException for a payload that is no entry this version wrote */
    static JournalEntry decode(byte[] payload) throws IOException {
        DataInputStream in = new DataInputStream(new ByteArrayInputStream(payload));
        int tag = in.readUnsignedByte();
        long game = in.readLong();
        JournalEntry entry = switch (tag) {
            case CREATE -> new JournalEntry.Create(game, string(in), string(in), options(in), in.readLong(),
                    seats(in), in.readBoolean(), string(in), instant(in));
            case APPEND -> new JournalEntry.Append(game, new StoredMove(in.readInt(), in.readInt(), string(in)));
            case FINISH -> new JournalEntry.Finish(game, ints(in), ints(in), ints(in), ints(in), instant(in));
            case ABORT -> new JournalEntry.Abort(game, instant(in));
            case ABANDON -> new JournalEntry.Abandon(game);
            case TAKE_BACK -> new JournalEntry.TakeBack(game, in.readInt());
            case TURNS -> new JournalEntry.Turns(game, turnSeats(in));
            case PARK -> new JournalEntry.Park(game, instant(in), turnSeats(in));
            case UNPARK -> new JournalEntry.Unpark(game, string(in));
            default -> throw new IOException("unknown record kind " + tag);
        };
        if (in.available() != 0) {
            throw new IOException("a record longer than its entry");
        }
        return entry;
    }

    private static void write(DataOutputStream out, JournalEntry entry) throws IOException {
        if (entry instanceof JournalEntry.Create c) {
            head(out, CREATE, c);
            string(out, c.room());
            string(out, c.gameId());
            out.writeInt(c.options().size());
            for (Map.Entry<String, String> option : c.options().entrySet()) {
                string(out, option.getKey());
                string(out, option.getValue());
            }
            out.writeLong(c.seed());
            out.writeInt(c.seats().size());
            for (StoredSeat seat : c.seats()) {
                string(out, seat.name());
                string(out, seat.botLevel());
            }
            out.writeBoolean(c.rated());
            string(out, c.node());
            instant(out, c.startedAt());
        } else if (entry instanceof JournalEntry.Append a) {
            head(out, APPEND, a);
            out.writeInt(a.move().seq());
            out.writeInt(a.move().seat());
            string(out, a.move().move());
        } else if (entry instanceof JournalEntry.Finish f) {
            head(out, FINISH, f);
            for (List<Integer> list : List.of(f.scores(), f.winners(), f.places(), f.left())) {
                ints(out, list);
            }
            instant(out, f.finishedAt());
        } else {
            writeOther(out, entry);
        }
    }

    private static void writeOther(DataOutputStream out, JournalEntry entry) throws IOException {
        if (entry instanceof JournalEntry.Abort a) {
            head(out, ABORT, a);
            instant(out, a.finishedAt());
        } else if (entry instanceof JournalEntry.Abandon a) {
            head(out, ABANDON, a);
        } else if (entry instanceof JournalEntry.TakeBack t) {
            head(out, TAKE_BACK, t);
            out.writeInt(t.fromSeq());
        } else if (entry instanceof JournalEntry.Turns t) {
            head(out, TURNS, t);
            turnSeats(out, t.seats());
        } else if (entry instanceof JournalEntry.Park p) {
            head(out, PARK, p);
            instant(out, p.at());
            turnSeats(out, p.seats());
        } else if (entry instanceof JournalEntry.Unpark u) {
            head(out, UNPARK, u);
            string(out, u.node());
        } else {
            throw new IllegalArgumentException("no record for " + entry.getClass().getSimpleName());
        }
    }

    private static void head(DataOutputStream out, int tag, JournalEntry entry) throws IOException {
        out.writeByte(tag);
        out.writeLong(entry.game());
    }

    private static void string(DataOutputStream out, String value) throws IOException {
        if (value == null) {
            out.writeInt(-1);
            return;
        }
        byte[] utf8 = value.getBytes(StandardCharsets.UTF_8);
        out.writeInt(utf8.length);
        out.write(utf8);
    }

    private static String string(DataInputStream in) throws IOException {
        int length = in.readInt();
        if (length < 0) {
            return null;
        }
        if (length > in.available()) {
            throw new IOException("a string longer than its record");
        }
        return new String(in.readNBytes(length), StandardCharsets.UTF_8);
    }

    private static void instant(DataOutputStream out, Instant at) throws IOException {
        out.writeBoolean(at != null);
        if (at != null) {
            out.writeLong(at.getEpochSecond());
            out.writeInt(at.getNano());
        }
    }

    private static Instant instant(DataInputStream in) throws IOException {
        return in.readBoolean() ? Instant.ofEpochSecond(in.readLong(), in.readInt()) : null;
    }

    private static void ints(DataOutputStream out, List<Integer> values) throws IOException {
        out.writeInt(values.size());
        for (int value : values) {
            out.writeInt(value);
        }
    }

    private static List<Integer> ints(DataInputStream in) throws IOException {
        int size = count(in, 4);
        List<Integer> values = new ArrayList<>(size);
        for (int i = 0; i < size; i++) {
            values.add(in.readInt());
        }
        return values;
    }

    private static Map<String, String> options(DataInputStream in) throws IOException {
        int size = count(in, 8);
        Map<String, String> options = new LinkedHashMap<>();
        for (int i = 0; i < size; i++) {
            options.put(string(in), string(in));
        }
        return options;
    }

    private static List<StoredSeat> seats(DataInputStream in) throws IOException {
        int size = count(in, 8);
        List<StoredSeat> seats = new ArrayList<>(size);
        for (int i = 0; i < size; i++) {
            seats.add(new StoredSeat(string(in), string(in)));
        }
        return seats;
    }

    private static void turnSeats(DataOutputStream out, List<Journal.TurnSeat> seats) throws IOException {
        out.writeInt(seats.size());
        for (Journal.TurnSeat seat : seats) {
            out.writeInt(seat.seat());
            instant(out, seat.due());
            out.writeInt(seat.seen());
        }
    }

    private static List<Journal.TurnSeat> turnSeats(DataInputStream in) throws IOException {
        int size = count(in, 9);
        List<Journal.TurnSeat> seats = new ArrayList<>(size);
        for (int i = 0; i < size; i++) {
            seats.add(new Journal.TurnSeat(in.readInt(), instant(in), in.readInt()));
        }
        return seats;
    }

    /** A count of items at least {@code least} bytes each, checked against what is left. */
    private static int count(DataInputStream in, int least) throws IOException {
        int size = in.readInt();
        if (size < 0 || (long) size * least > in.available()) {
            throw new IOException("a count larger than its record");
        }
        return size;
    }
}
