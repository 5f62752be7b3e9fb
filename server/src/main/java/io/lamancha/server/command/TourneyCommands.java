package io.lamancha.server.command;

import io.lamancha.engine.GameDefinition;
import io.lamancha.engine.GameOptions;
import io.lamancha.engine.OptionSpec;
import io.lamancha.protocol.ErrorCode;
import io.lamancha.protocol.ServerEvent;
import io.lamancha.server.tourney.Format;
import io.lamancha.server.tourney.TourneySpec;
import io.lamancha.server.tourney.Tourneys;
import io.lamancha.server.world.Refusal;
import io.lamancha.server.world.Session;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.Logger;

/**
 * {@code /tourney}: tournaments the server runs (BrettspielWelt's tournament rooms; lichess's
 * Swiss and arena, for multiplayer tables). Making one is for admins, and for registered players
 * where the operator allows it ({@code --tourneys-per-player}); joining is for registered players.
 */
final class TourneyCommands {

    private static final Logger LOG = LogManager.getLogger(TourneyCommands.class);
    private static final String NAME = "[a-z0-9][a-z0-9_-]{1,15}";
    /** How far ahead a start may be set. */
    private static final Duration AHEAD = Duration.ofDays(30);

    private static final OptionSpec FORMAT = OptionSpec.choice("format", "swiss", List.of("swiss", "arena"),
            "swiss: rounds; arena: for a fixed time");
    private static final OptionSpec ROUNDS = OptionSpec.number("rounds", 3, 1, 20, "Swiss rounds");
    private static final OptionSpec MINUTES = OptionSpec.number("minutes", 30, 1, 1440, "how long an arena runs");
    private static final OptionSpec TIMER = OptionSpec.number("timer", 60, 10, 3600, "seconds per move");
    private static final OptionSpec BREAK = OptionSpec.number("break", 30, 0, 600, "seconds between Swiss rounds");
    private static final OptionSpec RATED = OptionSpec.choice("rated", "yes", List.of("yes", "no"), "rated games");

    private TourneyCommands() {
    }

    static void tourney(Request req) {
        List<String> w = req.command().words();
        String verb = w.isEmpty() ? "list" : w.get(0).toLowerCase(Locale.ROOT);
        Tourneys tourneys = req.context().tourneys();
        if (tourneys == null) {
            throw Request.refuse(ErrorCode.FORBIDDEN, "This server runs no tournaments.");
        }
        switch (verb) {
            case "create", "new" -> answer(req, tourneys.entries().create(req.session(), spec(req, w), quota(req)));
            case "join" -> answer(req, tourneys.entries().join(req.session(), name(w)));
            case "leave" -> answer(req, tourneys.entries().leave(req.session(), name(w)));
            case "start" -> answer(req, tourneys.entries().start(req.session(), name(w)));
            case "show" -> answer(req, tourneys.show(name(w)));
            case "list" -> answer(req, tourneys.list());
            default -> throw Request.refuse(ErrorCode.BAD_ARGUMENT, "Use /tourney list|show|join|leave|start <name> or"
                    + " /tourney create <name> game=<game> ...; /help tourney says more.");
        }
    }

    private static String name(List<String> w) {
        if (w.size() < 2) {
            throw Request.refuse(ErrorCode.BAD_ARGUMENT, "Say which tournament: /tourney " + w.get(0)
                    + " <name>; /tourney list lists them.");
        }
        return w.get(1).toLowerCase(Locale.ROOT);
    }

    /** How many tournaments the creator may have open or running: none for guests, no limit for admins. */
    private static int quota(Request req) {
        Session s = req.session();
        if (s.admin()) {
            return -1;
        }
        int perPlayer = req.context().allowances().quotas().tourneysPerPlayer();
        if (!s.registered() || perPlayer == 0) {
            throw Request.refuse(ErrorCode.FORBIDDEN, perPlayer == 0 ? "Only admins make tournaments on this server;"
                    + " /tourney list shows those you can join." : "Tournaments are made by registered players;"
                    + " /register <password> first.");
        }
        return perPlayer;
    }

    /** {@code /tourney create <name> game=<game> [format=swiss|arena] [key=value ...]}, checked. */
    private static TourneySpec spec(Request req, List<String> w) {
        quota(req);
        if (w.size() < 2 || !w.get(1).toLowerCase(Locale.ROOT).matches(NAME)) {
            throw Request.refuse(ErrorCode.BAD_ARGUMENT, "Use /tourney create <name> game=<game> [format=swiss|arena]"
                    + " ...; a name has 2-16 letters, digits, _ or -.");
        }
        String name = w.get(1).toLowerCase(Locale.ROOT);
        Map<String, String> given = new LinkedHashMap<>();
        for (String pair : w.subList(2, w.size())) {
            String[] kv = pair.split("=", 2);
            if (kv.length != 2 || kv[1].isEmpty()) {
                throw Request.refuse(ErrorCode.BAD_ARGUMENT, "Settings go as key=value, e.g. rounds=5; '" + pair
                        + "' is not.");
            }
            given.put(kv[0].toLowerCase(Locale.ROOT), kv[1]);
        }
        String gameId = given.remove("game");
        if (gameId == null) {
            throw Request.refuse(ErrorCode.BAD_ARGUMENT, "Say which game: game=<game>, e.g. game=quixote-tricks.");
        }
        GameDefinition game = req.world().games().find(gameId.toLowerCase(Locale.ROOT)).orElseThrow(() ->
                Request.refuse(ErrorCode.NO_SUCH_GAME, "No such game " + gameId + "; /rooms shows the games there are."));
        Format format = Format.valueOf(value(given, FORMAT).toUpperCase(Locale.ROOT));
        boolean swiss = format == Format.SWISS;
        if (swiss) {
            refuseOther(given, "minutes", "an arena's");
        } else {
            refuseOther(given, "rounds", "a Swiss tournament's");
            refuseOther(given, "break", "a Swiss tournament's");
        }
        Integer rounds = swiss ? Integer.valueOf(value(given, ROUNDS)) : null;
        Integer minutes = swiss ? null : Integer.valueOf(value(given, MINUTES));
        int smallest = Math.max(2, game.minSeats());
        OptionSpec seatsSpec = OptionSpec.number("seats", Math.max(smallest, Math.min(4, game.maxSeats())), smallest,
                game.maxSeats(), "the table size");
        int seats = Integer.parseInt(value(given, seatsSpec));
        int timer = Integer.parseInt(value(given, TIMER));
        int pause = Integer.parseInt(value(given, BREAK));
        boolean rated = value(given, RATED).equals("yes");
        String startText = given.remove("start");
        Instant start = startText == null ? null : startTime(startText, req.clock());
        Map<String, String> options = gameOptions(game, given);
        GameOptions chosen = GameOptions.defaults(game, options);
        game.validate(seats, chosen).ifPresent(msg -> {
            throw Request.refuse(ErrorCode.BAD_ARGUMENT, msg);
        });
        return new TourneySpec(name, game, format, rounds, minutes, seats, rated && game.unratable(chosen).isEmpty(),
                timer, pause, req.session().name(), start, options);
    }

    private static String value(Map<String, String> given, OptionSpec spec) {
        String v = given.remove(spec.key());
        if (v == null) {
            return spec.defaultValue();
        }
        String normalised = OptionSpec.normalise(v);
        spec.check(normalised).ifPresent(msg -> {
            throw Request.refuse(ErrorCode.BAD_ARGUMENT, msg);
        });
        return normalised;
    }

    private static void refuseOther(Map<String, String> given, String key, String whose) {
        if (given.containsKey(key)) {
            throw Request.refuse(ErrorCode.BAD_ARGUMENT, key + " is " + whose + " setting; not for this format.");
        }
    }

    /**
     * The rest are the game's own options ({@code game.start=first} where the game's option has the
     * name of a tournament's setting); a tournament deals at random and posts its results itself.
     */
    private static Map<String, String> gameOptions(GameDefinition game, Map<String, String> given) {
        Map<String, String> out = new LinkedHashMap<>();
        for (Map.Entry<String, String> e : given.entrySet()) {
            String key = e.getKey().startsWith("game.") ? e.getKey().substring(5) : e.getKey();
            OptionSpec spec = game.options().stream().filter(o -> o.key().equals(key)).findFirst().orElseThrow(() ->
                    Request.refuse(ErrorCode.BAD_ARGUMENT, "A tournament of " + game.id() + " has no setting "
                            + e.getKey() + "; /help tourney lists them, /spielinfo " + game.id() + " the game's options."));
            String v = OptionSpec.normalise(e.getValue());
            spec.check(v).ifPresent(msg -> {
                throw Request.refuse(ErrorCode.BAD_ARGUMENT, msg);
            });
            out.put(key, v);
        }
        return out;
    }

    /** {@code 20:00} (UTC, the next one), {@code +30} (in 30 minutes) or {@code 2026-12-01T20:00Z}. */
    static Instant startTime(String text, Clock clock) {
        Instant now = clock.instant();
        String v = text.trim().toUpperCase(Locale.ROOT);
        Instant at;
        try {
            if (v.matches("\\+\\d{1,5}M?")) {
                at = now.plus(Duration.ofMinutes(Long.parseLong(v.replaceAll("[+M]", ""))));
            } else if (v.matches("\\d{1,2}:\\d{2}")) {
                LocalTime time = LocalTime.parse(v.length() == 4 ? "0" + v : v);
                at = now.atZone(ZoneOffset.UTC).toLocalDate().atTime(time).toInstant(ZoneOffset.UTC);
                if (!at.isAfter(now)) {
                    at = at.plus(Duration.ofDays(1));
                }
            } else if (v.endsWith("Z")) {
                at = Instant.parse(v.length() == 17 ? v.substring(0, 16) + ":00Z" : v);
            } else {
                at = LocalDateTime.parse(v).toInstant(ZoneOffset.UTC);
            }
        } catch (DateTimeParseException e) {
            throw Request.refuse(ErrorCode.BAD_ARGUMENT, "start takes a time: 20:00 (UTC, the next one), +30 (in 30"
                    + " minutes) or 2026-12-01T20:00Z.");
        }
        if (!at.isAfter(now) || at.isAfter(now.plus(AHEAD))) {
            throw Request.refuse(ErrorCode.BAD_ARGUMENT, "start is from now to 30 days ahead; " + text + " is not.");
        }
        return at;
    }

    /** Answers the request once {@code answer} is there: its event, or the refusal it failed with. */
    private static void answer(Request req, CompletableFuture<ServerEvent> answer) {
        req.defer();
        Session s = req.session();
        answer.whenComplete((event, failed) -> s.runOnOwner(() -> {
            Throwable cause = failed instanceof CompletionException && failed.getCause() != null ? failed.getCause()
                    : failed;
            if (cause instanceof Refusal r) {
                req.fail(r.code(), r.getMessage());
            } else if (cause != null) {
                LOG.error("/tourney failed for {}", s, cause);
                req.fail(ErrorCode.INTERNAL, "The server could not do that now; try again.");
            } else {
                req.reply(event);
                req.succeed();
            }
        }));
    }
}
