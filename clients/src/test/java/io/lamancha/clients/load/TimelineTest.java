package io.lamancha.clients.load;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class TimelineTest {
    private static final long START = 5_000_000_000L;

    private static long at(double seconds) {
        return START + (long) (seconds * 1e9);
    }

    @Test
    void eachSecondCountsItsMovesItsSlowOnesAndItsSlowest() {
        Timeline timeline = new Timeline(START);
        timeline.record(at(2.1), 1_500_000);
        timeline.record(at(2.9), 150_000);
        timeline.record(at(3.0), 4_000);
        timeline.record(at(4.5), 99_000);
        assertThat(timeline.lines()).containsExactly(
                "TIMELINE second=2 moves=2 over_100ms=2 over_1s=1 max_ms=1500",
                "TIMELINE second=3 moves=1 over_100ms=0 over_1s=0 max_ms=4",
                "TIMELINE second=4 moves=1 over_100ms=0 over_1s=0 max_ms=99");
    }

    @Test
    void aSecondWithoutMovesAfterTheFirstIsShownEmpty() {
        Timeline timeline = new Timeline(START);
        timeline.record(at(0.5), 10_000);
        timeline.record(at(70.2), 20_000);
        assertThat(timeline.lines()).hasSize(71).contains("TIMELINE second=1 moves=0 over_100ms=0 over_1s=0 max_ms=0");
    }

    @Test
    void theTallyFeedsItsTimelineFromTheStartNotOnlyInTheWindow() {
        Timeline timeline = new Timeline(System.nanoTime());
        GamesTally tally = new GamesTally(timeline);
        tally.moveAccepted(2_000_000_000L);
        assertThat(timeline.lines()).singleElement().asString().contains("moves=1", "over_1s=1", "max_ms=2000");
    }
}
