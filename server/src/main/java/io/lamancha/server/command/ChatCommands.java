package io.lamancha.server.command;

import io.lamancha.protocol.ErrorCode;
import io.lamancha.protocol.event.Chat;
import io.lamancha.protocol.event.Emote;
import io.lamancha.protocol.event.Tell;
import io.lamancha.server.world.Session;

/** Talking: to the room, as an action, or privately. */
final class ChatCommands {

    private ChatCommands() {
    }

    static void say(Request req) {
        String text = req.command().args();
        if (!text.isEmpty()) {
            req.room().broadcast(new Chat(req.room().name(), req.session().name(), text));
        }
    }

    static void me(Request req) {
        String text = req.command().args();
        if (text.isEmpty()) {
            throw Request.refuse(ErrorCode.BAD_ARGUMENT, "Say what you do: /me waves.");
        }
        req.room().broadcast(new Emote(req.room().name(), req.session().name(), text));
    }

    static void tell(Request req) {
        String name = req.command().words().isEmpty() ? "" : req.command().words().get(0);
        String text = req.command().rest();
        if (name.isEmpty() || text.isEmpty()) {
            throw Request.refuse(ErrorCode.BAD_ARGUMENT, "Use /tell <name> <text> or ;<name> <text>.");
        }
        Session to = req.world().user(name).orElseThrow(() ->
                Request.refuse(ErrorCode.NO_SUCH_USER, "Nobody called " + name + " is online; /wwho lists everyone."));
        String from = req.session().name();
        to.send(new Tell(from, to.name(), text, false));
        req.reply(new Tell(from, to.name(), text, true));
    }
}
