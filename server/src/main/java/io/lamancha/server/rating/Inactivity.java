package io.lamancha.server.rating;

import java.time.Duration;

/**
 * Uncertainty that comes back with time away: a stored rating is widened when it is read, by the
 * time since the player's last rated game, so nothing runs on a timer.
 *
 * <p>{@code sigma' = min(sigma0, sqrt(sigma^2 + TAU_PER_DAY^2 * days))}, with days counted to the
 * second, sigma0 = 25/3 (a new player's sigma) and {@link #TAU_PER_DAY} = 0.25. A sigma already at
 * or above sigma0 is left as it is; mu never changes.
 *
 * <p>Why 0.25 per day: a settled player (sigma about 2) loses about 50 displayed points in a month
 * away, about 130 in three months and 380 in a year, and is provisional again (sigma above
 * {@link Standing#PROVISIONAL_SIGMA}) after about 27 months; from sigma 0 it would take three years
 * to be as unknown as a new player. Slower drift would leave returning players' ratings as stiff
 * as before; faster would punish a holiday.
 *
 * <p>The same widening applies before a game is rated: the rating a player brings to a game is
 * {@code asOf(stored, time from the last rated game to this game's end)}. Both times must be the
 * stored game times, never the clock, so that rebuilding the ratings from the stored games gives
 * the live numbers.
 */
public final class Inactivity {
    /** Sigma gained per day without a rated game, in quadrature. */
    public static final double TAU_PER_DAY = 0.25;
    /** Time away never makes sigma larger than a new player's. */
    public static final double SIGMA_CAP = ModelParameters.LAMANCHA.sigma();

    private static final double SECONDS_PER_DAY = 86_400;

    private Inactivity() {}

    /**
     * The rating after {@code idle} without a rated game; a negative {@code idle} (clocks of two
     * nodes disagreeing) counts as none.
     */
    public static Rating asOf(Rating stored, Duration idle) {
        if (idle.isNegative() || idle.isZero() || stored.sigma() >= SIGMA_CAP) {
            return stored;
        }
        double days = idle.getSeconds() / SECONDS_PER_DAY;
        double grown = Math.sqrt(stored.sigma() * stored.sigma() + TAU_PER_DAY * TAU_PER_DAY * days);
        return new Rating(stored.mu(), Math.min(SIGMA_CAP, grown));
    }
}
