package io.lamancha.server.tourney;

import io.lamancha.protocol.event.TourneyInfo;
import io.lamancha.protocol.event.TourneyList;
import io.lamancha.server.pairing.Standing;
import io.lamancha.server.pairing.Standings;
import io.lamancha.server.pairing.TableResult;
import io.lamancha.server.world.Strand;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * One tournament as it runs: its entrants, its tables and where it stands. Confined to the
 * tournaments' strand; {@link #info()} is a snapshot any thread may read, taken after each change.
 */
final class Tourney {

    /** Where a tournament is. */
    enum Status {
        /** Announced, taking players. */
        OPEN,
        RUNNING,
        FINISHED,
        /** Its start came with fewer than two players. */
        CANCELLED;

        String key() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /** A player entered; withdrawn once they left a running tournament. */
    static final class Entrant {
        final String name;
        final int rating;
        boolean withdrawn;
        /** In an arena: since when they wait for a table. */
        Instant waitingSince;

        Entrant(String name, int rating, boolean withdrawn) {
            this.name = name;
            this.rating = rating;
            this.withdrawn = withdrawn;
        }
    }

    /** A player not online when a Swiss round started. */
    record Missed(int round, String name) {
    }

    private final long id;
    private final TourneySpec spec;
    private final Map<String, Entrant> entrants = new LinkedHashMap<>();
    private final List<TourneyTable> tables = new ArrayList<>();
    private final List<Missed> missed = new ArrayList<>();
    private Status status;
    private int round;
    private Instant endsAt;
    private Strand.Cancellable timer;
    private boolean timeUpTold;
    private volatile TourneyInfo info;

    Tourney(long id, TourneySpec spec, Status status, int round, Instant endsAt) {
        this.id = id;
        this.spec = spec;
        this.status = status;
        this.round = round;
        this.endsAt = endsAt;
        refresh();
    }

    long id() {
        return id;
    }

    TourneySpec spec() {
        return spec;
    }

    String name() {
        return spec.name();
    }

    Status status() {
        return status;
    }

    void status(Status status) {
        this.status = status;
    }

    /** The Swiss round being played (0 before the first); in an arena, the tables seated so far. */
    int round() {
        return round;
    }

    void round(int round) {
        this.round = round;
    }

    /** When a running arena stops seating. */
    Instant endsAt() {
        return endsAt;
    }

    void endsAt(Instant endsAt) {
        this.endsAt = endsAt;
    }

    /** Whether the players were told that a running arena's time is up. */
    boolean timeUpTold() {
        return timeUpTold;
    }

    void timeUpTold(boolean told) {
        this.timeUpTold = told;
    }

    /** The next timed step (a start, a round, an arena's end or tick), replacing the one before. */
    void timer(Strand.Cancellable next) {
        if (timer != null) {
            timer.cancel();
        }
        timer = next;
    }

    Optional<Entrant> entrant(String name) {
        return Optional.ofNullable(entrants.get(key(name)));
    }

    void enter(Entrant e) {
        entrants.put(key(e.name), e);
    }

    void remove(String name) {
        entrants.remove(key(name));
    }

    /** Everyone entered who has not withdrawn. */
    List<Entrant> active() {
        List<Entrant> out = new ArrayList<>();
        for (Entrant e : entrants.values()) {
            if (!e.withdrawn) {
                out.add(e);
            }
        }
        return out;
    }

    List<TourneyTable> tables() {
        return tables;
    }

    void seated(TourneyTable t) {
        tables.add(t);
    }

    Optional<TourneyTable> table(int round, int number) {
        for (TourneyTable t : tables) {
            if (t.round() == round && t.number() == number) {
                return Optional.of(t);
            }
        }
        return Optional.empty();
    }

    /** The table {@code name} sits at now (its game not over yet), if any. */
    Optional<TourneyTable> playingAt(String name) {
        for (TourneyTable t : tables) {
            if (!t.state().ended() && t.seats(name)) {
                return Optional.of(t);
            }
        }
        return Optional.empty();
    }

    boolean anyTablePlaying() {
        return tables.stream().anyMatch(t -> !t.state().ended());
    }

    void missed(int round, String name) {
        missed.add(new Missed(round, name));
    }

    /** The standings now, best first. */
    List<Standing> standings() {
        List<Standings.Entrant> who = new ArrayList<>();
        for (Entrant e : entrants.values()) {
            who.add(new Standings.Entrant(e.name, e.rating));
        }
        return spec.format() == Format.SWISS ? Standings.swiss(who, results()) : Standings.arena(who, results());
    }

    /** The tables that ended, as the standings count them. */
    List<TableResult> results() {
        List<TableResult> out = new ArrayList<>();
        for (TourneyTable t : tables) {
            if (t.state().ended()) {
                out.add(t.result());
            }
        }
        return out;
    }

    /** What {@code /tourney show} says now; readable from any thread. */
    TourneyInfo info() {
        return info;
    }

    /** One line of {@code /tourney list}; readable from any thread. */
    TourneyList.Entry entry() {
        TourneyInfo i = info;
        return new TourneyList.Entry(i.name(), i.game(), i.format(), i.status(), i.standings().size(),
                i.format().equals("swiss") && i.status().equals("running") ? i.round() : null, i.rounds(), i.minutes(),
                i.status().equals("open") ? i.starts() : null, i.ends(),
                i.standings().isEmpty() || i.status().equals("open") || i.status().equals("cancelled") ? null
                        : i.standings().get(0).name());
    }

    /** Takes the snapshot again, after a change (the strand). */
    void refresh() {
        boolean swiss = spec.format() == Format.SWISS;
        List<TourneyInfo.Player> players = new ArrayList<>();
        for (Standing s : standings()) {
            Entrant e = entrants.get(key(s.name()));
            players.add(new TourneyInfo.Player(s.rank(), s.name(), s.halfPoints() / 2.0,
                    swiss ? s.tieBreak() / 2.0 : null, s.rating(), s.games(), e.withdrawn ? Boolean.TRUE : null,
                    playingAt(s.name()).map(TourneyTable::room).orElse(null)));
        }
        List<TourneyInfo.Table> shown = new ArrayList<>();
        for (TourneyTable t : tables) {
            shown.add(new TourneyInfo.Table(t.round(), t.number(), t.room(), t.people(), t.bots(), t.state().key(),
                    t.points()));
        }
        List<TourneyInfo.Missed> absent = new ArrayList<>();
        for (Missed m : missed) {
            absent.add(new TourneyInfo.Missed(m.round(), m.name()));
        }
        info = new TourneyInfo(spec.name(), spec.game().id(), spec.game().title(), spec.format().key(), status.key(),
                spec.creator(), spec.rounds(), swiss ? round : null, spec.seats(), spec.minutes(),
                spec.startsAt() == null ? null : spec.startsAt().toString(),
                endsAt == null || status != Status.RUNNING ? null : endsAt.toString(), spec.rated(), spec.timer(),
                spec.options(), players, shown, absent);
    }

    static String key(String name) {
        return name.toLowerCase(Locale.ROOT);
    }
}
