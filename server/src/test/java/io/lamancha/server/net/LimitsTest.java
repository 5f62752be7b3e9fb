package io.lamancha.server.net;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import org.junit.jupiter.api.Test;

class LimitsTest {

    @Test
    void theDefaultsAreTheDocumentedOnes() {
        Limits limits = Limits.defaults();
        assertThat(limits.maxLineBytes()).isEqualTo(1024);
        assertThat(limits.floodBurst()).isEqualTo(10);
        assertThat(limits.floodRatePerSecond()).isEqualTo(5.0);
        assertThat(limits.floodMaxQueued()).isEqualTo(20);
        assertThat(limits.outputCapBytes()).isEqualTo(1024 * 1024);
        assertThat(limits.writeBufferLowWater()).isEqualTo(32 * 1024);
        assertThat(limits.writeBufferHighWater()).isEqualTo(64 * 1024);
        assertThat(limits.slowReaderGrace()).isEqualTo(Duration.ofSeconds(30));
        assertThat(limits.idleTimeout()).isEqualTo(Duration.ofMinutes(30));
        assertThat(limits.idleWarning()).isEqualTo(Duration.ofMinutes(5));
        assertThat(limits.maxConnectionsPerAddress()).isEqualTo(32);
    }

    @Test
    void unlimitedTurnsOffFloodIdleAndPerAddressLimits() {
        Limits limits = Limits.unlimited();
        assertThat(limits.floodControlled()).isFalse();
        assertThat(limits.idleControlled()).isFalse();
        assertThat(limits.maxConnectionsPerAddress()).isZero();
    }

    @Test
    void aWarningNotShorterThanTheTimeoutIsRejected() {
        assertThatThrownBy(() -> with(Duration.ofMinutes(5), Duration.ofMinutes(5), 1000, 2000))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("idleWarning");
    }

    @Test
    void aLowWaterMarkAboveTheHighOneIsRejected() {
        assertThatThrownBy(() -> with(Duration.ZERO, Duration.ZERO, 3000, 2000))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("writeBufferLowWater");
    }

    @Test
    void negativeOrZeroSizesAreRejected() {
        assertThatThrownBy(() -> new Limits(0, 10, 5.0, 20, 1 << 20, 1000, 2000, Duration.ofSeconds(1),
                Duration.ZERO, Duration.ZERO, 0)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new Limits(1024, 10, -1.0, 20, 1 << 20, 1000, 2000, Duration.ofSeconds(1),
                Duration.ZERO, Duration.ZERO, 0)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new Limits(1024, 10, 5.0, 20, 1 << 20, 1000, 2000, Duration.ofSeconds(1),
                Duration.ZERO, Duration.ZERO, -1)).isInstanceOf(IllegalArgumentException.class);
    }

    private static Limits with(Duration timeout, Duration warning, int low, int high) {
        return new Limits(1024, 10, 5.0, 20, 1 << 20, low, high, Duration.ofSeconds(1), timeout, warning, 0);
    }
}
