package io.lamancha.server.rating;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The model's contract on small, readable tables. */
class RatingModelTest {
    private final PlackettLuce model = new PlackettLuce(ModelParameters.LAMANCHA);
    private final Rating fresh = ModelParameters.LAMANCHA.initial();

    @Test
    void aNewPlayerStartsAtTwentyFiveAndTwentyFiveThirds() {
        assertThat(fresh).isEqualTo(new Rating(25, 25.0 / 3));
        assertThat(ModelParameters.LAMANCHA.beta()).isEqualTo(fresh.sigma() / 2);
        assertThat(ModelParameters.LAMANCHA.kappa()).isEqualTo(0.0001);
    }

    @Test
    void rankOneIsBestAndEachPlaceGainsMoreThanTheNext() {
        List<Rating> after = model.rate(List.of(fresh, fresh, fresh, fresh), List.of(3, 1, 4, 2));
        assertThat(after.get(1).mu()).isGreaterThan(after.get(3).mu());
        assertThat(after.get(3).mu()).isGreaterThan(after.get(0).mu());
        assertThat(after.get(0).mu()).isGreaterThan(after.get(2).mu());
    }

    @Test
    void aFullTieOfEqualPlayersMovesNoMeanAndShrinksEverySigma() {
        List<Rating> after = model.rate(List.of(fresh, fresh, fresh), List.of(1, 1, 1));
        for (Rating r : after) {
            assertThat(r.mu()).isCloseTo(25, within(1e-12));
            assertThat(r.sigma()).isLessThan(fresh.sigma());
        }
    }

    @Test
    void onlyTheOrderOfTheRanksCounts() {
        List<Rating> players = List.of(new Rating(20, 3), fresh, new Rating(31, 1.5));
        assertThat(model.rate(players, List.of(1, 1, 3))).isEqualTo(model.rate(players, List.of(4, 4, 9)));
    }

    @Test
    void meansFarBeyondTheUsualScaleStillGiveFiniteRatings() {
        List<Rating> after = model.rate(List.of(new Rating(100_000, 8), new Rating(99_990, 8)), List.of(2, 1));
        assertThat(after.get(1).mu()).isGreaterThan(99_990);
        assertThat(after.get(0).mu()).isLessThan(100_000);
    }

    @Test
    void theInputListsAreLeftAsTheyWere() {
        List<Rating> players = Arrays.asList(fresh, new Rating(30, 2));
        List<Integer> ranks = Arrays.asList(2, 1);
        model.rate(players, ranks);
        assertThat(players).containsExactly(fresh, new Rating(30, 2));
        assertThat(ranks).containsExactly(2, 1);
    }

    @Test
    void aGameNeedsTwoPlayersEachWithARank() {
        assertThatThrownBy(() -> model.rate(List.of(fresh), List.of(1))).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> model.rate(List.of(fresh, fresh), List.of(1))).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> model.rate(Arrays.asList(fresh, null), List.of(1, 2))).isInstanceOf(NullPointerException.class);
    }

    @Test
    void aRatingNeedsAFiniteMuAndAPositiveSigma() {
        assertThatThrownBy(() -> new Rating(Double.NaN, 1)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new Rating(25, 0)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new Rating(25, Double.POSITIVE_INFINITY)).isInstanceOf(IllegalArgumentException.class);
    }
}
