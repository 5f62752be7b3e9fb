package io.lamancha.server.cluster;

import java.time.Duration;
import java.util.function.LongSupplier;

/**
 * Whether this node may judge another node dead from its silence. A node hears the others only
 * through Redis: while its own link to Redis is down, everyone is silent and nobody is dead. So
 * a silence counts only from when this node was last in touch without a break (its alive mark
 * reached Redis at least every {@link #IN_TOUCH_GAP}) and on the bus: after Redis came back every
 * other node has a whole {@code deadAfter} to be heard again, and to prove its room leases,
 * before any of its rooms may be taken over.
 */
final class Hearing {

    /** A node whose alive marks stop reaching Redis for this long is out of touch: it judges nobody. */
    static final Duration IN_TOUCH_GAP = Duration.ofMillis(2500);

    private final LongSupplier nanos;
    private final Duration deadAfter;
    /** When the last alive mark that reached Redis was sent. */
    private volatile long lastInTouch;
    /** Since when this node hears without a break (back in touch, or the bus back). */
    private volatile long hearingSince;

    Hearing(LongSupplier nanos, Duration deadAfter) {
        this.nanos = nanos;
        this.deadAfter = deadAfter;
        long now = nanos.getAsLong();
        this.lastInTouch = now;
        this.hearingSince = now;
    }

    /** An alive mark sent at {@code sentAt} reached Redis. */
    synchronized void inTouch(long sentAt) {
        if (sentAt - lastInTouch > IN_TOUCH_GAP.toNanos()) {
            hearingSince = sentAt; // back after a break: the silence of the others starts again
        }
        lastInTouch = Math.max(lastInTouch, sentAt);
    }

    /** The bus (re)subscribed: what was said meanwhile was not heard. */
    void rejoined() {
        hearingSince = nanos.getAsLong();
    }

    /** Whether this node is in touch with Redis now (its last alive mark got there lately). */
    boolean inTouch() {
        return nanos.getAsLong() - lastInTouch <= IN_TOUCH_GAP.toNanos();
    }

    /**
     * Whether a node last heard at {@code lastHeard} has been silent for longer than
     * {@code deadAfter} while this node could have heard it.
     */
    boolean silentTooLong(long lastHeard) {
        long now = nanos.getAsLong();
        return inTouch() && now - Math.max(lastHeard, hearingSince) > deadAfter.toNanos();
    }

    /** Whether this node has heard without a break for {@code deadAfter}: a silence it sees is real. */
    boolean settled() {
        return inTouch() && nanos.getAsLong() - hearingSince > deadAfter.toNanos();
    }
}
