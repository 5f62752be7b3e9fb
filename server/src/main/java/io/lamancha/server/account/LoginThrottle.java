package io.lamancha.server.account;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import com.github.benmanes.caffeine.cache.Expiry;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Slows down guessing of passwords and resume tokens without letting an attacker lock the owner
 * out. Failures are counted three ways, each with its own policy; once a count has had its free
 * failures within the policy's window, every further failure blocks for a delay that doubles each
 * time, up to a cap:
 *
 * <ul>
 * <li>per name and address: the guesser at one address is slowed for that name;</li>
 * <li>per address: one address guessing at many names is slowed for all of them;</li>
 * <li>per name, across addresses: a name under attack from many addresses. This block applies
 *     only to addresses that have themselves failed at the name recently, so a correct password
 *     from an address with no recent failures always gets through, while each attacking address
 *     gets one guess before the name's block holds it too.</li>
 * </ul>
 *
 * A success clears the name's counts but not the address's: an attacker who owns one account must
 * not be able to wipe the record of guesses at other names. Entries expire once they block nothing
 * and their window has passed, and the tables are bounded, so memory stays small whatever is
 * guessed. In memory only, so a restart forgets the counts; thread-safe.
 *
 * <p>A failure only counts once its check is done, so guesses sent on many connections at once
 * would all be checked before the first of them counted. {@link #startCheck} therefore allows one
 * check at a time per name and address, and {@value #CHECKS_PER_ADDRESS} per address.
 */
public final class LoginThrottle {

    private static final long MAX_ENTRIES = 100_000;
    /** Secrets one address may have checked at once, at any names: a few people behind one NAT. */
    static final int CHECKS_PER_ADDRESS = 4;

    /**
     * @param freeFailures failures allowed within {@code window} before the first block
     * @param window how long a failure is remembered after the last one
     * @param firstBlock the first block; each further failure doubles it
     * @param maxBlock the longest block
     */
    public record Policy(int freeFailures, Duration window, Duration firstBlock, Duration maxBlock) {
        /** Per name and address: 5 tries, then 2 s, 4 s, 8 s ... up to 15 min. */
        public static final Policy PER_NAME_AND_ADDRESS = new Policy(5, Duration.ofMinutes(15), Duration.ofSeconds(2),
                Duration.ofMinutes(15));
        /** Per address: more room, as several players may share one address behind NAT. */
        public static final Policy PER_ADDRESS = new Policy(20, Duration.ofMinutes(15), Duration.ofSeconds(2),
                Duration.ofMinutes(15));
        /** Per name across addresses: a name guessed at from many places. */
        public static final Policy PER_NAME = new Policy(10, Duration.ofMinutes(15), Duration.ofSeconds(2),
                Duration.ofMinutes(15));
    }

    /** One key's recent failures. */
    private record Strikes(int failures, Instant lastFailure, Instant blockedUntil) {
        /** When these strikes stop mattering: nothing blocked and the window passed. */
        Instant forgottenAt(Policy policy) {
            Instant windowEnd = lastFailure.plus(policy.window());
            return windowEnd.isAfter(blockedUntil) ? windowEnd : blockedUntil;
        }
    }

    /** Failures counted under one policy, by key; entries expire once forgotten. */
    private final class Counter {
        private final Policy policy;
        private final Cache<String, Strikes> strikes;

        Counter(Policy policy) {
            this.policy = policy;
            this.strikes = Caffeine.newBuilder()
                    .maximumSize(MAX_ENTRIES)
                    .ticker(() -> clock.instant().toEpochMilli() * 1_000_000L)
                    .expireAfter(Expiry.<String, Strikes>writing((key, s) ->
                            Duration.between(clock.instant(), s.forgottenAt(policy))))
                    .build();
        }

        void strike(String key, Instant now) {
            strikes.asMap().compute(key, (k, old) -> {
                int failures = old == null || !old.forgottenAt(policy).isAfter(now) ? 1 : old.failures() + 1;
                return new Strikes(failures, now, now.plus(block(policy, failures)));
            });
        }

        /** How much longer {@code key} is blocked, zero when it is not. */
        Duration blocked(String key, Instant now) {
            Strikes s = strikes.getIfPresent(key);
            return s == null || !s.blockedUntil().isAfter(now) ? Duration.ZERO : Duration.between(now, s.blockedUntil());
        }

        /** Whether {@code key} failed within the window. */
        boolean recent(String key, Instant now) {
            Strikes s = strikes.getIfPresent(key);
            return s != null && s.forgottenAt(policy).isAfter(now);
        }

        void clear(String key) {
            strikes.invalidate(key);
        }
    }

    private final Clock clock;
    private final Set<String> pairsChecking = ConcurrentHashMap.newKeySet();
    private final ConcurrentHashMap<String, Integer> addressesChecking = new ConcurrentHashMap<>();
    private final Counter perPair;
    private final Counter perAddress;
    private final Counter perName;

    public LoginThrottle(Clock clock) {
        this(Policy.PER_NAME_AND_ADDRESS, Policy.PER_ADDRESS, Policy.PER_NAME, clock);
    }

    public LoginThrottle(Policy perNameAndAddress, Policy perAddress, Policy perName, Clock clock) {
        this.clock = clock;
        this.perPair = new Counter(perNameAndAddress);
        this.perAddress = new Counter(perAddress);
        this.perName = new Counter(perName);
    }

    /** How much longer a login for {@code name} from {@code address} is refused; empty if allowed. */
    public Optional<Duration> blockedFor(String name, String address) {
        Instant now = clock.instant();
        String pair = pairKey(name, address);
        Duration longest = max(perPair.blocked(pair, now), perAddress.blocked(address, now));
        if (perPair.recent(pair, now)) {
            longest = max(longest, perName.blocked(nameKey(name), now));
        }
        return longest.isZero() ? Optional.empty() : Optional.of(longest);
    }

    /**
     * Starts the check of a secret for {@code name} from {@code address}: false, and nothing
     * started, while another check for the same name from that address, or
     * {@value #CHECKS_PER_ADDRESS} from that address, are under way. Each true is followed by
     * {@link #endCheck} once the failure or success is recorded.
     */
    public boolean startCheck(String name, String address) {
        if (!pairsChecking.add(pairKey(name, address))) {
            return false;
        }
        if (addressesChecking.merge(address, 1, Integer::sum) > CHECKS_PER_ADDRESS) {
            endCheck(name, address);
            return false;
        }
        return true;
    }

    /** Ends a check that {@link #startCheck} started. */
    public void endCheck(String name, String address) {
        pairsChecking.remove(pairKey(name, address));
        addressesChecking.computeIfPresent(address, (a, n) -> n > 1 ? n - 1 : null);
    }

    /** Counts a wrong password (or resume token) for {@code name} from {@code address}. */
    public void recordFailure(String name, String address) {
        Instant now = clock.instant();
        perPair.strike(pairKey(name, address), now);
        perAddress.strike(address, now);
        perName.strike(nameKey(name), now);
    }

    /** The right secret: the name starts afresh; the address keeps its count (see class doc). */
    public void recordSuccess(String name, String address) {
        perPair.clear(pairKey(name, address));
        perName.clear(nameKey(name));
    }

    private static String nameKey(String name) {
        return name.toLowerCase(Locale.ROOT);
    }

    private static String pairKey(String name, String address) {
        return nameKey(name) + "\n" + address;
    }

    private static Duration max(Duration a, Duration b) {
        return a.compareTo(b) >= 0 ? a : b;
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
