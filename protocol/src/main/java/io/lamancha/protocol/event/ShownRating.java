package io.lamancha.protocol.event;

/**
 * A player's rating as lists show it beside their name ({@code /who}, {@code /wwho},
 * {@code /sought}): the displayed number in one game, {@code ?} while provisional; a bot's fixed
 * pseudo-rating.
 *
 * @param game the game id the rating is of
 */
public record ShownRating(String game, int rating, boolean provisional) {

    /** {@code 1512?}, or {@code -} for no rating. */
    public static String text(ShownRating r) {
        return r == null ? "-" : r.rating + (r.provisional ? "?" : "");
    }

    /** {@code 1512? doncarlo}, or {@code -}. */
    public static String withGame(ShownRating r) {
        return r == null ? "-" : text(r) + " " + r.game;
    }
}
