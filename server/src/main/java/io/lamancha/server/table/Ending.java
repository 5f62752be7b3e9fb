package io.lamancha.server.table;

import io.lamancha.engine.GameResult;
import io.lamancha.protocol.event.GameOver;
import io.lamancha.server.journal.Journal;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * How a game played to its end is recorded and told: the engine's result and places, with every
 * player who left and whose seat a bot played to the end placed last (sharing the last place) and
 * never a winner; whoever is then first (by the game's own tie-breaks) wins. The same places and winners go to the end told to the table, the stored result
 * ({@code /history}, {@code /finger}) and the ratings, so the records agree everywhere.
 *
 * @param result the engine's result
 * @param standings every seat, best first, as recorded
 */
record Ending(GameResult result, List<GameOver.Standing> standings) {

    Ending {
        standings = List.copyOf(standings);
    }

    /**
     * The end of a game whose engine gave {@code result}.
     *
     * @param names by seat, seat 0 first
     * @param left by seat: whether the player left and a bot played on for them
     */
    static Ending of(GameResult result, List<String> names, List<Boolean> left) {
        List<Integer> scores = result.scores();
        List<Integer> winners = result.winners();
        // by the game's own places, except that whoever left comes after everyone who stayed,
        // all of them sharing the last place
        Comparator<Integer> better = (a, b) -> left.get(a) || left.get(b) ? Boolean.compare(left.get(a), left.get(b))
                : Integer.compare(result.places().get(a), result.places().get(b));
        List<Integer> order = new ArrayList<>();
        for (int s = 0; s < names.size(); s++) {
            order.add(s);
        }
        order.sort(better.thenComparing(Comparator.naturalOrder()));
        List<GameOver.Standing> out = new ArrayList<>();
        for (int i = 0; i < order.size(); i++) {
            int seat = order.get(i);
            int rank = i == 0 || better.compare(order.get(i - 1), seat) != 0 ? i + 1 : out.get(i - 1).rank();
            boolean gone = left.get(seat);
            // a team wins together; otherwise whoever is first once the leavers are last
            boolean won = !gone && (result.team() ? winners.contains(seat) : rank == 1);
            out.add(new GameOver.Standing(rank, seat, names.get(seat), scores.get(seat), won,
                    result.breakdown().get(seat), gone ? Boolean.TRUE : null));
        }
        return new Ending(result, out);
    }

    /** What the journal stores: scores, winners, places and who left, seat by seat. */
    Journal.Result record() {
        int seats = standings.size();
        List<Integer> places = new ArrayList<>();
        for (int i = 0; i < seats; i++) {
            places.add(0);
        }
        List<Integer> winners = new ArrayList<>();
        List<Integer> left = new ArrayList<>();
        for (GameOver.Standing s : standings) {
            places.set(s.seat(), s.rank());
            if (s.winner()) {
                winners.add(s.seat());
            }
            if (s.hasLeft()) {
                left.add(s.seat());
            }
        }
        winners.sort(null);
        left.sort(null);
        return new Journal.Result(result.scores(), winners, places, left);
    }

    /** The seat of a solo game, when its player played it to the end themselves (for its rank); else -1. */
    int soloPlayer() {
        return standings.size() == 1 && !standings.get(0).hasLeft() ? standings.get(0).seat() : -1;
    }

    /** The end as told, with how a solo score ranks ({@code null} when not known). */
    GameOver told(String room, String game, List<String> names, GameOver.SoloRank solo) {
        return GameOver.finished(room, game, names, standings, result.unit(),
                result.team() ? !result.winners().isEmpty() : null, result.notes(), solo);
    }
}
