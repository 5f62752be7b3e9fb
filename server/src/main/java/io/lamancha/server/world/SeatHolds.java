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
 * stored table stay as small as the guests about. The other nodes hear where
 * seats wait. Thread-safe.
 */
public final class SeatHolds {

    private final ConcurrentHashMap<String, Room> heldSeats = new ConcurrentHashMap<>();
    private final ConcurrentHashMap<String, String> tokens = new ConcurrentHashMap<>();
    private final LongSupplier seeds;
    private final TokenKeeper keeper;
    private final Predicate<String> online;
    private final Peers peers;

    /**
     * @param seeds where tokens come from
     * @param keeper where tokens are kept across restarts
     * @param online whether a session holds a name, by lower-cased name
     */
    SeatHolds(LongSupplier seeds, TokenKeeper keeper, Predicate<String> online) {
        this(seeds, keeper, online, Peers.NONE);
    }

    /** The same, on a node of a cluster: {@code peers} hear where seats wait. */
    SeatHolds(LongSupplier seeds, TokenKeeper keeper, Predicate<String> online, Peers peers) {
        this.seeds = seeds;
        this.keeper = keeper;
        this.online = online;
        this.peers = peers;
    }

    /** A person's seat waits for them in {@code room} while they are away. */
    public void hold(String name, Room room) {
        heldSeats.put(Names.key(name), room);
        peers.seatHeld(name, room.name(), token(name).orElse(null));
    }

    /** The seat in {@code room} no longer waits for {@code name}. */
    public void unhold(String name, Room room) {
        String key = Names.key(name);
        String token = tokens.get(key);
        if (heldSeats.remove(key, room)) {
            forgetIfUnused(name, token);
        }
        peers.seatFreed(name, room.name());
    }

    /** The room where a seat waits for this name, if any. */
    public Optional<Room> heldSeat(String name) {
        return Optional.ofNullable(heldSeats.get(Names.key(name)));
    }

    /** How many seats wait for players who dropped (any thread). */
    public int count() {
        return heldSeats.size();
    }

    /**
     * A new token for a guest name, replacing any earlier one, in storage too: 64 bits of the
     * token source (a CSPRNG in production) as 16 hex digits: the secret that gets their seat
     * back after a drop, so that it still counts after a restart.
     */
    public String issueToken(String name) {
        String token = String.format("%016x", seeds.getAsLong());
        tokens.put(Names.key(name), token);
        keeper.keep(name, token);
        return token;
    }

    /**
     * Takes {@code token} as {@code name}'s: a session another node handed over brings it, and a
     * return to a seat here must give it (kept already: the node that issued it stored it).
     */
    public void adopt(String name, String token) {
        tokens.put(Names.key(name), token);
    }

    /** The resume token a guest name was given, if any. */
    public Optional<String> token(String name) {
        return Optional.ofNullable(tokens.get(Names.key(name)));
    }

    /**
     * A session that held {@code name} is gone. {@code token} is the name's token read while the
     * session still held it: only that one may be forgotten.
     */
    void loggedOut(String name, String token) {
        forgetIfUnused(name, token);
    }

    /**
     * At start, after the running games are restored: takes back the stored tokens of the names
     * whose seats now wait for them, and returns those names (lower-cased).
     */
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
