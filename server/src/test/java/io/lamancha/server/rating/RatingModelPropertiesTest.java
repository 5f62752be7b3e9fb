package io.lamancha.server.rating;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/** Invariants of the model over random tables of two to six players, ties included. */
class RatingModelPropertiesTest {
    private final PlackettLuce model = new PlackettLuce(ModelParameters.LAMANCHA);

    /** Players' ratings before a game and their ranks, in seat order. */
    record Table(List<Rating> players, List<Integer> ranks) {}

    @Property
    void aPlayerRankedFirstAloneNeverLosesMuNorDisplayedPoints(@ForAll("tablesWithOneWinner") Table table) {
        int winner = table.ranks().indexOf(0);
        Rating before = table.players().get(winner);
        Rating after = model.rate(table.players(), table.ranks()).get(winner);
        assertThat(after.mu()).isGreaterThanOrEqualTo(before.mu());
        assertThat(RatingScale.points(after)).isGreaterThanOrEqualTo(RatingScale.points(before));
    }

    @Property
    void tiedPlayersWithEqualRatingsGetExactlyEqualRatings(@ForAll("tablesWithTwinsTied") Table table) {
        List<Rating> after = model.rate(table.players(), table.ranks());
        // The twins are the last two seats.
        int n = after.size();
        assertThat(after.get(n - 1)).isEqualTo(after.get(n - 2));
    }

    @Property
    void sigmaNeverGrowsFromAGame(@ForAll("tables") Table table) {
        List<Rating> after = model.rate(table.players(), table.ranks());
        for (int i = 0; i < after.size(); i++) {
            assertThat(after.get(i).sigma()).isLessThanOrEqualTo(table.players().get(i).sigma());
        }
    }

    @Property
    void sigmaNeverGrowsFromAGameWithoutTauEvenWithoutTheLimit(@ForAll("tables") Table table) {
        PlackettLuce bare = new PlackettLuce(ModelParameters.OPENSKILL_DEFAULTS.withTau(0));
        List<Rating> after = bare.rate(table.players(), table.ranks());
        for (int i = 0; i < after.size(); i++) {
            assertThat(after.get(i).sigma()).isLessThanOrEqualTo(table.players().get(i).sigma());
        }
    }

    @Property
    void theOrderOfTheSeatsOnlyPermutesTheResults(@ForAll("tables") Table table, @ForAll("permutations") List<Integer> shuffle) {
        List<Integer> permutation = shuffle.stream().filter(i -> i < table.players().size()).collect(Collectors.toList());
        List<Rating> players = new ArrayList<>();
        List<Integer> ranks = new ArrayList<>();
        for (int seat : permutation) {
            players.add(table.players().get(seat));
            ranks.add(table.ranks().get(seat));
        }
        List<Rating> inSeatOrder = model.rate(table.players(), table.ranks());
        List<Rating> permuted = model.rate(players, ranks);
        for (int i = 0; i < permutation.size(); i++) {
            assertThat(permuted.get(i)).isEqualTo(inSeatOrder.get(permutation.get(i)));
        }
    }

    @Provide
    Arbitrary<Table> tables() {
        return Arbitraries.integers().between(2, 6).flatMap(n -> Combinators.combine(
                ratings().list().ofSize(n), Arbitraries.integers().between(1, n).list().ofSize(n)).as(Table::new));
    }

    /** Rank 0 is the winner's, alone; the others rank 1 to n, ties allowed. */
    @Provide
    Arbitrary<Table> tablesWithOneWinner() {
        return Combinators.combine(tables(), Arbitraries.integers().between(0, 5)).as((table, seat) -> {
            List<Integer> ranks = new ArrayList<>(table.ranks());
            ranks.set(seat % ranks.size(), 0);
            return new Table(table.players(), ranks);
        });
    }

    /** The last two seats hold the same rating and share a rank. */
    @Provide
    Arbitrary<Table> tablesWithTwinsTied() {
        return Combinators.combine(tables(), ratings(), Arbitraries.integers().between(1, 6)).as((table, twin, rank) -> {
            List<Rating> players = new ArrayList<>(table.players());
            List<Integer> ranks = new ArrayList<>(table.ranks());
            players.set(players.size() - 1, twin);
            ranks.set(ranks.size() - 1, rank);
            players.add(twin);
            ranks.add(rank);
            return new Table(players, ranks);
        });
    }

    /** A permutation of 0..5; a table of n seats uses the entries below n, in their order. */
    @Provide
    Arbitrary<List<Integer>> permutations() {
        return Arbitraries.shuffle(IntStream.range(0, 6).boxed().collect(Collectors.toList()));
    }

    private static Arbitrary<Rating> ratings() {
        return Combinators.combine(
                Arbitraries.doubles().between(-20, 70).ofScale(6),
                Arbitraries.doubles().between(0.05, 12).ofScale(6)).as(Rating::new);
    }
}
