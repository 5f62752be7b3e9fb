package io.lamancha.server.log;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.apache.logging.log4j.Level;
import org.apache.logging.log4j.core.Filter.Result;
import org.apache.logging.log4j.core.LogEvent;
import org.apache.logging.log4j.core.impl.Log4jLogEvent;
import org.apache.logging.log4j.message.ParameterizedMessage;
import org.junit.jupiter.api.Test;

/**
 * A Redis outage's warnings, on a clock the test moves: the first of a run of equal lines is
 * written, the rest counted and summed up once a minute while they go on, and written in full
 * again once they stopped for a minute; other lines and levels below WARN are never held back.
 */
class RepeatedWarningsFilterTest {

    private static final String BEAT = "io.lamancha.server.cluster.ClusterPeers";
    private static final String REDIS_GONE = "Cannot reconnect to [127.0.0.1:6379]: Connection refused";

    private final AtomicLong nanos = new AtomicLong(1_000_000_000L);
    private final List<String> summaries = new ArrayList<>();
    private final RepeatedWarningsFilter filter = new RepeatedWarningsFilter(nanos::get,
            r -> summaries.add(r.line().logger() + " " + r.line().level() + " " + RepeatedWarningsFilter.text(r)));

    @Test
    void aRunOfEqualWarningsIsWrittenOnceAndSummedUpEachMinuteWhileItGoesOn() {
        assertThat(filter.filter(warn(BEAT, "the cluster's beat failed"))).isEqualTo(Result.NEUTRAL);
        for (int i = 0; i < 240; i++) {
            after(Duration.ofMillis(200));
            assertThat(filter.filter(warn(BEAT, "the cluster's beat failed"))).isEqualTo(Result.DENY);
        }
        assertThat(summaries).as("within the first minute").isEmpty();

        after(Duration.ofSeconds(12)); // a minute since the first
        filter.sweep();
        assertThat(summaries).containsExactly(BEAT + " WARN ... 240 more in the last minute: the cluster's beat failed");

        after(Duration.ofSeconds(1));
        assertThat(filter.filter(warn(BEAT, "the cluster's beat failed"))).as("still repeating: counted")
                .isEqualTo(Result.DENY);
        after(Duration.ofSeconds(59));
        filter.sweep();
        assertThat(summaries).last().isEqualTo(BEAT + " WARN ... 1 more in the last minute: the cluster's beat failed");

        after(Duration.ofSeconds(60));
        filter.sweep();
        assertThat(summaries).as("a quiet minute adds nothing").hasSize(2);
        assertThat(filter.filter(warn(BEAT, "the cluster's beat failed"))).as("back after a quiet minute: in full")
                .isEqualTo(Result.NEUTRAL);
    }

    @Test
    void theSummaryIsWrittenByTheNextWarningWhenItComesFirst() {
        filter.filter(warn(BEAT, "the cluster's beat failed"));
        filter.filter(warn(BEAT, "the cluster's beat failed"));
        after(Duration.ofSeconds(61));
        assertThat(filter.filter(warn("io.lettuce.core.protocol.ConnectionWatchdog", REDIS_GONE)))
                .isEqualTo(Result.NEUTRAL);
        assertThat(summaries).containsExactly(BEAT + " WARN ... 1 more in the last minute: the cluster's beat failed");
    }

    @Test
    void differentLinesLoggersAndLevelsAreEachTheirOwnRun() {
        assertThat(filter.filter(warn(BEAT, "node b has not been heard from for 5 s"))).isEqualTo(Result.NEUTRAL);
        assertThat(filter.filter(warn(BEAT, "node c has not been heard from for 5 s"))).isEqualTo(Result.NEUTRAL);
        assertThat(filter.filter(warn("io.lettuce.core.protocol.ConnectionWatchdog", "node b has not been heard "
                + "from for 5 s"))).isEqualTo(Result.NEUTRAL);
        assertThat(filter.filter(event(BEAT, Level.ERROR, "node b has not been heard from for 5 s")))
                .isEqualTo(Result.NEUTRAL);
        assertThat(filter.filter(event(BEAT, Level.ERROR, "node b has not been heard from for 5 s")))
                .as("errors repeat too").isEqualTo(Result.DENY);
    }

    @Test
    void linesBelowWarnAndTheSummariesThemselvesAlwaysPass() {
        for (int i = 0; i < 3; i++) {
            assertThat(filter.filter(event(BEAT, Level.INFO, "node a is on the cluster's bus"))).isEqualTo(Result.NEUTRAL);
        }
        LogEvent summary = Log4jLogEvent.newBuilder().setLoggerName(BEAT).setLevel(Level.WARN)
                .setMarker(RepeatedWarningsFilter.SUMMARY).setMessage(new ParameterizedMessage("... 3 more")).build();
        assertThat(filter.filter(summary)).isEqualTo(Result.NEUTRAL);
        assertThat(filter.filter(summary)).isEqualTo(Result.NEUTRAL);
    }

    @Test
    void aStopWritesWhatWasCountedAndNotYetWritten() {
        filter.filter(warn(BEAT, "the cluster's beat failed"));
        after(Duration.ofSeconds(20));
        filter.filter(warn(BEAT, "the cluster's beat failed"));
        filter.filter(warn(BEAT, "the cluster's beat failed"));
        filter.stop(1, TimeUnit.SECONDS);
        assertThat(summaries).containsExactly(BEAT + " WARN ... 2 more in the last 20 s: the cluster's beat failed");
    }

    @Test
    void onlySoManyDifferentLinesAreFollowedAndTheRestAreWrittenAsTheyCome() {
        for (int i = 0; i < RepeatedLines.TRACKED; i++) {
            filter.filter(warn(BEAT, "line " + i));
        }
        assertThat(filter.filter(warn(BEAT, "one line too many"))).isEqualTo(Result.NEUTRAL);
        assertThat(filter.filter(warn(BEAT, "one line too many"))).isEqualTo(Result.NEUTRAL);
        assertThat(filter.filter(warn(BEAT, "line 7"))).isEqualTo(Result.DENY);
    }

    private void after(Duration d) {
        nanos.addAndGet(d.toNanos());
    }

    private static LogEvent warn(String logger, String message) {
        return event(logger, Level.WARN, message);
    }

    private static LogEvent event(String logger, Level level, String message) {
        return Log4jLogEvent.newBuilder().setLoggerName(logger).setLevel(level)
                .setMessage(new ParameterizedMessage("{}", message)).build();
    }
}
