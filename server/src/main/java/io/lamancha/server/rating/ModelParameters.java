package io.lamancha.server.rating;

/**
 * The constants of the Weng-Lin Plackett-Luce model, named as in the reference implementation,
 * openskill (npm, 5.0.1), whose {@code rate} takes the same options.
 *
 * @param mu a new player's mean skill
 * @param sigma a new player's uncertainty
 * @param beta the spread of one game's performance around a player's skill
 * @param kappa the least fraction of its variance a player keeps after a game; only absurd inputs
 *     (a sigma hundreds of times beta) ever reach it
 * @param tau added to every sigma before a game (as {@code sqrt(sigma^2 + tau^2)}), so that sigma
 *     of a player who plays a lot does not sink towards zero and the rating can still move
 * @param limitSigma whether a game's sigma is capped at the sigma the player came in with, so a
 *     game never makes anyone less certain (tau then only makes the mean move more)
 */
public record ModelParameters(double mu, double sigma, double beta, double kappa, double tau, boolean limitSigma) {
    /**
     * openskill's own defaults: mu 25, sigma 25/3, beta sigma/2, kappa 0.0001, tau 25/300 and no
     * limit on sigma, with which a game can raise a settled player's sigma a little.
     */
    public static final ModelParameters OPENSKILL_DEFAULTS = new ModelParameters(25, 25.0 / 3, 25.0 / 6, 0.0001, 25.0 / 300, false);

    /**
     * What La Mancha rates with: openskill's defaults with {@code limitSigma}, so sigma never grows
     * from a game; it grows only with time away, see {@link Inactivity}.
     */
    public static final ModelParameters LAMANCHA = OPENSKILL_DEFAULTS.withLimitSigma(true);

    public ModelParameters {
        boolean finite = Double.isFinite(mu) && Double.isFinite(sigma) && Double.isFinite(beta) && Double.isFinite(tau);
        if (!finite || !(sigma > 0) || !(beta > 0) || !(kappa > 0 && kappa < 1) || !(tau >= 0)) {
            throw new IllegalArgumentException("model parameters out of range: mu=" + mu + " sigma=" + sigma
                    + " beta=" + beta + " kappa=" + kappa + " tau=" + tau);
        }
    }

    /** The rating of a player who has not played this game yet. */
    public Rating initial() {
        return new Rating(mu, sigma);
    }

    /** These parameters with another tau. */
    public ModelParameters withTau(double newTau) {
        return new ModelParameters(mu, sigma, beta, kappa, newTau, limitSigma);
    }

    /** These parameters with or without the limit on sigma. */
    public ModelParameters withLimitSigma(boolean limit) {
        return new ModelParameters(mu, sigma, beta, kappa, tau, limit);
    }
}
