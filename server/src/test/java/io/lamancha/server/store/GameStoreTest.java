package io.lamancha.server.store;

import static org.assertj.core.api.Assertions.assertThat;

import io.lamancha.server.testing.MutableClock;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.MethodSource;

@ParameterizedClass
@MethodSource("io.lamancha.server.store.TestBackend#all")
class GameStoreTest {
    private static final Instant START = Instant.parse("2026-11-29T20:00:00Z");
    private static final List<StoredSeat> TWO = List.of(StoredSeat.human("Alice"), StoredSeat.bot("Bot1", "random"));

    @Parameter
    TestBackend backend;

    @TempDir
    Path dataDir;

    private final MutableClock clock = new MutableClock(START);
    private Database database;
    private GameStore games;

    @BeforeEach
    void open() {
        database = backend.openEmpty(dataDir);
        games = new GameStore(database, clock);
    }

    @AfterEach
    void close() {
        if (games != null) {
            games.close();
        }
        if (database != null) {
            database.close();
        }
    }

    private static void appendAll(GameStore store, long game, int from, int count) {
        List<CompletableFuture<Void>> acks = new ArrayList<>();
        for (int seq = from; seq < from + count; seq++) {
            acks.add(store.append(game, seq, seq % 2, "move " + seq));
        }
        CompletableFuture.allOf(acks.toArray(CompletableFuture[]::new)).join();
    }

    @Test
    void eachNodeOfAClusterRestoresOnlyTheGamesItRunsAndTheCheckReplaysThemAll() {
        long alone = games.create("room1", "skat", Map.of(), 1L, TWO);
        GameStore nodeA = new GameStore(database, clock, io.lamancha.server.metrics.ServerMetrics.NONE, "node-a");
        GameStore nodeB = new GameStore(database, clock, io.lamancha.server.metrics.ServerMetrics.NONE, "node-b");
        try {
            long ofA = nodeA.create("room1", "skat", Map.of(), 2L, TWO);
            long ofB = nodeB.create("room2", "skat", Map.of(), 3L, TWO);

            assertThat(games.running()).extracting(StoredGame::id).containsExactly(alone);
            assertThat(nodeA.running()).extracting(StoredGame::id).containsExactly(ofA);
            assertThat(nodeB.running()).extracting(StoredGame::id).containsExactly(ofB);
            assertThat(new GameQueries(database).running()).as("what lamancha check replays")
                    .extracting(StoredGame::id).containsExactly(alone, ofA, ofB);
        } finally {
            nodeA.close();
            nodeB.close();
        }
    }

    @Test
    void aNodeThatTakesAGameOverFencesOffItsOwnerWhoseLaterMovesAreRefused() {
        GameStore nodeA = new GameStore(database, clock, io.lamancha.server.metrics.ServerMetrics.NONE, "node-a");
        GameStore nodeB = new GameStore(database, clock, io.lamancha.server.metrics.ServerMetrics.NONE, "node-b");
        try {
            long game = nodeA.create("room1", "skat", Map.of(), 2L, TWO);
            long other = nodeA.create("room2", "skat", Map.of(), 3L, TWO);
            appendAll(nodeA, game, 0, 3);

            StoredGame taken = nodeB.takeOver(game).orElseThrow();

            assertThat(taken.moves()).as("every move the owner made durable").hasSize(3);
            assertThat(nodeB.runningOn("node-a")).extracting(StoredGame::id).containsExactly(other);
            assertThat(nodeB.running()).extracting(StoredGame::id).containsExactly(game);
            // the stale owner's write fails, and fails alone: its other game's move in the same
            // group commit goes through
            CompletableFuture<Void> stale = nodeA.append(game, 3, 1, "stale");
            CompletableFuture<Void> fine = nodeA.append(other, 0, 0, "fine");
            assertThatThrownBy(stale::join).isInstanceOf(CompletionException.class)
                    .hasCauseInstanceOf(StoreException.class);
            fine.join();
            appendAll(nodeB, game, 3, 2);
            assertThat(nodeB.load(game).orElseThrow().moves()).extracting(StoredMove::move)
                    .containsExactly("move 0", "move 1", "move 2", "move 3", "move 4");
            assertThat(nodeA.takeOver(other).orElseThrow().moves()).hasSize(1);
            assertThat(nodeB.takeOver(9999)).as("a game that is not running").isEmpty();
        } finally {
            nodeA.close();
            nodeB.close();
        }
    }

    @Test
    void aRunningGameComesBackWithSeedOptionsSeatsAndEveryMoveInOrder() {
        long id = games.create("room1", "skat", Map.of("rounds", "3", "variant", "ramsch"), -42L, TWO);

        appendAll(games, id, 0, 1000);

        List<StoredGame> running = games.running();
        assertThat(running).hasSize(1);
        StoredGame game = running.get(0);
        assertThat(game.id()).isEqualTo(id);
        assertThat(game.room()).isEqualTo("room1");
        assertThat(game.gameId()).isEqualTo("skat");
        assertThat(game.seed()).isEqualTo(-42L);
        assertThat(game.options()).isEqualTo(Map.of("rounds", "3", "variant", "ramsch"));
        assertThat(game.seats()).isEqualTo(TWO);
        assertThat(game.status()).isEqualTo(GameStatus.RUNNING);
        assertThat(game.startedAt()).isEqualTo(START);
        assertThat(game.finishedAt()).isEmpty();
        assertThat(game.moves()).hasSize(1000);
        for (int seq = 0; seq < 1000; seq++) {
            assertThat(game.moves().get(seq)).isEqualTo(new StoredMove(seq, seq % 2, "move " + seq));
        }
    }

    @Test
    void aFinishedGameLeavesTheRunningListAndKeepsItsScoresAndWinners() {
        long id = games.create("r", "coloretto", Map.of(), 7, TWO);
        appendAll(games, id, 0, 3);
        clock.advance(Duration.ofMinutes(20));

        games.finish(id, List.of(31, 17), List.of(0), clock.instant()).join();

        assertThat(games.running()).isEmpty();
        StoredGame game = games.load(id).orElseThrow();
        assertThat(game.status()).isEqualTo(GameStatus.FINISHED);
        assertThat(game.finishedAt()).contains(START.plus(Duration.ofMinutes(20)));
        assertThat(game.scores()).containsExactly(31, 17);
        assertThat(game.winners()).containsExactly(0);
        assertThat(game.moves()).hasSize(3);
    }

    @Test
    void historyListsFinishedGamesNewestFirstForAnyoneOrOnePlayer() {
        long first = finishedGame("skat", List.of(StoredSeat.human("Alice"), StoredSeat.human("Bob")), List.of(1, 2), List.of(1));
        long second = finishedGame("skat", List.of(StoredSeat.human("Carol"), StoredSeat.human("Dave")), List.of(5, 0), List.of(0));
        long third = finishedGame("coloretto", List.of(StoredSeat.human("bob")), List.of(9), List.of(0));
        games.create("r", "skat", Map.of(), 1, TWO);
        long abandoned = games.create("r", "skat", Map.of(), 1, List.of(StoredSeat.human("Bob")));
        games.abandon(abandoned).join();

        assertThat(games.history(null, 10)).extracting(GameSummary::id).containsExactly(third, second, first);
        assertThat(games.history(null, 2)).extracting(GameSummary::id).containsExactly(third, second);
        List<GameSummary> bobs = games.history("BOB", 10);
        assertThat(bobs).extracting(GameSummary::id).containsExactly(third, first);
        GameSummary line = bobs.get(1);
        assertThat(line.gameId()).isEqualTo("skat");
        assertThat(line.seats()).extracting(StoredSeat::name).containsExactly("Alice", "Bob");
        assertThat(line.scores()).containsExactly(1, 2);
        assertThat(line.winners()).containsExactly(1);
        assertThat(line.finishedAt()).isAfter(line.startedAt());
    }

    private long finishedGame(String gameId, List<StoredSeat> seats, List<Integer> scores, List<Integer> winners) {
        long id = games.create("r", gameId, Map.of(), 1, seats);
        clock.advance(Duration.ofMinutes(1));
        games.finish(id, scores, winners, clock.instant()).join();
        return id;
    }

    @Test
    void theBestScoreCountsOnlyFinishedGamesOfThatGameAndSeatCount() {
        finishedGame("solitaire", List.of(StoredSeat.human("Alice")), List.of(40), List.of(0));
        finishedGame("solitaire", List.of(StoredSeat.human("alice")), List.of(55), List.of(0));
        finishedGame("solitaire", List.of(StoredSeat.human("Alice"), StoredSeat.human("Bob")), List.of(90, 1), List.of(0));
        finishedGame("other", List.of(StoredSeat.human("Alice")), List.of(99), List.of(0));
        long running = games.create("r", "solitaire", Map.of(), 1, List.of(StoredSeat.human("Alice")));

        assertThat(games.bestScore("ALICE", "solitaire", 1)).isEqualTo(OptionalInt.of(55));
        assertThat(games.bestScore("Bob", "solitaire", 1)).isEmpty();
        assertThat(running).isPositive();
    }

    @Test
    void aPlayerWhoLeftIsKeptWithTheSeatPlacedLastAndTheirScoreLeftOutOfTheirBest() {
        List<StoredSeat> seats = List.of(StoredSeat.human("Alice"), StoredSeat.human("Bob"));
        long id = games.create("r", "skat", Map.of(), 1, seats);
        games.finish(id, new io.lamancha.server.journal.Journal.Result(List.of(9, 5), List.of(1), List.of(2, 1),
                List.of(0)), clock.instant()).join();

        GameSummary line = games.history(null, 1).get(0);
        assertThat(line.left()).containsExactly(0);
        assertThat(line.winners()).containsExactly(1);
        assertThat(line.aborted()).isFalse();
        assertThat(games.bestScore("Alice", "skat", 2)).as("a bot finished alice's game").isEmpty();
        assertThat(games.bestScore("Bob", "skat", 2)).isEqualTo(OptionalInt.of(5));
    }

    @Test
    void anAbortedGameIsListedAsAbortedUnratedAndNeverRestored() {
        long id = games.create("r", "skat", Map.of(), 1, List.of(StoredSeat.human("Alice"), StoredSeat.human("Bob")),
                true);
        appendAll(games, id, 0, 2);
        clock.advance(Duration.ofMinutes(3));
        games.abort(id, clock.instant()).join();

        assertThat(games.running()).isEmpty();
        StoredGame game = games.load(id).orElseThrow();
        assertThat(game.status()).isEqualTo(GameStatus.ABORTED);
        assertThat(game.rated()).as("an aborted game is never rated").isFalse();
        assertThat(game.moves()).hasSize(2);
        GameSummary line = games.history("alice", 5).get(0);
        assertThat(line.aborted()).isTrue();
        assertThat(line.scores()).isEmpty();
        assertThat(line.finishedAt()).isEqualTo(START.plus(Duration.ofMinutes(3)));
        assertThatThrownBy(() -> games.abort(id, clock.instant()).join()).as("it ends once").isInstanceOf(CompletionException.class);
    }

    @Test
    void aSoloScoreIsRankedAmongThePlayersOwnSoloGames() {
        finishedGame("solitaire", List.of(StoredSeat.human("Alice")), List.of(40), List.of(0));
        finishedGame("solitaire", List.of(StoredSeat.human("alice")), List.of(55), List.of(0));
        finishedGame("solitaire", List.of(StoredSeat.human("Alice")), List.of(40), List.of(0));
        finishedGame("solitaire", List.of(StoredSeat.human("Bob")), List.of(70), List.of(0));

        assertThat(games.rank("ALICE", "solitaire", 1, 40)).contains(new ScoreRank(1, 2, 3, 55));
        assertThat(games.rank("alice", "solitaire", 1, 55)).contains(new ScoreRank(0, 1, 3, 55));
        assertThat(games.rank("carol", "solitaire", 1, 10)).isEmpty();
    }

    @Test
    void anAbandonedGameIsNeitherRestoredNorListed() {
        long id = games.create("r", "skat", Map.of(), 1, TWO);
        appendAll(games, id, 0, 5);

        games.abandon(id).join();

        assertThat(games.running()).isEmpty();
        assertThat(games.history(null, 10)).isEmpty();
        assertThat(games.load(id).orElseThrow().status()).isEqualTo(GameStatus.ABANDONED);
    }

    @Test
    void aGameCanOnlyEndOnce() {
        long id = games.create("r", "skat", Map.of(), 1, TWO);
        games.finish(id, List.of(1, 2), List.of(1), clock.instant()).join();

        assertThatThrownBy(() -> games.abandon(id).join()).isInstanceOf(CompletionException.class);
        assertThatThrownBy(() -> games.finish(id, List.of(3, 4), List.of(0), clock.instant()).join())
                .isInstanceOf(CompletionException.class);
        assertThat(games.load(id).orElseThrow().scores()).containsExactly(1, 2);
    }

    @Test
    void aRepeatedSeqFailsOnlyItsOwnMoveEvenInsideABatch() {
        long id = games.create("r", "skat", Map.of(), 1, TWO);
        games.append(id, 0, 0, "first").join();

        List<CompletableFuture<Void>> acks = new ArrayList<>();
        for (int seq = 1; seq <= 200; seq++) {
            acks.add(games.append(id, seq == 100 ? 0 : seq, 0, "m" + seq));
        }

        for (int i = 0; i < acks.size(); i++) {
            assertThat(acks.get(i).handle((ok, e) -> e == null).join()).as("move " + (i + 1)).isEqualTo(i != 99);
        }
        List<StoredMove> moves = games.load(id).orElseThrow().moves();
        assertThat(moves).hasSize(200);
        assertThat(moves.get(0).move()).isEqualTo("first");
    }

    @Test
    void aFailedMoveNeverQuotesTheMoveInItsError() {
        long id = games.create("r", "skat", Map.of(), 1, TWO);
        games.append(id, 0, 0, "vote yes").join();

        Throwable failure = games.append(id, 0, 0, "secret vote no").handle((ok, e) -> e).join();

        assertThat(failure).isNotNull();
        for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
            assertThat(String.valueOf(cause.getMessage())).doesNotContain("secret vote");
            if (cause instanceof java.sql.SQLException) {
                java.sql.SQLException next = ((java.sql.SQLException) cause).getNextException();
                assertThat(next == null ? "" : String.valueOf(next.getMessage())).doesNotContain("secret vote");
            }
        }
    }

    @Test
    void aMoveForAnUnknownGameFailsAndAnOverlongMoveIsRefusedAtOnce() {
        assertThatThrownBy(() -> games.append(9999, 0, 0, "x").join()).isInstanceOf(CompletionException.class)
                .hasCauseInstanceOf(StoreException.class);
        assertThatThrownBy(() -> games.append(1, 0, 0, "x".repeat(StoredMove.MAX_LENGTH + 1)))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void acknowledgedMovesSurviveARestart() {
        long id = games.create("r", "skat", Map.of("k", "v"), 5, TWO);
        appendAll(games, id, 0, 250);
        games.close();
        database.close();

        database = backend.reopen(dataDir);
        games = new GameStore(database, clock);

        StoredGame game = games.running().get(0);
        assertThat(game.moves()).hasSize(250);
        assertThat(game.moves().get(249)).isEqualTo(new StoredMove(249, 1, "move 249"));
        appendAll(games, id, 250, 10);
        assertThat(games.load(id).orElseThrow().moves()).hasSize(260);
    }

    @Test
    void closingWritesEverythingQueuedAndRefusesLaterWrites() {
        long id = games.create("r", "skat", Map.of(), 5, TWO);
        List<CompletableFuture<Void>> acks = new ArrayList<>();
        for (int seq = 0; seq < 500; seq++) {
            acks.add(games.append(id, seq, 0, "m"));
        }

        games.close();

        assertThat(acks).allMatch(ack -> ack.isDone() && !ack.isCompletedExceptionally());
        assertThatThrownBy(() -> games.append(id, 500, 0, "late").join()).hasCauseInstanceOf(IllegalStateException.class);
    }
}
