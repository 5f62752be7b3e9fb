package io.lamancha.server.world;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Which of this node's channels the store keeps (a registered owner's), and since when each kept
 * one has had nobody in it: a guest's channel goes with its last member, a kept one once it stayed
 * empty long enough ({@link #sweep}). Thread-safe.
 */
final class KeptChannels {

    private final ConcurrentHashMap<String, Channel> byName;
    private final ChannelBook book;
    private final ConcurrentHashMap<String, Boolean> kept = new ConcurrentHashMap<>();
    /** Kept channels with nobody in them, by key: since when (System.nanoTime), for {@link #sweep}. */
    private final ConcurrentHashMap<String, Long> emptySince = new ConcurrentHashMap<>();

    /** @param byName this node's channels by key, which a swept or emptied guest channel leaves */
    KeptChannels(ConcurrentHashMap<String, Channel> byName, ChannelBook book) {
        this.byName = byName;
        this.book = book;
    }

    /** The store keeps the channel of this key; {@code emptyNow}: nobody is in it yet (at start). */
    void keep(String key, boolean emptyNow) {
        kept.put(key, Boolean.TRUE);
        if (emptyNow) {
            emptySince.put(key, System.nanoTime());
        }
    }

    boolean has(Channel channel) {
        return kept.containsKey(Names.key(channel.name()));
    }

    /** Someone joined {@code channel}: it is not empty. */
    void joined(Channel channel) {
        emptySince.remove(Names.key(channel.name()));
    }

    /** {@code channel} lost its last member (its strand): a guest's channel goes. */
    void emptied(Channel channel) {
        if (channel.size() != 0) {
            return;
        }
        if (has(channel)) {
            emptySince.putIfAbsent(Names.key(channel.name()), System.nanoTime());
        } else {
            byName.remove(Names.key(channel.name()), channel);
        }
    }

    /** How many kept channels {@code owner} owns here. */
    int ownedBy(String owner) {
        int n = 0;
        for (Channel c : byName.values()) {
            if (c.ownedBy(owner) && has(c)) {
                n++;
            }
        }
        return n;
    }

    /** See {@link Channels#sweep}. */
    List<String> sweep(Duration keep, long nowNanos) {
        List<String> gone = new ArrayList<>();
        for (var e : emptySince.entrySet()) {
            Channel c = byName.get(e.getKey());
            if (c == null || c.size() > 0) {
                emptySince.remove(e.getKey(), e.getValue());
            } else if (nowNanos - e.getValue() >= keep.toNanos() && byName.remove(e.getKey(), c)) {
                kept.remove(e.getKey());
                emptySince.remove(e.getKey());
                book.drop(c.name());
                gone.add(c.name());
            }
        }
        return gone;
    }
}
