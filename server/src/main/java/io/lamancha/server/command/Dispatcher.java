package io.lamancha.server.command;

import io.lamancha.protocol.ClientLine;
import io.lamancha.protocol.ErrorCode;
import io.lamancha.protocol.event.Bye;
import io.lamancha.protocol.event.ErrorReply;
import io.lamancha.protocol.event.Ok;
import io.lamancha.server.world.Mail;
import io.lamancha.server.world.Refusal;
import io.lamancha.server.world.Relay;
import io.lamancha.server.world.RoomActivity;
import io.lamancha.server.world.Session;
import io.lamancha.server.world.World;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.Logger;

/**
 * Runs a session's input, one item at a time on the session's owner strand: commands through the
 * registry, chat and whispers through their commands, and connection signals.
 */
public final class Dispatcher {

    private static final Logger LOG = LogManager.getLogger(Dispatcher.class);

    /** What commands that do not exist are counted as: what was typed is no metric's tag. */
    static final String UNKNOWN = "unknown";

    private final CommandRegistry registry;
    private final Context context;
    private final World world;

    public Dispatcher(CommandRegistry registry, Context context) {
        this.registry = registry;
        this.context = context;
        this.world = context.world();
    }

    public CommandRegistry registry() {
        return registry;
    }

    /** The world the commands run in. */
    World world() {
        return world;
    }

    /** Mailbox consumer for {@link Session#enqueue}: runs the item with the session's log context. */
    public void handle(Session session, Mail item) {
        try (LogContext logged = LogContext.of(session)) {
            handleInContext(session, item);
        }
    }

    private void handleInContext(Session session, Mail item) {
        Relay relay = session.relay();
        if (relay != null) {
            // handed to another node: it runs the session, this one only passes the lines on
            if (item instanceof Mail.Disconnected) {
                relay.closed();
            } else if (item instanceof Mail.InputEnded) {
                // The other node runs the lines in order: a /quit after them answers them all, then closes.
                relay.line("/quit");
            } else if (item instanceof Mail.Line in) {
                SessionCommands.keepPassedOn(session, in.line());
                relay.line(in.raw());
            }
            return;
        }
        if (item instanceof Mail.Arrival arrival) {
            HandOffs.arrive(context, session, arrival.session());
            return;
        }
        if (item instanceof Mail.Disconnected) {
            world.remove(session, world.lifecycle().stopping() ? "the server is stopping" : "lost connection");
            return;
        }
        if (session.isClosed()) {
            return;
        }
        if (item instanceof Mail.InputEnded) {
            world.remove(session, "lost connection");
            session.closeWith(null, new Bye(Bye.Code.QUIT, "your input ended, so the connection closes."
                    + " Vaya con Dios!"));
            return;
        }
        if (!(item instanceof Mail.Line typed)) {
            return;
        }
        session.active(context.clock().instant());
        if (session.pendingLogin() != null) {
            PasswordChecks.passwordLine(session, typed.raw(), context);
            return;
        }
        ClientLine line = typed.line();
        if (line instanceof ClientLine.Blank) {
            if (line.tag() != null) {
                session.send(new Ok(), line.tag());
            }
        } else if (line instanceof ClientLine.Chat) {
            run(session, new ClientLine.Command(line.tag(), "say", ((ClientLine.Chat) line).text()));
        } else if (line instanceof ClientLine.Whisper) {
            ClientLine.Whisper w = (ClientLine.Whisper) line;
            run(session, new ClientLine.Command(line.tag(), "tell", w.target() + " " + w.text()));
        } else {
            run(session, (ClientLine.Command) line);
        }
    }

    private void run(Session session, ClientLine.Command command) {
        CommandSpec spec = registry.find(command.verb()).orElse(null);
        ClientLine.Command effective = command;
        if (spec == null && isMoveVerb(session, command.verb())) {
            spec = registry.find("play").orElseThrow();
            effective = new ClientLine.Command(command.tag(), "play", command.verb() + " " + command.args());
        }
        if (spec == null) {
            String hint = Suggestion.of(command.verb(), registry.names()).map(n -> "Did you mean /" + n + "?")
                    .orElse("/help lists the commands.");
            session.send(new ErrorReply(ErrorCode.UNKNOWN_COMMAND, "There is no /" + shorten(command.verb()) + ". " + hint),
                    command.tag());
            context.metrics().commandFinished(UNKNOWN, 0, ErrorCode.UNKNOWN_COMMAND.name());
            return;
        }
        Request request = new Request(session, effective, context, spec.name());
        if (spec.needsLogin() && !session.loggedIn()) {
            request.fail(ErrorCode.NOT_LOGGED_IN, "Log in first with /login <name>.");
            return;
        }
        try {
            spec.handler().handle(request);
            if (!request.deferred()) {
                request.succeed();
            }
        } catch (Refusal r) {
            request.fail(r.code(), r.getMessage());
        } catch (RuntimeException e) {
            LOG.error("/{} failed for {}", spec.name(), session, e);
            request.fail(ErrorCode.INTERNAL, "Something went wrong on the server; it has been logged. Try again.");
        }
    }

    private static boolean isMoveVerb(Session session, String verb) {
        RoomActivity here = session.room() == null ? null : session.room().activity();
        return here != null && here.game().moveVerbs().contains(verb);
    }

    private static String shorten(String verb) {
        return verb.length() > 24 ? verb.substring(0, 24) + "..." : verb;
    }
}
