package io.lamancha.server.pairing;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Collections;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

/** Tables of legal sizes, as equal as can be, and bots only where no split of people alone exists. */
class SplitPropertiesTest {

    /** A game's seat range, the preferred table size and a number of players. */
    record Case(int players, int min, int preferred, int max) {
    }

    @Provide
    Arbitrary<Case> cases() {
        return Arbitraries.integers().between(2, 6).flatMap(min -> Arbitraries.integers().between(min, 8).flatMap(max ->
                Combinators.combine(Arbitraries.integers().between(0, 80), Arbitraries.integers().between(min, max))
                        .as((players, preferred) -> new Case(players, min, preferred, max))));
    }

    @Property
    void everyPlayerHasASeatAndEveryTableALegalSize(@ForAll("cases") Case c) {
        Split s = Split.of(c.players(), c.preferred(), c.min(), c.max());
        assertThat(s.people().stream().mapToInt(Integer::intValue).sum()).isEqualTo(c.players());
        for (int t = 0; t < s.seats().size(); t++) {
            assertThat(s.seats().get(t)).isBetween(c.min(), c.max());
            assertThat(s.people().get(t)).as("a table of bots alone is no table").isPositive();
        }
        if (!s.seats().isEmpty()) {
            assertThat(Collections.max(s.seats()) - Collections.min(s.seats())).as("as equal as can be").isLessThanOrEqualTo(1);
        }
    }

    @Property
    void botsSitOnlyWhenNoSplitOfPeopleAloneExistsAndThenAsFewAsPossible(@ForAll("cases") Case c) {
        Split s = Split.of(c.players(), c.preferred(), c.min(), c.max());
        assertThat(s.botCount() > 0).isEqualTo(!splittable(c.players(), c.min(), c.max()));
        for (int fewer = 0; fewer < s.botCount(); fewer++) {
            assertThat(splittable(c.players() + fewer, c.min(), c.max())).isFalse();
        }
    }

    @Property
    void noOtherNumberOfLegalTablesIsNearerThePreferredSize(@ForAll("cases") Case c) {
        Split s = Split.of(c.players(), c.preferred(), c.min(), c.max());
        int seats = s.seats().stream().mapToInt(Integer::intValue).sum();
        int chosen = distance(s.seats().size(), seats, c.preferred());
        for (int tables = 1; tables <= seats; tables++) {
            if (tables * c.min() <= seats && seats <= tables * c.max()) {
                assertThat(chosen).isLessThanOrEqualTo(distance(tables, seats, c.preferred()));
            }
        }
    }

    @Test
    void eightPlayersOfTheTrickGameAtFourPerTableSitAtTwoTablesOfFour() {
        assertThat(Split.of(8, 4, 3, 5)).isEqualTo(new Split(java.util.List.of(4, 4), java.util.List.of(0, 0)));
    }

    @Test
    void nineSitAtFiveAndFourAndSevenAtFourAndThree() {
        assertThat(Split.of(9, 4, 3, 5).seats()).containsExactly(5, 4);
        assertThat(Split.of(7, 4, 3, 5).seats()).containsExactly(4, 3);
    }

    @Test
    void twoPlayersOfAGameForThreeToFiveGetOneBot() {
        Split s = Split.of(2, 4, 3, 5);
        assertThat(s.seats()).containsExactly(3);
        assertThat(s.bots()).containsExactly(1);
    }

    @Test
    void sevenPlayersOfAGameForFourToFiveSitWithOneBotAtTheLastTable() {
        Split s = Split.of(7, 4, 4, 5);
        assertThat(s.seats()).containsExactly(4, 4);
        assertThat(s.people()).containsExactly(4, 3);
    }

    private static boolean splittable(int n, int min, int max) {
        if (n == 0) {
            return true;
        }
        for (int tables = 1; tables * min <= n; tables++) {
            if (n <= tables * max) {
                return true;
            }
        }
        return false;
    }

    /** The sum of the tables' distances from the preferred size, seats spread as equal as can be. */
    private static int distance(int tables, int seats, int preferred) {
        int d = 0;
        for (int t = 0; t < tables; t++) {
            d += Math.abs(seats / tables + (t < seats % tables ? 1 : 0) - preferred);
        }
        return d;
    }
}
