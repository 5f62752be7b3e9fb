package io.lamancha.server.table;

import io.lamancha.engine.GameDefinition;
import io.lamancha.engine.GameOptions;
import io.lamancha.engine.OptionSpec;
import io.lamancha.protocol.ErrorCode;
import io.lamancha.server.world.Refusal;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.SplittableRandom;
import java.util.function.LongSupplier;
import java.util.TreeMap;

/**
 * A table's options: the game's own, and the {@code timer}, {@code seed}, {@code result} and
 * {@code rated} every table has, each at its default until set. Confined to the table's strand.
 */
public final class TableOptions {

    /** Table option every game has: seconds per move before a random move is made (0 = none). */
    public static final OptionSpec TIMER = OptionSpec.number("timer", 0, 0, 3600,
            "Seconds each player has per move; when it runs out a random move is made for them (0 = no limit).");

    /**
     * Table option every game has: the seed its games are dealt from, so the same seed, options
     * and moves give the same game move for move (0 = a new random deal each game).
     */
    public static final OptionSpec SEED = OptionSpec.number("seed", 0, 0, Integer.MAX_VALUE,
            "Deal from this seed: the same seed, options and moves give the same game (0 = a new deal).");

    /** Table option every game has (BrettspielWelt's {@code /option result}): a chat channel that hears each result. */
    public static final OptionSpec RESULT = OptionSpec.word("result", "none", "none|#?[a-z0-9][a-z0-9_-]{1,31}",
            "none or a channel name", "Post the result of each game to this chat channel (none = nowhere).");

    /** Table option every game has: whether eligible games change the players' ratings. */
    public static final OptionSpec RATED = OptionSpec.choice("rated", "yes", List.of("yes", "no"),
            "yes: a game of registered players changes their ratings; no: a friendly game.");

    /** Table option every game has: live, as ever, or turn-based (games that last days). */
    public static final OptionSpec PACE = OptionSpec.choice("pace", "live", List.of("live", "turnbased"),
            "live: everyone plays at once; turnbased: each moves when they come by (registered players only).");

    /** Table option every game has: a turn-based game's time for each move. */
    public static final OptionSpec MOVETIME = OptionSpec.word("movetime", "24h", "[1-9][0-9]{0,5}[smhd]",
            "a time such as 12h or 3d", "Turn-based: the time each move has, in hours or days (1h to 30d).");

    /** Table option every game has: what a turn-based game does when a player's move time runs out. */
    public static final OptionSpec EXPIRY = OptionSpec.choice("expiry", "random", List.of("random", "bot"),
            "Turn-based, when a move's time runs out: random: a random move; bot: a bot plays on, placed last.");

    /** The options every table has, beside the game's own. */
    private static final List<OptionSpec> EVERY_TABLE = List.of(TIMER, SEED, RESULT, RATED, PACE, MOVETIME, EXPIRY);
    /** The options only a turn-based game has: a live game's record holds none of them. */
    private static final List<OptionSpec> TURN_BASED = List.of(PACE, MOVETIME, EXPIRY);

    /**
     * The option a tournament's game carries, stored and restored with it: the tournament, round
     * and table ({@code spring/2/1}; round 0 in an arena). Only a tournament sets it, for one game.
     */
    public static final String TOURNEY = "tourney";

    private final GameDefinition definition;
    private final Duration shortestMove;
    private final Map<String, String> set = new TreeMap<>();

    /** The options of tables of {@code definition}, a move of a turn-based game having an hour at least. */
    TableOptions(GameDefinition definition) {
        this(definition, Pace.SHORTEST);
    }

    /** The same, a move of a turn-based game having {@code shortestMove} at least. */
    TableOptions(GameDefinition definition, Duration shortestMove) {
        this.definition = definition;
        this.shortestMove = shortestMove;
    }

    /** Every option with its current value. */
    Map<String, String> values() {
        Map<String, String> all = new TreeMap<>(GameOptions.defaults(definition, Map.of()).values());
        for (OptionSpec o : EVERY_TABLE) {
            all.put(o.key(), o.defaultValue());
        }
        all.putAll(set);
        return all;
    }

    /** The options people see and set: record-only ones are neither listed nor settable. */
    List<OptionSpec> specs() {
        return recorded().stream().filter(o -> !o.recordOnly()).toList();
    }

    /** Every option a game's record holds. */
    private List<OptionSpec> recorded() {
        List<OptionSpec> all = new ArrayList<>(definition.options());
        all.addAll(EVERY_TABLE);
        return all;
    }

    /** Sets one option; returns the value as stored, or refuses with what is allowed. */
    String set(String key, String value) {
        OptionSpec spec = specs().stream().filter(o -> o.key().equals(key)).findFirst().orElseThrow(() ->
                new Refusal(ErrorCode.BAD_ARGUMENT, "No option " + key + "; /option help lists them."));
        String normalised = OptionSpec.normalise(value);
        problem(spec, normalised).ifPresent(msg -> {
            throw new Refusal(ErrorCode.BAD_ARGUMENT, msg);
        });
        set.put(key, normalised);
        return normalised;
    }

    /** Why {@code value} is no value of the option {@code key} at these tables; empty when it is one. */
    Optional<String> problem(String key, String value) {
        Optional<OptionSpec> spec = specs().stream().filter(o -> o.key().equals(key)).findFirst();
        return spec.isEmpty() ? Optional.of("No option " + key + "; /option help lists them.")
                : problem(spec.get(), OptionSpec.normalise(value));
    }

    private Optional<String> problem(OptionSpec spec, String normalised) {
        Optional<String> wrong = spec.check(normalised);
        if (wrong.isEmpty() && spec == MOVETIME) {
            return Pace.problem(normalised, shortestMove);
        }
        return wrong;
    }

    /** How the table's games are paced: live, or turn-based with a time per move. */
    Pace pace() {
        return Pace.of(values());
    }

    /**
     * Every option with its current value, as a game's start tells it and its record keeps it: a
     * live game's without the options only a turn-based game has.
     */
    Map<String, String> forRecord() {
        Map<String, String> all = values();
        if (!pace().turnBased()) {
            for (OptionSpec o : TURN_BASED) {
                all.remove(o.key());
            }
        }
        return all;
    }

    /** Every option back to its default. */
    void reset() {
        set.clear();
    }

    /**
     * Takes the stored values back (a restored game), ignoring keys this game does not know; an
     * option the record lacks takes the game's {@link GameDefinition#recordDefaults() value for
     * older records}, so a game stored before that option existed plays on as it was played.
     */
    void restore(Map<String, String> stored) {
        set.clear();
        Map<String, String> record = new TreeMap<>(definition.recordDefaults());
        record.putAll(stored);
        for (Map.Entry<String, String> e : record.entrySet()) {
            if (e.getKey().equals(TOURNEY) || recorded().stream().anyMatch(o -> o.key().equals(e.getKey()))) {
                set.put(e.getKey(), e.getValue());
            }
        }
    }

    /** The options the game itself is started with (all of its own, no timer). */
    GameOptions forGame() {
        Map<String, String> chosen = new TreeMap<>(values());
        for (OptionSpec o : EVERY_TABLE) {
            chosen.remove(o.key());
        }
        chosen.remove(TOURNEY);
        return GameOptions.defaults(definition, chosen);
    }

    /** The seed the table's games are dealt from, when one is set. */
    OptionalLong seed() {
        long seed = Long.parseLong(values().get(SEED.key()));
        return seed == 0 ? OptionalLong.empty() : OptionalLong.of(seed);
    }

    /** Whether the table asked for rated games ({@code /option rated}); the game must be eligible too. */
    boolean rated() {
        return values().get(RATED.key()).equals("yes");
    }

    /** The tournament's mark of the game about to start or running here, if it is a tournament's. */
    Optional<String> tourney() {
        return Optional.ofNullable(set.get(TOURNEY));
    }

    /** Marks the next game as a tournament's ({@code null}: no longer). */
    void tourney(String tag) {
        if (tag == null) {
            set.remove(TOURNEY);
        } else {
            set.put(TOURNEY, tag);
        }
    }

    /** The chat channel that hears each result, if the table named one. */
    Optional<String> resultChannel() {
        String channel = values().get(RESULT.key()).replaceFirst("^#", "");
        return channel.equals("none") ? Optional.empty() : Optional.of(channel);
    }

    /** Where bots' seeds come from: a seeded table seeds them from its seed, so the same moves come again. */
    LongSupplier botSeeds(LongSupplier otherwise) {
        OptionalLong seed = seed();
        return seed.isPresent() ? new SplittableRandom(seed.getAsLong())::nextLong : otherwise;
    }

    Duration timer() {
        return Duration.ofSeconds(Integer.parseInt(values().get(TIMER.key())));
    }
}
