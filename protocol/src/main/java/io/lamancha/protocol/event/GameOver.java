package io.lamancha.protocol.event;

import io.lamancha.protocol.ServerEvent;
import io.lamancha.protocol.TextLayout;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * A game ended. Every game's end reads the same: the players ranked by name with their scores and
 * how each was made, the game's notes on how it was decided, and who won.
 *
 * @param players names by seat, seat 0 first
 * @param scores final score per seat, seat 0 first
 * @param winners names of the winners (several for a shared victory, none for a lost co-op game)
 * @param summary the standings and notes as the text lines a person reads (names, never seat numbers)
 * @param standings every player, best first: rank (shared on a tie), seat, name, score, whether
 *     they won, and the breakdown of their score
 * @param ratingChanges each player's rating before and after, best first; {@code null} for a game
 *     that was not rated
 */
public record GameOver(String room, String game, List<String> players, List<Integer> scores, List<String> winners,
                       List<String> summary, List<Standing> standings, List<RatingChange> ratingChanges)
        implements ServerEvent {

    /** One player's place at the end. */
    public record Standing(int rank, int seat, String name, int score, boolean winner, String breakdown) {
    }

    /** Width of the name, rank and score columns of a standings line; its breakdown follows. */
    private static final int COLUMNS_BEFORE_BREAKDOWN = 28;

    public GameOver {
        players = List.copyOf(players);
        scores = List.copyOf(scores);
        winners = List.copyOf(winners);
        summary = List.copyOf(summary);
        standings = List.copyOf(standings);
        ratingChanges = ratingChanges == null ? null : List.copyOf(ratingChanges);
    }

    public GameOver(String room, String game, List<String> players, List<Integer> scores, List<String> winners,
            List<String> summary, List<Standing> standings) {
        this(room, game, players, scores, winners, summary, standings, null);
    }

    /** This end with the players' rating changes of a rated game. */
    public GameOver withRatings(List<RatingChange> changes) {
        return new GameOver(room, game, players, scores, winners, summary, standings, changes);
    }

    /**
     * The end of a game, laid out from the engine's result.
     *
     * @param winnerSeats the winning seats
     * @param breakdown per seat, how its score was made (may be empty strings)
     * @param notes how the game was decided, naming no seat
     */
    public static GameOver of(String room, String game, List<String> players, List<Integer> scores,
            List<Integer> winnerSeats, List<String> breakdown, List<String> notes) {
        List<Standing> standings = rank(players, scores, winnerSeats, breakdown);
        List<String> summary = new ArrayList<>();
        for (Standing s : standings) {
            String line = String.format("  %2d. %-16s %5d  %s", s.rank(), s.name(), s.score(), s.breakdown()).stripTrailing();
            summary.addAll(TextLayout.wrap(line, TextLayout.COLUMNS, COLUMNS_BEFORE_BREAKDOWN));
        }
        summary.addAll(notes);
        List<String> winners = new ArrayList<>();
        for (int w : winnerSeats) {
            winners.add(players.get(w));
        }
        return new GameOver(room, game, players, scores, winners, summary, standings);
    }

    /** Winners first, then by score, highest first; equal places share a rank. */
    private static List<Standing> rank(List<String> players, List<Integer> scores, List<Integer> winnerSeats,
            List<String> breakdown) {
        List<Integer> order = new ArrayList<>();
        for (int s = 0; s < players.size(); s++) {
            order.add(s);
        }
        Comparator<Integer> better = Comparator.<Integer, Boolean>comparing(winnerSeats::contains).reversed()
                .thenComparing(scores::get, Comparator.reverseOrder());
        order.sort(better.thenComparing(Comparator.naturalOrder()));
        List<Standing> out = new ArrayList<>();
        for (int i = 0; i < order.size(); i++) {
            int seat = order.get(i);
            int rank = i == 0 || better.compare(order.get(i - 1), seat) != 0 ? i + 1 : out.get(i - 1).rank();
            out.add(new Standing(rank, seat, players.get(seat), scores.get(seat), winnerSeats.contains(seat),
                    breakdown.get(seat)));
        }
        return out;
    }

    @Override
    public String ev() {
        return "end";
    }

    @Override
    public List<String> lines() {
        List<String> out = new ArrayList<>();
        out.add("[" + room + "] Game over.");
        out.addAll(summary);
        out.add(winners.isEmpty() ? "Nobody wins." : (winners.size() == 1 ? winners.get(0) + " wins!"
                : "Shared victory: " + String.join(", ", winners) + "!"));
        if (ratingChanges != null) {
            out.add("Ratings:");
            for (RatingChange c : ratingChanges) {
                out.add("  " + c.text());
            }
        }
        out.add("/start plays again with the same seats; /leave gives up your seat.");
        return out;
    }
}
