package io.lamancha.server.table;

import io.lamancha.server.journal.Journal;
import io.lamancha.server.world.Strand;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;

/**
 * The running game's accepted moves on their way to the journal. Nothing of a move is shown before
 * it is durable: states are published when its write completes, and anything else that shows the
 * game waits for {@link #afterDurable}. Confined to the table's strand, except the futures.
 */
final class MoveLog {

    private final List<Journal.MoveRecord> moves = new ArrayList<>();
    private Journal.Recording recording;
    private CompletableFuture<Void> last = CompletableFuture.completedFuture(null);

    /** A new game (or a restored one, with its stored moves) is recorded from here on. */
    void start(Journal.Recording recording, List<Journal.MoveRecord> stored) {
        this.recording = recording;
        moves.clear();
        moves.addAll(stored);
        last = CompletableFuture.completedFuture(null);
    }

    Journal.Recording recording() {
        return recording;
    }

    /** Records an accepted move; the future completes when it is durable. */
    CompletableFuture<Void> append(int seat, String move) {
        moves.add(new Journal.MoveRecord(seat, move));
        CompletableFuture<Void> written = recording.moved(moves.size(), seat, move);
        last = written.handle((ok, err) -> null);
        return written;
    }

    /** The first {@code count} moves, to rebuild the game without the ones that were not recorded. */
    List<Journal.MoveRecord> firstMoves(int count) {
        return new ArrayList<>(moves.subList(0, Math.min(count, moves.size())));
    }

    /** Keeps the first {@code count} moves; the journal forgets the others, should any be recorded. */
    void truncate(int count) {
        if (moves.size() > count) {
            moves.subList(count, moves.size()).clear();
            recording.tookBack(count + 1);
        }
    }

    /**
     * Runs {@code task} on {@code strand} (the table's) once every move recorded by then is durable
     * (or has failed). Moves recorded while it waits are waited for too: the task shows the game as
     * it is when it runs, which must hold no move that is not stored yet.
     */
    void afterDurable(Strand strand, Runnable task) {
        if (last.isDone()) {
            strand.run(task);
        } else {
            last.whenComplete((ok, err) -> strand.run(() -> afterDurable(strand, task)));
        }
    }
}
