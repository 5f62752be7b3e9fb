package io.lamancha.server.command;

import io.lamancha.engine.GameDefinition;
import io.lamancha.engine.OptionSpec;
import io.lamancha.protocol.ErrorCode;
import io.lamancha.protocol.event.Info;
import io.lamancha.protocol.event.Seek;
import io.lamancha.protocol.event.Sought;
import io.lamancha.protocol.event.Unseek;
import io.lamancha.server.table.TableOptions;
import io.lamancha.server.world.Room;
import io.lamancha.server.world.Seeks;
import io.lamancha.server.world.Session;
import io.lamancha.server.world.World;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Finding a game without hunting for a room (FICS {@code seek}, {@code sought}, {@code play};
 * BrettspielWelt's open tables): an ad goes to everyone in the lobby; whoever accepts it is seated
 * with its author at a new table, which starts by itself once the seats are filled (bots fill
 * the rest when the author asked for them).
 */
final class SeekCommands {

    private SeekCommands() {
    }

    static void seek(Request req) {
        List<String> w = new ArrayList<>(req.command().words());
        if (w.isEmpty()) {
            throw Request.refuse(ErrorCode.BAD_ARGUMENT, "Use /seek <game> [seats] [option=value ...], e.g. /seek doncarlo 3"
                    + " timer=60 bots=yes.");
        }
        World world = req.world();
        GameDefinition game = world.games().find(w.remove(0).toLowerCase(Locale.ROOT)).orElseThrow(() ->
                Request.refuse(ErrorCode.NO_SUCH_GAME, "No such game; /rooms shows the games there are."));
        int seats = Math.max(2, game.minSeats());
        if (!w.isEmpty() && w.get(0).matches("\\d{1,2}")) {
            seats = Integer.parseInt(w.remove(0));
        }
        if (seats < Math.max(2, game.minSeats()) || seats > game.maxSeats()) {
            throw Request.refuse(ErrorCode.BAD_ARGUMENT, game.title() + " is for " + Math.max(2, game.minSeats()) + "-"
                    + game.maxSeats() + " players at a table found with /seek.");
        }
        boolean bots = false;
        Map<String, String> options = new LinkedHashMap<>();
        for (String pair : w) {
            if (pair.toLowerCase(Locale.ROOT).startsWith("bots=")) {
                bots = pair.substring("bots=".length()).equalsIgnoreCase("yes");
                continue;
            }
            Map.Entry<String, String> option = option(world, game, pair);
            options.put(option.getKey(), option.getValue());
        }
        Session s = req.session();
        if (turnBased(options) && !s.registered()) {
            throw Request.refuse(ErrorCode.FORBIDDEN, TURN_BASED_FOR_REGISTERED);
        }
        req.context().allowances().seek(s.name(), req.clock().instant()).ifPresent(msg -> {
            throw Request.refuse(ErrorCode.LIMIT_REACHED, msg);
        });
        int seatCount = seats;
        boolean withBots = bots;
        Awaits.then(req, world.seeks().nextId(), "The cluster does not number ads now; try again in a moment.", id -> {
            List<Seeks.Ad> posted = new ArrayList<>();
            world.seeks().post(id, s.name(), game, seatCount, options, withBots, posted).ifPresent(old ->
                    tellLobby(world, s.name(), new Unseek(old.id(), old.author(), "withdrawn")));
            Seek event = event(posted.get(0));
            tellLobby(world, s.name(), event);
            req.reply(Info.of("Your ad is up: " + event.describe() + ".", "/unseek withdraws it."));
            req.succeed();
        });
    }

    static final String TURN_BASED_FOR_REGISTERED = "Turn-based tables are for registered players, whose seats wait"
            + " for them for days: /register <password> keeps your name.";

    /** Whether a table set with {@code options} is turn-based. */
    static boolean turnBased(Map<String, String> options) {
        return "turnbased".equals(options.get(TableOptions.PACE.key()));
    }

    /** One {@code key=value} of {@code /seek} or {@code /match}, checked against the game's table options. */
    static Map.Entry<String, String> option(World world, GameDefinition game, String pair) {
        String[] kv = pair.split("=", 2);
        if (kv.length != 2) {
            throw Request.refuse(ErrorCode.BAD_ARGUMENT, "Options go as key=value, e.g. timer=60; '" + pair + "' is not.");
        }
        String key = kv[0].toLowerCase(Locale.ROOT);
        return Map.entry(key, checked(world, game, key, kv[1]));
    }

    private static String checked(World world, GameDefinition game, String key, String value) {
        List<OptionSpec> specs = new ArrayList<>(game.options().stream().filter(o -> !o.recordOnly()).toList());
        specs.addAll(List.of(TableOptions.TIMER, TableOptions.SEED, TableOptions.RESULT, TableOptions.PACE,
                TableOptions.MOVETIME, TableOptions.EXPIRY));
        OptionSpec spec = specs.stream().filter(o -> o.key().equals(key)).findFirst().orElseThrow(() ->
                Request.refuse(ErrorCode.BAD_ARGUMENT, game.id() + " has no option " + key + "."));
        String normalised = OptionSpec.normalise(value);
        spec.check(normalised).or(() -> world.tables().optionProblem(game, key, normalised)).ifPresent(msg -> {
            throw Request.refuse(ErrorCode.BAD_ARGUMENT, msg);
        });
        return normalised;
    }

    /** The open ads, each with its author's rating in the game sought. */
    static void sought(Request req) {
        List<Seeks.Ad> ads = new ArrayList<>();
        for (Seeks.Ad a : req.world().seeks().all()) {
            if (!req.session().social().ignores(a.author())) {
                ads.add(a);
            }
        }
        ListedRatings.lookUp(req, ads.stream().map(Seeks.Ad::author).toList(), ratings -> {
            List<Seek> shown = new ArrayList<>();
            for (Seeks.Ad a : ads) {
                Seek e = event(a);
                shown.add(new Seek(e.id(), e.from(), e.game(), e.seats(), e.options(), e.bots(),
                        ratings.in(a.author(), a.game().id())));
            }
            req.reply(new Sought(shown));
        });
    }

    static void unseek(Request req) {
        World world = req.world();
        Seeks.Ad ad = world.seeks().byAuthor(req.session().name()).orElseThrow(() ->
                Request.refuse(ErrorCode.NO_SUCH_SEEK, "You have no open ad; /seek <game> posts one."));
        if (world.seeks().end(ad.id(), "withdrawn")) {
            tellLobby(world, ad.author(), new Unseek(ad.id(), ad.author(), "withdrawn"));
        }
        req.reply(Info.of("Your ad #" + ad.id() + " is withdrawn."));
    }

    static void accept(Request req) {
        List<String> w = req.command().words();
        if (w.isEmpty() || !w.get(0).matches("#?\\d{1,9}")) {
            throw Request.refuse(ErrorCode.BAD_ARGUMENT, "Use /accept <number>; /sought lists the ads.");
        }
        World world = req.world();
        int id = Integer.parseInt(w.get(0).replace("#", ""));
        Seeks.Ad ad = world.seeks().get(id).orElseThrow(() ->
                Request.refuse(ErrorCode.NO_SUCH_SEEK, "There is no open ad #" + id + "; /sought lists them."));
        Session s = req.session();
        if (ad.author().equalsIgnoreCase(s.name())) {
            throw Request.refuse(ErrorCode.BAD_ARGUMENT, "That is your own ad; wait for someone to accept it.");
        }
        if (ad.elsewhere()) {
            acceptElsewhere(req, ad);
            return;
        }
        Session author = world.user(ad.author()).orElseThrow(() ->
                Request.refuse(ErrorCode.NO_SUCH_SEEK, "The author of ad #" + id + " is gone."));
        if (author.social().ignores(s.name())) {
            throw Request.refuse(ErrorCode.IGNORED, author.name() + " is ignoring you; you cannot accept their ad.");
        }
        if (turnBased(ad.options()) && !s.registered()) {
            throw Request.refuse(ErrorCode.FORBIDDEN, TURN_BASED_FOR_REGISTERED);
        }
        RoomCommands.guardSeat(req);
        AdTables.take(world, ad, s.name());
        if (ad.room() == null) {
            RoomCommands.inNewRoom(req, ad.game(),
                    made -> AdTables.sitAt(req, AdTables.placed(world, ad, author, made), ad));
            return;
        }
        AdTables.sitAt(req, AdTables.tableOf(world, ad), ad);
    }

    /**
     * {@code /accept} of an ad another node's user posted: that node seats the acceptor at its
     * table (made there, where the author is), and the session goes there, to sit down.
     */
    private static void acceptElsewhere(Request req, Seeks.Ad ad) {
        Session s = req.session();
        if (turnBased(ad.options()) && !s.registered()) {
            throw Request.refuse(ErrorCode.FORBIDDEN, TURN_BASED_FOR_REGISTERED);
        }
        RoomCommands.guardSeat(req);
        Awaits.then(req, req.world().peers().acceptSeek(ad, s.name()), "The node of ad #" + ad.id()
                + " does not answer now; try again in a moment.", room -> {
                    HandOffs.handOff(req, ad.node(), room);
                    // the session runs there now: it sits down there as a local acceptor would
                    io.lamancha.server.world.Relay relay = s.relay();
                    if (relay != null) {
                        relay.line("/accept " + ad.id());
                    }
                });
    }

    private static Seek event(Seeks.Ad a) {
        return new Seek(a.id(), a.author(), a.game().id(), a.seats(), a.options(), a.bots());
    }

    private static void tellLobby(World world, String from, io.lamancha.protocol.ServerEvent event) {
        Room lobby = world.lobby();
        lobby.strand().execute(() -> lobby.say(from, event));
    }
}
