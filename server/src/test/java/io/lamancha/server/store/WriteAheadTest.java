package io.lamancha.server.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.lamancha.server.journal.JournalUnavailableException;
import io.lamancha.server.metrics.ServerMetrics;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The embedded store's write-ahead file: a move is acknowledged once the file holds it, the store
 * catches up later, and whatever the store lacks at a start (after a kill -9, a torn or corrupt
 * tail cut) is applied once and only once; a full disk under the file refuses moves, a full disk
 * under the store only holds the catch-up back.
 */
class WriteAheadTest {
    private static final Duration WAIT = Duration.ofSeconds(10);
    private static final long GAME = 1_000_001;

    @TempDir
    Path dataDir;

    private Path dir() {
        return dataDir.resolve(AheadFile.DIR);
    }

    @Test
    void movesAcknowledgedButNotCaughtUpWhenKilledAreInTheStoreAfterTheNextStart() throws Exception {
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Dlamancha.write-ahead.interval-ms=600000", "-Dkilled.ahead=true",
                "-cp", System.getProperty("java.class.path"), KilledWriter.class.getName(), "-", dataDir.toString()));
        try (Database database = Database.open(null, dataDir); GameStore games = new GameStore(database, Clock.systemUTC())) {
            for (int i = 0; i < 3; i++) {
                command.add(Long.toString(games.create("r", "skat", Map.of(), i, List.of(StoredSeat.human("p")))));
            }
        }

        Map<Long, Integer> lastAcked = KillNineTest.runAndKill(command);

        assertThat(lastAcked).hasSize(3);
        try (Database database = Database.open(null, dataDir); Connection connection = database.connection()) {
            assertThat(AheadTransaction.position(connection)).as("the store had caught up with nothing").isZero();
            for (long game : lastAcked.keySet()) {
                assertThat(new GameQueries(database).load(game).orElseThrow().moves()).isEmpty();
            }
        }
        try (Database database = Database.open(null, dataDir); GameStore games = ahead(database)) {
            for (Map.Entry<Long, Integer> acked : lastAcked.entrySet()) {
                List<StoredMove> moves = games.load(acked.getKey()).orElseThrow().moves();
                assertThat(moves.size()).as("moves of game %d", acked.getKey()).isGreaterThan(acked.getValue());
                for (int seq = 0; seq < moves.size(); seq++) {
                    assertThat(moves.get(seq)).isEqualTo(new StoredMove(seq, 0, "move " + seq));
                }
            }
        }
    }

    @Test
    void aTornLastRecordIsCutWithAWarnAndTheFileGoesOnAfterIt() throws Exception {
        Database.open(null, dataDir).close();
        Path segment = written(game(5));
        byte[] bytes = Files.readAllBytes(segment);
        int end = recordAt(bytes, 6); // the create and five moves
        Files.write(segment, java.util.Arrays.copyOf(bytes, end - 3));

        try (StoreLog log = new StoreLog(); Database database = Database.open(null, dataDir);
                GameStore games = ahead(database)) {
            assertThat(seqs(games)).containsExactly(0, 1, 2, 3);
            assertThat(log.problems()).anySatisfy(line -> assertThat(line).startsWith("WARN").contains("torn record"));
            games.append(GAME, 4, 0, "again").get(WAIT.toSeconds(), TimeUnit.SECONDS);
        }
        try (Database database = Database.open(null, dataDir); GameStore games = ahead(database)) {
            assertThat(games.load(GAME).orElseThrow().moves()).extracting(StoredMove::move)
                    .containsExactly("m0", "m1", "m2", "m3", "again");
        }
    }

    @Test
    void aSegmentIsMadeLongerInZerosAheadOfItsRecordsAndTheZerosReadAsItsCleanEnd() throws Exception {
        org.junit.jupiter.api.Assumptions.assumeTrue(
                Files.getFileStore(dataDir).getUsableSpace() >= AheadLog.PREALLOCATION_ROOM,
                "a disk this full gets no zeros ahead of the records");
        Database.open(null, dataDir).close();
        Path segment = written(game(5));
        byte[] bytes = Files.readAllBytes(segment);
        int end = recordAt(bytes, 6);
        assertThat(bytes.length).as("the segment's length").isEqualTo(AheadLog.PREALLOCATION);
        assertThat(java.util.Arrays.copyOfRange(bytes, end, bytes.length)).containsOnly((byte) 0);

        // a second start begins a segment after this one: its zeros are an end, not damage
        AheadLog log = AheadLog.open(dir(), 6, 0, AheadLog.Disk.REAL);
        log.append(List.of(new JournalEntry.Append(GAME, new StoredMove(5, 0, "m5"))));
        log.close(0);
        AheadFile.Scan scan = AheadFile.scan(dir());
        assertThat(scan.damaged()).as(scan.damage()).isFalse();
        assertThat(scan.entries()).hasSize(7);
        assertThat(scan.last()).isEqualTo(7);
        assertThat(AheadFile.segments(dir())).hasSize(2);

        try (StoreLog log2 = new StoreLog(); Database database = Database.open(null, dataDir);
                GameStore games = ahead(database)) {
            assertThat(seqs(games)).containsExactly(0, 1, 2, 3, 4, 5);
            assertThat(log2.problems()).noneSatisfy(line -> assertThat(line).contains("write-ahead"));
        }
    }

    @Test
    void aRecordTornInsideTheZerosIsCutAsDamage() throws Exception {
        Database.open(null, dataDir).close();
        Path segment = written(game(5));
        byte[] bytes = Files.readAllBytes(segment);
        int last = recordAt(bytes, 5);
        int end = recordAt(bytes, 6);
        java.util.Arrays.fill(bytes, end - 3, end, (byte) 0); // its last bytes never reached the disk
        Files.write(segment, bytes);

        try (StoreLog log = new StoreLog(); Database database = Database.open(null, dataDir);
                GameStore games = ahead(database)) {
            assertThat(seqs(games)).containsExactly(0, 1, 2, 3);
            assertThat(log.problems()).anySatisfy(line -> assertThat(line).startsWith("WARN")
                    .contains("checksum").contains("at byte " + last));
        }
    }

    @Test
    void aCorruptRecordIsCutWithEverythingAfterItAndNothingAfterItIsApplied() throws Exception {
        Database.open(null, dataDir).close();
        Path segment = written(game(5));
        byte[] bytes = Files.readAllBytes(segment);
        int third = recordAt(bytes, 2); // the create, move 0, then move 1
        bytes[third + AheadFile.RECORD_HEAD + 2] ^= 0x40;
        Files.write(segment, bytes);

        try (StoreLog log = new StoreLog(); Database database = Database.open(null, dataDir);
                GameStore games = ahead(database)) {
            assertThat(seqs(games)).containsExactly(0);
            assertThat(log.problems()).anySatisfy(line -> assertThat(line).startsWith("WARN").contains("checksum"));
        }
    }

    @Test
    void replayAppliesOnlyWhatTheStoreLacksAndEachRecordOnce() throws Exception {
        Database.open(null, dataDir).close();
        List<JournalEntry> entries = game(3);
        entries.add(new JournalEntry.TakeBack(GAME, 2));
        entries.add(new JournalEntry.Append(GAME, new StoredMove(2, 0, "b")));
        Path segment = written(entries);
        byte[] before = Files.readAllBytes(segment);
        AheadLog more = AheadLog.open(dir(), entries.size(), 0, AheadLog.Disk.REAL);
        more.append(List.of(new JournalEntry.Append(GAME, new StoredMove(3, 0, "c"))));
        more.close(0);
        Map<Long, Path> grown = AheadFile.segments(dir());
        Map<Path, byte[]> after = new java.util.HashMap<>();
        for (Path file : grown.values()) {
            after.put(file, Files.readAllBytes(file));
        }
        for (Path file : grown.values()) {
            Files.delete(file);
        }
        Files.write(segment, before);

        try (Database database = Database.open(null, dataDir); GameStore games = ahead(database)) {
            assertThat(games.load(GAME).orElseThrow().moves()).extracting(StoredMove::move)
                    .containsExactly("m0", "m1", "b");
        }
        assertThat(AheadFile.segments(dir())).as("a clean close leaves no records behind").isEmpty();
        for (Map.Entry<Path, byte[]> file : after.entrySet()) {
            Files.write(file.getKey(), file.getValue());
        }
        try (StoreLog log = new StoreLog(); Database database = Database.open(null, dataDir);
                GameStore games = ahead(database)) {
            assertThat(games.load(GAME).orElseThrow().moves()).extracting(StoredMove::move)
                    .containsExactly("m0", "m1", "b", "c");
            assertThat(log.problems()).isEmpty();
            assertThat(log.lines()).anySatisfy(line -> assertThat(line).contains("applied 1 record(s)"));
        }
    }

    @Test
    void aFullDiskUnderTheFileRefusesMovesUnwrittenUntilAProbeFindsRoom() throws Exception {
        AtomicBoolean full = new AtomicBoolean();
        try (Database database = Database.open(null, dataDir); GameStore games = new GameStore(database,
                Clock.systemUTC(), Duration.ofMillis(20), Duration.ofMillis(100), () -> {
                    if (full.get()) {
                        throw new IOException("No space left on device");
                    }
                })) {
            long game = games.create("r", "skat", Map.of(), 1, List.of(StoredSeat.human("p")));
            games.append(game, 0, 0, "m0").get(WAIT.toSeconds(), TimeUnit.SECONDS);
            full.set(true);
            for (CompletableFuture<Void> refused : List.of(games.append(game, 1, 0, "m1"), games.append(game, 2, 0, "m2"))) {
                assertThatThrownBy(() -> refused.get(WAIT.toSeconds(), TimeUnit.SECONDS))
                        .isInstanceOf(ExecutionException.class).hasCauseInstanceOf(JournalUnavailableException.class);
            }
            CompletableFuture<Void> takeBack = games.takeBack(game, 1);
            assertThatThrownBy(() -> takeBack.get(WAIT.toSeconds(), TimeUnit.SECONDS))
                    .hasCauseInstanceOf(JournalUnavailableException.class);
            full.set(false);
            CountDownLatch writable = new CountDownLatch(1);
            games.whenWritable(writable::countDown);
            assertThat(writable.await(WAIT.toSeconds(), TimeUnit.SECONDS)).isTrue();
            games.append(game, 1, 0, "again").get(WAIT.toSeconds(), TimeUnit.SECONDS);
            games.settled().get(WAIT.toSeconds(), TimeUnit.SECONDS);
            assertThat(games.load(game).orElseThrow().moves()).extracting(StoredMove::move)
                    .containsExactly("m0", "again");
        }
    }

    @Test
    void aFullDiskUnderTheStoreKeepsMovesAcknowledgedInTheFileUntilItCatchesUp() throws Exception {
        try (Database database = Database.open(null, dataDir)) {
            FillingDisk disk = new FillingDisk(TestBackend.all().findFirst().orElseThrow());
            try (GameStore games = new GameStore(disk.under(database), Clock.systemUTC(), Duration.ofMillis(20),
                    Duration.ofMillis(100), AheadLog.Disk.REAL)) {
                long game = games.create("r", "skat", Map.of(), 1, List.of(StoredSeat.human("p")));
                disk.fill();
                for (int seq = 0; seq < 3; seq++) {
                    games.append(game, seq, 0, "m" + seq).get(WAIT.toSeconds(), TimeUnit.SECONDS);
                }
                CompletableFuture<Void> settled = games.settled();
                assertThatThrownBy(() -> settled.get(AheadCatchUp.RETRY_MILLIS * 2, TimeUnit.MILLISECONDS))
                        .as("the store cannot catch up while its disk is full")
                        .isInstanceOf(TimeoutException.class);
                assertThat(AheadFile.scan(dir()).entries()).extracting(e -> e.entry().getClass().getSimpleName())
                        .contains("Append");
                disk.makeRoom();
                settled.get(WAIT.toSeconds(), TimeUnit.SECONDS);
                assertThat(games.load(game).orElseThrow().moves()).hasSize(3);
            }
        }
    }

    @Test
    void aReadAfterSettledSeesEveryMoveAndTheEndTheFileAcknowledged() throws Exception {
        try (Database database = Database.open(null, dataDir); GameStore games = ahead(database)) {
            long game = games.create("r", "skat", Map.of(), 1, List.of(StoredSeat.human("p")));
            games.append(game, 0, 0, "m0").get(WAIT.toSeconds(), TimeUnit.SECONDS);
            games.settled().get(WAIT.toSeconds(), TimeUnit.SECONDS);
            assertThat(games.load(game).orElseThrow().moves()).hasSize(1);
            games.append(game, 1, 0, "m1");
            games.finish(game, List.of(3), List.of(0), Instant.now()).get(WAIT.toSeconds(), TimeUnit.SECONDS);
            games.settled().get(WAIT.toSeconds(), TimeUnit.SECONDS);
            StoredGame stored = games.load(game).orElseThrow();
            assertThat(stored.status()).isEqualTo(GameStatus.FINISHED);
            assertThat(stored.moves()).hasSize(2);
        }
    }

    private static GameStore ahead(Database database) {
        return GameStore.writingAhead(database, Clock.systemUTC(), ServerMetrics.NONE);
    }

    private static List<Integer> seqsOf(StoredGame game) {
        return game.moves().stream().map(StoredMove::seq).toList();
    }

    private static List<Integer> seqs(GameStore games) {
        return seqsOf(games.load(GAME).orElseThrow());
    }

    /** A new game and its first {@code moves} moves, m0 on. */
    private static List<JournalEntry> game(int moves) {
        List<JournalEntry> entries = new ArrayList<>();
        entries.add(new JournalEntry.Create(GAME, "r", "skat", Map.of("k", "v"), 7,
                List.of(StoredSeat.human("p"), StoredSeat.bot("~b", "easy")), false, null, Instant.now()));
        for (int seq = 0; seq < moves; seq++) {
            entries.add(new JournalEntry.Append(GAME, new StoredMove(seq, 0, "m" + seq)));
        }
        return entries;
    }

    /** Appends {@code entries} to a new file as a server killed before any catch-up left it. */
    private Path written(List<JournalEntry> entries) throws IOException {
        AheadLog log = AheadLog.open(dir(), 0, 0, AheadLog.Disk.REAL);
        log.append(entries);
        log.close(0);
        return AheadFile.segments(dir()).firstEntry().getValue();
    }

    /** Where the record with index {@code index} begins in a segment's bytes. */
    private static int recordAt(byte[] segment, int index) {
        int at = AheadFile.HEADER_BYTES;
        for (int i = 0; i < index; i++) {
            at += 8 + ByteBuffer.wrap(segment).getInt(at);
        }
        return at;
    }
}
