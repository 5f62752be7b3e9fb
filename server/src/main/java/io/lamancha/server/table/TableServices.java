package io.lamancha.server.table;

import io.lamancha.protocol.event.GameOver;
import io.lamancha.server.journal.Journal;
import java.time.Duration;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.concurrent.Executor;
import java.util.function.Consumer;
import java.util.function.LongSupplier;

/**
 * What tables need from the server, wired once at start.
 *
 * @param botExecutor where bots think, off the room strands
 * @param botDelay pause before a bot moves, so people can follow
 * @param grace how long a dropped player's seat waits before a bot plays for them
 * @param seeds the seed of each new game and bot (unpredictable in production, fixed in tests)
 * @param journal where games are recorded
 * @param records people's best solo scores, told when they sit down to a solo game, and how a
 *     solo score ranks, told at its end
 * @param rateSameAddress whether games between players who connect from the same address may be
 *     rated (an operator's choice, for LAN parties); by default they are not
 * @param turns what turn-based games need: the clock, the shortest move time, offline messages
 */
public record TableServices(Executor botExecutor, Duration botDelay, Duration grace, LongSupplier seeds,
                            Journal journal, SoloRecords records, boolean rateSameAddress, TurnServices turns) {

    /** Turn-based games with moves of an hour at least, by the system clock, and no offline messages. */
    public TableServices(Executor botExecutor, Duration botDelay, Duration grace, LongSupplier seeds, Journal journal,
            SoloRecords records, boolean rateSameAddress) {
        this(botExecutor, botDelay, grace, seeds, journal, records, rateSameAddress, TurnServices.DEFAULT);
    }

    /** Games between players at one address are not rated. */
    public TableServices(Executor botExecutor, Duration botDelay, Duration grace, LongSupplier seeds, Journal journal,
            SoloRecords records) {
        this(botExecutor, botDelay, grace, seeds, journal, records, false);
    }

    /** A person's solo scores, looked up in the background. */
    public interface SoloRecords {

        /** Calls {@code then} (on any thread) with the best solo score of {@code name} at {@code game}, if any. */
        void best(String name, String game, Consumer<OptionalInt> then);

        /**
         * Calls {@code then} (on any thread) with where {@code score} stands among the stored solo
         * games of {@code name} at {@code game} (the one just stored included); empty when not known.
         */
        default void rank(String name, String game, int score, Consumer<Optional<GameOver.SoloRank>> then) {
            then.accept(Optional.empty());
        }

        /** In a game that can be played alone, a person's best solo score is worth a line on arrival. */
        default void tellBest(io.lamancha.server.world.Session session, io.lamancha.engine.GameDefinition game) {
            if (game.minSeats() == 1 && session.name() != null) {
                best(session.name(), game.id(), best -> best.ifPresent(score -> session.send(
                        io.lamancha.protocol.event.Info.of("Your best solo score at " + game.title() + ": " + score
                                + "."))));
            }
        }

        /** Keeps no records. */
        SoloRecords NONE = (name, game, then) -> then.accept(OptionalInt.empty());
    }
}
