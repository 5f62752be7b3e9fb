package io.lamancha.games.tricks;

import java.util.Objects;

/**
 * A card: a number card (a colour and a number from 1 to 11) or a pass card, which has no colour
 * (colour {@code null}, number 0). Written {@code R7}, {@code B11} or {@code P}.
 */
record Card(Colour colour, int number) {

    static final Card PASS = new Card(null, 0);
    static final String PASS_CODE = "P";

    Card {
        if (colour == null ? number != 0 : number < 1 || number > 11) {
            throw new IllegalArgumentException("no such card: " + colour + " " + number);
        }
    }

    static Card of(Colour colour, int number) {
        return new Card(Objects.requireNonNull(colour, "colour"), number);
    }

    boolean isPass() {
        return colour == null;
    }

    String code() {
        return isPass() ? PASS_CODE : colour.code(number);
    }

    /**
     * The card written as {@code code} (upper or lower case, e.g. {@code r7}, {@code p}), or
     * {@code null} when it names no card of the game.
     */
    static Card parse(String code) {
        if (code.equalsIgnoreCase(PASS_CODE)) {
            return PASS;
        }
        if (code.length() < 2 || code.length() > 3) {
            return null;
        }
        Colour colour = Colour.ofCode(code.charAt(0));
        String digits = code.substring(1);
        if (colour == null || !digits.chars().allMatch(ch -> ch >= '0' && ch <= '9')) {
            return null;
        }
        int number = Integer.parseInt(digits);
        return number >= 1 && number <= 11 ? of(colour, number) : null;
    }

    @Override
    public String toString() {
        return code();
    }
}
