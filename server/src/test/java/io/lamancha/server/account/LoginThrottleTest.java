package io.lamancha.server.account;

import static org.assertj.core.api.Assertions.assertThat;

import io.lamancha.server.testing.MutableClock;

import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class LoginThrottleTest {
    private final MutableClock clock = new MutableClock(Instant.parse("2026-11-29T20:00:00Z"));
    private final LoginThrottle throttle = new LoginThrottle(clock);

    private void fail(String name, String address, int times) {
        for (int i = 0; i < times; i++) {
            throttle.recordFailure(name, address);
        }
    }

    @Test
    void fourWrongPasswordsAreForgivenAndTheFifthBlocksTheNameAtThatAddressForTwoSeconds() {
        fail("alice", "10.0.0.1", 4);
        assertThat(throttle.blockedFor("alice", "10.0.0.1")).isEmpty();

        fail("alice", "10.0.0.1", 1);

        assertThat(throttle.blockedFor("ALICE", "10.0.0.1")).as("same name, any case").contains(Duration.ofSeconds(2));
        assertThat(throttle.blockedFor("alice", "10.9.9.9")).as("the owner at another address gets through").isEmpty();
        assertThat(throttle.blockedFor("bob", "10.0.0.1")).as("the address is under its own limit").isEmpty();
    }

    @Test
    void anAttackerWhoKeepsGuessingCannotLockTheOwnerOutFromAnAddressWithNoFailures() {
        fail("dan", "10.0.0.66", 40);
        assertThat(throttle.blockedFor("dan", "10.0.0.66")).contains(Duration.ofMinutes(15));

        assertThat(throttle.blockedFor("dan", "192.168.1.5")).as("the owner, at home").isEmpty();
    }

    @Test
    void aNameGuessedAtFromManyAddressesHoldsEachAddressAfterItsFirstFailure() {
        for (int i = 1; i <= 9; i++) {
            fail("dan", "10.1.0." + i, 1);
        }
        assertThat(throttle.blockedFor("dan", "10.1.0.1")).as("nine failures: the name is free still").isEmpty();

        fail("dan", "10.1.0.10", 1);

        assertThat(throttle.blockedFor("dan", "10.1.0.10")).as("the tenth blocks the name").contains(Duration.ofSeconds(2));
        assertThat(throttle.blockedFor("dan", "10.1.0.3")).as("for every address that failed at it").isPresent();
        assertThat(throttle.blockedFor("dan", "10.2.0.1")).as("a fresh address gets its one try").isEmpty();
        fail("dan", "10.2.0.1", 1);
        assertThat(throttle.blockedFor("dan", "10.2.0.1")).as("and is held after it").contains(Duration.ofSeconds(4));
    }

    @Test
    void theBlockRunsOutAndEachFurtherFailureDoublesIt() {
        fail("alice", "a", 5);
        clock.advance(Duration.ofMillis(1500));
        assertThat(throttle.blockedFor("alice", "a")).contains(Duration.ofMillis(500));
        clock.advance(Duration.ofMillis(500));
        assertThat(throttle.blockedFor("alice", "a")).isEmpty();

        fail("alice", "a", 1);
        assertThat(throttle.blockedFor("alice", "a")).contains(Duration.ofSeconds(4));
        fail("alice", "a", 1);
        assertThat(throttle.blockedFor("alice", "a")).contains(Duration.ofSeconds(8));
    }

    @Test
    void theBlockGrowsNoLongerThanFifteenMinutes() {
        fail("alice", "a", 40);

        assertThat(throttle.blockedFor("alice", "a")).contains(Duration.ofMinutes(15));
    }

    @Test
    void aSuccessClearsTheNameButNotTheAddress() {
        fail("mallory", "10.0.0.66", 19);
        fail("mallory", "10.0.0.77", 1);
        assertThat(throttle.blockedFor("mallory", "10.0.0.77")).as("the name is blocked for a failing address").isNotEmpty();

        throttle.recordSuccess("mallory", "10.0.0.66");

        assertThat(throttle.blockedFor("mallory", "10.0.0.77")).isEmpty();
        fail("carol", "10.0.0.66", 1);
        assertThat(throttle.blockedFor("dave", "10.0.0.66")).as("the address kept counting: 20 failures")
                .contains(Duration.ofSeconds(2));
    }

    @Test
    void guessingManyNamesFromOneAddressBlocksTheAddressAfterTwentyFailures() {
        for (int i = 0; i < 19; i++) {
            throttle.recordFailure("user" + i, "10.0.0.66");
        }
        assertThat(throttle.blockedFor("someone", "10.0.0.66")).isEmpty();

        throttle.recordFailure("user19", "10.0.0.66");

        Optional<Duration> blocked = throttle.blockedFor("someone", "10.0.0.66");
        assertThat(blocked).contains(Duration.ofSeconds(2));
        assertThat(throttle.blockedFor("someone", "10.0.0.67")).isEmpty();
    }

    @Test
    void failuresAreForgottenAfterTheWindow() {
        fail("alice", "a", 4);
        clock.advance(Duration.ofMinutes(16));

        fail("alice", "a", 4);

        assertThat(throttle.blockedFor("alice", "a")).isEmpty();
    }

    @Test
    void oneCheckAtATimeRunsForANameFromAnAddressAndTheOwnerElsewhereIsNotHeldUp() {
        assertThat(throttle.startCheck("dan", "10.0.0.66")).isTrue();
        assertThat(throttle.startCheck("DAN", "10.0.0.66")).as("a second guess while the first is checked").isFalse();
        assertThat(throttle.startCheck("dan", "192.168.1.5")).as("the owner at home").isTrue();

        throttle.endCheck("dan", "10.0.0.66");

        assertThat(throttle.startCheck("dan", "10.0.0.66")).as("once the first is answered").isTrue();
    }

    @Test
    void anAddressHasAtMostFourChecksUnderWayAtAnyNames() {
        for (String name : new String[] {"ann", "bob", "cid", "dan"}) {
            assertThat(throttle.startCheck(name, "10.0.0.66")).as(name).isTrue();
        }
        assertThat(throttle.startCheck("eve", "10.0.0.66")).as("a fifth name at once").isFalse();
        assertThat(throttle.startCheck("eve", "10.0.0.67")).as("another address").isTrue();

        throttle.endCheck("bob", "10.0.0.66");

        assertThat(throttle.startCheck("eve", "10.0.0.66")).as("a place freed").isTrue();
        assertThat(throttle.startCheck("bob", "10.0.0.66")).as("the refused fifth held no place").isFalse();
    }
}
