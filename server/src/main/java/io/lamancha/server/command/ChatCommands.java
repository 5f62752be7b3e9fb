package io.lamancha.server.command;

import io.lamancha.protocol.ErrorCode;
import io.lamancha.protocol.ServerEvent;
import io.lamancha.protocol.event.Chat;
import io.lamancha.protocol.event.Emote;
import io.lamancha.protocol.event.Info;
import io.lamancha.protocol.event.Tell;
import io.lamancha.server.world.Names;
import io.lamancha.server.world.Peers;
import io.lamancha.server.world.Refusal;
import io.lamancha.server.world.RemoteUser;
import io.lamancha.server.world.Session;
import java.util.Optional;

/**
 * Talking: to the room, as an action, or privately ({@code /tell}, {@code /r}). Nothing from
 * someone a listener ignores reaches them; a tell to someone who ignores you is refused, and you
 * are told so.
 */
final class ChatCommands {

    private ChatCommands() {
    }

    static void say(Request req) {
        String text = req.command().args();
        if (!text.isEmpty()) {
            said(req, new Chat(req.room().name(), req.session().name(), text), text);
        }
    }

    /** Tells the room; a lobby line reaches the lobby of every other node too. */
    private static void said(Request req, ServerEvent event, String text) {
        ModerationCommands.requireUnmuted(req, null);
        String from = req.session().name();
        req.session().social().said(req.room().name(), text);
        req.room().say(from, event);
        if (req.room().isLobby()) {
            req.world().peers().lobby(from, event);
        }
    }

    static void me(Request req) {
        String text = req.command().args();
        if (text.isEmpty()) {
            throw Request.refuse(ErrorCode.BAD_ARGUMENT, "Say what you do: /me waves.");
        }
        said(req, new Emote(req.room().name(), req.session().name(), text), "* " + text);
    }

    static void tell(Request req) {
        String name = req.command().words().isEmpty() ? "" : req.command().words().get(0);
        String text = req.command().rest();
        if (name.isEmpty() || text.isEmpty()) {
            throw Request.refuse(ErrorCode.BAD_ARGUMENT, "Use /tell <name> <text> or ;<name> <text>.");
        }
        tellTo(req, name, text);
    }

    /** {@code /r text}: answers the last person who told you something. */
    static void reply(Request req) {
        String text = req.command().args();
        String to = req.session().social().replyTo();
        if (to == null) {
            throw Request.refuse(ErrorCode.BAD_ARGUMENT, "Nobody has told you anything yet; /tell <name> <text> starts.");
        }
        if (text.isEmpty()) {
            throw Request.refuse(ErrorCode.BAD_ARGUMENT, "Say what: /r <text> answers " + to + ".");
        }
        tellTo(req, to, text);
    }

    private static void tellTo(Request req, String name, String text) {
        ModerationCommands.requireUnmuted(req, null);
        req.session().social().said(">" + Names.key(name), text);
        Optional<Session> here = req.world().user(name);
        if (here.isEmpty()) {
            RemoteUser elsewhere = req.world().peers().user(name).orElseThrow(() -> nobody(name));
            tellElsewhere(req, elsewhere, text);
            return;
        }
        Session to = here.get();
        String from = req.session().name();
        if (to.social().ignores(from)) {
            throw Request.refuse(ErrorCode.IGNORED, to.name() + " is ignoring you; your message was not delivered.");
        }
        to.social().replyTo(from);
        to.send(new Tell(from, to.name(), text, false));
        req.reply(new Tell(from, to.name(), text, true, to.social().away()));
    }

    private static Refusal nobody(String name) {
        return Request.refuse(ErrorCode.NO_SUCH_USER, "Nobody called " + name + " is online; /wwho lists everyone,"
                + " /message " + name + " <text> leaves a message.");
    }

    /** A whisper to someone on another node: the answer comes back from their node. */
    private static void tellElsewhere(Request req, RemoteUser to, String text) {
        Session s = req.session();
        req.defer();
        req.world().peers().tell(to, s.name(), text).whenComplete((result, failure) -> s.runOnOwner(() -> {
            if (failure != null || result.outcome() == Peers.TellOutcome.UNANSWERED) {
                // it may have arrived: not said to be lost, nor echoed as told
                req.reply(Info.of(to.name() + " may not have got that: the other node did not answer."));
                req.succeed();
            } else if (result.outcome() == Peers.TellOutcome.OFFLINE) {
                Refusal r = nobody(to.name());
                req.fail(r.code(), r.getMessage());
            } else if (result.outcome() == Peers.TellOutcome.IGNORED) {
                req.fail(ErrorCode.IGNORED, to.name() + " is ignoring you; your message was not delivered.");
            } else {
                req.reply(new Tell(s.name(), to.name(), text, true, result.away()));
                req.succeed();
            }
        }));
    }
}
