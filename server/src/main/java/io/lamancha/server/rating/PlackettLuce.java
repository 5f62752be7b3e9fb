package io.lamancha.server.rating;

import java.util.List;
import java.util.Objects;

/**
 * The Weng-Lin Bayesian online rating update with the Plackett-Luce likelihood (Weng and Lin 2011,
 * "A Bayesian Approximation Method for Online Ranking", JMLR 12), for free-for-all games: every
 * player is a team of one. It computes what the reference implementation, openskill 5.0.1's
 * {@code rate(teams, {model: plackettLuce, rank, ...parameters})}, computes, to within rounding;
 * the test data {@code golden.json} holds vectors made by openskill itself.
 *
 * <p>One game, in openskill's steps, for players i with rank r_i (lower is better):
 * <ol>
 * <li>tau widens every belief first: s_i^2 = sigma_i^2 + tau^2.
 * <li>c = sqrt(sum over all players of (s_i^2 + beta^2)); a player's strength is e_i = exp(mu_i / c).
 * <li>S_q sums e_j over the players j not ranked above q (r_j >= r_q, q itself included);
 *     A_q counts the players sharing q's rank (q itself included).
 * <li>For player i, summing over the players q not ranked below i (r_q <= r_i, i itself included),
 *     with p = e_i / S_q: omega_i = sum of ([q = i] - p) / A_q, delta_i = sum of p (1 - p) / A_q.
 * <li>mu_i' = mu_i + s_i^2 / c * omega_i and
 *     sigma_i' = s_i * sqrt(max(1 - s_i^2 / c^2 * (s_i / c) * delta_i, kappa)).
 * <li>With {@code limitSigma}, sigma_i' is at most sigma_i.
 * </ol>
 *
 * <p>Ties are openskill's: players with equal ranks share one place. Each counts the others as not
 * above it in S_q, and appears in the others' sums with weight 1 / A_q, so a tie between equal
 * players moves no mean and still shrinks both sigmas. Only the order of the ranks matters: ranks
 * (1, 1, 3) and (4, 4, 9) rate the same.
 *
 * <p>Pure and deterministic: the players are taken in one canonical order (by rank, then mu, then
 * sigma) whatever the order of the list, so permuting the input permutes the output exactly, bit for
 * bit, and tied players with equal ratings get exactly equal results.
 */
public final class PlackettLuce {
    private final ModelParameters parameters;

    /** A model with the given constants; {@link ModelParameters#LAMANCHA} is what the server rates with. */
    public PlackettLuce(ModelParameters parameters) {
        this.parameters = Objects.requireNonNull(parameters, "parameters");
    }

    /** The constants this model rates with. */
    public ModelParameters parameters() {
        return parameters;
    }

    /**
     * The players' ratings after one game.
     *
     * @param players each player's rating before the game (with {@link Inactivity} already applied)
     * @param ranks each player's place, in the same order: lower is better, equal ranks are a tie; any
     *     integers, only their order counts
     * @return the new ratings, in the order of {@code players}
     * @throws IllegalArgumentException if there are fewer than two players or the lists differ in size
     */
    public List<Rating> rate(List<Rating> players, List<Integer> ranks) {
        int n = players.size();
        if (n < 2 || ranks.size() != n) {
            throw new IllegalArgumentException("a rated game needs two or more players, each with a rank: "
                    + n + " players, " + ranks.size() + " ranks");
        }
        int[] order = canonicalOrder(players, ranks);
        Field field = new Field(players, ranks, order, parameters);
        Rating[] after = new Rating[n];
        for (int k = 0; k < n; k++) {
            Rating before = players.get(order[k]);
            Rating rated = field.updated(k);
            if (parameters.limitSigma() && rated.sigma() > before.sigma()) {
                rated = new Rating(rated.mu(), before.sigma());
            }
            after[order[k]] = rated;
        }
        return List.of(after);
    }

    /**
     * Indices into {@code players}, sorted by rank, then mu, then sigma: players who share all three
     * are interchangeable, so every order of the input list gives the same sums in the same order.
     */
    private static int[] canonicalOrder(List<Rating> players, List<Integer> ranks) {
        int n = players.size();
        int[] order = new int[n];
        for (int i = 0; i < n; i++) {
            Objects.requireNonNull(players.get(i), "player");
            Objects.requireNonNull(ranks.get(i), "rank");
            order[i] = i;
        }
        // Insertion sort: tables have two to six seats, and it needs no boxing or comparator objects.
        for (int i = 1; i < n; i++) {
            int moving = order[i];
            int j = i - 1;
            while (j >= 0 && compare(players, ranks, order[j], moving) > 0) {
                order[j + 1] = order[j];
                j--;
            }
            order[j + 1] = moving;
        }
        return order;
    }

    private static int compare(List<Rating> players, List<Integer> ranks, int a, int b) {
        int byRank = Integer.compare(ranks.get(a), ranks.get(b));
        if (byRank != 0) {
            return byRank;
        }
        int byMu = Double.compare(players.get(a).mu(), players.get(b).mu());
        return byMu != 0 ? byMu : Double.compare(players.get(a).sigma(), players.get(b).sigma());
    }

    /** One game's players in canonical order, with the sums every player's update shares. */
    private static final class Field {
        private final ModelParameters parameters;
        private final double[] mu;
        private final double[] variance;
        private final double[] strength;
        private final double[] notAboveFrom;
        private final int[] tieStart;
        private final int[] tieEnd;
        private final double c;

        Field(List<Rating> players, List<Integer> ranks, int[] order, ModelParameters parameters) {
            this.parameters = parameters;
            int n = order.length;
            mu = new double[n];
            variance = new double[n];
            double cSquared = 0;
            double maxMu = Double.NEGATIVE_INFINITY;
            for (int k = 0; k < n; k++) {
                Rating r = players.get(order[k]);
                mu[k] = r.mu();
                variance[k] = r.sigma() * r.sigma() + parameters.tau() * parameters.tau();
                cSquared += variance[k] + parameters.beta() * parameters.beta();
                maxMu = Math.max(maxMu, mu[k]);
            }
            c = Math.sqrt(cSquared);
            strength = new double[n];
            notAboveFrom = new double[n + 1];
            // exp(mu / c) overflows once mu passes about 700 c; only ratios of strengths are used,
            // so the common factor exp(-maxMu / c) cancels.
            for (int k = n - 1; k >= 0; k--) {
                strength[k] = Math.exp((mu[k] - maxMu) / c);
                notAboveFrom[k] = strength[k] + notAboveFrom[k + 1];
            }
            tieStart = tieStarts(ranks, order);
            tieEnd = tieEnds(tieStart);
        }

        /** For each canonical position, the first position sharing its rank. */
        private static int[] tieStarts(List<Integer> ranks, int[] order) {
            int[] start = new int[order.length];
            for (int k = 1; k < order.length; k++) {
                boolean tiedWithPrevious = ranks.get(order[k]).equals(ranks.get(order[k - 1]));
                start[k] = tiedWithPrevious ? start[k - 1] : k;
            }
            return start;
        }

        /** For each canonical position, one past the last position sharing its rank. */
        private static int[] tieEnds(int[] tieStart) {
            int n = tieStart.length;
            int[] end = new int[n];
            for (int k = n - 1; k >= 0; k--) {
                boolean tiedWithNext = k < n - 1 && tieStart[k + 1] == tieStart[k];
                end[k] = tiedWithNext ? end[k + 1] : k + 1;
            }
            return end;
        }

        /** The rating after the game of the player at canonical position {@code i}. */
        Rating updated(int i) {
            // [q = i] / A_q is taken out of the sum as 1 / A_i, so that tied players with equal
            // ratings add the very same terms in the same order and come out exactly equal.
            double omega = 1.0 / (tieEnd[i] - tieStart[i]);
            double delta = 0;
            for (int q = 0; q < tieEnd[i]; q++) {
                double tied = tieEnd[q] - tieStart[q];
                double p = strength[i] / notAboveFrom[tieStart[q]];
                omega -= p / tied;
                delta += p * (1 - p) / tied;
            }
            double s = Math.sqrt(variance[i]);
            double gamma = s / c;
            double newMu = mu[i] + omega * (variance[i] / c);
            double shrink = 1 - delta * (variance[i] / (c * c)) * gamma;
            return new Rating(newMu, s * Math.sqrt(Math.max(shrink, parameters.kappa())));
        }
    }
}
