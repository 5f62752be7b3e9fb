package io.lamancha.server.table;

import io.lamancha.server.world.Strand;
import java.time.Duration;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.Locale;
import java.util.Set;

/**
 * The players' agreement to abort their game ({@code /abort}): it holds once every person at the
 * table has typed {@code /abort} within {@link #WINDOW} of the first; after that the asking lapses.
 * Confined to the table's strand.
 */
final class AbortVotes {

    /** How long the first {@code /abort} waits for the others. */
    static final Duration WINDOW = Duration.ofSeconds(60);

    private final Set<String> agreed = new LinkedHashSet<>();
    private Strand.Cancellable lapse;

    /**
     * Records that {@code voter} agrees; true once everyone in {@code needed} has (the votes are
     * then forgotten). The first vote starts the window: {@code lapsed} runs on {@code strand} if
     * it closes before everyone agreed.
     */
    boolean agree(String voter, Collection<String> needed, Strand strand, Runnable lapsed) {
        if (agreed.isEmpty()) {
            lapse = strand.schedule(() -> {
                agreed.clear();
                lapse = null;
                lapsed.run();
            }, WINDOW);
        }
        agreed.add(key(voter));
        for (String n : needed) {
            if (!agreed.contains(key(n))) {
                return false;
            }
        }
        clear();
        return true;
    }

    /** How many have agreed so far. */
    int count() {
        return agreed.size();
    }

    /** Whether {@code name} has agreed already. */
    boolean agreed(String name) {
        return agreed.contains(key(name));
    }

    /** Forgets every vote (the game ended, or a new one started). */
    void clear() {
        agreed.clear();
        if (lapse != null) {
            lapse.cancel();
            lapse = null;
        }
    }

    private static String key(String name) {
        return name.toLowerCase(Locale.ROOT);
    }
}
