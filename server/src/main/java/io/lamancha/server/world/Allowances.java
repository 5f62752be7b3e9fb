package io.lamancha.server.world;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The rates of what one user sends to others, under their {@link Quotas}: game ads, invitations
 * (a {@code /invite}, or anything else that asks someone to come and play) and reports to the
 * admins. Each call either counts the act and answers empty, or refuses it with the sentence to
 * show. Thread-safe; a user's counts go once their window (a minute, a day) has passed.
 */
public final class Allowances {

    private static final Duration MINUTE = Duration.ofMinutes(1);
    private static final Duration DAY = Duration.ofDays(1);
    /** Beyond this many users counted, the oldest counts are dropped first (memory). */
    private static final int MAX_KEYS = 100_000;

    private final Quotas quotas;
    private final ConcurrentHashMap<String, Counted> recent = new ConcurrentHashMap<>();

    /** The times of one kind of act by one user within {@code window}; guarded by itself. */
    private record Counted(Deque<Instant> times, Duration window) {
        Counted(Duration window) {
            this(new ArrayDeque<>(), window);
        }

        /** How many fall within the window at {@code now} (the older ones are forgotten). */
        int count(Instant now) {
            while (!times.isEmpty() && !times.peekFirst().plus(window).isAfter(now)) {
                times.pollFirst();
            }
            return times.size();
        }
    }

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
        if (!free(pair, 1, now)) {
            return Optional.of("You invited " + to + " a moment ago; one invitation to the same person a minute.");
        }
        if (!take("invite|" + Names.key(from), quotas.invitesPerMinute(), MINUTE, now)) {
            return Optional.of("You sent " + quotas.invitesPerMinute() + " invitations in the last minute, the most"
                    + " one may; wait a minute.");
        }
        take(pair, 1, quotas.sameInviteEvery(), now);
        return Optional.empty();
    }

    /** Counts a report by {@code reporter}, or says why it is refused. */
    public Optional<String> report(String reporter, Instant now) {
        String key = Names.key(reporter);
        if (!free("report-day|" + key, quotas.reportsPerDay(), now)) {
            return Optional.of("You sent the admins " + quotas.reportsPerDay() + " reports in the last day, the most one may;"
                    + " /message an admin if it cannot wait.");
        }
        if (!take("report|" + key, quotas.reportsPerMinute(), MINUTE, now)) {
            return Optional.of("You sent the admins " + quotas.reportsPerMinute() + " reports in the last minute, the"
                    + " most one may; wait a minute.");
        }
        take("report-day|" + key, quotas.reportsPerDay(), DAY, now);
        return Optional.empty();
    }

    private boolean free(String key, int max, Instant now) {
        Counted c = recent.get(key);
        if (c == null) {
            return true;
        }
        synchronized (c) {
            return c.count(now) < max;
        }
    }

    private boolean take(String key, int max, Duration window, Instant now) {
        if (recent.size() >= MAX_KEYS) {
            recent.entrySet().removeIf(e -> {
                synchronized (e.getValue()) {
                    return e.getValue().count(now) == 0;
                }
            });
        }
        Counted c = recent.computeIfAbsent(key, k -> new Counted(window));
        synchronized (c) {
            if (c.count(now) >= max) {
                return false;
            }
            c.times().addLast(now);
            return true;
        }
    }
}
