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

/** Points by place add up at every table, and the standings add up the tables. */
class PlacePointsAndStandingsPropertiesTest {

    @Provide
    Arbitrary<List<Integer>> scores() {
        return Arbitraries.integers().between(2, 6).flatMap(n -> Arbitraries.integers().between(0, 4).list().ofSize(n));
    }

    /** Places as a game's end gives them: by score, shared on a tie, the next place skipping the shared. */
    static List<Integer> ranks(List<Integer> scores) {
        List<Integer> out = new ArrayList<>();
        for (int s : scores) {
            int better = 0;
            for (int o : scores) {
                if (o > s) {
                    better++;
                }
            }
            out.add(better + 1);
        }
        return out;
    }

    @Property
    void aTablesPointsAddUpToTheSameWhateverTheTies(@ForAll("scores") List<Integer> scores) {
        int n = scores.size();
        List<Integer> half = PlacePoints.halfPoints(ranks(scores));
        assertThat(half.stream().mapToInt(Integer::intValue).sum()).isEqualTo(n * (n - 1));
        for (int i = 0; i < n; i++) {
            assertThat(half.get(i)).isBetween(0, 2 * (n - 1));
            for (int j = 0; j < n; j++) {
                if (scores.get(i) > scores.get(j)) {
                    assertThat(half.get(i)).isGreaterThan(half.get(j));
                } else if (scores.get(i).equals(scores.get(j))) {
                    assertThat(half.get(i)).isEqualTo(half.get(j));
                }
            }
        }
    }

    @Test
    void theFirstOfFourTakesThreeTheLastNoneAndTwoSharingTheLeadTakeTwoAndAHalf() {
        assertThat(PlacePoints.halfPoints(List.of(1, 2, 3, 4))).containsExactly(6, 4, 2, 0);
        assertThat(PlacePoints.halfPoints(List.of(1, 1, 3, 4))).containsExactly(5, 5, 2, 0);
        assertThat(PlacePoints.show(5)).isEqualTo("2.5");
        assertThat(PlacePoints.show(6)).isEqualTo("3");
    }

    /** A tournament: entrants and the tables they finished, some with bots (which are not entrants). */
    record Played(List<Standings.Entrant> entrants, List<TableResult> tables, int handedOut) {
    }

    @Provide
    Arbitrary<Played> tournaments() {
        return Combinators.combine(Arbitraries.integers().between(2, 16), Arbitraries.integers().between(0, 6),
                Arbitraries.longs()).as(PlacePointsAndStandingsPropertiesTest::played);
    }

    private static Played played(int n, int rounds, long seed) {
        Random random = new Random(seed);
        List<Standings.Entrant> entrants = new ArrayList<>();
        List<String> names = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            entrants.add(new Standings.Entrant("p" + i, 900 + random.nextInt(3) * 100));
            names.add("p" + i);
        }
        List<TableResult> tables = new ArrayList<>();
        int handedOut = 0;
        for (int r = 0; r < rounds; r++) {
            java.util.Collections.shuffle(names, random);
            Split split = Split.of(n, 4, 3, 5);
            int from = 0;
            for (int t = 0; t < split.seats().size(); t++) {
                List<Integer> scores = new ArrayList<>();
                for (int s = 0; s < split.seats().get(t); s++) {
                    scores.add(random.nextInt(3));
                }
                List<Integer> half = PlacePoints.halfPoints(ranks(scores));
                int people = split.people().get(t);
                // the people sit in the first seats, the bots in the rest: what bots take counts for nobody
                tables.add(new TableResult(names.subList(from, from + people), half.subList(0, people)));
                for (int s = 0; s < people; s++) {
                    handedOut += half.get(s);
                }
                from += people;
            }
        }
        return new Played(entrants, tables, handedOut);
    }

    @Property
    void theStandingsHoldEveryEntrantOnceAndAddUpToThePointsTheTablesGavePeople(@ForAll("tournaments") Played p) {
        for (List<Standing> standings : List.of(Standings.swiss(p.entrants(), p.tables()),
                Standings.arena(p.entrants(), p.tables()))) {
            assertThat(standings).extracting(Standing::name).containsExactlyInAnyOrderElementsOf(
                    p.entrants().stream().map(Standings.Entrant::name).toList());
            assertThat(standings.stream().mapToInt(Standing::halfPoints).sum()).isEqualTo(p.handedOut());
            assertThat(standings.stream().mapToInt(Standing::games).sum()).isEqualTo(
                    p.tables().stream().mapToInt(t -> t.players().size()).sum());
            for (int i = 1; i < standings.size(); i++) {
                Standing above = standings.get(i - 1);
                Standing below = standings.get(i);
                assertThat(above.halfPoints()).isGreaterThanOrEqualTo(below.halfPoints());
                boolean level = above.halfPoints() == below.halfPoints() && above.tieBreak() == below.tieBreak()
                        && above.rating() == below.rating();
                assertThat(below.rank()).isEqualTo(level ? above.rank() : i + 1);
            }
        }
    }

    @Property
    void theSwissTieBreakIsTheSumOfThePointsOfEveryOpponentMet(@ForAll("tournaments") Played p) {
        List<Standing> standings = Standings.swiss(p.entrants(), p.tables());
        for (Standing s : standings) {
            int sum = 0;
            for (TableResult t : p.tables()) {
                if (t.halfPointsOf(s.name()) >= 0) {
                    for (String o : t.players()) {
                        if (!o.equals(s.name())) {
                            sum += standings.stream().filter(x -> x.name().equals(o)).findFirst().orElseThrow().halfPoints();
                        }
                    }
                }
            }
            assertThat(s.tieBreak()).isEqualTo(sum);
        }
    }

    @Test
    void levelOnPointsTheOneWhoMetTheStrongerFieldRanksFirstThenTheHigherRating() {
        List<Standings.Entrant> entrants = List.of(new Standings.Entrant("ann", 1000), new Standings.Entrant("bob", 1200),
                new Standings.Entrant("cy", 900), new Standings.Entrant("dee", 1000));
        List<TableResult> tables = List.of(
                new TableResult(List.of("ann", "cy"), List.of(2, 0)),
                new TableResult(List.of("bob", "dee"), List.of(2, 0)),
                new TableResult(List.of("cy", "dee"), List.of(0, 2)));
        List<Standing> s = Standings.swiss(entrants, tables);
        // ann, bob and dee have 1 point each; ann met cy (0 points), bob and dee met 1 point each:
        // bob and dee above ann, and bob above dee by his rating
        assertThat(s).extracting(Standing::name).containsExactly("bob", "dee", "ann", "cy");
        assertThat(s).extracting(Standing::tieBreak).containsExactly(2, 2, 0, 4);
        assertThat(s).extracting(Standing::rank).containsExactly(1, 2, 3, 4);
        List<Standing> noTables = Standings.swiss(entrants, List.of());
        assertThat(noTables).extracting(Standing::name).containsExactly("bob", "ann", "dee", "cy");
        assertThat(noTables).extracting(Standing::rank).as("level on everything: shared").containsExactly(1, 2, 2, 4);
    }
}
