package io.lamancha.server.ops;

import io.lamancha.server.journal.ForwardingRecording;
import io.lamancha.server.journal.Journal;
import io.lamancha.server.metrics.ServerMetrics;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;

/**
 * A journal that counts what it records: moves once durable, and finished games, by game. The
 * tables record through it unaware; what they are given back is the journal's own.
 */
public final class CountingJournal implements Journal {

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
                return changes;
            }
        };
    }

    @Override
    public void whenWritable(Runnable then) {
        journal.whenWritable(then);
    }
}
