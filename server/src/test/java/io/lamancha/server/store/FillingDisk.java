package io.lamancha.server.store;

import java.io.IOException;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * A disk under a database that fills up and empties again, for its stores' connections: while it
 * is full every commit fails as the database's own does on a full disk (PostgreSQL's SQLSTATE
 * 53100; H2's general error over "No space left on device"), and it can fail one forcing of a
 * commit to disk after the commit went through.
 */
final class FillingDisk {

    private final boolean postgres;
    private volatile boolean full;
    private volatile boolean failNextSync;

    FillingDisk(TestBackend backend) {
        this.postgres = backend.isPostgres();
    }

    /** {@code database} on this disk. */
    Database under(Database database) {
        return database.filtered(this::wrap);
    }

    void fill() {
        full = true;
    }

    void makeRoom() {
        full = false;
    }

    /** The next CHECKPOINT SYNC (H2's fsync) fails, after its commit went through. */
    void failNextSync() {
        failNextSync = true;
    }

    private SQLException diskFull() {
        return postgres
                ? new SQLException("ERROR: could not extend file \"base/16384/16397\": No space left on device",
                        "53100")
                : new SQLException("General error: \"MVStoreException: Writing to file failed\"", "HY000", 50000,
                        new IOException("No space left on device"));
    }

    private Connection wrap(Connection connection) {
        return proxy(Connection.class, connection, (method, args) -> {
            if (method.getName().equals("commit") && full) {
                throw diskFull();
            }
            Object result = call(connection, method, args);
            return method.getName().equals("createStatement") ? statement((Statement) result) : result;
        });
    }

    private Statement statement(Statement statement) {
        return proxy(Statement.class, statement, (method, args) -> {
            if (method.getName().equals("execute") && "CHECKPOINT SYNC".equals(args[0]) && failNextSync) {
                failNextSync = false;
                throw new SQLException("fsync failed", "HY000");
            }
            return call(statement, method, args);
        });
    }

    private interface Handler {
        Object handle(Method method, Object[] args) throws Throwable;
    }

    private static <T> T proxy(Class<T> type, T target, Handler handler) {
        InvocationHandler invocation = (proxy, method, args) -> handler.handle(method, args);
        return type.cast(Proxy.newProxyInstance(type.getClassLoader(), new Class<?>[] {type}, invocation));
    }

    private static Object call(Object target, Method method, Object[] args) throws Throwable {
        try {
            return method.invoke(target, args);
        } catch (InvocationTargetException e) {
            throw e.getCause();
        }
    }
}
