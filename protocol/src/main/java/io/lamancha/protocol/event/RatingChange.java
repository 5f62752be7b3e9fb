package io.lamancha.protocol.event;

/**
 * One player's rating before and after a rated game, in displayed points.
 *
 * @param provisional whether the rating after the game is still provisional (shown with {@code ?})
 */
public record RatingChange(String name, int before, int after, boolean provisional) {

    /** {@code alice 1012 -> 1031 (+19)}, with {@code ?} after a provisional rating. */
    public String text() {
        int delta = after - before;
        return name + " " + before + " -> " + after + (provisional ? "?" : "") + " (" + (delta >= 0 ? "+" : "") + delta
                + ")";
    }
}
