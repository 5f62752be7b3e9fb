package io.lamancha.server.world;

import io.lamancha.engine.GameDefinition;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The open ads for games ({@code /seek}), FICS style: each has a number to answer it with
 * {@code /accept}; a person has one ad at a time. On a cluster it holds every node's ads: those
 * of this node's users, and those the other nodes told of ({@link Ad#node()}), numbered alike
 * across the cluster; an ad posted or ended here is told to the other nodes. Thread-safe.
 */
public final class Seeks {

    /**
     * One ad.
     *
     * @param seats the seats the game starts with, the author's included
     * @param options table options to set, key to value
     * @param bots whether bots fill the seats nobody took once someone accepted
     * @param room the room made for it once someone accepted, or {@code null} before
     * @param node the node of the cluster whose user posted it, {@code null} for this one
     */
    public record Ad(int id, String author, GameDefinition game, int seats, Map<String, String> options, boolean bots,
                     String room, String node) {
        public Ad {
            options = java.util.Collections.unmodifiableMap(new TreeMap<>(options));
        }

        Ad withRoom(String room) {
            return new Ad(id, author, game, seats, options, bots, room, node);
        }

        /** Whether another node's user posted it: that node seats those who accept it. */
        public boolean elsewhere() {
            return node != null;
        }
    }

    private final AtomicInteger ids = new AtomicInteger();
    private final ConcurrentHashMap<Integer, Ad> ads = new ConcurrentHashMap<>();
    /** Per ad of this node's: the names that accepted it, each to a seat of its own. */
    private final ConcurrentHashMap<Integer, java.util.Set<String>> takers = new ConcurrentHashMap<>();
    private final Peers peers;

    Seeks(Peers peers) {
        this.peers = peers;
    }

    /** The number of the next ad: unique across the cluster; completes on any thread. */
    public java.util.concurrent.CompletionStage<Integer> nextId() {
        return peers.seekId(ids::incrementAndGet);
    }

    /** Posts an ad numbered {@code id}; the author's earlier ad, if any, ends and is returned. */
    public Optional<Ad> post(int id, String author, GameDefinition game, int seats, Map<String, String> options,
            boolean bots, List<Ad> posted) {
        Optional<Ad> earlier = byAuthor(author);
        earlier.ifPresent(a -> end(a.id(), "withdrawn"));
        Ad ad = new Ad(id, author, game, seats, options, bots, null, null);
        ads.put(ad.id(), ad);
        posted.add(ad);
        peers.seekPosted(ad);
        return earlier;
    }

    /** Another node's ad, as it told: listed here too. */
    public void heard(Ad ad) {
        ads.put(ad.id(), ad);
    }

    /** Another node's ad ended there; true when it was listed here. */
    public boolean endedElsewhere(int id) {
        Ad ad = ads.get(id);
        return ad != null && ad.elsewhere() && ads.remove(id, ad);
    }

    /** The ads of this node's users. */
    public List<Ad> local() {
        return all().stream().filter(a -> !a.elsewhere()).toList();
    }

    /**
     * {@code who} takes a seat of this node's ad: false when every seat the ad offers is taken
     * already (the first {@code seats - 1} acceptors win, each once; taking again is no new seat).
     */
    public boolean take(Ad ad, String who) {
        java.util.Set<String> names = takers.computeIfAbsent(ad.id(), k -> ConcurrentHashMap.newKeySet());
        synchronized (names) {
            if (names.contains(Names.key(who))) {
                return true;
            }
            if (names.size() >= ad.seats() - 1) {
                return false;
            }
            return names.add(Names.key(who));
        }
    }

    /**
     * {@code who} gives back the seat taken of this node's ad (an acceptor from another node who
     * never came to the table): another may take it. False when the ad ended or had no such taker.
     */
    public boolean release(Ad ad, String who) {
        java.util.Set<String> names = takers.get(ad.id());
        if (names == null || !ads.containsKey(ad.id())) {
            return false;
        }
        synchronized (names) {
            return names.remove(Names.key(who));
        }
    }

    public Optional<Ad> get(int id) {
        return Optional.ofNullable(ads.get(id));
    }

    public Optional<Ad> byAuthor(String author) {
        for (Ad a : ads.values()) {
            if (a.author().equalsIgnoreCase(author)) {
                return Optional.of(a);
            }
        }
        return Optional.empty();
    }

    /** The ad's room is made: further accepts go there. False when the ad ended meanwhile. */
    public boolean placed(Ad ad, String room) {
        return ads.replace(ad.id(), ad, ad.withRoom(room));
    }

    /** Ends an ad ({@code reason} as the lobby is told); false when it had ended already. */
    public boolean end(int id, String reason) {
        Ad ad = ads.remove(id);
        takers.remove(id);
        if (ad != null && !ad.elsewhere()) {
            peers.seekEnded(ad, reason);
        }
        return ad != null;
    }

    /** Every open ad, oldest first. */
    public List<Ad> all() {
        List<Ad> out = new ArrayList<>(ads.values());
        out.sort(Comparator.comparingInt(Ad::id));
        return out;
    }
}
