package io.lamancha.server.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.MethodSource;

@ParameterizedClass
@MethodSource("io.lamancha.server.store.TestBackend#all")
class ResumeTokenStoreTest {

    @Parameter
    TestBackend backend;

    @TempDir
    Path dataDir;

    private Database database;
    private ResumeTokenStore tokens;

    @BeforeEach
    void open() {
        database = backend.openEmpty(dataDir);
        tokens = new ResumeTokenStore(database, Clock.systemUTC());
    }

    @AfterEach
    void close() {
        if (database != null) {
            database.close();
        }
    }

    @Test
    void changesThatWaitAreWrittenTogetherInTheOrderGiven() {
        List<Runnable> io = new ArrayList<>();
        TokenWrites keeper = new TokenWrites(tokens, io::add, e -> false);
        keeper.keep("alice", "0000aaaa");
        keeper.keep("bob", "0000bbbb");
        keeper.forget("alice", "0000aaaa");
        keeper.keep("carol", "0000cccc");
        keeper.keep("Carol", "0000dddd");
        keeper.forget("bob", "0000ffff");
        assertThat(io).as("one write for all that wait").hasSize(1);
        assertThat(tokens.all()).isEmpty();

        io.remove(0).run();
        assertThat(tokens.all()).isEqualTo(Map.of("bob", "0000bbbb", "carol", "0000dddd"));
        keeper.keep("dan", "0000eeee");
        assertThat(io).as("a change after the write is written in turn").hasSize(1);
        io.remove(0).run();
        assertThat(tokens.tokenOf("dan")).contains("0000eeee");
    }

    @Test
    void aBadWriteAmongThoseThatWaitLosesOnlyItself() {
        List<Runnable> io = new ArrayList<>();
        TokenWrites keeper = new TokenWrites(tokens, io::add, e -> false);
        keeper.keep("alice", "0000aaaa");
        keeper.keep("bob", "a token far longer than the column holds");
        keeper.keep("carol", "0000cccc");
        io.remove(0).run();
        assertThat(tokens.all()).isEqualTo(Map.of("alice", "0000aaaa", "carol", "0000cccc"));
    }

    @Test
    void aChangeIsWrittenBeforeAStoreCallHandedOverAfterIt() throws Exception {
        java.util.concurrent.ExecutorService io = java.util.concurrent.Executors.newSingleThreadExecutor();
        try {
            TokenWrites keeper = new TokenWrites(tokens, io, e -> false);
            java.util.concurrent.CountDownLatch hold = new java.util.concurrent.CountDownLatch(1);
            io.execute(() -> {
                try {
                    hold.await();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            });
            keeper.keep("alice", "0000aaaa");
            var seen = io.submit(() -> tokens.tokenOf("alice"));
            keeper.keep("alice", "0000bbbb");
            var later = io.submit(() -> tokens.tokenOf("alice"));
            hold.countDown();
            assertThat(seen.get(10, java.util.concurrent.TimeUnit.SECONDS)).as("both waited: written together")
                    .contains("0000bbbb");
            assertThat(later.get(10, java.util.concurrent.TimeUnit.SECONDS)).contains("0000bbbb");
        } finally {
            io.shutdownNow();
        }
    }

    @Test
    void aNamesLatestTokenReplacesTheEarlierOneWhateverTheCase() {
        tokens.put("Alice", "0000aaaa");
        tokens.put("alice", "0000bbbb");
        tokens.put("bob", "0000cccc");
        assertThat(tokens.all()).isEqualTo(Map.of("alice", "0000bbbb", "bob", "0000cccc"));
    }

    @Test
    void aNamesTokenIsFoundWhateverTheCase() {
        tokens.put("Alice", "0000aaaa");
        assertThat(tokens.tokenOf("ALICE")).contains("0000aaaa");
        assertThat(tokens.tokenOf("bob")).isEmpty();
    }

    @Test
    void forgettingATokenLeavesANewerOneAndOtherNames() {
        tokens.put("alice", "0000aaaa");
        tokens.put("bob", "0000bbbb");
        tokens.forget("Alice", "0000aaaa");
        tokens.put("bob", "0000cccc");
        tokens.forget("bob", "0000bbbb");
        assertThat(tokens.all()).isEqualTo(Map.of("bob", "0000cccc"));
    }

    @Test
    void keepOnlyForgetsTheTokensOfEveryOtherName() {
        tokens.put("alice", "0000aaaa");
        tokens.put("bob", "0000bbbb");
        tokens.put("carol", "0000cccc");
        tokens.keepOnly(Set.of("bob"));
        assertThat(tokens.all()).isEqualTo(Map.of("bob", "0000bbbb"));
        tokens.keepOnly(Set.of());
        assertThat(tokens.all()).isEmpty();
    }

    @Test
    void tokensOutliveTheConnectionToTheDatabase() {
        tokens.put("alice", "0000aaaa");
        database.close();
        database = backend.reopen(dataDir);
        assertThat(new ResumeTokenStore(database, Clock.systemUTC()).all()).containsEntry("alice", "0000aaaa");
    }
}
