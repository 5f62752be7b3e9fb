package io.lamancha.server.net;

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

/** Captures what one class logs at INFO and above, for as long as it is open. */
final class LogCapture extends AbstractAppender implements AutoCloseable {

    final List<String> lines = new CopyOnWriteArrayList<>();
    private final String loggerName;

    LogCapture(Class<?> source) {
        super("capture-" + source.getSimpleName(), null, null, true, Property.EMPTY_ARRAY);
        this.loggerName = source.getName();
        start();
        LoggerContext context = (LoggerContext) LogManager.getContext(false);
        Configuration config = context.getConfiguration();
        LoggerConfig logger = new LoggerConfig(loggerName, Level.INFO, false);
        logger.addAppender(this, Level.INFO, null);
        config.addLogger(loggerName, logger);
        context.updateLoggers();
    }

    @Override
    public void append(LogEvent event) {
        lines.add(event.getLevel() + " " + event.getMessage().getFormattedMessage());
    }

    @Override
    public void close() {
        LoggerContext context = (LoggerContext) LogManager.getContext(false);
        context.getConfiguration().removeLogger(loggerName);
        context.updateLoggers();
        stop();
    }
}
