package io.lamancha.server.store;

import static org.assertj.core.api.Assertions.assertThat;

import io.lamancha.server.testing.MutableClock;

import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.MethodSource;

@ParameterizedClass
@MethodSource("io.lamancha.server.store.TestBackend#all")
class AccountStoreTest {
    private static final Instant START = Instant.parse("2026-11-29T20:00:00.123Z");

    @Parameter
    TestBackend backend;

    @TempDir
    Path dataDir;

    private final MutableClock clock = new MutableClock(START);
    private Database database;
    private AccountStore accounts;

    @BeforeEach
    void open() {
        database = backend.openEmpty(dataDir);
        accounts = new AccountStore(database, clock);
    }

    @AfterEach
    void close() {
        if (database != null) {
            database.close();
        }
    }

    @Test
    void aRegisteredNameIsFoundInAnyCaseWithTheCaseItWasRegisteredIn() {
        assertThat(accounts.create("DonQuixote", "h1")).isTrue();

        Account account = accounts.find("donquixote").orElseThrow();
        assertThat(account.name()).isEqualTo("DonQuixote");
        assertThat(account.passwordHash()).isEqualTo("h1");
        assertThat(account.registeredAt()).isEqualTo(START);
        assertThat(account.lastSeen()).isEqualTo(START);
    }

    @Test
    void aNameTakenInAnotherCaseCannotBeRegisteredAgain() {
        assertThat(accounts.create("Sancho", "h1")).isTrue();

        assertThat(accounts.create("SANCHO", "h2")).isFalse();
        assertThat(accounts.find("sancho").orElseThrow().passwordHash()).isEqualTo("h1");
    }

    @Test
    void aGuestNameHasNoAccount() {
        assertThat(accounts.find("Rocinante")).isEmpty();
        assertThat(accounts.updatePassword("Rocinante", "h")).isFalse();
        assertThat(accounts.touchLastSeen("Rocinante")).isFalse();
    }

    @Test
    void aChangedPasswordReplacesTheOldHash() {
        accounts.create("Dulcinea", "old");

        assertThat(accounts.updatePassword("DULCINEA", "new")).isTrue();

        assertThat(accounts.find("Dulcinea").orElseThrow().passwordHash()).isEqualTo("new");
    }

    @Test
    void lastSeenMovesWithTheClockButRegisteredSinceDoesNot() {
        accounts.create("Dulcinea", "h");
        clock.advance(Duration.ofDays(3));

        assertThat(accounts.touchLastSeen("dulcinea")).isTrue();

        Account account = accounts.find("Dulcinea").orElseThrow();
        assertThat(account.registeredAt()).isEqualTo(START);
        assertThat(account.lastSeen()).isEqualTo(START.plus(Duration.ofDays(3)));
    }

    @Test
    void anAccountPrintsWithoutItsHash() {
        accounts.create("Alice", "$argon2id$secret");

        assertThat(accounts.find("Alice").orElseThrow().toString()).contains("Alice").doesNotContain("secret");
    }

    @Test
    void statsCountFinishedGamesPlayedAndWonPerGameAsAHumanOnly() {
        try (GameStore games = new GameStore(database, clock)) {
            long won = games.create("r", "skat", Map.of(), 1, List.of(StoredSeat.human("Alice"), StoredSeat.human("Bob")));
            long lost = games.create("r", "skat", Map.of(), 2, List.of(StoredSeat.human("bob"), StoredSeat.human("alice")));
            long other = games.create("r", "codenames", Map.of(), 3, List.of(StoredSeat.human("ALICE")));
            long running = games.create("r", "skat", Map.of(), 4, List.of(StoredSeat.human("Alice")));
            long asBot = games.create("r", "skat", Map.of(), 5, List.of(StoredSeat.bot("Alice", "random")));
            games.finish(won, List.of(10, 5), List.of(0), clock.instant()).join();
            games.finish(lost, List.of(10, 5), List.of(0), clock.instant()).join();
            games.finish(other, List.of(3), List.of(0), clock.instant()).join();
            games.finish(asBot, List.of(3), List.of(0), clock.instant()).join();

            assertThat(accounts.stats("alice")).containsExactly(
                    new GameStats("codenames", 1, 1), new GameStats("skat", 2, 1));
            assertThat(running).isPositive();
        }
    }
}
