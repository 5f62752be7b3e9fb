package io.lamancha.server.world;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The rates of what one user sends to others, under their {@link Quotas}: game ads and
 * invitations (a {@code /invite}, or anything else that asks someone to come and play). Each
 * {@code take} either counts the act and answers empty, or refuses it with the sentence to show.
 * Thread-safe; a user's counts go once their minute has passed.
 */
public final class Allowances {

    private static final Duration MINUTE = Duration.ofMinutes(1);
    /** Beyond this many users counted, the oldest counts are dropped first (memory). */
    private static final int MAX_KEYS = 100_000;

    private final Quotas quotas;
    private final ConcurrentHashMap<String, Deque<Instant>> recent = new ConcurrentHashMap<>();

    public Allowances(Quotas quotas) {
        this.quotas = quotas;
    }

    public Quotas quotas() {
        return quotas;
    }

    /** Counts an ad by {@code author}, or says why it is refused. */
    public Optional<String> seek(String author, Instant now) {
        if (!take("seek|" + Names.key(author), quotas.seeksPerMinute(), MINUTE, now)) {
            return Optional.of("You posted " + quotas.seeksPerMinute() + " ads in the last minute, the most one may;"
                    + " wait a minute, or /unseek.");
        }
        return Optional.empty();
    }

    /** Counts an invitation from {@code from} to {@code to}, or says why it is refused. */
    public Optional<String> invite(String from, String to, Instant now) {
        String pair = "pair|" + Names.key(from) + "|" + Names.key(to);
        if (!free(pair, 1, quotas.sameInviteEvery(), now)) {
            return Optional.of("You invited " + to + " a moment ago; one invitation to the same person a minute.");
        }
        if (!take("invite|" + Names.key(from), quotas.invitesPerMinute(), MINUTE, now)) {
            return Optional.of("You sent " + quotas.invitesPerMinute() + " invitations in the last minute, the most"
                    + " one may; wait a minute.");
        }
        take(pair, 1, quotas.sameInviteEvery(), now);
        return Optional.empty();
    }

    private boolean free(String key, int max, Duration window, Instant now) {
        Deque<Instant> times = recent.get(key);
        if (times == null) {
            return true;
        }
        synchronized (times) {
            drop(times, window, now);
            return times.size() < max;
        }
    }

    private boolean take(String key, int max, Duration window, Instant now) {
        if (recent.size() >= MAX_KEYS) {
            recent.entrySet().removeIf(e -> {
                synchronized (e.getValue()) {
                    drop(e.getValue(), window, now);
                    return e.getValue().isEmpty();
                }
            });
        }
        Deque<Instant> times = recent.computeIfAbsent(key, k -> new ArrayDeque<>());
        synchronized (times) {
            drop(times, window, now);
            if (times.size() >= max) {
                return false;
            }
            times.addLast(now);
            return true;
        }
    }

    private static void drop(Deque<Instant> times, Duration window, Instant now) {
        while (!times.isEmpty() && !times.peekFirst().plus(window).isAfter(now)) {
            times.pollFirst();
        }
    }
}
