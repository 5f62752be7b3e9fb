package io.lamancha.server.table;

import io.lamancha.engine.Game;
import io.lamancha.engine.GameDefinition;
import io.lamancha.engine.GameEvent;
import io.lamancha.engine.GameOptions;
import io.lamancha.engine.MoveResult;
import io.lamancha.engine.Rejection;
import io.lamancha.protocol.ErrorCode;
import io.lamancha.server.journal.Journal;
import io.lamancha.server.world.Refusal;
import io.lamancha.server.world.Strand;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;

/**
 * The game being played at a table: the engine's game, the seed and options it was dealt with,
 * and its record. A move changes the engine at once and is shown once it is recorded; a move that
 * could not be recorded is taken back by dealing the game again from its seed and replaying the
 * recorded moves. Confined to the room's strand.
 */
final class Match {

    /** What a table does with a move once its record is settled (on the table's strand). */
    interface Settlement {

        /** The engine took the move of {@code seat}; its record is on its way. */
        void accepted(int seat);

        /** The move is durable: its events can be told. */
        void recorded(List<GameEvent> events);

        /**
         * Every move applied so far is durable and told: the game as it is now may be shown,
         * finished or prompted.
         */
        void current();

        /** The move could not be recorded ({@code cause} says why): the game went back to before it. */
        void rolledBack(Throwable cause);
    }

    private final GameDefinition definition;
    private final int seats;
    private final GameOptions options;
    private final long seed;
    private final MoveLog log = new MoveLog();
    /** Durable moves whose states wait for a later move's: each completes after the state that shows it. */
    private final List<CompletableFuture<Void>> awaitingState = new ArrayList<>();
    private Game game;

    private Match(GameDefinition definition, int seats, GameOptions options, long seed, Game game) {
        this.definition = definition;
        this.seats = seats;
        this.options = options;
        this.seed = seed;
        this.game = game;
    }

    /** Deals a new game and records it from here on. */
    static Match deal(GameDefinition definition, int seats, GameOptions options, long seed, Journal.Recording recording) {
        Match m = new Match(definition, seats, options, seed, definition.newGame(seats, options, seed));
        m.log.start(recording, List.of());
        return m;
    }

    /** Deals a stored game again and replays its recorded moves; empty when the engine refuses one. */
    static Optional<Match> replay(GameDefinition definition, int seats, GameOptions options, long seed,
            List<Journal.MoveRecord> moves, Journal.Recording recording) {
        Game restored = definition.newGame(seats, options, seed);
        if (firstRefused(restored, moves) != null) {
            return Optional.empty();
        }
        Match m = new Match(definition, seats, options, seed, restored);
        m.log.start(recording, moves);
        return Optional.of(m);
    }

    /**
     * Applies {@code moves} to {@code game} in order: null when the engine accepts each, else the
     * first it refuses (the later ones are not tried), as "move N (seat S): CODE". The move's text
     * is left out: it may be secret.
     */
    static String firstRefused(Game game, List<Journal.MoveRecord> moves) {
        for (int i = 0; i < moves.size(); i++) {
            Journal.MoveRecord m = moves.get(i);
            if (game.apply(m.seat(), m.move()) instanceof MoveResult.Rejected r) {
                return "move " + (i + 1) + " (seat " + (m.seat() + 1) + "): " + codeOf(r.code());
            }
        }
        return null;
    }

    Game game() {
        return game;
    }

    MoveLog log() {
        return log;
    }

    /**
     * Everything the game told, from the deal on: the deal's own events, then each recorded move's,
     * in order, each with its audience. The game is dealt again from its seed and the moves are
     * replayed, as a take-back does.
     */
    List<GameEvent> story() {
        return storySince(0);
    }

    /**
     * What the game told from its move {@code from} on (counting from 0: the deal's own events
     * belong to it), dealt again and replayed as {@link #story} is.
     */
    List<GameEvent> storySince(int from) {
        Game again = definition.newGame(seats, options, seed);
        List<GameEvent> told = new ArrayList<>(from == 0 ? again.openingEvents() : List.of());
        List<Journal.MoveRecord> moves = log.firstMoves(game.version());
        for (int i = 0; i < moves.size(); i++) {
            Journal.MoveRecord m = moves.get(i);
            if (again.apply(m.seat(), m.move()) instanceof MoveResult.Accepted accepted && i >= from) {
                told.addAll(accepted.events());
            }
        }
        return told;
    }

    /**
     * Applies a move for a seat and records it; {@code settlement} hears on {@code strand} how the
     * record went. The future completes after that, failed when the move could not be recorded,
     * and never before a state showing the move has been sent: the mover's {@code ok} must not
     * leave its latest state one from before its own move.
     *
     * @throws Refusal when the engine rejects the move; nothing changed
     */
    CompletableFuture<Void> apply(int seat, String move, Strand strand, Settlement settlement) {
        MoveResult result = game.apply(seat, move);
        if (result instanceof MoveResult.Rejected r) {
            throw new Refusal(codeOf(r.code()), r.reason());
        }
        MoveResult.Accepted accepted = (MoveResult.Accepted) result;
        settlement.accepted(seat);
        Game applied = game;
        int before = game.version() - 1;
        CompletableFuture<Void> done = new CompletableFuture<>();
        // Queued, never run in place: a write durable before this line attaches to it (the strand
        // slow, the journal quick) must be settled behind the earlier moves' settlements already
        // queued, so each move is told, shown and answered in the order it was made.
        log.append(seat, accepted.move()).whenComplete((ok, err) -> strand.execute(() -> {
            if (game != applied) {
                // an earlier move could not be recorded and the game was dealt again without this
                // one: it was not made, whatever its own write did (the journal forgets it)
                done.completeExceptionally(err != null ? err
                        : new IllegalStateException("taken back with an earlier move"));
                return;
            }
            if (err != null) {
                if (rollBackTo(before)) {
                    settlement.rolledBack(err);
                }
                releaseAwaitingState();
            } else {
                settlement.recorded(accepted.events());
                // A later move may have been applied while this one was written (simultaneous
                // turns, quick players): the game as it is now shows that move too, which is not
                // durable yet. Its own completion shows the game, and completes this one's future.
                if (game.version() != before + 1) {
                    awaitingState.add(done);
                    return;
                }
                settlement.current();
                releaseAwaitingState();
            }
            if (err != null) {
                done.completeExceptionally(err);
            } else {
                done.complete(null);
            }
        }));
        return done;
    }

    /** The states of the moves whose futures were held are shown, or never will be: they complete. */
    void releaseAwaitingState() {
        List<CompletableFuture<Void>> held = new ArrayList<>(awaitingState);
        awaitingState.clear();
        held.forEach(f -> f.complete(null));
    }

    /** Deals again and replays the first {@code recorded} moves; false when there was nothing to take back. */
    private boolean rollBackTo(int recorded) {
        if (game.version() <= recorded) {
            return false;
        }
        Game rebuilt = definition.newGame(seats, options, seed);
        for (Journal.MoveRecord m : log.firstMoves(recorded)) {
            rebuilt.apply(m.seat(), m.move());
        }
        log.truncate(recorded);
        game = rebuilt;
        return true;
    }

    /** The wire code of an engine's rejection: a new kind of rejection does not compile until mapped. */
    static ErrorCode codeOf(Rejection rejection) {
        return switch (rejection) {
            case NOT_YOUR_TURN -> ErrorCode.NOT_YOUR_TURN;
            case ILLEGAL_MOVE -> ErrorCode.ILLEGAL_MOVE;
        };
    }
}
