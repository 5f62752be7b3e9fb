package io.lamancha.server.table;

import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The obvious short form of a move a person typed: when the game refuses the text as it is, and
 * exactly one legal move ends with the typed words ({@code done} for {@code discard done},
 * {@code 0} for {@code penalty 0}), that move is what they meant. Never a guess between two.
 */
final class Shorthand {

    private Shorthand() {
    }

    /** The one legal move {@code typed} stands for, if exactly one ends with its words. */
    static Optional<String> resolve(String typed, List<String> legal) {
        String words = typed.strip().replaceAll("\\s+", " ").toLowerCase(Locale.ROOT);
        if (words.isEmpty()) {
            return Optional.empty();
        }
        String meant = null;
        for (String move : legal) {
            String m = move.toLowerCase(Locale.ROOT);
            if (m.endsWith(" " + words)) {
                if (meant != null) {
                    return Optional.empty();
                }
                meant = move;
            }
        }
        return Optional.ofNullable(meant);
    }
}
