package io.lamancha.server.account;

import java.util.Optional;

/**
 * What a password must be, the same for {@code /register}, {@code /password} and the operator's
 * {@code lamancha account register}: 6-128 characters.
 */
public final class Passwords {

    public static final int MIN = 6;
    public static final int MAX = 128;

    private Passwords() {
    }

    /** Why a password of {@code length} characters is refused, or empty when it is fine. */
    public static Optional<String> problem(int length) {
        if (length < MIN || length > MAX) {
            return Optional.of("A password has " + MIN + "-" + MAX + " characters.");
        }
        return Optional.empty();
    }
}
