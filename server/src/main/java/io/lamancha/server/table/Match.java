package io.lamancha.server.table;

import io.lamancha.engine.Game;
import io.lamancha.engine.GameDefinition;
import io.lamancha.engine.GameOptions;
import io.lamancha.engine.MoveResult;
import io.lamancha.protocol.ErrorCode;
import io.lamancha.protocol.event.Notice;
import io.lamancha.server.world.Refusal;
import io.lamancha.server.world.Services;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;

/**
 * The game being played at a table: the engine's game, the seed and options it was dealt with,
 * and its record. A move changes the engine at once and is told to everyone once it is recorded;
 * a move that could not be recorded is taken back by dealing the game again from its seed and
 * replaying the recorded moves. Confined to the room's strand.
 */
final class Match {

    private final Table table;
    private final MoveLog log = new MoveLog();
    private Game game;
    private long seed;
    private GameOptions options;

    Match(Table table) {
        this.table = table;
    }

    /** The game in play or last played, {@code null} before the first and after a reset. */
    Game game() {
        return game;
    }

    MoveLog log() {
        return log;
    }

    /** Deals a new game to the seated players with {@code opts} and opens its record in the journal. */
    void deal(GameOptions opts) {
        Services services = table.services();
        long dealt = services.seeds().getAsLong();
        List<Journal.SeatRecord> records = new ArrayList<>();
        for (Seat s : table.seats()) {
            records.add(new Journal.SeatRecord(s.name(), s.botLevel()));
        }
        begin(definition().newGame(records.size(), opts, dealt), dealt, opts, services.journal()
                .started(table.room().name(), definition().id(), table.optionValues(), dealt, records), List.of());
    }

    /**
     * Deals the stored game again and replays its recorded moves (at server start).
     *
     * @return false, keeping nothing, when the engine refuses a stored move
     */
    boolean replay(GameOptions opts, long storedSeed, List<Journal.MoveRecord> moves, Journal.Recording recording) {
        Game restored = definition().newGame(table.seats().size(), opts, storedSeed);
        for (Journal.MoveRecord m : moves) {
            if (!(restored.apply(m.seat(), m.move()) instanceof MoveResult.Accepted)) {
                return false;
            }
        }
        begin(restored, storedSeed, opts, recording, moves);
        return true;
    }

    private void begin(Game started, long startSeed, GameOptions opts, Journal.Recording recording,
                       List<Journal.MoveRecord> recorded) {
        game = started;
        seed = startSeed;
        options = opts;
        log.start(recording, recorded);
        for (Seat s : table.seats()) {
            s.botInstance(s.isBot() ? definition().newBot(s.botLevel(), table.services().seeds().getAsLong()) : null);
        }
    }

    /** No game on the table any more ({@code /reset}). */
    void clear() {
        game = null;
    }

    /**
     * Applies a move for a seat (person, bot or timer). Completes when the move is recorded and
     * everyone has been told; a refusal is thrown at once and changes nothing.
     */
    CompletableFuture<Void> apply(int seat, String move) {
        MoveResult result = game.apply(seat, move);
        if (result instanceof MoveResult.Rejected) {
            MoveResult.Rejected r = (MoveResult.Rejected) result;
            throw new Refusal(ErrorCode.valueOf(r.code().name()), r.reason());
        }
        MoveResult.Accepted accepted = (MoveResult.Accepted) result;
        table.bots().moved(seat);
        Game thisGame = game;
        int before = game.version() - 1;
        CompletableFuture<Void> done = new CompletableFuture<>();
        log.append(seat, accepted.move()).whenComplete((ok, err) -> table.room().strand().run(() -> {
            if (game == thisGame && err != null) {
                unrecorded(before);
            } else if (game == thisGame) {
                table.views().announce(accepted.events());
                // A later move may have been applied while this one was written (simultaneous
                // turns, quick players): the game as it is now shows that move too, which is not
                // durable yet. Its own completion shows the states, and ends the game if it did.
                if (game.version() == before + 1) {
                    table.views().showStates(seat);
                    if (game.isOver() && table.playing()) {
                        table.finish();
                    } else {
                        table.bots().prompt();
                    }
                }
            }
            if (err != null) {
                done.completeExceptionally(err);
            } else {
                done.complete(null);
            }
        }));
        return done;
    }

    /**
     * A move could not be recorded: nobody has been told of it, so the game goes back to the last
     * recorded move (rebuilt from the seed) and everyone is shown that position again.
     */
    private void unrecorded(int recorded) {
        if (game.version() <= recorded) {
            return;
        }
        Game rebuilt = definition().newGame(table.seats().size(), options, seed);
        for (Journal.MoveRecord m : log.firstMoves(recorded)) {
            rebuilt.apply(m.seat(), m.move());
        }
        log.truncate(recorded);
        game = rebuilt;
        table.bots().cancelAll();
        table.views().reset();
        table.room().broadcast(new Notice("store",
                "The server could not record the last move; the game goes on from before it."));
        table.views().publish(List.of(), -1);
        table.bots().prompt();
    }

    private GameDefinition definition() {
        return table.definition();
    }
}
