package io.lamancha.server.command;

import io.lamancha.protocol.ErrorCode;
import io.lamancha.protocol.WireFormat;
import io.lamancha.protocol.event.Bye;
import io.lamancha.protocol.event.Help;
import io.lamancha.protocol.event.Info;
import io.lamancha.protocol.event.LoggedIn;
import io.lamancha.protocol.event.Pong;
import io.lamancha.server.world.Names;
import io.lamancha.server.world.Session;
import io.lamancha.server.world.World;
import java.util.List;
import java.util.Locale;

/** Login, settings, help, ping and quit. */
final class SessionCommands {

    private SessionCommands() {
    }

    static void login(Request req) {
        Session s = req.session();
        if (s.loggedIn()) {
            throw Request.refuse(ErrorCode.ALREADY_LOGGED_IN, "You are logged in as " + s.name() + "; /quit and reconnect to change names.");
        }
        List<String> words = req.command().words();
        if (words.isEmpty()) {
            throw Request.refuse(ErrorCode.BAD_ARGUMENT, "Say who you are: /login <name>.");
        }
        String name = words.get(0);
        Names.checkUser(name).ifPresent(msg -> {
            throw Request.refuse(ErrorCode.BAD_NAME, msg);
        });
        if (!req.world().claim(name, s)) {
            throw Request.refuse(ErrorCode.NAME_TAKEN, name + " is taken right now; choose another name.");
        }
        enterLobby(req);
    }

    /** Puts a freshly named session into the lobby; the reply ends once it is there. */
    static void enterLobby(Request req) {
        Session s = req.session();
        World world = req.world();
        req.reply(new LoggedIn(s.name(), true, World.LOBBY));
        req.defer();
        world.move(s, world.lobby(), "login", req.tag(), req::succeed);
    }

    static void set(Request req) {
        List<String> w = req.command().words();
        if (w.size() != 2) {
            throw Request.refuse(ErrorCode.BAD_ARGUMENT, "Use /set format text|json or /set color on|off.");
        }
        String key = w.get(0).toLowerCase(Locale.ROOT);
        String value = w.get(1).toLowerCase(Locale.ROOT);
        switch (key) {
            case "format":
                WireFormat f = WireFormat.parse(value).orElseThrow(() ->
                        Request.refuse(ErrorCode.BAD_ARGUMENT, "Formats are text and json: /set format json."));
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
            default:
                throw Request.refuse(ErrorCode.BAD_ARGUMENT, "Settings are format and color, e.g. /set format json.");
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
            req.reply(new Help(List.of(new io.lamancha.protocol.event.CommandHelp(spec.name(), spec.aliases(),
                    spec.usage(), spec.summary())), spec.details().isEmpty() ? List.of(spec.summary()) : spec.details()));
        };
    }

    static void ping(Request req) {
        req.reply(new Pong(req.world().services().clock().millis()));
    }

    static void quit(Request req) {
        req.reply(new Bye("you asked to quit. Vaya con Dios!"));
        req.succeed();
        req.world().remove(req.session(), "quit");
        req.session().close();
    }
}
