package io.lamancha.server.store;

import io.lamancha.server.metrics.ServerMetrics;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;

/**
 * Every game as seed + options + seats + the ordered list of accepted moves. Writes go through a
 * group-commit journal, a game's in the order they were made: a move's future completes once it
 * is durable (in the store, or in the write-ahead file it catches up from), so acknowledge a move
 * to nobody before. The futures complete on the journal's threads: continue with an {@code *Async}
 * method on your own executor. {@link #create} and the reads block: call them off the event loops.
 */
public final class GameStore implements AutoCloseable {
    private static final int JOURNAL_CAPACITY = 100_000;
    private static final int MAX_BATCH = 1_000;
    /** While the store cannot write, how soon it is tried again: then twice as long each time, up to the last. */
    static final Duration FIRST_PROBE = Duration.ofSeconds(1);
    static final Duration LAST_PROBE = Duration.ofSeconds(10);

    private final Clock clock;
    private final StoreHealth health;
    private final MoveJournal journal;
    private final GameQueries queries;
    private final ScoreTallies tallies;
    private final GameIds ids;
    private final TurnStore turns;
    private final String node;
    private final GameEpochs epochs;

    public GameStore(Database database, Clock clock) {
        this(database, clock, ServerMetrics.NONE);
    }

    /** As above, each group commit of moves reported to {@code metrics}. */
    public GameStore(Database database, Clock clock, ServerMetrics metrics) {
        this(database, clock, FIRST_PROBE, LAST_PROBE, metrics, null, null);
    }

    /**
     * As above, for the node {@code node} of a cluster (null: a server of its own): the games it
     * starts are marked as its own, and only those are its running games.
     */
    public GameStore(Database database, Clock clock, ServerMetrics metrics, String node) {
        this(database, clock, FIRST_PROBE, LAST_PROBE, metrics, node, null);
    }

    /**
     * A server of its own on the embedded store, its batches appended to the write-ahead file
     * ({@link AheadJournal}); what the file holds and the store lacks is applied first.
     */
    public static GameStore writingAhead(Database database, Clock clock, ServerMetrics metrics) {
        return new GameStore(database, clock, FIRST_PROBE, LAST_PROBE, metrics, null, AheadLog.Disk.REAL);
    }

    /** With the probes of an unavailable store this often (tests); {@code ahead}: the file's disk, or null. */
    GameStore(Database database, Clock clock, Duration firstProbe, Duration lastProbe, AheadLog.Disk ahead) {
        this(database, clock, firstProbe, lastProbe, ServerMetrics.NONE, null, ahead);
    }

    private GameStore(Database database, Clock clock, Duration firstProbe, Duration lastProbe, ServerMetrics metrics,
            String node, AheadLog.Disk ahead) {
        this.node = node;
        this.epochs = new GameEpochs(database, node);
        this.clock = clock;
        this.health = new StoreHealth(firstProbe, lastProbe);
        this.journal = new MoveJournal(database, JOURNAL_CAPACITY, MAX_BATCH, health, metrics,
                node == null ? MoveJournal.Fence.NONE : epochs::fence,
                ahead == null ? null : AheadJournal.open(database, health, ahead));
        this.queries = new GameQueries(database);
        this.tallies = new ScoreTallies(database);
        this.ids = new GameIds(database);
        this.turns = new TurnStore(database, clock, node, epochs, journal::submit, queries);
    }

    /** Turn-based games: their seats' clocks, parking them and taking them back, and the lists of them. */
    public TurnStore turns() {
        return turns;
    }

    /**
     * Stores a new running game, started now, in the journal's next group commit; returns once durable.
     *
     * @param gameId the engine's id
     * @param options every option value (defaults filled in), so a replay needs no defaults
     * @param seats seat 0 first
     * @return the store's id for the game, to append to
     * @throws io.lamancha.server.journal.JournalUnavailableException when the store cannot write now
     */
    public long create(String room, String gameId, Map<String, String> options, long seed, List<StoredSeat> seats) {
        return create(room, gameId, options, seed, seats, false);
    }

    /**
     * Stores a new running game, as {@link #create(String, String, Map, long, List)}.
     *
     * @param rated whether its result is to change its players' ratings when it finishes
     */
    public long create(String room, String gameId, Map<String, String> options, long seed, List<StoredSeat> seats,
            boolean rated) {
        Started started = start(room, gameId, options, seed, seats, rated);
        try {
            started.stored().join();
        } catch (CompletionException e) {
            throw e.getCause() instanceof RuntimeException cause ? cause : e;
        }
        return started.id();
    }

    /** Completes once every write queued so far is in the store or refused: a read after it sees them. */
    public CompletableFuture<Void> settled() {
        return journal.settled();
    }

    /** A new game queued: its id, and the future of its write, which completes once it is durable. */
    record Started(long id, CompletableFuture<Void> stored) {
    }

    /**
     * Queues a new running game, started now, as {@link #create} stores it, and returns at once:
     * moves appended to its id from now on are written after it, in the same group commit or a
     * later one, and fail if it fails.
     *
     * @throws io.lamancha.server.journal.JournalUnavailableException when the store cannot write now
     */
    Started start(String room, String gameId, Map<String, String> options, long seed, List<StoredSeat> seats,
            boolean rated) {
        if (!health.available()) {
            throw health.refusal();
        }
        long id;
        try {
            id = ids.next();
        } catch (StoreException e) {
            throw health.failed(e) ? StoreHealth.unavailable(e) : e;
        }
        epochs.started(id);
        return new Started(id, journal.submit(new JournalEntry.Create(id, room, gameId, options, seed, seats, rated,
                node, clock.instant())));
    }

    /**
     * Queues an accepted move. The future completes once it is durable, or fails (a repeated
     * {@code seq}, an unknown game, an earlier move of the game not stored, the journal full or
     * closed; with a {@link io.lamancha.server.journal.JournalUnavailableException} when the store
     * cannot write at all, the disk full or the database down).
     *
     * @param seq the move's place in the game, unique per game; a replay orders moves by it
     * @throws IllegalArgumentException for a move longer than {@link StoredMove#MAX_LENGTH}
     */
    public CompletableFuture<Void> append(long game, int seq, int seat, String move) {
        return journal.submit(new JournalEntry.Append(game, new StoredMove(seq, seat, move)));
    }

    /**
     * Marks a running game finished, after every move queued before it.
     *
     * @param scores per seat, seat 0 first
     * @param winners winning seats
     * @param places each seat's place (1 best), by which a game stored as rated changes its
     *     players' ratings in the same transaction; ignored for an unrated game
     */
    public CompletableFuture<Void> finish(long game, List<Integer> scores, List<Integer> winners, List<Integer> places,
            Instant finishedAt) {
        return journal.submit(new JournalEntry.Finish(game, scores, winners, places, List.of(), finishedAt));
    }

    /**
     * Marks a running game finished with its {@code result}, after every move queued before it:
     * the scores, winners, places and who left go with its seats, and a game stored as rated changes
     * its players' ratings by the places in the same transaction.
     */
    public CompletableFuture<Void> finish(long game, io.lamancha.server.journal.Journal.Result result,
            Instant finishedAt) {
        return journal.submit(new JournalEntry.Finish(game, result.scores(), result.winners(), result.places(),
                result.left(), finishedAt));
    }

    /**
     * Marks a running game aborted, after every move queued before it: kept (its moves replay) and
     * listed by {@link #history}, never rated.
     */
    public CompletableFuture<Void> abort(long game, Instant at) {
        return journal.submit(new JournalEntry.Abort(game, at));
    }

    /** Marks a running game finished, as an unrated game. */
    public CompletableFuture<Void> finish(long game, List<Integer> scores, List<Integer> winners, Instant finishedAt) {
        return finish(game, scores, winners, List.of(), finishedAt);
    }

    /**
     * Deletes the game's moves from {@code fromSeq} on, after the moves queued before: its table
     * took them back, as one of them could not be stored. The future fails when the store cannot
     * write; the take-back is then done first in the journal's next transaction that can.
     */
    public CompletableFuture<Void> takeBack(long game, int fromSeq) {
        return journal.submit(new JournalEntry.TakeBack(game, fromSeq));
    }

    /** Marks a running game abandoned (never restored, never counted), after its queued moves. */
    public CompletableFuture<Void> abandon(long game) {
        return journal.submit(new JournalEntry.Abandon(game));
    }

    /** Whether this is a node of a cluster's store (games are fenced, and taken over). */
    public boolean clustered() {
        return node != null;
    }

    /** Every RUNNING game with its durable moves in order, oldest game first: restore these on start. */
    public List<StoredGame> running() {
        return queries.running(node);
    }

    /**
     * On a node of a cluster: the running games of {@code otherNode} (a dead node's, to take over
     * the ones in the rooms this node won).
     */
    public List<StoredGame> runningOn(String otherNode) {
        return queries.running(otherNode);
    }

    /**
     * On a node of a cluster: makes a running game this node's, fencing off whoever ran it
     * before (a dead node, a partitioned one, this node's previous run): its epoch goes up by
     * one, and moves are written only under the epoch they were taken with. Then reads the game
     * with every move its previous owner made durable; empty when it is no longer running.
     */
    public Optional<StoredGame> takeOver(long game) {
        if (node == null) {
            throw new IllegalStateException("only a node of a cluster takes games over");
        }
        return epochs.take("take over a game", game, "", "") ? queries.load(game) : Optional.empty();
    }

    /** The game with all its moves, whatever its status (those the store holds: see {@link #settled}). */
    public Optional<StoredGame> load(long game) {
        return queries.load(game);
    }

    /** Finished games, newest first, at most {@code limit}; only those {@code name} sat in unless null. */
    public List<GameSummary> history(String nameOrNull, int limit) {
        return queries.history(nameOrNull, limit);
    }

    /**
     * Where {@code score} stands among {@code name}'s finished {@code gameId} games with exactly
     * {@code seats} seats (games a bot finished for them left out); empty when there are none.
     */
    public Optional<ScoreRank> rank(String name, String gameId, int seats, int score) {
        return tallies.rank(name, gameId, seats, score);
    }

    /** {@code name}'s best score in finished {@code gameId} games with exactly {@code seats} seats. */
    public OptionalInt bestScore(String name, String gameId, int seats) {
        return tallies.best(name, gameId, seats);
    }

    public JournalStats journalStats() {
        return journal.stats();
    }

    /** Whether writes are taken now: false while the store is unavailable (the disk full, the database down). */
    public boolean writable() {
        return health.available();
    }

    /**
     * Runs {@code then} (on any thread) once the store can make writes durable again, after a
     * write failed with a {@link io.lamancha.server.journal.JournalUnavailableException}; at once
     * when it can now.
     */
    public void whenWritable(Runnable then) {
        health.whenAvailable(then);
    }

    /**
     * Notes a failed store call: when it says the store as a whole cannot write (the disk is
     * full, the database is down), the log has said so already, once for the episode.
     *
     * @return whether that is why it failed
     */
    public boolean unavailable(Throwable failure) {
        return health.failed(failure);
    }

    /** Makes every queued write durable, then stops the journal; close before the database. */
    @Override
    public void close() {
        journal.close();
    }
}
