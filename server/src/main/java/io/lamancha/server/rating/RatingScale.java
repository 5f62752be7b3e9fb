package io.lamancha.server.rating;

/**
 * The one number people see for a rating: {@code round((mu - 3 * sigma) * 40 + 1000)}.
 *
 * <p>{@code mu - 3 * sigma} is the conservative estimate openskill calls the ordinal: the skill
 * the player is almost surely above. So a new player (25, 25/3) shows 1000, and the number rises
 * as games make the model surer, even through a middling result; a settled average player (mu 25,
 * sigma near 1.5 to 2 after some hundreds of games) shows about 1760 to 1820. One point of mu is 40
 * points, so one beta (25/6, the spread of one game's performance) is about 167. A long absence
 * lowers the number shown, because sigma grows back ({@link Inactivity}), and the first games back
 * win it back quickly.
 *
 * <p>Rounding is half up ({@link Math#round(double)}).
 */
public final class RatingScale {
    /** How many standard deviations are taken off mu. */
    public static final double SIGMAS_OFF = 3;
    /** Points per unit of mu. */
    public static final double POINTS_PER_MU = 40;
    /** Where a new player stands. */
    public static final double NEW_PLAYER_POINTS = 1000;

    private RatingScale() {}

    /**
     * The displayed rating.
     *
     * @throws ArithmeticException if it does not fit an int (a mu beyond about 50 million)
     */
    public static int points(Rating rating) {
        double ordinal = rating.mu() - SIGMAS_OFF * rating.sigma();
        return Math.toIntExact(Math.round(ordinal * POINTS_PER_MU + NEW_PLAYER_POINTS));
    }
}
