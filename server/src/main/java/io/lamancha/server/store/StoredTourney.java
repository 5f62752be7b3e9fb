package io.lamancha.server.store;

import java.time.Instant;
import java.util.List;
import java.util.Map;

/**
 * A tournament as kept: what it is, where it stands, who entered, how each table was seated and
 * what it gave its players, and who missed a round.
 *
 * @param format {@code SWISS} or {@code ARENA}
 * @param rounds a Swiss tournament's rounds, else {@code null}
 * @param minutes an arena's minutes, else {@code null}
 * @param status {@code OPEN}, {@code RUNNING}, {@code FINISHED} or {@code CANCELLED}
 * @param round the Swiss round being played (0 before the first); in an arena the tables seated
 * @param startsAt when it starts by itself, or {@code null}
 * @param endsAt when a running arena stops seating, or {@code null}
 * @param options the game options of its tables
 */
public record StoredTourney(long id, String name, String gameId, String format, Integer rounds, Integer minutes,
                            int seats, boolean rated, int timer, int breakSeconds, String creator, String status,
                            int round, Instant createdAt, Instant startsAt, Instant endsAt, Instant finishedAt,
                            Map<String, String> options, List<Player> players, List<Table> tables,
                            List<Missed> missed) {

    public StoredTourney {
        options = Map.copyOf(options);
        players = List.copyOf(players);
        tables = List.copyOf(tables);
        missed = List.copyOf(missed);
    }

    /**
     * An entrant.
     *
     * @param rating the displayed rating in the game when they joined
     * @param place the final place, once finished
     * @param points the final half points, once finished
     */
    public record Player(String name, int rating, Instant joinedAt, boolean withdrawn, Integer place, Integer points) {
    }

    /**
     * A table seated.
     *
     * @param round the Swiss round, 0 in an arena
     * @param state {@code WAITING}, {@code PLAYING}, {@code FINISHED} or {@code ABORTED}
     * @param players the people, in seat order
     * @param halfPoints what each took, once finished (else {@code null}s)
     */
    public record Table(int round, int table, String room, int bots, String state, List<String> players,
                        List<Integer> halfPoints) {
        public Table {
            players = List.copyOf(players);
            halfPoints = java.util.Collections.unmodifiableList(new java.util.ArrayList<>(halfPoints));
        }
    }

    /** A player who was not online when a Swiss round started. */
    public record Missed(int round, String name) {
    }

    /** A tournament someone played in, for {@code /finger}. */
    public record Played(String name, String gameId, String format, String status, Integer place, Integer points,
                         int players) {
    }

    /**
     * The stored end of a tournament's game.
     *
     * @param status {@code RUNNING}, {@code FINISHED}, {@code ABORTED} or {@code ABANDONED}
     * @param room the room it was started in (a restart puts it back there, unless that name is taken)
     * @param names by seat
     * @param bots by seat: whether a bot sat there (of the table itself, not one playing for someone who left)
     * @param places by seat, once finished
     */
    public record GameEnd(String status, String room, List<String> names, List<Boolean> bots, List<Integer> places) {
        public GameEnd {
            names = List.copyOf(names);
            bots = List.copyOf(bots);
            places = java.util.Collections.unmodifiableList(new java.util.ArrayList<>(places));
        }
    }
}
