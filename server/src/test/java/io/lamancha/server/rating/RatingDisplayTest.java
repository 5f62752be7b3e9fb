package io.lamancha.server.rating;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import org.junit.jupiter.api.Test;

/** The shown number, the provisional mark, the growth of sigma with time away and the bots' ratings. */
class RatingDisplayTest {
    private final Rating settled = new Rating(25, 2);

    @Test
    void aNewPlayerShowsAThousandAndAPointOfMuIsForty() {
        assertThat(RatingScale.points(ModelParameters.LAMANCHA.initial())).isEqualTo(1000);
        assertThat(RatingScale.points(settled)).isEqualTo(1760);
        assertThat(RatingScale.points(new Rating(26, 2))).isEqualTo(1800);
        assertThat(RatingScale.points(new Rating(10, 5))).isEqualTo(800);
    }

    @Test
    void fewerThanFiveGamesOrASigmaAboveSevenAndAHalfIsProvisional() {
        assertThat(new Standing(settled, 4).provisional()).isTrue();
        assertThat(new Standing(settled, 5).provisional()).isFalse();
        assertThat(new Standing(new Rating(25, 7.5), 50).provisional()).isFalse();
        assertThat(new Standing(new Rating(25, 7.51), 50).provisional()).isTrue();
    }

    @Test
    void sigmaGrowsBackByAQuarterPerDayInQuadrature() {
        Rating afterAMonth = Inactivity.asOf(settled, Duration.ofDays(30));
        assertThat(afterAMonth.mu()).isEqualTo(25);
        assertThat(afterAMonth.sigma()).isEqualTo(Math.sqrt(4 + 0.0625 * 30));
        assertThat(Inactivity.asOf(settled, Duration.ofHours(12)).sigma()).isEqualTo(Math.sqrt(4 + 0.0625 * 0.5));
    }

    @Test
    void timeAwayNeverMakesSigmaLargerThanANewPlayersNorSmaller() {
        assertThat(Inactivity.asOf(settled, Duration.ofDays(100_000)).sigma()).isEqualTo(25.0 / 3);
        Rating wide = new Rating(25, 9);
        assertThat(Inactivity.asOf(wide, Duration.ofDays(10))).isEqualTo(wide);
        assertThat(Inactivity.asOf(settled, Duration.ZERO)).isEqualTo(settled);
        assertThat(Inactivity.asOf(settled, Duration.ofDays(-3))).isEqualTo(settled);
    }

    @Test
    void aSettledPlayerIsProvisionalAgainAfterAboutTwentySevenMonthsAway() {
        assertThat(Standing.asOf(settled, 100, Duration.ofDays(835)).provisional()).isFalse();
        assertThat(Standing.asOf(settled, 100, Duration.ofDays(837)).provisional()).isTrue();
        assertThat(Standing.asOf(settled, 100, Duration.ofDays(30)).points()).isEqualTo(1709);
    }

    @Test
    void theBotLevelsHaveFixedRatingsThatAreNotProvisional() {
        assertThat(BotRating.forLevel("random").map(BotRating::points)).contains(1300);
        assertThat(BotRating.forLevel("smart").map(BotRating::points)).contains(1800);
        assertThat(BotRating.forLevel("genius")).isEmpty();
        for (BotRating bot : BotRating.values()) {
            assertThat(bot.rating().sigma()).isLessThanOrEqualTo(Standing.PROVISIONAL_SIGMA);
        }
    }
}
