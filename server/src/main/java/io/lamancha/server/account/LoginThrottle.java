package io.lamancha.server.account;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Slows down password guessing. Failed logins are counted per name (any case) and per client
 * address; once a key has had its free failures within the policy's window, every further failure
 * blocks it for a delay that doubles each time, up to a cap. A login is refused while either its
 * name or its address is blocked. A success clears the name's count but not the address's: an
 * attacker who owns one account must not be able to wipe the record of guesses at other names.
 * Memory stays bounded: idle keys are dropped once the table grows past a limit. In memory only, so
 * a restart forgets the counts; thread-safe.
 */
public final class LoginThrottle {
    private static final int PRUNE_ABOVE = 10_000;

    /**
     * @param freeFailures failures allowed within {@code window} before the first block
     * @param window how long a failure is remembered after the last one
     * @param firstBlock the first block; each further failure doubles it
     * @param maxBlock the longest block
     */
    public record Policy(int freeFailures, Duration window, Duration firstBlock, Duration maxBlock) {
        /** Per name: 5 tries, then 2 s, 4 s, 8 s ... up to 15 min. */
        public static final Policy PER_NAME = new Policy(5, Duration.ofMinutes(15), Duration.ofSeconds(2), Duration.ofMinutes(15));
        /** Per address: more room, as several players may share one address behind NAT. */
        public static final Policy PER_ADDRESS = new Policy(20, Duration.ofMinutes(15), Duration.ofSeconds(2), Duration.ofMinutes(15));
    }

    /** One key's recent failures. */
    private record Strikes(int failures, Instant lastFailure, Instant blockedUntil) {
    }

    private final Policy perName;
    private final Policy perAddress;
    private final Clock clock;
    private final ConcurrentHashMap<String, Strikes> names = new ConcurrentHashMap<>();
    private final ConcurrentHashMap<String, Strikes> addresses = new ConcurrentHashMap<>();

    public LoginThrottle(Clock clock) {
        this(Policy.PER_NAME, Policy.PER_ADDRESS, clock);
    }

    public LoginThrottle(Policy perName, Policy perAddress, Clock clock) {
        this.perName = perName;
        this.perAddress = perAddress;
        this.clock = clock;
    }

    /** How much longer a login for {@code name} from {@code address} is refused; empty if allowed. */
    public Optional<Duration> blockedFor(String name, String address) {
        Instant now = clock.instant();
        Duration longest = Duration.ZERO;
        for (Strikes strikes : new Strikes[] {names.get(key(name)), addresses.get(address)}) {
            if (strikes != null && strikes.blockedUntil().isAfter(now)) {
                Duration left = Duration.between(now, strikes.blockedUntil());
                longest = left.compareTo(longest) > 0 ? left : longest;
            }
        }
        return longest.isZero() ? Optional.empty() : Optional.of(longest);
    }

    /** Counts a wrong password for {@code name} from {@code address}. */
    public void recordFailure(String name, String address) {
        Instant now = clock.instant();
        strike(names, key(name), perName, now);
        strike(addresses, address, perAddress, now);
    }

    /** A correct password: the name starts afresh; the address keeps its count (see class doc). */
    public void recordSuccess(String name, String address) {
        names.remove(key(name));
    }

    private static String key(String name) {
        return name.toLowerCase(java.util.Locale.ROOT);
    }

    private void strike(ConcurrentHashMap<String, Strikes> table, String key, Policy policy, Instant now) {
        if (table.size() > PRUNE_ABOVE) {
            table.values().removeIf(strikes -> forgotten(strikes, policy, now));
        }
        table.compute(key, (k, old) -> {
            int failures = old == null || forgotten(old, policy, now) ? 1 : old.failures() + 1;
            return new Strikes(failures, now, now.plus(block(policy, failures)));
        });
    }

    private static boolean forgotten(Strikes strikes, Policy policy, Instant now) {
        return !strikes.blockedUntil().isAfter(now) && strikes.lastFailure().plus(policy.window()).isBefore(now);
    }

    /** Zero up to the free failures, then firstBlock doubled per further failure, capped. */
    private static Duration block(Policy policy, int failures) {
        int over = failures - policy.freeFailures();
        if (over < 0) {
            return Duration.ZERO;
        }
        Duration block = policy.firstBlock().multipliedBy(1L << Math.min(over, 30));
        return block.compareTo(policy.maxBlock()) > 0 ? policy.maxBlock() : block;
    }
}
