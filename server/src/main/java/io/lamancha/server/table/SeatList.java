package io.lamancha.server.table;

import io.lamancha.engine.GameDefinition;
import io.lamancha.protocol.event.Member;
import io.lamancha.protocol.event.SeatInfo;
import io.lamancha.server.journal.Journal;
import io.lamancha.server.world.Session;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.LongSupplier;

/** A table's seats in order, with the look-ups the table needs. Confined to the table's strand. */
final class SeatList {

    private static final List<String> BOT_NAMES = io.lamancha.server.world.Names.BOT_NAMES;

    private final List<Seat> seats = new ArrayList<>();

    /** The seats themselves, seat 0 first; the table changes this list. */
    List<Seat> all() {
        return seats;
    }

    /** Seat index of a connected session, or {@code null}. */
    Integer seatOf(Session session) {
        for (int i = 0; i < seats.size(); i++) {
            if (seats.get(i).session() == session) {
                return i;
            }
        }
        return null;
    }

    /** Seat index of a name (ignoring case). */
    Optional<Integer> indexOf(String name) {
        for (int i = 0; i < seats.size(); i++) {
            if (seats.get(i).name().equalsIgnoreCase(name)) {
                return Optional.of(i);
            }
        }
        return Optional.empty();
    }

    List<SeatInfo> infos() {
        List<SeatInfo> out = new ArrayList<>();
        for (int i = 0; i < seats.size(); i++) {
            out.add(new SeatInfo(i, seats.get(i).name(), seats.get(i).botLevel()));
        }
        return out;
    }

    /** Seats with nobody connected in them (bots, away players), for {@code /who}. */
    List<Member> absentMembers() {
        List<Member> out = new ArrayList<>();
        for (int i = 0; i < seats.size(); i++) {
            Seat s = seats.get(i);
            if (s.session() == null) {
                out.add(new Member(s.name(), i, s.isBot() ? s.botLevel() : s.substitute(), s.away()));
            }
        }
        return out;
    }

    List<String> names() {
        List<String> names = new ArrayList<>();
        for (Seat s : seats) {
            names.add(s.name());
        }
        return names;
    }

    /** The seats as a game records them. */
    List<Journal.SeatRecord> records() {
        List<Journal.SeatRecord> out = new ArrayList<>();
        for (Seat s : seats) {
            out.add(new Journal.SeatRecord(s.name(), s.botLevel()));
        }
        return out;
    }

    /** The seats of a stored game: bots, and people who are not connected yet. */
    void restore(List<Journal.SeatRecord> stored) {
        seats.clear();
        for (Journal.SeatRecord r : stored) {
            seats.add(r.bot() == null ? Seat.absent(r.name()) : Seat.bot(r.name(), r.bot()));
        }
    }

    /** A new game: every bot seat gets a fresh bot, and no person's seat keeps one. */
    void dealBots(GameDefinition definition, LongSupplier seeds) {
        for (Seat s : seats) {
            s.botInstance(s.isBot() ? definition.newBot(s.botLevel(), seeds.getAsLong()) : null);
        }
    }

    /** A bot name not yet at the table: {@code ~Sancho}, then {@code ~Sancho2} when all are taken. */
    String freeBotName() {
        for (int round = 0; ; round++) {
            for (String n : BOT_NAMES) {
                String candidate = "~" + n + (round == 0 ? "" : Integer.toString(round + 1));
                if (indexOf(candidate).isEmpty()) {
                    return candidate;
                }
            }
        }
    }
}
