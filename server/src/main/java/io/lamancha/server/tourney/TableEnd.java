package io.lamancha.server.tourney;

import io.lamancha.protocol.event.GameOver;
import io.lamancha.server.pairing.PlacePoints;
import io.lamancha.server.store.StoredTourney;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;

/**
 * How a tournament's game ended, as the end told at its table or the store says: each seat's
 * name and place (a player who left is placed last, as everywhere), or aborted.
 *
 * @param names by seat, bots included
 * @param ranks by seat: each seat's place (1 best, shared on a tie)
 */
record TableEnd(boolean aborted, List<String> names, List<Integer> ranks) {

    TableEnd {
        names = List.copyOf(names);
        ranks = List.copyOf(ranks);
    }

    static TableEnd of(GameOver end) {
        if (end.standings().isEmpty()) {
            return new TableEnd(true, end.players(), List.of());
        }
        List<Integer> ranks = new ArrayList<>(Collections.nCopies(end.players().size(), 0));
        for (GameOver.Standing s : end.standings()) {
            ranks.set(s.seat(), s.rank());
        }
        return new TableEnd(false, end.players(), ranks);
    }

    /** The end of a stored game; empty while it runs. */
    static Optional<TableEnd> of(StoredTourney.GameEnd stored) {
        switch (stored.status()) {
            case "RUNNING":
                return Optional.empty();
            case "FINISHED":
                if (!stored.places().contains(null)) {
                    return Optional.of(new TableEnd(false, stored.names(), stored.places()));
                }
                return Optional.of(new TableEnd(true, stored.names(), List.of()));
            default: // ABORTED, or ABANDONED: it could not be restored
                return Optional.of(new TableEnd(true, stored.names(), List.of()));
        }
    }

    /** What each of {@code people} took from the table, in their order (0 each when aborted). */
    List<Integer> halfPointsOf(List<String> people) {
        List<Integer> all = aborted ? Collections.nCopies(names.size(), 0) : PlacePoints.halfPoints(ranks);
        List<Integer> out = new ArrayList<>();
        for (String p : people) {
            int seat = -1;
            for (int s = 0; s < names.size(); s++) {
                if (names.get(s).equalsIgnoreCase(p)) {
                    seat = s;
                }
            }
            out.add(seat < 0 ? 0 : all.get(seat));
        }
        return out;
    }
}
