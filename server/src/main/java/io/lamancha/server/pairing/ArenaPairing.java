package io.lamancha.server.pairing;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The next table of an arena: whoever finished a game waits, and a table starts as soon as enough
 * people wait. With at least the preferred number waiting, the longest waiting of them sit down;
 * with fewer, they wait for more, unless nobody of the arena is playing (so nobody will be free
 * soon): then two or more sit down at once, bots filling seats only where no legal table of
 * people alone exists. One person alone waits.
 */
public final class ArenaPairing {

    /**
     * The people of a new table and the bots that join them.
     *
     * @param players the people, longest waiting first
     * @param bots how many bots fill the other seats
     */
    public record Table(List<String> players, int bots) {
        public Table {
            players = List.copyOf(players);
        }
    }

    private ArenaPairing() {
    }

    /**
     * The next table to start, if one should.
     *
     * @param waiting who waits, longest first
     * @param othersPlaying whether anyone of the arena is at a table now
     */
    public static Optional<Table> next(List<String> waiting, boolean othersPlaying, int preferred, int min, int max) {
        if (waiting.size() >= preferred) {
            return Optional.of(new Table(waiting.subList(0, preferred), 0));
        }
        if (othersPlaying || waiting.size() < 2) {
            return Optional.empty();
        }
        Split split = Split.of(waiting.size(), preferred, min, max);
        int people = split.people().get(0);
        return Optional.of(new Table(new ArrayList<>(waiting.subList(0, people)), split.bots().get(0)));
    }
}
