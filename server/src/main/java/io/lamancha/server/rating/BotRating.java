package io.lamancha.server.rating;

import java.util.Optional;

/**
 * Fixed pseudo-ratings of the built-in bot levels, shown beside a bot so people can tell a smart
 * bot from a random one. Never updated and never fed to the model: games a bot played from the
 * start are not rated. Neither is provisional.
 *
 * <p>They are placed where a settled human of that strength would show (sigma 2.5, below the
 * provisional threshold): {@code random} at mu 15, over two betas below an average player, since
 * it plays any legal move, shows 1300; {@code smart} at mu 27.5, a little above an average
 * regular, shows 1800. They are judgements, not measurements, and the same for every game.
 */
public enum BotRating {
    /** The {@code random} level: 1300. */
    RANDOM("random", new Rating(15, 2.5)),
    /** The {@code smart} level: 1800. */
    SMART("smart", new Rating(27.5, 2.5));

    private final String level;
    private final Rating rating;

    BotRating(String level, Rating rating) {
        this.level = level;
        this.rating = rating;
    }

    /** The bot level's name, as in {@code /addbot <level>}. */
    public String level() {
        return level;
    }

    /** The pseudo-rating. */
    public Rating rating() {
        return rating;
    }

    /** The displayed pseudo-rating, see {@link RatingScale}. */
    public int points() {
        return RatingScale.points(rating);
    }

    /** The pseudo-rating of a bot level; empty for a level that has none. */
    public static Optional<BotRating> forLevel(String level) {
        for (BotRating bot : values()) {
            if (bot.level.equals(level)) {
                return Optional.of(bot);
            }
        }
        return Optional.empty();
    }
}
