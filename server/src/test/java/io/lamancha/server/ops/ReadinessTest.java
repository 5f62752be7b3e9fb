package io.lamancha.server.ops;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;

class ReadinessTest {

    @Test
    void readyUntilAConditionHoldsItBackAndEachHoldingOneIsNamedInOrder() {
        AtomicBoolean redisDown = new AtomicBoolean();
        AtomicBoolean databaseDown = new AtomicBoolean();
        Readiness readiness = new Readiness().notReadyWhile(Readiness.REDIS, redisDown::get)
                .notReadyWhile(Readiness.DATABASE, databaseDown::get);
        assertThat(readiness.blocking()).isEmpty();

        redisDown.set(true);
        assertThat(readiness.blocking()).containsExactly("redis");
        databaseDown.set(true);
        readiness.draining(true);
        assertThat(readiness.blocking()).containsExactly("database", "draining", "redis");

        redisDown.set(false);
        databaseDown.set(false);
        readiness.draining(false);
        assertThat(readiness.blocking()).isEmpty();
        assertThat(readiness.draining()).isFalse();
    }

    @Test
    void aConditionThatCannotSayCountsAsNotReady() {
        Readiness readiness = new Readiness().notReadyWhile(Readiness.DATABASE, () -> {
            throw new IllegalStateException("pool closed");
        });
        assertThat(readiness.blocking()).containsExactly("database");
    }
}
