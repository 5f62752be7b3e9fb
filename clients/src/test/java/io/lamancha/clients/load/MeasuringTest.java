package io.lamancha.clients.load;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class MeasuringTest {

    @Test
    void percentilesAreTheTrueValuesRoundedUpByAtMostATenthOfAPercent() {
        LatencyHistogram h = new LatencyHistogram();
        for (int v = 100_000; v >= 1; v--) {
            h.record(v);
        }
        assertThat(h.count()).isEqualTo(100_000);
        assertThat(h.percentile(50)).isBetween(50_000L, 50_050L);
        assertThat(h.percentile(99)).isBetween(99_000L, 99_099L);
        assertThat(h.percentile(0.01)).as("small values are exact").isEqualTo(10);
        assertThat(h.percentile(100)).as("never above the largest").isEqualTo(100_000);
        assertThat(h.max()).isEqualTo(100_000);
    }

    @Test
    void aSlowTailShowsInTheHighPercentilesAndTheExactMaximum() {
        LatencyHistogram h = new LatencyHistogram();
        for (int i = 0; i < 980; i++) {
            h.record(200);
        }
        for (int i = 0; i < 20; i++) {
            h.record(1_234_567);
        }
        assertThat(h.percentile(50)).isEqualTo(200);
        assertThat(h.percentile(98)).isEqualTo(200);
        assertThat(h.percentile(99)).isBetween(1_234_567L, 1_235_802L);
        assertThat(h.max()).isEqualTo(1_234_567);
    }

    @Test
    void nothingRecordedReadsAsZeroAndOutOfRangeLatenciesAreClampedToTheRange() {
        LatencyHistogram h = new LatencyHistogram();
        assertThat(h.percentile(50)).isZero();
        assertThat(h.max()).isZero();

        h.record(-5);
        h.record(LatencyHistogram.MAX_MICROS * 3);
        assertThat(h.count()).isEqualTo(2);
        assertThat(h.percentile(50)).isZero();
        assertThat(h.max()).isEqualTo(LatencyHistogram.MAX_MICROS);
    }

    @Test
    void aTimedChatLineIsFoundInLaManchaAndIrcFormsAndOtherLinesAreNot() {
        assertThat(sent("[lobby] <l1> ~ 3 17 123456789")).isEqualTo(123456789L);
        assertThat(sent(":l1!l1@localhost PRIVMSG #bench :~ 3 17 987\r")).isEqualTo(987L);
        assertThat(sent("[lobby] <l1> hello 3 17 99")).isEqualTo(-1);
        assertThat(sent("~ 3 x 99")).isEqualTo(-1);
        assertThat(sent("12345")).isEqualTo(-1);
    }

    @Test
    void theIrcDialectJoinsAfterTheWelcomeAnswersPingsAndIsReadyAtEndOfNames() {
        Dialect irc = new Dialect.Irc();
        assertThat(irc.answer(":irc.local 001 l5 :Welcome", "bench")).isEqualTo("JOIN #bench\r\n");
        assertThat(irc.answer("PING :irc.local", "bench")).isEqualTo("PONG :irc.local\r\n");
        assertThat(irc.ready(":irc.local 366 l5 #bench :End of NAMES list")).isTrue();
        assertThat(irc.error(":irc.local 433 * l5 :Nickname already in use")).isTrue();
        assertThat(new String(irc.message("bench", 4, 9, 77), StandardCharsets.UTF_8)).isEqualTo("PRIVMSG #bench :~ 4 9 77\r\n");
    }

    private static long sent(String line) {
        byte[] b = line.getBytes(StandardCharsets.UTF_8);
        return LineScanner.sentNanos(b, 0, b.length);
    }
}
