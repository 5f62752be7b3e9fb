package io.lamancha.games.tricks;

import java.util.Locale;

/** The three card colours, each with its one-letter code used in moves and views. */
public enum Colour {
    RED('R', "red"),
    YELLOW('Y', "yellow"),
    BLUE('B', "blue");

    private final char code;
    private final String word;
    /** Card codes by number, e.g. {@code R7} at 7, written once rather than on every move. */
    private final String[] cardCodes = new String[12];

    Colour(char code, String word) {
        this.code = code;
        this.word = word;
        for (int n = 1; n < cardCodes.length; n++) {
            cardCodes[n] = String.valueOf(code) + n;
        }
    }

    /** The code of this colour's card {@code number} (1..11), e.g. {@code R7}. */
    String code(int number) {
        return cardCodes[number];
    }

    /** The code letter: {@code R}, {@code Y} or {@code B}. */
    public String code() {
        return String.valueOf(code);
    }

    /** The colour's name for sentences, e.g. {@code red}. */
    public String word() {
        return word;
    }

    /** The colour with this code letter (either case), or {@code null} when there is none. */
    static Colour ofCode(char letter) {
        char upper = Character.toUpperCase(letter);
        for (Colour c : values()) {
            if (c.code == upper) {
                return c;
            }
        }
        return null;
    }

    @Override
    public String toString() {
        return name().toLowerCase(Locale.ROOT);
    }
}
