package io.lamancha.server.rating;

/**
 * One player's skill in one game as the Weng-Lin model sees it: a normal belief with mean
 * {@code mu} and standard deviation {@code sigma}. A value; {@link PlackettLuce#rate} makes new
 * ones, it never changes one.
 *
 * @param mu the mean skill; any finite number (25 for a new player)
 * @param sigma the uncertainty about it; finite and above zero (25/3 for a new player)
 */
public record Rating(double mu, double sigma) {
    public Rating {
        if (!Double.isFinite(mu) || !Double.isFinite(sigma) || !(sigma > 0)) {
            throw new IllegalArgumentException("rating needs a finite mu and a finite sigma above 0: mu=" + mu + " sigma=" + sigma);
        }
    }
}
