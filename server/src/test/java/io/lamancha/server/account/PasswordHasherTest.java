package io.lamancha.server.account;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class PasswordHasherTest {
    /** Cheap, so the behaviour tests stay fast; one test below times the real cost. */
    private final PasswordHasher hasher = new PasswordHasher(new Argon2Cost(1024, 1, 1), 1);

    @AfterEach
    void close() {
        hasher.close();
    }

    @Test
    void theRightPasswordVerifiesAndAWrongOneDoesNot() {
        String hash = hasher.hash("rocinante".toCharArray());

        assertThat(hasher.verify("rocinante".toCharArray(), hash)).isTrue();
        assertThat(hasher.verify("Rocinante".toCharArray(), hash)).isFalse();
        assertThat(hasher.verify("".toCharArray(), hash)).isFalse();
    }

    @Test
    void theSamePasswordHashesDifferentlyEachTimeBecauseOfTheSalt() {
        String first = hasher.hash("windmill".toCharArray());
        String second = hasher.hash("windmill".toCharArray());

        assertThat(first).isNotEqualTo(second);
        assertThat(hasher.verify("windmill".toCharArray(), first)).isTrue();
        assertThat(hasher.verify("windmill".toCharArray(), second)).isTrue();
    }

    @Test
    void aHashIsAnArgon2idPhcStringThatDoesNotContainThePassword() {
        String hash = hasher.hash("giants".toCharArray());

        assertThat(hash).startsWith("$argon2id$v=19$m=1024,t=1,p=1$").doesNotContain("giants");
    }

    @Test
    void nonAsciiPasswordsAreHashedAsUtf8() {
        String hash = hasher.hash("señor Quijote ✓".toCharArray());

        assertThat(hasher.verify("señor Quijote ✓".toCharArray(), hash)).isTrue();
        assertThat(hasher.verify("senor Quijote ✓".toCharArray(), hash)).isFalse();
    }

    @Test
    void aMalformedOrForeignHashNeverVerifies() {
        for (String bad : new String[] {null, "", "plain", "$2a$10$abcdefghijklmnopqrstuv",
            "$argon2id$v=19$m=1024,t=1,p=1$!!$!!", "$argon2i$v=19$m=1024,t=1,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNoaGFzaA"}) {
            assertThat(hasher.verify("x".toCharArray(), bad)).as(String.valueOf(bad)).isFalse();
        }
    }

    @Test
    void aHashMadeWithAnotherCostStillVerifiesAndAsksForARehash() {
        try (PasswordHasher stronger = new PasswordHasher(new Argon2Cost(2048, 2, 1), 1)) {
            String old = hasher.hash("dulcinea".toCharArray());

            assertThat(stronger.verify("dulcinea".toCharArray(), old)).isTrue();
            assertThat(stronger.needsRehash(old)).isTrue();
            assertThat(stronger.needsRehash(stronger.hash("dulcinea".toCharArray()))).isFalse();
        }
    }

    @Test
    void asyncHashingRunsOnTheHashersThreadAndSurvivesTheCallerClearingItsArray() throws Exception {
        // The pool's thread waits for the gate, so the hash cannot finish (and the callback cannot
        // run on this thread) before the caller has cleared its array and registered the callback.
        CountDownLatch gate = new CountDownLatch(1);
        ThreadFactory heldThreads = task -> new Thread(() -> {
            awaitQuietly(gate);
            task.run();
        }, "held-hasher");
        try (PasswordHasher held = new PasswordHasher(new Argon2Cost(1024, 1, 1), 1, heldThreads)) {
            char[] password = "sancho".toCharArray();
            AtomicReference<String> thread = new AtomicReference<>();

            var hash = held.hashAsync(password).whenComplete((h, e) -> thread.set(Thread.currentThread().getName()));
            java.util.Arrays.fill(password, 'x');
            assertThat(hash).isNotDone();
            gate.countDown();

            String encoded = hash.get(10, TimeUnit.SECONDS);
            assertThat(thread.get()).isEqualTo("held-hasher");
            assertThat(held.verifyAsync("sancho".toCharArray(), encoded).join()).isTrue();
            assertThat(held.verifyAsync("xxxxxx".toCharArray(), encoded).join()).isFalse();
        }
    }

    @Test
    void theDefaultPoolsThreadsAreNamedDaemons() {
        Thread thread = PasswordHasher.daemonThreads().newThread(() -> { });

        assertThat(thread.getName()).isEqualTo("password-hasher-1");
        assertThat(thread.isDaemon()).as("a hasher thread must not keep the JVM alive").isTrue();
    }

    private static void awaitQuietly(CountDownLatch gate) {
        try {
            gate.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Test
    void theDefaultCostIsDeliberatelySlow() {
        try (PasswordHasher real = new PasswordHasher()) {
            char[] password = "correct horse battery staple".toCharArray();
            String hash = real.hash(password);
            int rounds = 5;
            long start = System.nanoTime();
            for (int i = 0; i < rounds; i++) {
                real.verify(password, hash);
            }
            double millis = (System.nanoTime() - start) / 1e6 / rounds;
            System.out.printf("Argon2id %s: %.1f ms per hash on %d cores%n", Argon2Cost.DEFAULT, millis,
                    Runtime.getRuntime().availableProcessors());

            assertThat(hash).startsWith("$argon2id$v=19$m=19456,t=2,p=1$");
            assertThat(millis).as("ms per hash").isGreaterThan(20);
        }
    }
}
