package io.lamancha.engine;

import java.util.List;
import java.util.Objects;

/** The answer to {@link Game#apply(int, String)}. */
public sealed interface MoveResult permits MoveResult.Accepted, MoveResult.Rejected {

    /**
     * The move was applied.
     *
     * @param move the move in canonical notation, as it is stored and replayed
     * @param events what happened, in order, each with its audience
     */
    record Accepted(String move, List<GameEvent> events) implements MoveResult {
        public Accepted {
            Objects.requireNonNull(move, "move");
            events = List.copyOf(events);
        }
    }

    /**
     * The move was refused and the state is unchanged.
     *
     * @param reason a sentence for the player that says what to do instead; it never reveals
     *     anything the player may not see
     */
    record Rejected(Rejection code, String reason) implements MoveResult {
        public Rejected {
            Objects.requireNonNull(code, "code");
            Objects.requireNonNull(reason, "reason");
        }
    }

    static MoveResult accepted(String move, List<GameEvent> events) {
        return new Accepted(move, events);
    }

    static MoveResult notYourTurn(String reason) {
        return new Rejected(Rejection.NOT_YOUR_TURN, reason);
    }

    static MoveResult illegal(String reason) {
        return new Rejected(Rejection.ILLEGAL_MOVE, reason);
    }
}
