package io.lamancha.server.account;

import io.lamancha.server.metrics.ServerMetrics;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.Arrays;
import java.util.Base64;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.bouncycastle.crypto.PasswordConverter;
import org.bouncycastle.crypto.generators.Argon2BytesGenerator;
import org.bouncycastle.crypto.params.Argon2Parameters;

/**
 * Hashes and checks passwords with Argon2id (Bouncy Castle), salted with 16 random bytes per hash,
 * encoded in the PHC string format ({@code $argon2id$v=19$m=..,t=..,p=..$salt$hash}) that other
 * Argon2 tools read too. Hashing is deliberately slow (see {@link Argon2Cost#DEFAULT}): the async
 * methods run it on this hasher's own small pool, never on the caller's thread, so a Netty event
 * loop never waits for it. Neither passwords nor hashes are ever logged or put in an exception.
 */
public final class PasswordHasher implements AutoCloseable {
    private static final int SALT_BYTES = 16;
    private static final int HASH_BYTES = 32;
    private static final int QUEUE_LIMIT = 256;
    private static final Base64.Encoder B64 = Base64.getEncoder().withoutPadding();
    private static final Base64.Decoder B64_DECODE = Base64.getDecoder();

    private final Argon2Cost cost;
    private final SecureRandom random = new SecureRandom();
    private final ThreadPoolExecutor executor;
    private final ServerMetrics metrics;

    /** The calibrated cost on one thread per core (at most 2: the server has other work). */
    public PasswordHasher() {
        this(ServerMetrics.NONE);
    }

    /** As {@link #PasswordHasher()}, each derivation's time reported to {@code metrics}. */
    public PasswordHasher(ServerMetrics metrics) {
        this(Argon2Cost.DEFAULT, Math.min(2, Runtime.getRuntime().availableProcessors()), daemonThreads(), metrics);
    }

    /**
     * @param threads how many hashes may run at once; further requests queue (up to 256, then the
     *     future fails with {@link java.util.concurrent.RejectedExecutionException}: a login flood
     *     must not pile up without bound)
     */
    public PasswordHasher(Argon2Cost cost, int threads) {
        this(cost, threads, daemonThreads());
    }

    /** As above, with the pool's threads made by {@code threads} (tests hold them to order events). */
    PasswordHasher(Argon2Cost cost, int threads, ThreadFactory threadFactory) {
        this(cost, threads, threadFactory, ServerMetrics.NONE);
    }

    private PasswordHasher(Argon2Cost cost, int threads, ThreadFactory threadFactory, ServerMetrics metrics) {
        this.metrics = metrics;
        this.cost = cost;
        this.executor = new ThreadPoolExecutor(threads, threads, 0, TimeUnit.SECONDS,
                new ArrayBlockingQueue<>(QUEUE_LIMIT), threadFactory);
    }

    /** Daemon threads named {@code password-hasher-N}: they never keep the server's JVM alive. */
    static ThreadFactory daemonThreads() {
        AtomicInteger count = new AtomicInteger();
        return task -> {
            Thread thread = new Thread(task, "password-hasher-" + count.incrementAndGet());
            thread.setDaemon(true);
            return thread;
        };
    }

    /** A new salted hash of {@code password}, on the calling thread (slow: ~60 ms by default on the build machine). */
    public String hash(char[] password) {
        byte[] salt = new byte[SALT_BYTES];
        random.nextBytes(salt);
        byte[] hash = timedDerive(password, salt, cost, HASH_BYTES);
        return "$argon2id$v=19$m=" + cost.memoryKiB() + ",t=" + cost.iterations() + ",p=" + cost.parallelism()
                + "$" + B64.encodeToString(salt) + "$" + B64.encodeToString(hash);
    }

    /**
     * Whether {@code password} is the one {@code encoded} was made from, on the calling thread.
     * False, never an exception, for a hash this hasher cannot read.
     */
    public boolean verify(char[] password, String encoded) {
        Argon2Hash stored = Argon2Hash.parse(encoded);
        if (stored == null) {
            return false;
        }
        byte[] actual = timedDerive(password, stored.salt(), stored.cost(), stored.hash().length);
        return MessageDigest.isEqual(actual, stored.hash());
    }

    /** Whether {@code encoded} was made with another cost than this hasher's (upgrade at login). */
    public boolean needsRehash(String encoded) {
        Argon2Hash stored = Argon2Hash.parse(encoded);
        return stored == null || !stored.cost().equals(cost);
    }

    /**
     * {@link #hash} on the hasher's pool. The password is copied at once, so the caller may clear
     * its array as soon as this returns; the copy is cleared after use.
     */
    public CompletableFuture<String> hashAsync(char[] password) {
        char[] copy = password.clone();
        return submit(copy, () -> hash(copy));
    }

    /** {@link #verify} on the hasher's pool; the password is copied as in {@link #hashAsync}. */
    public CompletableFuture<Boolean> verifyAsync(char[] password, String encoded) {
        char[] copy = password.clone();
        return submit(copy, () -> verify(copy, encoded));
    }

    private <T> CompletableFuture<T> submit(char[] secret, java.util.function.Supplier<T> work) {
        try {
            return CompletableFuture.supplyAsync(() -> {
                try {
                    return work.get();
                } finally {
                    Arrays.fill(secret, '\0');
                }
            }, executor);
        } catch (RuntimeException rejected) {
            Arrays.fill(secret, '\0');
            return CompletableFuture.failedFuture(rejected);
        }
    }

    private byte[] timedDerive(char[] password, byte[] salt, Argon2Cost cost, int length) {
        long start = System.nanoTime();
        byte[] derived = derive(password, salt, cost, length);
        metrics.passwordHashed(System.nanoTime() - start);
        return derived;
    }

    private static byte[] derive(char[] password, byte[] salt, Argon2Cost cost, int length) {
        Argon2Parameters parameters = new Argon2Parameters.Builder(Argon2Parameters.ARGON2_id)
                .withVersion(Argon2Parameters.ARGON2_VERSION_13)
                .withMemoryAsKB(cost.memoryKiB())
                .withIterations(cost.iterations())
                .withParallelism(cost.parallelism())
                .withSalt(salt)
                .withCharToByteConverter(PasswordConverter.UTF8)
                .build();
        Argon2BytesGenerator generator = new Argon2BytesGenerator();
        generator.init(parameters);
        byte[] out = new byte[length];
        generator.generateBytes(password, out);
        return out;
    }

    /** Stops the pool; queued work is dropped and its futures never complete. */
    @Override
    public void close() {
        executor.shutdownNow();
    }

    /** A parsed PHC string; {@link #parse} gives null for anything else. */
    private record Argon2Hash(Argon2Cost cost, byte[] salt, byte[] hash) {
        static Argon2Hash parse(String encoded) {
            String[] parts = encoded == null ? new String[0] : encoded.split("\\$", -1);
            if (parts.length != 6 || !parts[0].isEmpty() || !parts[1].equals("argon2id") || !parts[2].equals("v=19")) {
                return null;
            }
            try {
                String[] params = parts[3].split(",", -1);
                if (params.length != 3 || !params[0].startsWith("m=") || !params[1].startsWith("t=")
                        || !params[2].startsWith("p=")) {
                    return null;
                }
                Argon2Cost cost = new Argon2Cost(Integer.parseInt(params[0].substring(2)),
                        Integer.parseInt(params[1].substring(2)), Integer.parseInt(params[2].substring(2)));
                byte[] salt = B64_DECODE.decode(parts[4].getBytes(StandardCharsets.US_ASCII));
                byte[] hash = B64_DECODE.decode(parts[5].getBytes(StandardCharsets.US_ASCII));
                return salt.length >= 8 && hash.length >= 16 ? new Argon2Hash(cost, salt, hash) : null;
            } catch (IllegalArgumentException malformed) {
                return null;
            }
        }
    }
}
