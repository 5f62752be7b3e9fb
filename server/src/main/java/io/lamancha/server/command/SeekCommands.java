package io.lamancha.server.command;

import io.lamancha.engine.GameDefinition;
import io.lamancha.engine.OptionSpec;
import io.lamancha.protocol.ErrorCode;
import io.lamancha.protocol.event.Info;
import io.lamancha.protocol.event.Seek;
import io.lamancha.protocol.event.Sought;
import io.lamancha.protocol.event.Unseek;
import io.lamancha.server.table.Table;
import io.lamancha.server.table.TableOptions;
import io.lamancha.server.world.Refusal;
import io.lamancha.server.world.Room;
import io.lamancha.server.world.Seeks;
import io.lamancha.server.world.Session;
import io.lamancha.server.world.World;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;

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
        take(world, ad, s.name());
        if (ad.room() == null) {
            RoomCommands.inNewRoom(req, ad.game(), made -> sitAt(req, placed(world, ad, author, made), ad));
            return;
        }
        sitAt(req, tableOf(world, ad), ad);
    }

    /** The acceptor goes to the ad's table and sits down. */
    private static void sitAt(Request req, Room room, Seeks.Ad ad) {
        Session s = req.session();
        World world = req.world();
        req.defer();
        if (s.room() == room) {
            // handed here by the node the acceptor is on, which had this node make the table
            room.strand().execute(() -> {
                sitDown(room, s, ad, world);
                req.succeed();
            });
            return;
        }
        world.move(s, room, "to " + room.name(), req.tag(), () -> {
            sitDown(room, s, ad, world);
            req.succeed();
        });
    }

    /** Takes a seat of the ad for {@code who}; refused when every seat is taken. */
    private static void take(World world, Seeks.Ad ad, String who) {
        if (!world.seeks().take(ad, who)) {
            throw Request.refuse(ErrorCode.NO_SUCH_SEEK, "Every seat of ad #" + ad.id() + " is taken; /sought lists"
                    + " the open ads.");
        }
    }

    /** The room of the ad's table, made at its first acceptance. */
    private static Room tableOf(World world, Seeks.Ad ad) {
        return world.room(ad.room()).orElseThrow(() ->
                Request.refuse(ErrorCode.NO_SUCH_SEEK, "The table of ad #" + ad.id() + " is gone."));
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

    /**
     * Another node's user accepts the ad {@code id} of this node's: its table is made here (the
     * author brought to it) when it is the first acceptance; completes with the table's room, or
     * fails with the {@link Refusal} to show the acceptor.
     */
    static CompletionStage<String> acceptedElsewhere(World world, int id, String who) {
        CompletableFuture<String> room = new CompletableFuture<>();
        Optional<Seeks.Ad> listed = world.seeks().get(id).filter(a -> !a.elsewhere());
        Optional<Session> author = listed.flatMap(a -> world.user(a.author()));
        if (author.isEmpty()) {
            room.completeExceptionally(Request.refuse(ErrorCode.NO_SUCH_SEEK, "There is no open ad #" + id
                    + "; /sought lists them."));
            return room;
        }
        Session a = author.get();
        a.runOnOwner(() -> {
            try {
                Seeks.Ad ad = world.seeks().get(id).orElseThrow(() -> Request.refuse(ErrorCode.NO_SUCH_SEEK,
                        "Ad #" + id + " ended meanwhile."));
                if (a.social().ignores(who)) {
                    throw Request.refuse(ErrorCode.IGNORED, a.name() + " is ignoring you; you cannot accept their ad.");
                }
                take(world, ad, who);
                if (ad.room() != null) {
                    room.complete(tableOf(world, ad).name());
                    return;
                }
                world.newRoom(ad.game()).whenComplete((made, failure) -> a.runOnOwner(() -> {
                    if (failure != null) {
                        room.completeExceptionally(Request.refuse(ErrorCode.STORE_UNAVAILABLE, "No table for ad #"
                                + id + " could be made now; try again in a moment."));
                        return;
                    }
                    try {
                        room.complete(placed(world, ad, a, made).name());
                    } catch (Refusal r) {
                        room.completeExceptionally(r);
                    }
                }));
            } catch (Refusal r) {
                room.completeExceptionally(r);
            } catch (RuntimeException e) {
                room.completeExceptionally(Request.refuse(ErrorCode.INTERNAL, "The table of ad #" + id
                        + " could not be made; try again."));
            }
        });
        return room;
    }

    /** The ad's first acceptance: {@code room}, new, is its table, options set, and its author brought there. */
    private static Room placed(World world, Seeks.Ad ad, Session author, Room room) {
        if (!world.seeks().placed(ad, room.name())) {
            throw Request.refuse(ErrorCode.NO_SUCH_SEEK, "Ad #" + ad.id() + " ended meanwhile.");
        }
        room.strand().execute(() -> {
            Table table = (Table) room.activity();
            ad.options().forEach((k, v) -> table.setOption(k, v, ad.author()));
        });
        author.runOnOwner(() -> {
            if (author.isClosed()) {
                return;
            }
            if (author.room() == room) {
                room.strand().execute(() -> sitDown(room, author, ad, world));
                return;
            }
            Room from = author.room();
            if (from != null && from.activity() != null && from.activity().seatOf(author) != null
                    && from.activity().keepsPlayers()) {
                return; // playing live elsewhere: the ad ends with that game's start, and the acceptor is told
            }
            world.move(author, room, "to " + room.name(), null, () -> sitDown(room, author, ad, world));
        });
        return room;
    }

    /** On the ad's table: seats a player, and starts once the author and enough players are seated. */
    private static void sitDown(Room room, Session who, Seeks.Ad ad, World world) {
        Table table = (Table) room.activity();
        try {
            if (table.seatOf(who) == null) {
                table.join(who);
            }
            boolean authorSeated = table.seats().stream().anyMatch(x -> x.name().equalsIgnoreCase(ad.author()));
            boolean enough = table.seatCount() >= ad.seats() || ad.bots() && table.seatCount() >= 2;
            if (!authorSeated || !enough || !table.idle()) {
                return;
            }
            while (table.seatCount() < ad.seats()) {
                table.addBot(ad.game().botLevels().get(ad.game().botLevels().size() - 1));
            }
            if (world.seeks().end(ad.id(), "accepted")) {
                world.lobby().strand().execute(() -> world.lobby().broadcast(new Unseek(ad.id(), ad.author(), "accepted")));
            }
            table.start();
        } catch (Refusal r) {
            who.send(new io.lamancha.protocol.event.ErrorReply(r.code(), r.getMessage()));
        }
    }

    private static Seek event(Seeks.Ad a) {
        return new Seek(a.id(), a.author(), a.game().id(), a.seats(), a.options(), a.bots());
    }

    private static void tellLobby(World world, String from, io.lamancha.protocol.ServerEvent event) {
        Room lobby = world.lobby();
        lobby.strand().execute(() -> lobby.say(from, event));
    }
}
