package io.lamancha.games.doncarlo;

import java.util.ArrayList;
import java.util.List;

/**
 * The seven country cards. A country takes the code names whose sum lies in {@code low..high};
 * {@code points} is what it counts at the end of the competitive game and how many agents its task
 * needs in the cooperative variant.
 */
enum Country {
    EGOISTRIA("Egoistria", 1, 3, 3),
    ABSTRUSIA("Abstrusia", 4, 4, 4),
    ABRACADABRIA("Abracadabria", 5, 5, 5),
    ABSURDISTAN("Absurdistan", 6, 6, 6),
    PROTZLAND("Protzland", 7, 7, 7),
    CHAOTANIA("Chaotania", 8, 8, 8),
    SQUADRONIA("Squadronia", 9, 12, 9);

    private final String title;
    private final int low;
    private final int high;
    private final int points;
    private final String label;

    Country(String title, int low, int high, int points) {
        this.title = title;
        this.low = low;
        this.high = high;
        this.points = points;
        this.label = title + " [" + numbers() + "]";
    }

    String title() {
        return title;
    }

    /** The numbers printed on the card: {@code 1-3}, {@code 8}. */
    String numbers() {
        return low == high ? Integer.toString(low) : low + "-" + high;
    }

    /** The name with its numbers, as players say it: {@code Chaotania [8]}. */
    String label() {
        return label;
    }

    int points() {
        return points;
    }

    /** The card's (lowest) number: how the {@code remove} option names a country. */
    int number() {
        return low;
    }

    /** The lowest sum the card takes. */
    int lowestSum() {
        return low;
    }

    /** The highest sum the card takes. */
    int highestSum() {
        return high;
    }

    boolean takes(int sum) {
        return sum >= low && sum <= high;
    }

    /** The countries in the competitive game: 4 seats all seven, 3 without [4], 2 also without [8]. */
    static List<Country> forSeats(int seats) {
        List<Country> countries = new ArrayList<>(List.of(values()));
        if (seats < 4) {
            countries.remove(ABSTRUSIA);
        }
        if (seats < 3) {
            countries.remove(CHAOTANIA);
        }
        return List.copyOf(countries);
    }

    /** The country whose card carries {@code number} (1 for Egoistria, 9 for Squadronia). */
    static Country byNumber(int number) {
        for (Country c : values()) {
            if (c.number() == number) {
                return c;
            }
        }
        throw new IllegalArgumentException("no country card " + number);
    }
}
