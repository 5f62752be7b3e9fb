package io.lamancha.server.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@code lamancha check} reads a store without serving it or writing to it, and says in its exit
 * code whether the store is sound (0), has problems (1) or could not be checked (3).
 */
@ParameterizedClass
@MethodSource("io.lamancha.server.store.TestBackend#all")
class CheckCommandTest {

    @Parameter
    TestBackend backend;

    @TempDir
    Path dataDir;

    @Test
    void aStoreWithRunningAndFinishedGamesIsSound() {
        try (Database database = backend.openEmpty(dataDir); GameStore games = new GameStore(database, Clock.systemUTC())) {
            new AccountStore(database, Clock.systemUTC()).create("Alice", "hash");
            RealGames.running(games, "quixote-tricks-1", 12);
            long done = RealGames.running(games, "quixote-tricks-2", 3);
            games.finish(done, List.of(1, 2, 3), List.of(2), java.time.Instant.now()).join();
        }
        CommandRun o = check();
        assertThat(o.code()).as(o.toString()).isZero();
        assertThat(o.out()).contains("Schema: version " + Migrations.newest() + ", as this server expects.")
                .contains("accounts 1, games 2").contains("game_moves 15")
                .contains("Running games: 1, each replays through its engine.")
                .endsWith("The store is sound." + System.lineSeparator());
        assertThat(o.out().replaceAll("\\s+", " ")).as("however the table list wraps").contains("every one read");
        assertThat(o.out().lines()).allMatch(l -> l.length() <= 80);
    }

    @Test
    void aRunningGameTheEngineRefusesIsAProblem() {
        long id;
        try (Database database = backend.openEmpty(dataDir); GameStore games = new GameStore(database, Clock.systemUTC())) {
            id = RealGames.running(games, "quixote-tricks-1", 2);
            games.append(id, 3, 0, "not-a-card").join();
        }
        CommandRun o = check();
        assertThat(o.code()).isEqualTo(1);
        assertThat(o.out().replaceAll("\\s*\\n\\s*", " "))
                .contains("Problem: Running game " + id + " in quixote-tricks-1 does not replay: its move 3 (seat 1):")
                .contains("a server starting on this store abandons it.")
                .doesNotContain("not-a-card");
    }

    @Test
    void aStoreIsLeftByteForByteAsItWas() throws Exception {
        Assumptions.assumeFalse(backend.isPostgres(), "only the embedded store is a file");
        try (Database database = backend.openEmpty(dataDir); GameStore games = new GameStore(database, Clock.systemUTC())) {
            RealGames.running(games, "quixote-tricks-1", 5);
        }
        byte[] before = Files.readAllBytes(dataDir.resolve("lamancha.mv.db"));
        assertThat(check().code()).isZero();
        assertThat(Files.readAllBytes(dataDir.resolve("lamancha.mv.db"))).isEqualTo(before);
    }

    @Test
    void aDamagedFileIsAProblem() throws Exception {
        Assumptions.assumeFalse(backend.isPostgres(), "only the embedded store is a file");
        try (Database database = backend.openEmpty(dataDir); GameStore games = new GameStore(database, Clock.systemUTC())) {
            RealGames.running(games, "quixote-tricks-1", 5);
        }
        Path file = dataDir.resolve("lamancha.mv.db");
        byte[] bytes = Files.readAllBytes(file);
        for (int i = 4096; i < bytes.length; i += 97) {
            bytes[i] ^= (byte) 0xFF;
        }
        Files.write(file, bytes);
        CommandRun o = check();
        assertThat(o.code()).isEqualTo(1);
        assertThat(o.err()).contains("is damaged").doesNotContain("\tat ");
        assertThat(Files.readAllBytes(file)).isEqualTo(bytes);
    }

    @Test
    void noStoreCannotBeCheckedAndNoneIsMade() {
        Assumptions.assumeFalse(backend.isPostgres(), "only the embedded store can be missing");
        Path nowhere = dataDir.resolve("nowhere");
        CommandRun o = run("--data", nowhere.toString(), "check");
        assertThat(o.code()).isEqualTo(3);
        assertThat(o.err()).contains("There is no store in " + nowhere.toAbsolutePath());
        assertThat(nowhere).doesNotExist();
    }

    private CommandRun check() {
        List<String> args = new ArrayList<>(List.of("--data", dataDir.toString()));
        if (backend.isPostgres()) {
            args.addAll(List.of("--db", backend.url()));
        }
        args.add("check");
        return run(args.toArray(String[]::new));
    }

    private static CommandRun run(String... args) {
        return CommandRun.of(args);
    }
}
