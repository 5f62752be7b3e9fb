package io.lamancha.server.testing;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.apache.logging.log4j.Level;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.core.LogEvent;
import org.apache.logging.log4j.core.LoggerContext;
import org.apache.logging.log4j.core.appender.AbstractAppender;
import org.apache.logging.log4j.core.config.Configuration;
import org.apache.logging.log4j.core.config.LoggerConfig;
import org.apache.logging.log4j.core.config.Property;

/** Captures what one class, or every logger, logs at a level and above, for as long as it is open. */
public final class LogCapture extends AbstractAppender implements AutoCloseable {

    /** Each captured event as {@code LEVEL message}, with the exception's class when there is one. */
    public final List<String> lines = new CopyOnWriteArrayList<>();
    private final String loggerName;

    /** What {@code source} logs at INFO and above; nothing else of it reaches the other appenders. */
    public LogCapture(Class<?> source) {
        this(source.getName(), Level.INFO);
    }

    private LogCapture(String loggerName, Level level) {
        super("capture-" + (loggerName.isEmpty() ? "all" : loggerName), null, null, true, Property.EMPTY_ARRAY);
        this.loggerName = loggerName;
        start();
        LoggerContext context = (LoggerContext) LogManager.getContext(false);
        Configuration config = context.getConfiguration();
        if (loggerName.isEmpty()) {
            config.getRootLogger().addAppender(this, level, null);
        } else {
            LoggerConfig logger = new LoggerConfig(loggerName, level, false);
            logger.addAppender(this, level, null);
            config.addLogger(loggerName, logger);
        }
        context.updateLoggers();
    }

    /** What the loggers under {@code packageName} log at INFO and above; nothing else of them reaches the others. */
    public static LogCapture under(String packageName) {
        return new LogCapture(packageName, Level.INFO);
    }

    /** What every logger logs at {@code level} and above, besides going where it goes anyway. */
    public static LogCapture everything(Level level) {
        return new LogCapture("", level);
    }

    @Override
    public void append(LogEvent event) {
        Throwable thrown = event.getThrown();
        lines.add(event.getLevel() + " " + event.getMessage().getFormattedMessage()
                + (thrown == null ? "" : " (" + thrown + ")"));
    }

    @Override
    public void close() {
        LoggerContext context = (LoggerContext) LogManager.getContext(false);
        if (loggerName.isEmpty()) {
            context.getConfiguration().getRootLogger().removeAppender(getName());
        } else {
            context.getConfiguration().removeLogger(loggerName);
        }
        context.updateLoggers();
        stop();
    }
}
