package io.lamancha.server.pairing;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

/**
 * A Swiss round seats every player once at tables of the sizes asked, keeps those who met apart
 * as far as any seating could, and otherwise keeps standing order.
 */
class SwissPairingPropertiesTest {

    /** Players best first, the people per table, and who met whom in the rounds before. */
    record Round(List<String> ranked, List<Integer> people, Meetings met, int earlierRounds) {
        @Override
        public String toString() {
            return ranked.size() + " players at " + people + " after " + earlierRounds + " rounds";
        }
    }

    @Provide
    Arbitrary<Round> rounds() {
        return Combinators.combine(Arbitraries.integers().between(1, 30), Arbitraries.integers().between(2, 5),
                Arbitraries.integers().between(0, 4), Arbitraries.longs()).as(SwissPairingPropertiesTest::round);
    }

    /** Rounds small enough to compare with every possible seating. */
    @Provide
    Arbitrary<Round> smallRounds() {
        return Combinators.combine(Arbitraries.integers().between(2, 9), Arbitraries.integers().between(2, 4),
                Arbitraries.integers().between(1, 4), Arbitraries.longs()).as(SwissPairingPropertiesTest::round);
    }

    /** Earlier rounds played at random tables of {@code size}, then the players in a random standing order. */
    private static Round round(int n, int size, int earlier, long seed) {
        Random random = new Random(seed);
        List<String> players = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            players.add("p" + i);
        }
        Meetings met = new Meetings();
        for (int r = 0; r < earlier; r++) {
            java.util.Collections.shuffle(players, random);
            Split s = Split.of(n, size, 2, size);
            int from = 0;
            for (int people : s.people()) {
                met.sat(players.subList(from, from + people));
                from += people;
            }
        }
        java.util.Collections.shuffle(players, random);
        return new Round(List.copyOf(players), Split.of(n, size, 2, size).people(), met, earlier);
    }

    @Property
    void everyPlayerIsSeatedOnceAtTablesOfTheSizesAsked(@ForAll("rounds") Round r) {
        List<List<String>> tables = SwissPairing.pair(r.ranked(), r.people(), r.met());
        assertThat(tables).hasSize(r.people().size());
        List<String> seated = new ArrayList<>();
        for (int t = 0; t < tables.size(); t++) {
            assertThat(tables.get(t)).hasSize(r.people().get(t));
            seated.addAll(tables.get(t));
        }
        assertThat(seated).containsExactlyInAnyOrderElementsOf(r.ranked());
    }

    @Property
    void noSwapOfTwoPlayersWouldLowerTheRepeatMeetings(@ForAll("rounds") Round r) {
        List<List<String>> tables = SwissPairing.pair(r.ranked(), r.people(), r.met());
        int repeats = r.met().repeats(tables);
        for (int a = 0; a < tables.size(); a++) {
            for (int b = a + 1; b < tables.size(); b++) {
                for (int i = 0; i < tables.get(a).size(); i++) {
                    for (int j = 0; j < tables.get(b).size(); j++) {
                        List<List<String>> swapped = swap(tables, a, i, b, j);
                        assertThat(r.met().repeats(swapped)).as("swapping %s and %s", tables.get(a).get(i),
                                tables.get(b).get(j)).isGreaterThanOrEqualTo(repeats);
                    }
                }
            }
        }
    }

    @Property
    void aSmallRoundHasTheFewestRepeatMeetingsOfAnySeating(@ForAll("smallRounds") Round r) {
        List<List<String>> tables = SwissPairing.pair(r.ranked(), r.people(), r.met());
        assertThat(r.met().repeats(tables)).isEqualTo(fewestRepeats(r.ranked(), r.people(), r.met()));
    }

    @Property
    void withNobodyMetBeforeTheTablesFollowStandingOrder(@ForAll("rounds") Round r) {
        List<List<String>> tables = SwissPairing.pair(r.ranked(), r.people(), new Meetings());
        List<String> inOrder = new ArrayList<>();
        tables.forEach(inOrder::addAll);
        assertThat(inOrder).containsExactlyElementsOf(r.ranked());
    }

    @Test
    void playersWhoMetAreSeatedApartWhenASeatingWithoutRepeatsExists() {
        Meetings met = new Meetings();
        for (List<String> pair : List.of(List.of("a", "b"), List.of("c", "d"), List.of("e", "f"), List.of("g", "h"))) {
            met.sat(pair);
        }
        List<List<String>> tables = SwissPairing.pair(List.of("a", "b", "c", "d", "e", "f", "g", "h"), List.of(4, 4), met);
        assertThat(met.repeats(tables)).isEqualTo(0);
        assertThat(tables.get(0)).contains("a");
    }

    @Test
    void aBigRoundIsSeatedWithoutSearchingEverySeating() {
        List<String> ranked = new ArrayList<>();
        for (int i = 0; i < 200; i++) {
            ranked.add("p" + i);
        }
        Split s = Split.of(200, 4, 3, 5);
        assertThat(SwissPairing.seatings(s.people())).isGreaterThan(SwissPairing.EXACT_LIMIT);
        Meetings met = new Meetings();
        for (int i = 0; i + 4 <= 200; i += 4) {
            met.sat(ranked.subList(i, i + 4));
        }
        List<List<String>> tables = SwissPairing.pair(ranked, s.people(), met);
        assertThat(met.repeats(tables)).isEqualTo(0);
    }

    private static List<List<String>> swap(List<List<String>> tables, int a, int i, int b, int j) {
        List<List<String>> out = new ArrayList<>();
        for (List<String> t : tables) {
            out.add(new ArrayList<>(t));
        }
        out.get(a).set(i, tables.get(b).get(j));
        out.get(b).set(j, tables.get(a).get(i));
        return out;
    }

    /** Every seating of the players at tables of these sizes, tried one by one. */
    private static int fewestRepeats(List<String> players, List<Integer> people, Meetings met) {
        return fewest(new ArrayList<>(players), people, 0, new ArrayList<>(), met);
    }

    private static int fewest(List<String> left, List<Integer> people, int table, List<List<String>> done, Meetings met) {
        if (table == people.size()) {
            return met.repeats(done);
        }
        int best = Integer.MAX_VALUE;
        for (List<String> chosen : subsets(left, people.get(table))) {
            List<String> rest = new ArrayList<>(left);
            rest.removeAll(chosen);
            done.add(chosen);
            best = Math.min(best, fewest(rest, people, table + 1, done, met));
            done.remove(done.size() - 1);
        }
        return best;
    }

    private static List<List<String>> subsets(List<String> from, int k) {
        List<List<String>> out = new ArrayList<>();
        collect(from, k, 0, new ArrayList<>(), out);
        return out;
    }

    private static void collect(List<String> from, int k, int start, List<String> chosen, List<List<String>> out) {
        if (chosen.size() == k) {
            out.add(new ArrayList<>(chosen));
            return;
        }
        for (int i = start; i < from.size(); i++) {
            chosen.add(from.get(i));
            collect(from, k, i + 1, chosen, out);
            chosen.remove(chosen.size() - 1);
        }
    }
}
