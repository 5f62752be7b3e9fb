package io.lamancha.server.tourney;

import io.lamancha.server.pairing.ArenaPairing;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * An arena: for its minutes, whoever finishes a game waits, and a table starts as soon as enough
 * people wait ({@link ArenaPairing}); the standings are posted after every table, a live
 * leaderboard. Who waits is looked at again every {@link #TICKS} of a minute (someone came online).
 * When the time is up nobody is seated any more; the games still on play to their end and count,
 * and then the arena is over.
 */
final class Arena implements Director.FormatRun {

    /** How often in a minute who waits is looked at again (every 2 s in a minute of 60). */
    static final int TICKS = 30;

    private final Director d;

    Arena(Director d) {
        this.d = d;
    }

    @Override
    public void begin(Tourney t) {
        t.status(Tourney.Status.RUNNING);
        Instant now = d.clock.instant();
        t.endsAt(now.plus(d.minute.multipliedBy(t.spec().minutes())));
        for (Tourney.Entrant e : t.active()) {
            e.waitingSince = now;
        }
        d.progress(t);
        d.news.post(t.name(), "The arena begins: " + t.active().size() + " players, " + t.spec().minutes()
                + " minutes. Whoever finishes a game sits down again with others waiting.");
        d.news.lobby("The arena " + t.name() + " (" + t.spec().game().title() + ") begins; /tourney join " + t.name()
                + " plays too.");
        tick(t);
    }

    /** Seats whoever waits, and looks again a moment later; ends the arena once its time is up. */
    void tick(Tourney t) {
        if (t.status() != Tourney.Status.RUNNING) {
            return;
        }
        Instant now = d.clock.instant();
        if (!now.isBefore(t.endsAt())) {
            t.timer(null);
            boolean playing = t.anyTablePlaying();
            if (!t.timeUpTold()) {
                // told even when the last table ended as the time ran out (its end ran before
                // this tick): the arena then finishes at once, but players still learn why
                t.timeUpTold(true);
                d.news.post(t.name(), playing
                        ? "Time is up: nobody is seated any more; the games still on count when they end."
                        : "Time is up: nobody is seated any more; no game is still on.");
            }
            if (!playing) {
                d.finish(t);
            }
            return;
        }
        seatWhoWaits(t, now);
        Duration untilEnd = Duration.between(now, t.endsAt());
        Duration next = d.minute.dividedBy(TICKS);
        t.timer(d.strand.schedule(() -> tick(t), next.compareTo(untilEnd) < 0 ? next : untilEnd));
    }

    private void seatWhoWaits(Tourney t, Instant now) {
        TourneySpec spec = t.spec();
        List<Tourney.Entrant> waiting = waiting(t, now);
        List<String> names = new ArrayList<>();
        waiting.forEach(e -> names.add(e.name));
        Optional<ArenaPairing.Table> next;
        while ((next = ArenaPairing.next(names, t.anyTablePlaying(), spec.seats(), spec.minSeats(),
                spec.game().maxSeats())).isPresent()) {
            int number = t.round() + 1;
            t.round(number);
            TourneyTable table = new TourneyTable(0, number, Seater.roomName(t.name(), 0, number),
                    next.get().players(), next.get().bots(), TourneyTable.State.WAITING, null);
            names.removeAll(table.people());
            d.progress(t);
            d.news.post(t.name(), "Seated: " + News.table(table));
            d.seat(t, table);
        }
        t.refresh();
    }

    /** Who of the arena waits for a table: online, not at a table of it, not playing elsewhere; longest first. */
    private List<Tourney.Entrant> waiting(Tourney t, Instant now) {
        List<Tourney.Entrant> out = new ArrayList<>();
        for (Tourney.Entrant e : t.active()) {
            if (t.playingAt(e.name).isPresent() || d.world.whereabouts(e.name).isEmpty() || playingElsewhere(e.name)) {
                continue;
            }
            if (e.waitingSince == null) {
                e.waitingSince = now;
            }
            out.add(e);
        }
        out.sort(Comparator.comparing((Tourney.Entrant e) -> e.waitingSince).thenComparing(e -> Tourney.key(e.name)));
        return out;
    }

    /** Whether {@code name}, online here, has a seat in a game running at another table. */
    private boolean playingElsewhere(String name) {
        return d.world.user(name).map(s -> {
            var room = s.room();
            var at = room == null ? null : room.activity();
            return at != null && at.seatOf(s) != null && !at.idle();
        }).orElse(false);
    }

    @Override
    public void tableEnded(Tourney t, TourneyTable table) {
        Instant now = d.clock.instant();
        for (String p : table.people()) {
            t.entrant(p).ifPresent(e -> e.waitingSince = now);
        }
        d.news.post(t.name(), "Standings: " + News.top(t.standings(), 8));
        tick(t);
    }

    @Override
    public void resume(Tourney t) {
        tick(t);
    }
}
