package io.lamancha.server.world;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The mutes and bans in force on this node, by kind, scope and name: restored from the store at
 * start, changed by the moderators' commands here and by what other nodes of a cluster say.
 * Thread-safe; one that ran out is forgotten when next looked at.
 */
public final class Moderation {

    private final ConcurrentHashMap<String, Sanction> byKey = new ConcurrentHashMap<>();

    /** Puts back what the store kept (at start). */
    public void restore(Collection<Sanction> kept) {
        for (Sanction s : kept) {
            put(s);
        }
    }

    /** A mute or ban in force from now on, in place of one of the same kind, scope and name. */
    public void put(Sanction s) {
        if (s.kind() != Sanction.Kind.KICK) {
            byKey.put(s.key(), s);
        }
    }

    /** Lifts a mute or ban; the one lifted, if it was in force. */
    public Optional<Sanction> lift(Sanction.Kind kind, String scope, String name, Instant now) {
        Sanction gone = byKey.remove(new Sanction(kind, scope, name, null, null, null, "", now).key());
        return Optional.ofNullable(gone).filter(s -> s.inForce(now));
    }

    /** The mute of {@code name} in {@code scope} ({@code ""}: the server) at {@code now}, if any. */
    public Optional<Sanction> mute(String name, String scope, Instant now) {
        return inForce(new Sanction(Sanction.Kind.MUTE, scope, name, null, null, null, "", now).key(), now);
    }

    /**
     * The ban in {@code scope} that keeps {@code name} (or, for a server-wide ban of an address,
     * anyone from {@code address}) out at {@code now}, if any.
     */
    public Optional<Sanction> ban(String name, String address, String scope, Instant now) {
        Optional<Sanction> byName = inForce(new Sanction(Sanction.Kind.BAN, scope, name, null, null, null, "", now).key(), now);
        if (byName.isPresent() || address == null) {
            return byName;
        }
        String key = scope == null ? "" : Names.key(scope);
        for (Sanction s : byKey.values()) {
            if (s.kind() == Sanction.Kind.BAN && s.scope().equals(key) && address.equals(s.address()) && s.inForce(now)) {
                return Optional.of(s);
            }
        }
        return Optional.empty();
    }

    /** Every mute and ban in force, oldest first. */
    public List<Sanction> all(Instant now) {
        List<Sanction> out = new ArrayList<>();
        for (Sanction s : byKey.values()) {
            if (s.inForce(now)) {
                out.add(s);
            }
        }
        out.sort(Comparator.comparing(Sanction::at));
        return out;
    }

    private Optional<Sanction> inForce(String key, Instant now) {
        Sanction s = byKey.get(key);
        if (s != null && !s.inForce(now)) {
            byKey.remove(key, s);
            return Optional.empty();
        }
        return Optional.ofNullable(s);
    }
}
