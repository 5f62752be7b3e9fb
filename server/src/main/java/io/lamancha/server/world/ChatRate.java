package io.lamancha.server.world;

/**
 * A token bucket of lines for one place where many people speak at once (a channel): a burst,
 * then a sustained rate, so that a busy channel cannot make the server send its members unbounded
 * output even when each speaker stays within their own flood limit. Confined to its owner's strand.
 */
final class ChatRate {

    private final long intervalNanos;
    private final long burstNanos;
    /** When the bucket would be full again: the theoretical arrival time of the next line. */
    private long due;

    /**
     * @param perSecond lines per second sustained
     * @param burst lines that may come at once
     */
    ChatRate(double perSecond, int burst) {
        this.intervalNanos = Math.max(1, Math.round(1e9 / perSecond));
        this.burstNanos = intervalNanos * Math.max(0, burst - 1);
    }

    /** Takes a line at {@code nowNanos} if the bucket has one. */
    boolean take(long nowNanos) {
        long next = due == 0 ? nowNanos : Math.max(due, nowNanos);
        if (next - nowNanos > burstNanos) {
            return false;
        }
        due = next + intervalNanos;
        return true;
    }
}
