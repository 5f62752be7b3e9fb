package io.lamancha.server.cluster;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

class HearingTest {

    private static final Duration DEAD_AFTER = Duration.ofSeconds(5);
    private final AtomicLong nanos = new AtomicLong();
    private final Hearing hearing = new Hearing(nanos::get, DEAD_AFTER);

    /** Time passes by whole seconds; each second this node's alive mark reaches Redis, or not. */
    private void seconds(int n, boolean inTouch) {
        for (int i = 0; i < n; i++) {
            nanos.addAndGet(Duration.ofSeconds(1).toNanos());
            if (inTouch) {
                hearing.inTouch(nanos.get());
            }
        }
    }

    @Test
    void aNodeSilentForLongerThanDeadAfterWhileThisOneIsInTouchIsSilentTooLong() {
        long heard = nanos.get();
        seconds(5, true);
        assertThat(hearing.silentTooLong(heard)).isFalse();
        seconds(1, true);
        assertThat(hearing.silentTooLong(heard)).isTrue();
        assertThat(hearing.settled()).isTrue();
    }

    @Test
    void whileThisNodeCannotReachRedisNobodyIsSilentTooLong() {
        long heard = nanos.get();
        seconds(2, true);
        seconds(20, false);
        assertThat(hearing.inTouch()).isFalse();
        assertThat(hearing.silentTooLong(heard)).isFalse();
        assertThat(hearing.settled()).isFalse();
    }

    @Test
    void backInTouchEveryNodeHasAWholeDeadAfterToBeHeardAgain() {
        long heard = nanos.get();
        seconds(2, true);
        seconds(20, false);
        seconds(6, true); // back at the first of these
        assertThat(hearing.silentTooLong(heard)).as("5 s since this node was back").isFalse();
        assertThat(hearing.settled()).isFalse();
        seconds(1, true);
        assertThat(hearing.silentTooLong(heard)).isTrue();
        assertThat(hearing.settled()).isTrue();
    }

    @Test
    void theBusBackCountsTheSilenceAgainToo() {
        long heard = nanos.get();
        seconds(4, true);
        hearing.rejoined();
        seconds(5, true);
        assertThat(hearing.silentTooLong(heard)).isFalse();
        seconds(1, true);
        assertThat(hearing.silentTooLong(heard)).isTrue();
    }
}
