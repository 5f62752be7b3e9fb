package io.lamancha.server.table;

import io.lamancha.engine.GameResult;
import io.lamancha.protocol.event.GameOver;
import io.lamancha.server.journal.Journal;
import io.lamancha.server.world.Room;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * How one game ends, once: played to its end (the result recorded with every player who left
 * placed last, see {@link Ending}) or aborted (stored as aborted, unrated). Everyone is told only
 * once the store has it, with the rating changes of a rated game and how a solo score ranks, so a
 * {@code /history} asked after the end lists the game. Confined to the room's strand.
 */
final class GameEnd {

    private final Room room;
    private final SeatList seats;
    private final String gameId;
    private final TableServices.SoloRecords records;
    private final MoveLog log;
    private final Consumer<GameOver> over;
    private boolean ended;
    private boolean dropped;
    private GameOver told;

    /**
     * @param log the game's moves, whose recording the end goes to
     * @param over the game has ended and everyone has been told of it (once)
     */
    GameEnd(Room room, SeatList seats, String gameId, TableServices.SoloRecords records, MoveLog log,
            Consumer<GameOver> over) {
        this.room = room;
        this.seats = seats;
        this.gameId = gameId;
        this.records = records;
        this.log = log;
        this.over = over;
    }

    /** Whether the game has ended, told or about to be. */
    boolean ended() {
        return ended;
    }

    /** The end as told; {@code null} until it is. */
    GameOver told() {
        return told;
    }

    /** The table has moved on: an end still on its way is not told. */
    void drop() {
        dropped = true;
    }

    /** The game was played to its end with {@code result}: recorded, then told. */
    void finish(GameResult result) {
        ended = true;
        List<Boolean> left = new ArrayList<>();
        for (Seat s : seats.all()) {
            left.add(s.left());
        }
        List<String> names = seats.names();
        Ending ending = Ending.of(result, names, left);
        log.recording().finished(ending.record()).whenComplete((changes, failed) -> room.strand().execute(() -> {
            List<Journal.RatingChange> rated = changes == null ? List.of() : changes;
            int solo = ending.soloPlayer();
            if (solo < 0) {
                tell(ending.told(room.name(), gameId, names, null), rated, ending);
                return;
            }
            records.rank(names.get(solo), gameId, ending.standings().get(0).score(), rank -> room.strand().execute(() ->
                    tell(ending.told(room.name(), gameId, names, rank.orElse(null)), rated, ending)));
        }));
    }

    /** The game ends before its end, for {@code reason} (a sentence): stored as aborted, then told. */
    void abort(String reason) {
        ended = true;
        List<String> names = seats.names();
        log.recording().aborted().whenComplete((ok, failed) -> room.strand().execute(() ->
                tell(GameOver.aborted(room.name(), gameId, names, reason), List.of(), null)));
    }

    private void tell(GameOver end, List<Journal.RatingChange> changes, Ending ending) {
        if (dropped) {
            return;
        }
        told = changes.isEmpty() ? end : end.withRatings(Rated.shown(ending.standings(), changes));
        room.broadcast(told);
        over.accept(told);
    }
}
