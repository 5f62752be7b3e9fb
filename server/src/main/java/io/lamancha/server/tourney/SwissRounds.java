package io.lamancha.server.tourney;

import io.lamancha.server.pairing.Meetings;
import io.lamancha.server.pairing.Split;
import io.lamancha.server.pairing.Standing;
import io.lamancha.server.pairing.SwissPairing;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * A Swiss tournament's rounds. A round seats everyone entered who is online at its start, by
 * standing, into tables of the tournament's size (as equal as the game allows; bots only where no
 * other split exists), keeping those who met apart ({@link SwissPairing}); whoever is not online
 * misses the round: no table, no points. The next round starts the tournament's break after the
 * last table of a round ended; after the last round the tournament is over.
 */
final class SwissRounds implements Director.FormatRun {

    private final Director d;

    SwissRounds(Director d) {
        this.d = d;
    }

    @Override
    public void begin(Tourney t) {
        t.status(Tourney.Status.RUNNING);
        d.news.post(t.name(), "The tournament begins: " + t.active().size() + " players, " + t.spec().rounds()
                + (t.spec().rounds() == 1 ? " round." : " rounds."));
        d.news.lobby("The tournament " + t.name() + " (" + t.spec().game().title() + ") begins; #" + t.name()
                + " has its pairings and results.");
        startRound(t, 1);
    }

    /** Seats round {@code round}. */
    void startRound(Tourney t, int round) {
        t.round(round);
        List<String> present = new ArrayList<>();
        List<String> missed = new ArrayList<>();
        List<Standing> standings = t.standings();
        for (Standing s : standings) {
            Tourney.Entrant e = t.entrant(s.name()).orElseThrow();
            if (e.withdrawn) {
                continue;
            }
            if (d.world.whereabouts(e.name).isPresent()) {
                present.add(e.name);
                d.world.user(e.name).ifPresent(session -> d.news.follow(t.name(), session));
            } else {
                missed.add(e.name);
                t.missed(round, e.name);
            }
        }
        d.progress(t);
        if (!missed.isEmpty()) {
            d.keeper.keep(s -> s.missed(t.id(), round, missed), "keep who missed a round");
        }
        TourneySpec spec = t.spec();
        Split split = Split.of(present.size(), spec.seats(), spec.minSeats(), spec.game().maxSeats());
        List<List<String>> tables = SwissPairing.pair(present, split.people(), Meetings.at(t.results()));
        List<String> lines = new ArrayList<>();
        lines.add("Round " + round + " of " + spec.rounds() + (missed.isEmpty() ? ":" : " (missed, not online: "
                + String.join(", ", missed) + "):"));
        for (int i = 0; i < tables.size(); i++) {
            TourneyTable table = new TourneyTable(round, i + 1, Seater.roomName(t.name(), round, i + 1), tables.get(i),
                    split.bots().get(i), TourneyTable.State.WAITING, null);
            lines.add(News.table(table));
            d.seat(t, table);
        }
        if (tables.isEmpty()) {
            lines.add("Nobody is online to play it.");
        }
        d.news.post(t.name(), lines);
        t.refresh();
        if (tables.isEmpty()) {
            roundOver(t);
        }
    }

    @Override
    public void tableEnded(Tourney t, TourneyTable table) {
        if (table.round() == t.round() && roundDone(t)) {
            roundOver(t);
        }
    }

    private static boolean roundDone(Tourney t) {
        return t.tables().stream().filter(x -> x.round() == t.round()).allMatch(x -> x.state().ended());
    }

    /** Every table of the round ended: the standings, then the next round after the break, or the end. */
    private void roundOver(Tourney t) {
        int round = t.round();
        if (round >= t.spec().rounds()) {
            d.finish(t);
            return;
        }
        Duration pause = Duration.ofSeconds(t.spec().breakSeconds());
        d.news.post(t.name(), List.of("After round " + round + ": " + News.top(t.standings(), 8),
                "Round " + (round + 1) + " starts " + (pause.isZero() ? "now." : "in " + pause.toSeconds() + " s.")));
        t.timer(d.strand.schedule(() -> {
            if (t.status() == Tourney.Status.RUNNING && t.round() == round) {
                startRound(t, round + 1);
            }
        }, pause));
    }

    @Override
    public void resume(Tourney t) {
        if (t.round() == 0) {
            startRound(t, 1);
        } else if (roundDone(t)) {
            roundOver(t);
        }
    }
}
