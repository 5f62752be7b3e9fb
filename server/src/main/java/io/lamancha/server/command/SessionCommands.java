package io.lamancha.server.command;

import io.lamancha.protocol.ErrorCode;
import io.lamancha.protocol.WireFormat;
import io.lamancha.protocol.event.Bye;
import io.lamancha.protocol.event.Help;
import io.lamancha.protocol.event.Info;
import io.lamancha.protocol.event.Pong;
import io.lamancha.server.world.RoomActivity;
import java.util.List;
import java.util.Locale;

/** Settings, help, ping and quit. */
final class SessionCommands {

    private SessionCommands() {
    }

    static void set(Request req) {
        List<String> w = req.command().words();
        if (w.size() != 2) {
            throw Request.refuse(ErrorCode.BAD_ARGUMENT, "Use /set format text|json, /set color on|off or /set updates full|changes.");
        }
        String key = w.get(0).toLowerCase(Locale.ROOT);
        String value = w.get(1).toLowerCase(Locale.ROOT);
        switch (key) {
            case "format":
                WireFormat f = WireFormat.parse(value).orElseThrow(() ->
                        Request.refuse(ErrorCode.BAD_ARGUMENT, "Formats are text and json: /set format json."));
                req.session().states().forget();
                req.session().format(f);
                req.reply(Info.of("Format is now " + f.key() + "."));
                break;
            case "color":
            case "colour":
                if (!value.equals("on") && !value.equals("off")) {
                    throw Request.refuse(ErrorCode.BAD_ARGUMENT, "Use /set color on or /set color off.");
                }
                req.session().color(value.equals("on"));
                req.reply(Info.of("Colour is now " + value + "."));
                break;
            case "updates":
                if (!value.equals("full") && !value.equals("changes")) {
                    throw Request.refuse(ErrorCode.BAD_ARGUMENT, "Use /set updates full or /set updates changes.");
                }
                req.session().states().changes(value.equals("changes"));
                req.reply(Info.of("Updates after a move are now " + value + " (in JSON)."));
                break;
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
