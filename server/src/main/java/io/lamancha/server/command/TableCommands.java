package io.lamancha.server.command;

import io.lamancha.engine.GameDefinition;
import io.lamancha.engine.OptionSpec;
import io.lamancha.protocol.ErrorCode;
import io.lamancha.protocol.event.Info;
import io.lamancha.protocol.event.OptionLine;
import io.lamancha.protocol.event.Options;
import io.lamancha.server.journal.JournalUnavailableException;
import io.lamancha.server.rating.BotRating;
import io.lamancha.server.table.Table;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;

/** Seats, options, starting and playing: everything at a game room's table. */
final class TableCommands {

    /** {@code /play @N move}: the version the move answers. */
    private static final Pattern VERSION = Pattern.compile("@\\d{1,9}");
    /** A move copied from the prompt with its brackets. */
    private static final Pattern BRACKETED = Pattern.compile("^\\[(.*)]$");

    private TableCommands() {
    }

    private static Table table(Request req) {
        if (!(req.room().activity() instanceof Table t)) {
            throw Request.refuse(ErrorCode.NOT_A_GAME_ROOM, "This is the lobby; go to a game room first (/rooms lists them, /room <name> enters).");
        }
        return t;
    }

    /** Setting up a table is for its players; at a table with no person seated anyone in the room may. */
    private static Table tableToArrange(Request req) {
        Table t = table(req);
        boolean seated = t.seatOf(req.session()) != null;
        boolean anyPerson = t.seats().stream().anyMatch(s -> s.bot() == null);
        if (!seated && anyPerson) {
            throw Request.refuse(ErrorCode.NOT_SEATED, "Only the players at this table can do that; /join takes a seat.");
        }
        return t;
    }

    static void join(Request req) {
        String channel = req.command().args();
        if (channel.startsWith("#")) {
            // IRC's /join #channel, typed by habit
            String name = channel.substring(1).split("\\s+")[0];
            throw Request.refuse(ErrorCode.BAD_ARGUMENT, "/join takes a seat at this room's table; chat channels are"
                    + " joined with /channel" + (name.isEmpty() ? " <name>" : " " + name) + ".");
        }
        table(req).join(req.session());
    }

    static void leave(Request req) {
        table(req).leave(req.session());
    }

    static void resign(Request req) {
        table(req).resign(req.session());
    }

    static void abort(Request req) {
        table(req).abort(req.session());
    }

    static void addBot(Request req) {
        Table t = tableToArrange(req);
        List<String> w = req.command().words();
        List<String> levels = t.game().botLevels();
        String level = w.isEmpty() ? levels.get(levels.size() - 1) : w.get(0).toLowerCase(Locale.ROOT);
        t.addBot(level);
    }

    static void option(Request req) {
        List<String> w = req.command().words();
        if (w.isEmpty() || w.get(0).equalsIgnoreCase("help")) {
            Table t = table(req);
            req.reply(options(req, t));
            return;
        }
        if (w.size() < 2) {
            throw Request.refuse(ErrorCode.BAD_ARGUMENT, "Use /option <key> <value>; /option help lists the options.");
        }
        tableToArrange(req).setOption(w.get(0).toLowerCase(Locale.ROOT), req.command().rest(), req.session().name());
    }

    private static Options options(Request req, Table t) {
        Map<String, String> values = t.optionValues();
        List<OptionLine> lines = new ArrayList<>();
        for (OptionSpec o : t.optionSpecs()) {
            lines.add(new OptionLine(o.key(), values.get(o.key()), o.defaultValue(), o.allowed(), o.help()));
        }
        return new Options(req.room().name(), t.game().id(), lines);
    }

    static void start(Request req) {
        tableToArrange(req).start();
    }

    static void reset(Request req) {
        tableToArrange(req).reset();
    }

    static void play(Request req) {
        Table t = table(req);
        List<String> w = new ArrayList<>(req.command().words());
        Integer version = null;
        if (!w.isEmpty() && VERSION.matcher(w.get(0)).matches()) {
            version = Integer.parseInt(w.remove(0).substring(1));
        }
        if (w.isEmpty()) {
            throw Request.refuse(ErrorCode.BAD_ARGUMENT, "Say which move: /play <move>; /moves lists them.");
        }
        // The prompt shows each move in brackets; one copied with them is still that move.
        String move = BRACKETED.matcher(String.join(" ", w)).replaceAll("$1").strip();
        req.defer();
        t.play(req.session(), move, version).whenComplete((ok, err) -> {
            if (err == null) {
                req.succeed();
            } else if (JournalUnavailableException.isCauseOf(err)) {
                req.fail(ErrorCode.STORE_UNAVAILABLE, "Your move could not be saved; the game waits.");
            } else {
                req.fail(ErrorCode.INTERNAL, "Your move could not be recorded; try again.");
            }
        });
    }

    static void moves(Request req) {
        Table t = table(req);
        req.defer();
        t.moves(req.session()).thenAccept(moves -> {
            if (moves != null) {
                req.reply(moves);
            }
            req.succeed();
        });
    }

    static void show(Request req) {
        List<String> w = req.command().words();
        Table t = table(req);
        req.defer();
        t.show(req.session(), w.isEmpty() ? null : w.get(0)).thenAccept(state -> {
            req.reply(state);
            req.succeed();
        });
    }

    static void remove(Request req) {
        List<String> w = req.command().words();
        if (w.isEmpty()) {
            throw Request.refuse(ErrorCode.BAD_ARGUMENT, "Say whom: /remove <name>.");
        }
        table(req).remove(req.session(), w.get(0));
    }

    static void gamelog(Request req) {
        Table t = table(req);
        req.defer();
        t.log(req.session()).thenAccept(log -> {
            req.reply(log);
            req.succeed();
        });
    }

    /**
     * {@code /spielinfo}: the table's game, its seats and options; {@code /spielinfo <game>}
     * anywhere: that game's rules summary and options, before anyone sits down to it.
     */
    static void spielinfo(Request req) {
        List<String> w = req.command().words();
        if (!w.isEmpty()) {
            String id = w.get(0).toLowerCase(Locale.ROOT);
            GameDefinition g = req.world().games().find(id).orElseThrow(() -> Request.refuse(ErrorCode.NO_SUCH_GAME,
                    "No game " + id + "; games: " + RoomCommands.gameIds(req) + "."));
            List<String> lines = about(g);
            lines.add("Options (/option <key> <value> at a table):");
            for (OptionSpec o : g.options()) {
                lines.add("  " + o.key() + " = " + o.allowed() + ", default " + o.defaultValue() + ": " + o.help());
            }
            req.reply(new Info(lines));
            return;
        }
        Table t = table(req);
        List<String> lines = about(t.game());
        lines.add("This table: " + t.state() + ", " + t.seatCount() + " seated.");
        lines.add(t.ratedNote());
        req.reply(new Info(lines));
        req.reply(options(req, t));
    }

    /** What a game is, who plays it, how to read its table and write its moves. */
    private static List<String> about(GameDefinition g) {
        List<String> lines = new ArrayList<>();
        List<String> bots = new ArrayList<>();
        for (String level : g.botLevels()) {
            bots.add(level + BotRating.forLevel(level).map(b -> " (rated " + b.points() + ")").orElse(""));
        }
        lines.add(g.title() + " (" + g.id() + "), " + g.minSeats() + "-" + g.maxSeats() + " players.");
        lines.add("Bots: " + String.join(", ", bots) + "; /addbot <level> adds one.");
        lines.addAll(g.summary());
        if (!g.legend().isEmpty()) {
            lines.add("How to read the table:");
            lines.addAll(g.legend());
        }
        if (!g.moveVerbs().isEmpty()) {
            lines.add("Moves may also be typed as commands: /" + String.join(", /", g.moveVerbs()) + ".");
        }
        return lines;
    }
}
