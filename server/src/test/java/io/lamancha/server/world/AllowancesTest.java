package io.lamancha.server.world;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;

/** The per-user rates: reports to the admins a minute and a day, each count in its own window. */
class AllowancesTest {

    private static final Instant T0 = Instant.parse("2026-11-29T12:00:00Z");

    private final Allowances allowances = new Allowances(Quotas.DEFAULT);

    @Test
    void threeReportsAMinuteThenAClearRefusalAndAMinuteLaterThreeMore() {
        for (int i = 0; i < 3; i++) {
            assertThat(allowances.report("carol", T0.plusSeconds(i))).isEmpty();
        }
        assertThat(allowances.report("Carol", T0.plusSeconds(30))).contains("You sent the admins 3 reports in the"
                + " last minute, the most one may; wait a minute.");
        assertThat(allowances.report("dan", T0.plusSeconds(30))).as("another user's count").isEmpty();
        for (int i = 0; i < 3; i++) {
            assertThat(allowances.report("carol", T0.plusSeconds(62 + i))).isEmpty();
        }
    }

    @Test
    void twentyReportsADayThenNoneUntilTheFirstIsADayOld() {
        Instant t = T0;
        for (int i = 0; i < 20; i++) {
            assertThat(allowances.report("carol", t)).as("report %d", i + 1).isEmpty();
            t = t.plus(Duration.ofMinutes(5));
        }
        assertThat(allowances.report("carol", t)).contains("You sent the admins 20 reports in the last day, the most"
                + " one may; /message an admin if it cannot wait.");
        assertThat(allowances.report("carol", T0.plus(Duration.ofDays(1)).plusSeconds(1))).isEmpty();
    }

    @Test
    void aRefusedReportIsNotCounted() {
        for (int i = 0; i < 3; i++) {
            allowances.report("carol", T0);
        }
        for (int i = 0; i < 30; i++) {
            assertThat(allowances.report("carol", T0.plusSeconds(1))).isPresent();
        }
        Instant later = T0.plus(Duration.ofMinutes(2));
        for (int i = 0; i < 17; i++) {
            assertThat(allowances.report("carol", later.plus(Duration.ofMinutes(i)))).as("report %d", i + 4).isEmpty();
        }
    }
}
