package io.lamancha.server.command;

import io.lamancha.protocol.ClientLine;
import io.lamancha.protocol.ErrorCode;
import io.lamancha.protocol.ServerEvent;
import io.lamancha.protocol.event.ErrorReply;
import io.lamancha.protocol.event.Ok;
import io.lamancha.server.account.LoginThrottle;
import io.lamancha.server.store.Storage;
import io.lamancha.server.world.Refusal;
import io.lamancha.server.world.Room;
import io.lamancha.server.world.Session;
import io.lamancha.server.world.World;
import java.time.Clock;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * One command being carried out: who asked, what they asked, and how to answer. Replies carry the
 * command's tag; a tagged command ends with exactly one {@code ok} or {@code error} line.
 */
public final class Request {

    private final Session session;
    private final ClientLine.Command command;
    private final Context context;
    private final AtomicBoolean finished = new AtomicBoolean();
    private volatile boolean deferred;
    private final String name;
    private final long startNanos = System.nanoTime();

    /** A request counted under its verb (a command of the server's own making). */
    public Request(Session session, ClientLine.Command command, Context context) {
        this(session, command, context, command.verb());
    }

    /** @param name the registered command's name, which it is counted under (never what was typed) */
    Request(Session session, ClientLine.Command command, Context context, String name) {
        this.session = session;
        this.command = command;
        this.context = context;
        this.name = name;
    }

    public Session session() {
        return session;
    }

    public ClientLine.Command command() {
        return command;
    }

    public World world() {
        return context.world();
    }

    /** Accounts and stored games, or {@code null} when the server keeps nothing. */
    public Storage storage() {
        return context.storage();
    }

    public Clock clock() {
        return context.clock();
    }

    /** The guard on guessed passwords and resume tokens. */
    public LoginThrottle throttle() {
        return context.throttle();
    }

    Context context() {
        return context;
    }

    public String tag() {
        return command.tag();
    }

    /** The session's room; the lobby is a room too. */
    public Room room() {
        return session.room();
    }

    /** Sends one reply line (tagged when the command was). */
    public void reply(ServerEvent event) {
        session.send(event, command.tag());
    }

    /** The handler finishes later: it must call {@link #succeed()} or {@link #fail} exactly once. */
    public void defer() {
        if (!deferred) {
            deferred = true;
            session.suspend();
        }
    }

    boolean deferred() {
        return deferred;
    }

    /** Ends the reply with {@code ok} when tagged. */
    public void succeed() {
        if (finished.compareAndSet(false, true)) {
            counted(null);
            if (command.tag() != null) {
                session.send(new Ok(), command.tag());
            }
            if (deferred) {
                session.resume();
            }
        }
    }

    /**
     * The session went to another node with this command, which answers it there: nothing more
     * is said here, and the lines after it flow (to that node).
     */
    public void handedOff() {
        if (finished.compareAndSet(false, true)) {
            counted(null);
            if (deferred) {
                session.resume();
            }
        }
    }

    /**
     * Ends the reply with {@code goodbye} (then {@code ok} when tagged) as the connection's last
     * lines, and closes the connection once they are written.
     */
    public void finishWithGoodbye(ServerEvent goodbye) {
        if (finished.compareAndSet(false, true)) {
            counted(null);
            if (command.tag() != null) {
                session.closeWith(command.tag(), goodbye, new Ok());
            } else {
                session.closeWith(null, goodbye);
            }
        }
    }

    /** Ends the reply with an error line. */
    public void fail(ErrorCode code, String message) {
        if (finished.compareAndSet(false, true)) {
            counted(code);
            session.send(new ErrorReply(code, message), command.tag());
            if (deferred) {
                session.resume();
            }
        }
    }

    private void counted(ErrorCode error) {
        context.metrics().commandFinished(name, System.nanoTime() - startNanos, error == null ? null : error.name());
    }

    /** Stops the handler with an error: shorthand for throwing a {@link Refusal}. */
    public static Refusal refuse(ErrorCode code, String message) {
        return new Refusal(code, message);
    }
}
