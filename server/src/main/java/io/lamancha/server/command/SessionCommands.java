package io.lamancha.server.command;

import io.lamancha.protocol.ClientLine;
import io.lamancha.protocol.ErrorCode;
import io.lamancha.protocol.WireFormat;
import io.lamancha.protocol.event.Bye;
import io.lamancha.protocol.event.Help;
import io.lamancha.protocol.event.Info;
import io.lamancha.protocol.event.Pong;
import io.lamancha.server.world.Refusal;
import io.lamancha.server.world.RoomActivity;
import io.lamancha.server.world.Session;
import io.lamancha.server.world.Updates;
import java.util.List;
import java.util.Locale;

/** Settings, help, ping and quit. */
final class SessionCommands {

    private SessionCommands() {
    }

    static void set(Request req) {
        List<String> w = req.command().words();
        if (w.size() != 2) {
            throw Request.refuse(ErrorCode.BAD_ARGUMENT, "Use /set format text|json, /set color on|off or /set updates full|patch|changes.");
        }
        req.reply(Info.of(set(req.session(), w.get(0), w.get(1))));
    }

    /**
     * A line this node passes on to the node that runs {@code session} (a relayed connection): a
     * {@code /set} in it is kept here too, without a word (the other node answers it), so that the
     * session's settings go with it when it is carried to another node or comes back here.
     */
    static void keepPassedOn(Session session, ClientLine line) {
        if (line instanceof ClientLine.Command c && c.verb().equals("set") && c.words().size() == 2) {
            try {
                set(session, c.words().get(0), c.words().get(1));
            } catch (Refusal refused) {
                // not a setting: the node that runs the session says so
            }
        }
    }

    /** Applies {@code /set key value} to {@code session}; what it is told, or the refusal. */
    private static String set(Session session, String rawKey, String rawValue) {
        String key = rawKey.toLowerCase(Locale.ROOT);
        String value = rawValue.toLowerCase(Locale.ROOT);
        switch (key) {
            case "format":
                WireFormat f = WireFormat.parse(value).orElseThrow(() ->
                        Request.refuse(ErrorCode.BAD_ARGUMENT, "Formats are text and json: /set format json."));
                session.states().forget();
                session.format(f);
                return "Format is now " + f.key() + ".";
            case "color":
            case "colour":
                if (!value.equals("on") && !value.equals("off")) {
                    throw Request.refuse(ErrorCode.BAD_ARGUMENT, "Use /set color on or /set color off.");
                }
                session.color(value.equals("on"));
                return "Colour is now " + value + ".";
            case "updates":
                Updates updates = Updates.of(value).orElseThrow(() -> Request.refuse(ErrorCode.BAD_ARGUMENT,
                        "Use /set updates full, /set updates patch or /set updates changes."));
                session.states().updates(updates);
                return "Updates after a move are now " + updates.word() + " (in JSON).";
            default:
                throw Request.refuse(ErrorCode.BAD_ARGUMENT,
                        "Settings are format, color and updates, e.g. /set format json.");
        }
    }

    static Handler help(CommandRegistry registry) {
        return req -> {
            List<String> w = req.command().words();
            if (w.isEmpty()) {
                req.reply(new Help(registry.help(), List.of()));
                return;
            }
            String verb = w.get(0).replaceFirst("^/", "").toLowerCase(Locale.ROOT);
            CommandSpec spec = registry.find(verb).orElseThrow(() ->
                    Request.refuse(ErrorCode.UNKNOWN_COMMAND, "There is no /" + verb + "; /help lists the commands."));
            List<String> details = new java.util.ArrayList<>(spec.details().isEmpty() ? List.of(spec.summary()) : spec.details());
            RoomActivity here = req.room() == null ? null : req.room().activity();
            if (spec.name().equals("show") && here != null && !here.game().legend().isEmpty()) {
                details.add("How to read the table of " + here.game().title() + ":");
                details.addAll(here.game().legend());
            }
            req.reply(new Help(List.of(new io.lamancha.protocol.event.CommandHelp(spec.name(), spec.aliases(),
                    spec.usage(), spec.summary())), details));
        };
    }

    static void ping(Request req) {
        req.reply(new Pong(req.clock().millis()));
    }

    static void quit(Request req) {
        req.world().remove(req.session(), "quit");
        req.finishWithGoodbye(new Bye(Bye.Code.QUIT, "you asked to quit. Vaya con Dios!"));
    }
}
