/**
 * The rating model of issue #17: Weng-Lin Bayesian ratings with the Plackett-Luce likelihood, as
 * in openskill, for free-for-all games with ties. Pure values and functions, no storage, no clock,
 * no I/O; storage, commands and events build on them.
 *
 * <p>How the parts are meant to be used, per player and game id:
 * <ul>
 * <li>Store a {@link io.lamancha.server.rating.Rating} (mu, sigma), the number of rated games and
 *     the end time of the last one; a player with none starts at
 *     {@link io.lamancha.server.rating.ModelParameters#initial()} of
 *     {@link io.lamancha.server.rating.ModelParameters#LAMANCHA}.
 * <li>When a rated game ends: widen each player's stored rating by the time from their last rated
 *     game to this game's end ({@link io.lamancha.server.rating.Inactivity#asOf}), rate the table
 *     with {@code new PlackettLuce(ModelParameters.LAMANCHA).rate(ratings, ranks)} (rank 1 best,
 *     equal ranks a tie; a player who left is given the last rank), and store the results with
 *     games + 1 and this game's end time. Using the stored end times, never the clock, keeps a
 *     rebuild from the stored games equal to the live numbers.
 * <li>When a rating is shown: {@link io.lamancha.server.rating.Standing#asOf} with the time since
 *     the last rated game gives the points and the provisional mark. The change a game made is
 *     from the points of the rating the player brought to it (already widened) to the points of
 *     the result.
 * <li>A bot shows {@link io.lamancha.server.rating.BotRating#forLevel}'s fixed points.
 * </ul>
 */
package io.lamancha.server.rating;
