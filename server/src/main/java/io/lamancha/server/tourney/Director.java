package io.lamancha.server.tourney;

import io.lamancha.server.store.StoredTourney;
import io.lamancha.server.pairing.Standing;
import io.lamancha.server.world.Strand;
import io.lamancha.server.world.World;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The work both formats share: seating a table and starting its game, scoring a table that ended,
 * finishing a tournament, and after a restart picking up the tables that were being played. Runs on
 * the tournaments' strand.
 */
final class Director {

    final World world;
    final Strand strand;
    final Clock clock;
    /** How long a tournament's minute lasts: a minute, shorter only in tests. */
    final Duration minute;
    final Keeper keeper;
    final News news;
    private final Seater seater;

    Director(World world, Strand strand, Clock clock, Duration minute, Keeper keeper, Seater seater) {
        this.world = world;
        this.strand = strand;
        this.clock = clock;
        this.minute = minute;
        this.keeper = keeper;
        this.news = new News(world);
        this.seater = seater;
    }

    /** Keeps where {@code t} stands: status, round, start, end. */
    void progress(Tourney t) {
        keeper.keep(s -> s.progress(t.id(), t.status().name(), t.round(), t.spec().startsAt(), t.endsAt()),
                "keep a tournament's progress");
        t.refresh();
    }

    /** A new table: kept, then its game started. */
    void seat(Tourney t, TourneyTable table) {
        t.seated(table);
        keeper.keep(s -> s.seat(t.id(), new StoredTourney.Table(table.round(), table.number(), table.room(),
                table.bots(), table.state().name(), table.people(), List.of())), "keep a tournament's table");
        keeper.then(() -> start(t, table));
    }

    /** Starts the game of a table seated and kept. */
    void start(Tourney t, TourneyTable table) {
        seater.start(t.spec(), table, room -> strand.execute(() -> {
            table.playing(room);
            keeper.keep(s -> s.playing(t.id(), table.round(), table.number(), room), "keep a tournament's table");
            t.refresh();
        }), why -> strand.execute(() -> {
            news.post(t.name(), table.room() + " could not start (" + why + "); it scores nothing.");
            score(t, table, new TableEnd(true, table.people(), List.of()));
        }));
    }

    /**
     * A table ended (told at the table, or read from the store after a restart): each person's
     * points, kept and posted; then the format goes on. A table scored already is left as it is.
     */
    void score(Tourney t, TourneyTable table, TableEnd end) {
        if (table.state().ended() || t.status() != Tourney.Status.RUNNING) {
            return;
        }
        table.ended(end.aborted() ? TourneyTable.State.ABORTED : TourneyTable.State.FINISHED,
                end.halfPointsOf(table.people()));
        keeper.keep(s -> s.ended(t.id(), table.round(), table.number(), table.state().name(), table.halfPoints()),
                "keep a tournament table's end");
        t.refresh();
        news.post(t.name(), (end.aborted() ? "Aborted, no points: " : "Result: ") + News.table(table));
        formatOf(t).tableEnded(t, table);
    }

    /** The tournament is over: the final standings kept and told; on a cluster its name's lease goes. */
    void finish(Tourney t) {
        t.status(Tourney.Status.FINISHED);
        t.timer(null);
        world.peers().releaseRoom(Tourneys.lease(t.name()));
        List<Standing> standings = t.standings();
        Map<String, int[]> last = new LinkedHashMap<>();
        for (Standing s : standings) {
            last.put(s.name(), new int[] {s.rank(), s.halfPoints()});
        }
        keeper.keep(s -> s.finish(t.id(), t.status().name(), clock.instant(), last), "keep a tournament's end");
        t.refresh();
        List<String> lines = new ArrayList<>();
        lines.add("The tournament is over. Final standings:");
        for (Standing s : standings.subList(0, Math.min(10, standings.size()))) {
            lines.add(s.rank() + ". " + s.name() + " " + io.lamancha.server.pairing.PlacePoints.show(s.halfPoints())
                    + (s.halfPoints() == 2 ? " point" : " points"));
        }
        news.post(t.name(), lines);
        if (!standings.isEmpty()) {
            news.lobby("The tournament " + t.name() + " is over: " + standings.get(0).name() + " wins. /tourney show "
                    + t.name() + " has the standings.");
        }
    }

    /**
     * After a restart: each table not ended is found again (its game restored into a room, or
     * ended meanwhile, as the store says) or started if its game never was; then the format goes on.
     */
    void recover(Tourney t, Runnable then) {
        List<TourneyTable> open = new ArrayList<>();
        for (TourneyTable table : t.tables()) {
            if (!table.state().ended()) {
                open.add(table);
            }
        }
        if (open.isEmpty()) {
            strand.execute(then);
            return;
        }
        int[] left = {open.size()};
        for (TourneyTable table : open) {
            String tag = table.tag(t.name()).value();
            keeper.ask(s -> s.tourneys().game(tag), Optional.<StoredTourney.GameEnd>empty()).whenComplete((stored, failed) ->
                    strand.execute(() -> {
                        recovered(t, table, stored == null ? Optional.empty() : stored);
                        if (--left[0] == 0) {
                            then.run();
                        }
                    }));
        }
    }

    private void recovered(Tourney t, TourneyTable table, Optional<StoredTourney.GameEnd> stored) {
        if (table.state().ended()) {
            return; // told at its table meanwhile
        }
        if (stored.isEmpty()) {
            start(t, table); // kept as seated, but its game never started
            return;
        }
        Optional<TableEnd> end = TableEnd.of(stored.get());
        if (end.isPresent()) {
            score(t, table, end.get());
            return;
        }
        if (table.state() == TourneyTable.State.WAITING) {
            // started before the restart, and restored: its end comes from its table
            String room = stored.get().room();
            table.playing(room);
            keeper.keep(s -> s.playing(t.id(), table.round(), table.number(), room), "keep a tournament's table");
            t.refresh();
        }
    }

    /** Where the format's own steps are: set by {@link Tourneys}. */
    interface Formats {
        FormatRun of(Tourney t);
    }

    private Formats formats;

    void formats(Formats formats) {
        this.formats = formats;
    }

    private FormatRun formatOf(Tourney t) {
        return formats.of(t);
    }

    /** What a format does at its own steps. */
    interface FormatRun {
        /** The creator (or the clock) starts it. */
        void begin(Tourney t);

        /** A table of it ended and was scored. */
        void tableEnded(Tourney t, TourneyTable table);

        /** After a restart, once its tables are recovered. */
        void resume(Tourney t);
    }
}
