package io.lamancha.server.world;

import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Objects;

/**
 * A moderator's measure against one user: a mute (nothing they say reaches anyone), a ban (they
 * cannot log in, or join the channel) or a kick (closed now, nothing kept).
 *
 * @param scope {@code ""} for the whole server, else the channel's name lower-cased
 * @param name the user's name as given
 * @param address a ban of the address too (the user's when banned), else {@code null}
 * @param until when it ends by itself; {@code null} = until lifted
 * @param by who imposed it
 */
public record Sanction(Kind kind, String scope, String name, String address, Instant until, String reason, String by,
                       Instant at) {

    /** What is done. */
    public enum Kind {
        MUTE, BAN, KICK
    }

    private static final DateTimeFormatter SHOWN = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm 'UTC'")
            .withZone(ZoneOffset.UTC);

    public Sanction {
        Objects.requireNonNull(kind, "kind");
        scope = scope == null ? "" : Names.key(scope);
        Objects.requireNonNull(name, "name");
        reason = reason == null || reason.isBlank() ? "no reason given" : reason;
    }

    /** Whether it holds for the whole server rather than one channel. */
    public boolean serverWide() {
        return scope.isEmpty();
    }

    /** Whether it holds at {@code now}. */
    public boolean inForce(Instant now) {
        return until == null || now.isBefore(until);
    }

    /** Where it holds, as people read it: {@code the server} or {@code #spain}. */
    public String where() {
        return serverWide() ? "the server" : "#" + scope;
    }

    /** {@code until 2025-01-02 13:00 UTC} or {@code until lifted}. */
    public String term() {
        return until == null ? "until lifted" : "until " + SHOWN.format(until);
    }

    /** The key it is kept under: one of each kind per scope and name. */
    String key() {
        return kind + "|" + scope + "|" + Names.key(name);
    }
}
