package io.lamancha.server.store;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.apache.logging.log4j.Level;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.core.LogEvent;
import org.apache.logging.log4j.core.LoggerContext;
import org.apache.logging.log4j.core.appender.AbstractAppender;
import org.apache.logging.log4j.core.config.LoggerConfig;
import org.apache.logging.log4j.core.config.Property;

/** What the store's classes log (at INFO and above, unless told) while it is open, as "LEVEL message". */
final class StoreLog extends AbstractAppender implements AutoCloseable {

    private static final String STORE = "io.lamancha.server.store";
    private final List<String> lines = new CopyOnWriteArrayList<>();

    /** The store's loggers log to this alone, at INFO, until it is closed. */
    StoreLog() {
        this(Level.INFO);
    }

    /** The store's loggers log to this alone, at {@code level}, until it is closed. */
    StoreLog(Level level) {
        super("store-log", null, null, true, Property.EMPTY_ARRAY);
        start();
        LoggerContext context = (LoggerContext) LogManager.getContext(false);
        LoggerConfig store = new LoggerConfig(STORE, level, false);
        store.addAppender(this, level, null);
        context.getConfiguration().addLogger(STORE, store);
        context.updateLoggers();
    }

    @Override
    public void append(LogEvent event) {
        lines.add(event.getLevel() + " " + event.getMessage().getFormattedMessage());
    }

    /** The lines at WARN or above. */
    List<String> problems() {
        return lines.stream().filter(l -> l.startsWith("WARN") || l.startsWith("ERROR")).toList();
    }

    List<String> lines() {
        return List.copyOf(lines);
    }

    @Override
    public void close() {
        LoggerContext context = (LoggerContext) LogManager.getContext(false);
        context.getConfiguration().removeLogger(STORE);
        context.updateLoggers();
        stop();
    }
}
