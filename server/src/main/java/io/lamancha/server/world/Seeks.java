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
 * {@code /accept}; a person has one ad at a time. Thread-safe.
 */
public final class Seeks {

    /**
     * One ad.
     *
     * @param seats the seats the game starts with, the author's included
     * @param options table options to set, key to value
     * @param bots whether bots fill the seats nobody took once someone accepted
     * @param room the room made for it once someone accepted, or {@code null} before
     */
    public record Ad(int id, String author, GameDefinition game, int seats, Map<String, String> options, boolean bots,
                     String room) {
        public Ad {
            options = java.util.Collections.unmodifiableMap(new TreeMap<>(options));
        }

        Ad withRoom(String room) {
            return new Ad(id, author, game, seats, options, bots, room);
        }
    }

    private final AtomicInteger ids = new AtomicInteger();
    private final ConcurrentHashMap<Integer, Ad> ads = new ConcurrentHashMap<>();

    /** Posts an ad; the author's earlier ad, if any, ends and is returned. */
    public Optional<Ad> post(String author, GameDefinition game, int seats, Map<String, String> options, boolean bots,
            List<Ad> posted) {
        Optional<Ad> earlier = byAuthor(author);
        earlier.ifPresent(a -> ads.remove(a.id(), a));
        Ad ad = new Ad(ids.incrementAndGet(), author, game, seats, options, bots, null);
        ads.put(ad.id(), ad);
        posted.add(ad);
        return earlier;
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

    /** Ends an ad; false when it had ended already. */
    public boolean end(int id) {
        return ads.remove(id) != null;
    }

    /** Every open ad, oldest first. */
    public List<Ad> all() {
        List<Ad> out = new ArrayList<>(ads.values());
        out.sort(Comparator.comparingInt(Ad::id));
        return out;
    }
}
