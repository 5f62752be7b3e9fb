package io.lamancha.protocol.event;

import io.lamancha.protocol.ServerEvent;
import io.lamancha.protocol.TextLayout;
import java.util.ArrayList;
import java.util.List;

/** Answer to {@code /history [name]}: recent finished games, newest first. */
public record History(String name, List<Entry> games) implements ServerEvent {

    /**
     * One finished game.
     *
     * @param finished when it ended (ISO-8601, UTC)
     * @param winners names of the winners
     * @param seed the seed the table set ({@code /option seed}), or {@code null} for a random deal
     * @param ratingChanges the players' rating changes, or {@code null} for a game that was not rated
     * @param left the players who left and whose seat a bot finished (placed last, never winners),
     *     or {@code null} when none did
     * @param aborted {@code true} for a game that was aborted (no scores, no winners, never rated),
     *     {@code null} for one played to its end
     * @param tourney the tournament the game was a table of, or {@code null}
     * @param round its Swiss round; {@code null} in an arena, or for a game of no tournament
     */
    public record Entry(long id, String finished, String game, List<String> players, List<Integer> scores,
                        List<String> winners, Long seed, List<RatingChange> ratingChanges, List<String> left,
                        Boolean aborted, String tourney, Integer round) {
        public Entry {
            players = List.copyOf(players);
            scores = List.copyOf(scores);
            winners = List.copyOf(winners);
            ratingChanges = ratingChanges == null ? null : List.copyOf(ratingChanges);
            left = left == null || left.isEmpty() ? null : List.copyOf(left);
            aborted = Boolean.TRUE.equals(aborted) ? Boolean.TRUE : null;
        }

        /** A game of no tournament. */
        public Entry(long id, String finished, String game, List<String> players, List<Integer> scores,
                List<String> winners, Long seed, List<RatingChange> ratingChanges, List<String> left, Boolean aborted) {
            this(id, finished, game, players, scores, winners, seed, ratingChanges, left, aborted, null, null);
        }

        /** A game played to its end, nobody having left. */
        public Entry(long id, String finished, String game, List<String> players, List<Integer> scores,
                List<String> winners, Long seed, List<RatingChange> ratingChanges) {
            this(id, finished, game, players, scores, winners, seed, ratingChanges, null, null);
        }
    }

    public History {
        games = List.copyOf(games);
    }

    @Override
    public String ev() {
        return "history";
    }

    private static String tourney(Entry e) {
        if (e.tourney() == null) {
            return "";
        }
        return e.round() == null ? " (arena " + e.tourney() + ")" : " (" + e.tourney() + " round " + e.round() + ")";
    }

    @Override
    public List<String> lines() {
        List<String> out = new ArrayList<>();
        out.add(games.isEmpty() ? "No finished games" + (name == null ? "" : " for " + name) + " yet."
                : "Recent games" + (name == null ? "" : " of " + name) + " (replay one with /replay <id>):");
        for (Entry e : games) {
            List<String> who = new ArrayList<>();
            for (int i = 0; i < e.players().size(); i++) {
                String p = e.players().get(i);
                who.add(e.aborted() != null ? p : p + " " + e.scores().get(i) + (e.winners().contains(p) ? "*" : "")
                        + (e.left() != null && e.left().contains(p) ? " (left)" : ""));
            }
            if (e.aborted() != null) {
                who.set(0, "aborted: " + who.get(0));
            }
            out.addAll(TextLayout.wrap(String.format("  #%-5d %-16s %-15s %s%s", e.id(),
                    e.finished().substring(0, Math.min(16, e.finished().length())).replace('T', ' '), e.game(),
                    String.join(", ", who), (e.seed() == null ? "" : " (seed " + e.seed() + ")") + tourney(e)),
                    TextLayout.COLUMNS, 41));
            if (e.ratingChanges() != null) {
                List<String> changes = new ArrayList<>();
                for (RatingChange c : e.ratingChanges()) {
                    changes.add(c.text());
                }
                out.addAll(TextLayout.wrap("         ratings: " + String.join(", ", changes), TextLayout.COLUMNS, 18));
            }
        }
        return out;
    }
}
