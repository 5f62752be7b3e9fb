package io.lamancha.server.log;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.function.LongSupplier;
import org.apache.logging.log4j.Level;
import org.apache.logging.log4j.Marker;
import org.apache.logging.log4j.MarkerManager;
import org.apache.logging.log4j.core.Filter;
import org.apache.logging.log4j.core.LogEvent;
import org.apache.logging.log4j.core.config.Configuration;
import org.apache.logging.log4j.core.config.Node;
import org.apache.logging.log4j.core.config.plugins.Plugin;
import org.apache.logging.log4j.core.config.plugins.PluginConfiguration;
import org.apache.logging.log4j.core.config.plugins.PluginFactory;
import org.apache.logging.log4j.core.filter.AbstractFilter;
import org.apache.logging.log4j.message.SimpleMessage;

/**
 * Collapses a warning that repeats (say the lines of each reconnect and beat while Redis is away:
 * about 110 a minute): the first is written, the equal ones after it are counted, and
 * {@code ... 240 more in the last minute: <the line>} is written once a minute while they go on,
 * from the same logger at the same level. Lines below WARN pass untouched. A stop writes what was
 * counted and not yet written. In log4j2.xml on the root logger: {@code <RepeatedWarnings/>}.
 */
@Plugin(name = "RepeatedWarnings", category = Node.CATEGORY, elementType = Filter.ELEMENT_TYPE)
public final class RepeatedWarningsFilter extends AbstractFilter {

    /** Marks the summing-up lines, which pass. */
    static final Marker SUMMARY = MarkerManager.getMarker("LAMANCHA_REPEATS");
    private static final long SWEEP_SECONDS = 5;

    /** A line as it repeats: who logs it, how loud, and what it says (its exception left out). */
    record Line(String logger, Level level, String message) {
    }

    private final RepeatedLines<Line> lines;
    private final Consumer<RepeatedLines.Repeats<Line>> writer;
    private ScheduledExecutorService sweeper;

    RepeatedWarningsFilter(LongSupplier nanoTime, Consumer<RepeatedLines.Repeats<Line>> writer) {
        super(Result.NEUTRAL, Result.DENY);
        this.lines = new RepeatedLines<>(nanoTime);
        this.writer = writer;
    }

    /**
     * The filter of {@code configuration}: it writes its summing-up lines through that
     * configuration's loggers, which still write while the configuration stops.
     */
    @PluginFactory
    public static RepeatedWarningsFilter create(@PluginConfiguration Configuration configuration) {
        return new RepeatedWarningsFilter(System::nanoTime, repeats -> write(configuration, repeats));
    }

    @Override
    public Result filter(LogEvent event) {
        if (!event.getLevel().isMoreSpecificThan(Level.WARN)
                || event.getMarker() != null && event.getMarker().isInstanceOf(SUMMARY)) {
            return Result.NEUTRAL;
        }
        sweep();
        Line line = new Line(event.getLoggerName(), event.getLevel(), event.getMessage().getFormattedMessage());
        return lines.admit(line) ? Result.NEUTRAL : Result.DENY;
    }

    /** Writes the counts whose minute is over. */
    void sweep() {
        writeAll(lines.due());
    }

    @Override
    public void start() {
        ScheduledExecutorService s = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "lamancha-log-repeats");
            t.setDaemon(true);
            return t;
        });
        s.scheduleWithFixedDelay(this::sweep, SWEEP_SECONDS, SWEEP_SECONDS, TimeUnit.SECONDS);
        sweeper = s;
        super.start();
    }

    @Override
    public boolean stop(long timeout, TimeUnit timeUnit) {
        setStopping();
        if (sweeper != null) {
            sweeper.shutdownNow();
        }
        writeAll(lines.drain());
        return super.stop(timeout, timeUnit);
    }

    private void writeAll(List<RepeatedLines.Repeats<Line>> due) {
        due.forEach(writer);
    }

    /** The line that sums up {@code repeats}. */
    static String text(RepeatedLines.Repeats<Line> repeats) {
        Duration span = repeats.span();
        String when = span.compareTo(RepeatedLines.WINDOW) >= 0 ? "the last minute" : "the last " + span.toSeconds() + " s";
        return "... " + repeats.count() + " more in " + when + ": " + repeats.line().message();
    }

    private static void write(Configuration configuration, RepeatedLines.Repeats<Line> repeats) {
        String logger = repeats.line().logger();
        configuration.getLoggerConfig(logger).log(logger, RepeatedWarningsFilter.class.getName(), SUMMARY,
                repeats.line().level(), new SimpleMessage(text(repeats)), null);
    }
}
