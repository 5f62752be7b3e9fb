package io.lamancha.server.rating;

import java.time.Duration;
import java.util.Objects;

/**
 * A player's rating in one game as it is shown: the stored rating widened by the time away, the
 * displayed points and whether they are provisional (shown with {@code ?}, left off leaderboards).
 *
 * <p>Provisional means fewer than {@link #MIN_GAMES} rated games, or sigma above
 * {@link #PROVISIONAL_SIGMA} = 7.5 (nine tenths of a new player's 25/3). A newcomer's sigma sinks
 * more slowly at bigger tables, so the sigma test makes the wait depend on the table: simulated
 * with openskill (random results), the median newcomer gets below 7.5 after 4 games at two seats,
 * 5 at three, 7 at four, 9 at five and 11 at six. Its other work is marking players whose sigma
 * grew back during a long absence ({@link Inactivity}).
 *
 * @param rating the rating as of now ({@link Inactivity} applied)
 * @param games how many rated games of this game the player has finished
 */
public record Standing(Rating rating, int games) {
    /** Fewer rated games than this are provisional. */
    public static final int MIN_GAMES = 5;
    /** A sigma above this is provisional. */
    public static final double PROVISIONAL_SIGMA = 7.5;

    public Standing {
        Objects.requireNonNull(rating, "rating");
        if (games < 0) {
            throw new IllegalArgumentException("negative games: " + games);
        }
    }

    /** The standing of a stored rating after {@code idle} since the player's last rated game. */
    public static Standing asOf(Rating stored, int games, Duration idle) {
        return new Standing(Inactivity.asOf(stored, idle), games);
    }

    /** The displayed rating, see {@link RatingScale}. */
    public int points() {
        return RatingScale.points(rating);
    }

    /** Whether the rating is still provisional. */
    public boolean provisional() {
        return games < MIN_GAMES || rating.sigma() > PROVISIONAL_SIGMA;
    }
}
