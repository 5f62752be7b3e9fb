package io.lamancha.server.store;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A whole stored game: with the same engine, seed, options and seats, replaying {@code moves} in
 * order rebuilds it exactly.
 *
 * @param id the store's id for the game
 * @param gameId the engine's id, e.g. {@code skat}
 * @param seats seat 0 first
 * @param moves ascending seq
 * @param finishedAt empty unless FINISHED
 * @param scores per seat, seat 0 first; empty unless FINISHED
 * @param winners winning seats ascending; empty unless FINISHED (or nobody won)
 * @param rated whether its result changes (or changed) its players' ratings
 */
public record StoredGame(long id, String room, String gameId, Map<String, String> options, long seed,
        List<StoredSeat> seats, List<StoredMove> moves, GameStatus status, Instant startedAt,
        Optional<Instant> finishedAt, List<Integer> scores, List<Integer> winners, boolean rated) {
    public StoredGame {
        options = Map.copyOf(options);
        seats = List.copyOf(seats);
        moves = List.copyOf(moves);
        scores = List.copyOf(scores);
        winners = List.copyOf(winners);
    }
}
