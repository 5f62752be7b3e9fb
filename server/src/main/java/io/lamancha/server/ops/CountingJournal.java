package io.lamancha.server.ops;

import io.lamancha.server.journal.ForwardingRecording;
import io.lamancha.server.journal.Journal;
import io.lamancha.server.metrics.ServerMetrics;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;

/**
 * A journal that counts what it records: moves once durable, and finished games, by game; and
 * logs each game's start and end at INFO (the room, the players, no move). The
 * tables record through it unaware; what they are given back is the journal's own.
 */
public final class CountingJournal implements Journal {

    private static final org.apache.logging.log4j.Logger LOG =
            org.apache.logging.log4j.LogManager.getLogger(CountingJournal.class);

    private final Journal journal;
    private final ServerMetrics metrics;

    public CountingJournal(Journal journal, ServerMetrics metrics) {
        this.journal = journal;
        this.metrics = metrics;
    }

    @Override
    public Recording started(String room, String game, Map<String, String> options, long seed, List<SeatRecord> seats,
            boolean rated) {
        Recording recording = journal.started(room, game, options, seed, seats, rated);
        List<String> names = seats.stream().map(s -> s.bot() == null ? s.name() : s.name() + " (bot)").toList();
        LOG.info("a {}game of {} starts in {}: {}", rated ? "rated " : "", game, room, String.join(", ", names));
        return new ForwardingRecording(recording) {
            @Override
            public CompletableFuture<Void> moved(int seq, int seat, String move) {
                CompletableFuture<Void> durable = super.moved(seq, seat, move);
                durable.thenRun(() -> metrics.moveRecorded(game));
                return durable;
            }

            @Override
            public CompletableFuture<List<RatingChange>> finished(Result result) {
                CompletableFuture<List<RatingChange>> changes = super.finished(result);
                metrics.gameFinished(game);
                LOG.info("the game of {} in {} ends: {}", game, room, placed(names, result.places()));
                return changes;
            }

            @Override
            public CompletableFuture<Void> aborted() {
                LOG.info("the game of {} in {} is aborted", game, room);
                return super.aborted();
            }
        };
    }

    /** Each seat's name with its place (1 is first). */
    private static String placed(List<String> names, List<Integer> places) {
        if (places == null || places.size() != names.size()) {
            return String.join(", ", names);
        }
        List<String> out = new java.util.ArrayList<>();
        for (int i = 0; i < names.size(); i++) {
            out.add(names.get(i) + " " + places.get(i) + ".");
        }
        return String.join(", ", out);
    }

    @Override
    public void whenWritable(Runnable then) {
        journal.whenWritable(then);
    }
}
