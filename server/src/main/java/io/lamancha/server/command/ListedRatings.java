package io.lamancha.server.command;

import io.lamancha.protocol.event.ShownRating;
import io.lamancha.server.rating.BotRating;
import io.lamancha.server.store.RatingStore;
import io.lamancha.server.store.Storage;
import io.lamancha.server.world.Names;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * The ratings that lists show beside names ({@code /who}, {@code /wwho}, {@code /sought}): read in
 * one store call for the whole list, off the strands; a server without a store shows none.
 */
final class ListedRatings {

    private final Map<String, List<RatingStore.Entry>> byName;

    private ListedRatings(Map<String, List<RatingStore.Entry>> byName) {
        this.byName = byName;
    }

    /** Looks up the ratings of {@code names}, then runs {@code then} on the session's owner strand. */
    static void lookUp(Request req, Collection<String> names, Consumer<ListedRatings> then) {
        Storage st = req.storage();
        if (st == null || names.isEmpty()) {
            then.accept(new ListedRatings(Map.of()));
            return;
        }
        req.defer();
        StoreCalls.offStrand(req, () -> st.ratings().ofEach(names), entries -> {
            Map<String, List<RatingStore.Entry>> byName = new HashMap<>();
            for (RatingStore.Entry e : entries) {
                byName.computeIfAbsent(Names.key(e.name()), k -> new ArrayList<>()).add(e);
            }
            then.accept(new ListedRatings(byName));
            req.succeed();
        });
    }

    /** {@code name}'s rating in {@code game}, or null when they have none. */
    ShownRating in(String name, String game) {
        for (RatingStore.Entry e : byName.getOrDefault(Names.key(name), List.of())) {
            if (e.gameId().equals(game)) {
                return shown(e);
            }
        }
        return null;
    }

    /** {@code name}'s highest rating, settled ones first, or null when they have none. */
    ShownRating best(String name) {
        RatingStore.Entry best = null;
        for (RatingStore.Entry e : byName.getOrDefault(Names.key(name), List.of())) {
            if (best == null || better(e, best)) {
                best = e;
            }
        }
        return best == null ? null : shown(best);
    }

    /** In {@code game} when a room has one, else the best; a bot's (named {@code ~...}) pseudo-rating for a bot. */
    ShownRating of(String name, String bot, String game) {
        if (bot != null && name.startsWith("~")) {
            return BotRating.forLevel(bot).map(b -> new ShownRating(game, b.points(), false)).orElse(null);
        }
        return game == null ? best(name) : in(name, game);
    }

    private static boolean better(RatingStore.Entry e, RatingStore.Entry than) {
        if (e.standing().provisional() != than.standing().provisional()) {
            return !e.standing().provisional();
        }
        return e.standing().points() > than.standing().points();
    }

    private static ShownRating shown(RatingStore.Entry e) {
        return new ShownRating(e.gameId(), e.standing().points(), e.standing().provisional());
    }
}
