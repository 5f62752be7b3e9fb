package io.lamancha.server.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Clock;
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
