package io.lamancha.clients.load;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class MeasuringTest {

    @Test
    void quantilesAreWithinTwoPercentOfTheTrueValues() {
        LatencyHistogram h = new LatencyHistogram();
        for (int v = 1; v <= 100_000; v++) {
            h.record(v);
        }
        assertThat(h.count()).isEqualTo(100_000);
        assertThat(h.quantile(0.5)).isBetween(49_000L, 51_000L);
        assertThat(h.quantile(0.99)).isBetween(97_000L, 100_000L);
        assertThat(h.max()).isEqualTo(100_000);
        assertThat(h.quantile(0.0001)).isEqualTo(10);
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
