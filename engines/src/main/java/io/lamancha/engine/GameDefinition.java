package io.lamancha.engine;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * One game's rules as the server sees them: identity, seat range, options, bots and a factory of
 * games. Implementations are immutable and shared by every table of that game.
 */
public interface GameDefinition {

    /** Stable id used in commands and stored games, e.g. {@code quixote-tricks}. */
    String id();

    /** Human title, e.g. {@code Don Quixote (2026)}. */
    String title();

    int minSeats();

    int maxSeats();

    /** The options a table may set with {@code /option key value}; defaults are applied by the caller. */
    List<OptionSpec> options();

    /**
     * Checks a complete option set against a seat count before a game starts.
     *
     * @return a sentence saying what is wrong and what to do instead, or empty when the game can start
     */
    default Optional<String> validate(int seats, GameOptions options) {
        return Optional.empty();
    }

    /**
     * Why games with these options are never rated (a cooperative variant, say), or empty when
     * their results may change the players' ratings. Solo games are never rated either way.
     */
    default Optional<String> unratable(GameOptions options) {
        return Optional.empty();
    }

    /**
     * The values to assume for options a stored game's record lacks: options added after it was
     * played, with the value that plays as the game was played then. Restoring and replaying fill
     * them in, so records made by an earlier build still replay.
     */
    default Map<String, String> recordDefaults() {
        return Map.of();
    }

    /** A few lines for {@code /spielinfo}: what the game is and how its moves are written. */
    List<String> summary();

    /**
     * Lines that explain the symbols of the game's text render, for {@code /spielinfo} and
     * {@code /help show}; empty when the render needs no legend. Each fits 80 columns.
     */
    default List<String> legend() {
        return List.of();
    }

    /**
     * First words of moves that may be typed as their own command, e.g. {@code place} so that
     * {@code /place T07 r} means {@code /play place T07 r}. Empty when the game has none.
     */
    default List<String> moveVerbs() {
        return List.of();
    }

    /**
     * Starts a game. All chance in the game comes from {@code seed}: the same seed and the same
     * accepted moves always give the same game.
     *
     * @param seats number of seats, within {@link #minSeats()}..{@link #maxSeats()}
     * @param options a complete, validated option set (every option of {@link #options()} present)
     */
    Game newGame(int seats, GameOptions options, long seed);

    /** Bot levels this game ships, weakest first; always contains {@code random}. */
    List<String> botLevels();

    /**
     * A bot for one seat of one game. It decides from that seat's view and legal moves only.
     *
     * @throws IllegalArgumentException for a level not in {@link #botLevels()}
     */
    Bot newBot(String level, long seed);
}
