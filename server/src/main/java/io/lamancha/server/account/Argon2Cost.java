package io.lamancha.server.account;

/**
 * How much work one Argon2id hash costs. Stored inside every hash, so raising the cost later still
 * verifies the old hashes (and {@link PasswordHasher#needsRehash} says which to upgrade).
 *
 * @param memoryKiB memory per hash, in KiB
 * @param iterations passes over that memory
 * @param parallelism lanes; 1 because hashes already run side by side on the hasher's threads
 */
public record Argon2Cost(int memoryKiB, int iterations, int parallelism) {
    /**
     * OWASP's first Argon2id setting (19 MiB, 2 passes, 1 lane). On the 2-core build machine one
     * hash measured 57 ms when it was quiet and 100-140 ms while other builds loaded it (load 3-5);
     * 3 passes measured 85-165 ms, over the 50-100 ms aimed at. PasswordHasherTest prints the time.
     */
    public static final Argon2Cost DEFAULT = new Argon2Cost(19 * 1024, 2, 1);

    public Argon2Cost {
        if (memoryKiB < 8 * parallelism || iterations < 1 || parallelism < 1) {
            throw new IllegalArgumentException("argon2 cost too small: m=" + memoryKiB + " t=" + iterations + " p=" + parallelism);
        }
    }
}
