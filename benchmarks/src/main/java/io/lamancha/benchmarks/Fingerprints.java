package io.lamancha.benchmarks;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import io.lamancha.engine.Game;
import io.lamancha.engine.GameDefinition;
import io.lamancha.engine.GameEvent;
import io.lamancha.engine.GameOptions;
import io.lamancha.engine.MoveResult;
import io.lamancha.engine.OptionSpec;
import io.lamancha.engine.RenderContext;
import io.lamancha.games.Games;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;

/**
 * What two builds of the engines show, digested: the same seeded games, played by the server's
 * string path with near misses of legal moves mixed in, give the same digest only when every
 * legal-move list, accepted move and event (type, audience, JSON, sentence), rejection, view (JSON
 * and text render, per seat and spectator) and result is the same. Speed work must leave it
 * unchanged:
 *
 * <pre>java -cp before.jar io.lamancha.benchmarks.Fingerprints [games [game]]
 * java -cp after.jar io.lamancha.benchmarks.Fingerprints [games [game]]</pre>
 *
 * <p>It prints one digest per game, seat count and option set ({@code games} seeds each, default
 * 20), then one over all. An older jar without this class runs it with the newer jar after it on
 * the class path ({@code -cp before.jar:after.jar}): the engines are then the older jar's.
 */
public final class Fingerprints {

    private static final ObjectMapper JSON = new ObjectMapper()
            .setSerializationInclusion(JsonInclude.Include.NON_NULL)
            .enable(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS);
    /** Moves after which a game is left unfinished: no game of the registry takes this many. */
    private static final int MOST_MOVES = 2_000;

    private final MessageDigest digest;
    private final SplittableRandom random;

    private Fingerprints(long seed) {
        try {
            digest = MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
        random = new SplittableRandom(seed);
    }

    public static void main(String[] args) throws JsonProcessingException {
        int games = args.length > 0 ? Integer.parseInt(args[0]) : 20;
        String only = args.length > 1 ? args[1] : null;
        MessageDigest all = newDigest();
        for (GameDefinition d : Games.definitions()) {
            if (only != null && !only.equals(d.id())) {
                continue;
            }
            for (GameOptions options : optionSets(d)) {
                for (int seats = d.minSeats(); seats <= d.maxSeats(); seats++) {
                    if (d.validate(seats, options).isPresent()) {
                        continue;
                    }
                    String described = new TreeMap<>(options.values()).toString();
                    Fingerprints f = new Fingerprints(seats * 1_000_003L + described.hashCode());
                    long moves = 0;
                    for (long seed = 0; seed < games; seed++) {
                        moves += f.play(d, seats, options, seed);
                    }
                    String hex = HexFormat.of().formatHex(f.digest.digest());
                    all.update(hex.getBytes(StandardCharsets.UTF_8));
                    System.out.printf(Locale.ROOT, "%-16s %d seats %-40s %,9d moves %s%n", d.id(), seats,
                            described, moves, hex.substring(0, 16));
                }
            }
        }
        System.out.println("all " + HexFormat.of().formatHex(all.digest()));
    }

    private static MessageDigest newDigest() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The defaults, then each other value of each choice option with the rest at their defaults. */
    private static List<GameOptions> optionSets(GameDefinition d) {
        GameOptions defaults = GameOptions.defaults(d, Map.of());
        List<GameOptions> sets = new ArrayList<>(List.of(defaults));
        for (OptionSpec o : d.options()) {
            for (String value : o.choices()) {
                if (!value.equals(o.defaultValue())) {
                    sets.add(defaults.with(o.key(), value));
                }
            }
        }
        return sets;
    }

    /** One game to its end; returns the moves made. */
    private long play(GameDefinition d, int seats, GameOptions options, long seed) throws JsonProcessingException {
        Game game = d.newGame(seats, options, seed);
        note("game " + d.id() + " " + seats + " " + new TreeMap<>(options.values()) + " " + seed);
        for (GameEvent e : game.openingEvents()) {
            event(e, seats);
        }
        long moves = 0;
        while (!game.isOver() && moves < MOST_MOVES) {
            shown(game);
            int seat = game.awaited().stream().skip(random.nextInt(game.awaited().size())).findFirst().orElseThrow();
            List<String> legal = game.legalMoves(seat);
            String chosen = legal.get(random.nextInt(legal.size()));
            String other = legal.get(random.nextInt(legal.size()));
            int tried = random.nextInt(seats);
            if (result(game.apply(tried, nearMiss(chosen, other)), seats)) {
                moves++;
                continue;
            }
            if (!result(game.apply(seat, chosen), seats)) {
                throw new IllegalStateException(d.id() + ": legal move " + chosen + " refused");
            }
            moves++;
        }
        shown(game);
        note("result " + game.result().map(r -> r.toString()).orElse("none"));
        return moves;
    }

    /** Every seat's legal moves and view, the spectator's view, and the awaited seats and version. */
    private void shown(Game game) throws JsonProcessingException {
        note("version " + game.version() + " awaited " + game.awaited());
        for (int s = 0; s < game.seats(); s++) {
            note("legal " + s + " " + game.legalMoves(s));
            view(game.view(s), RenderContext.plain(game.seats(), s));
        }
        view(game.spectatorView(), RenderContext.plain(game.seats(), RenderContext.SPECTATOR));
    }

    private void view(io.lamancha.engine.GameView view, RenderContext context) throws JsonProcessingException {
        note(JSON.writeValueAsString(view));
        note(String.join("\n", view.render(context)));
    }

    /** Notes an answer; true when the move was accepted. */
    private boolean result(MoveResult result, int seats) throws JsonProcessingException {
        if (result instanceof MoveResult.Rejected r) {
            note("rejected " + r.code() + " " + r.reason());
            return false;
        }
        MoveResult.Accepted a = (MoveResult.Accepted) result;
        note("accepted " + a.move());
        for (GameEvent e : a.events()) {
            event(e, seats);
        }
        return true;
    }

    private void event(GameEvent e, int seats) throws JsonProcessingException {
        note(e.type() + " " + e.audience() + " " + JSON.writeValueAsString(e));
        note(e.text(RenderContext.plain(seats, RenderContext.SPECTATOR)));
    }

    /** A legal move as a person might mistype it, or as it is, now and then. */
    private String nearMiss(String move, String other) {
        String[] words = move.split(" ");
        switch (random.nextInt(9)) {
            case 0:
                return move.toUpperCase(Locale.ROOT);
            case 1:
                return "  " + move.replace(" ", "   ") + " ";
            case 2:
                return words.length > 1 ? move.substring(move.indexOf(' ') + 1) : move + " " + move;
            case 3:
                return move + " " + words[random.nextInt(words.length)];
            case 4:
                return move.substring(0, random.nextInt(move.length() + 1));
            case 5:
                return other.substring(0, other.lastIndexOf(' ') + 1) + words[words.length - 1];
            case 6:
                return move.replace(' ', random.nextBoolean() ? ',' : '\t');
            case 7:
                List<String> reversed = new ArrayList<>(List.of(words));
                Collections.reverse(reversed);
                return String.join(" ", reversed);
            default:
                return move;
        }
    }

    private void note(String line) {
        digest.update(line.getBytes(StandardCharsets.UTF_8));
        digest.update((byte) '\n');
    }
}
