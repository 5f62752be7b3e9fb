package io.lamancha.server.store;

import java.time.Instant;
import java.util.List;
import java.util.Map;

/**
 * One line of {@code /history}: a finished game without its moves.
 *
 * @param id the store's id, for {@code /replay id}
 * @param seats seat 0 first
 * @param scores per seat, seat 0 first
 * @param winners winning seats, ascending
 * @param options the table's options as stored with the game
 * @param rated whether its result changed its players' ratings
 * @param left the seats whose player left and a bot played on for them (placed last), ascending
 * @param aborted whether the game was aborted (then it has no scores and no winners)
 */
public record GameSummary(long id, String room, String gameId, Instant startedAt, Instant finishedAt,
        List<StoredSeat> seats, List<Integer> scores, List<Integer> winners, Map<String, String> options, boolean rated,
        List<Integer> left, boolean aborted) {
    public GameSummary {
        options = Map.copyOf(options);
        seats = List.copyOf(seats);
        scores = List.copyOf(scores);
        winners = List.copyOf(winners);
        left = List.copyOf(left);
    }
}
