package io.lamancha.server.world;

import java.util.HashSet;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.LongSupplier;
import java.util.function.Predicate;

/**
 * The seats that wait for people who dropped out of a running game, and the guests' resume
 * tokens, the secret that takes such a seat back. Names are compared ignoring case. A token lasts
 * while its guest is online or a seat waits for them; then it is forgotten, so the map and the
 * stored table stay as small as the guests about. Thread-safe.
 */
final class SeatHolds {

    private final ConcurrentHashMap<String, Room> heldSeats = new ConcurrentHashMap<>();
    private final ConcurrentHashMap<String, String> tokens = new ConcurrentHashMap<>();
    private final LongSupplier seeds;
    private final TokenKeeper keeper;
    private final Predicate<String> online;

    /**
     * @param seeds where tokens come from
     * @param keeper where tokens are kept across restarts
     * @param online whether a session holds a name, by lower-cased name
     */
    SeatHolds(LongSupplier seeds, TokenKeeper keeper, Predicate<String> online) {
        this.seeds = seeds;
        this.keeper = keeper;
        this.online = online;
    }

    void hold(String name, Room room) {
        heldSeats.put(Names.key(name), room);
    }

    void unhold(String name, Room room) {
        String key = Names.key(name);
        String token = tokens.get(key);
        if (heldSeats.remove(key, room)) {
            forgetIfUnused(name, token);
        }
    }

    Optional<Room> heldSeat(String name) {
        return Optional.ofNullable(heldSeats.get(Names.key(name)));
    }

    int count() {
        return heldSeats.size();
    }

    /**
     * A new token for a guest name, replacing any earlier one, in storage too: 64 bits of the
     * token source (a CSPRNG in production) as 16 hex digits.
     */
    String issueToken(String name) {
        String token = String.format("%016x", seeds.getAsLong());
        tokens.put(Names.key(name), token);
        keeper.keep(name, token);
        return token;
    }

    /** Takes {@code token} as {@code name}'s (issued and stored by another node). */
    void adopt(String name, String token) {
        tokens.put(Names.key(name), token);
    }

    Optional<String> token(String name) {
        return Optional.ofNullable(tokens.get(Names.key(name)));
    }

    /**
     * A session that held {@code name} is gone. {@code token} is the name's token read while the
     * session still held it: only that one may be forgotten.
     */
    void loggedOut(String name, String token) {
        forgetIfUnused(name, token);
    }

    /** Takes back the stored tokens of the names whose seats wait for them; returns those names. */
    Set<String> restoreTokens(Map<String, String> storedByNameKey) {
        Set<String> kept = new HashSet<>();
        storedByNameKey.forEach((nameKey, token) -> {
            if (heldSeats.containsKey(nameKey)) {
                tokens.put(nameKey, token);
                kept.add(nameKey);
            }
        });
        return kept;
    }

    /**
     * Forgets {@code token} once neither a session nor a held seat uses {@code name}. Removes only
     * that token, so one issued meanwhile to a new login of the name stays.
     */
    private void forgetIfUnused(String name, String token) {
        String key = Names.key(name);
        if (token != null && !online.test(key) && !heldSeats.containsKey(key) && tokens.remove(key, token)) {
            keeper.forget(name, token);
        }
    }
}
