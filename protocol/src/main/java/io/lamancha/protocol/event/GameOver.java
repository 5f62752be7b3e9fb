package io.lamancha.protocol.event;

import io.lamancha.protocol.ServerEvent;
import io.lamancha.protocol.TextLayout;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A game ended, said once: one headline (who won, that the team won or lost, a solo score and how
 * it ranks, or why the game was aborted), the standings with what the scores count and how each was
 * made, the game's notes, and for a rated game each player's rating change.
 *
 * @param players names by seat, seat 0 first
 * @param scores final score per seat, seat 0 first (empty for an aborted game)
 * @param winners names of the winners (several for a shared victory, none for a lost team game,
 *     an aborted game, or when every player left)
 * @param summary the text lines between the headline and the ratings: the standings, the notes
 *     and who left (names, never seat numbers)
 * @param standings every player, best first: rank (shared on a tie), seat, name, score, whether
 *     they won, the breakdown of their score, and whether they left (a bot finished for them:
 *     placed last); empty for an aborted game
 * @param ratingChanges each player's rating before and after, best first; {@code null} for a game
 *     that was not rated
 * @param outcome how it ended: {@value #WIN}, {@value #SHARED}, {@value #TEAM_WON},
 *     {@value #TEAM_LOST}, {@value #SOLO}, {@value #NOBODY} (every player left) or {@value #ABORTED}
 * @param headline the one sentence that says it ({@code alice wins with 58 points.})
 * @param unit what the scores count ({@code points}, {@code tasks done}); {@code null} when aborted
 * @param solo how a solo score ranks among the player's solo games of this game on this server;
 *     {@code null} when not solo or not known
 */
public record GameOver(String room, String game, List<String> players, List<Integer> scores, List<String> winners,
                       List<String> summary, List<Standing> standings, List<RatingChange> ratingChanges,
                       String outcome, String headline, String unit, SoloRank solo)
        implements ServerEvent {

    public static final String WIN = "win";
    public static final String SHARED = "shared";
    public static final String TEAM_WON = "team_won";
    public static final String TEAM_LOST = "team_lost";
    public static final String SOLO = "solo";
    public static final String NOBODY = "nobody";
    public static final String ABORTED = "aborted";

    /**
     * One player's place at the end.
     *
     * @param left {@code true} when the player left and a bot played their seat to the end (they are
     *     placed last and never win); {@code null} otherwise
     */
    public record Standing(int rank, int seat, String name, int score, boolean winner, String breakdown, Boolean left) {
        public boolean hasLeft() {
            return Boolean.TRUE.equals(left);
        }
    }

    /**
     * Where a solo score stands among its player's finished solo games of the game, this one included.
     *
     * @param rank 1 for the best score; games with a higher score, plus one
     * @param games how many solo games there are
     * @param best the best score among them
     * @param shared whether another of those games has the same score
     */
    public record SoloRank(int rank, int games, int best, boolean shared) {
    }

    /** Columns before a standings line's breakdown; a breakdown that does not fit wraps under itself. */
    private static final int COLUMNS_BEFORE_BREAKDOWN = 32;

    public GameOver {
        players = List.copyOf(players);
        scores = List.copyOf(scores);
        winners = List.copyOf(winners);
        summary = List.copyOf(summary);
        standings = List.copyOf(standings);
        ratingChanges = ratingChanges == null ? null : List.copyOf(ratingChanges);
    }

    /** This end with the players' rating changes of a rated game. */
    public GameOver withRatings(List<RatingChange> changes) {
        return new GameOver(room, game, players, scores, winners, summary, standings, changes, outcome, headline, unit,
                solo);
    }

    /**
     * The end of a game played to its end.
     *
     * @param standings best first, as the table placed them (a player who left is last)
     * @param unit what a score counts, in the plural
     * @param teamWon for a game the seats played together, whether the team won (those who left
     *     have no share in it); {@code null} for a game each seat plays for itself
     * @param notes how the game was decided, naming no seat
     * @param solo how the score of a solo game ranks, or {@code null}
     */
    public static GameOver finished(String room, String game, List<String> players, List<Standing> standings,
            String unit, Boolean teamWon, List<String> notes, SoloRank solo) {
        boolean team = teamWon != null;
        List<Integer> scores = new ArrayList<>();
        for (int i = 0; i < players.size(); i++) {
            scores.add(0);
        }
        List<String> winners = new ArrayList<>();
        List<String> left = new ArrayList<>();
        for (Standing s : standings) {
            scores.set(s.seat(), s.score());
            if (s.winner()) {
                winners.add(s.name());
            }
            if (s.hasLeft()) {
                left.add(s.name());
            }
        }
        String outcome = outcome(players.size(), teamWon, winners);
        List<String> summary = new ArrayList<>();
        if (outcome.equals(SOLO)) {
            summary.addAll(soloLines(standings.get(0), solo));
        } else if (!team) {
            summary.addAll(table(standings, unit));
        }
        summary.addAll(notes);
        if (!left.isEmpty()) {
            summary.addAll(TextLayout.wrap(names(left) + (left.size() == 1 ? " left the game; a bot played on for them:"
                    : " left the game; bots played on for them:") + " placed last, whatever the score.",
                    TextLayout.COLUMNS, 2));
        }
        return new GameOver(room, game, players, scores, winners, summary, standings, null, outcome,
                headline(outcome, standings, winners, players, unit), unit, outcome.equals(SOLO) ? solo : null);
    }

    /** The end of a game nobody played to its end: {@code reason} says why, as a sentence. */
    public static GameOver aborted(String room, String game, List<String> players, String reason) {
        return new GameOver(room, game, players, List.of(), List.of(), List.of(
                "Not rated, and stored as aborted (/history lists it)."), List.of(), null, ABORTED, reason, null, null);
    }

    private static String outcome(int seats, Boolean teamWon, List<String> winners) {
        if (seats == 1) {
            return SOLO;
        }
        if (teamWon != null) {
            return teamWon ? TEAM_WON : TEAM_LOST;
        }
        if (winners.isEmpty()) {
            return NOBODY;
        }
        return winners.size() == 1 ? WIN : SHARED;
    }

    private static String headline(String outcome, List<Standing> standings, List<String> winners,
            List<String> players, String unit) {
        int best = standings.get(0).score();
        switch (outcome) {
            case SOLO:
                return standings.get(0).hasLeft() ? players.get(0) + " left; a bot finished with " + count(best, unit)
                        + "." : players.get(0) + " scores " + count(best, unit) + ".";
            case TEAM_WON:
                List<String> team = winners.isEmpty() ? players : winners; // every player left: bots won it
                return names(team) + (team.size() == 1 ? " wins" : " win") + " as a team.";
            case TEAM_LOST:
                return names(players) + " lose as a team.";
            case NOBODY:
                return "nobody wins; every player left the game.";
            case WIN:
                return winners.get(0) + " wins with " + count(best, unit) + ".";
            default:
                return names(winners) + " share the win with " + count(best, unit) + ".";
        }
    }

    /** The standings as a table: a header that says what the scores count, then a line per player. */
    private static List<String> table(List<Standing> standings, String unit) {
        List<String> lines = new ArrayList<>();
        String counted = unit.substring(0, 1).toUpperCase(Locale.ROOT) + unit.substring(1);
        lines.add(row("#", "Player", counted.split(" ")[0], "How"));
        for (Standing s : standings) {
            String line = row(s.rank() + ".", s.name(), Integer.toString(s.score()), s.breakdown()).stripTrailing();
            lines.addAll(TextLayout.wrap(line, TextLayout.COLUMNS, COLUMNS_BEFORE_BREAKDOWN));
        }
        return lines;
    }

    /**
     * One row of the table: {@code "  %3s  %-16s %6s  %s"} as {@link String#format} writes it
     * (padded, never cut), without the formatter's parsing at every game's end.
     */
    static String row(String rank, String name, String score, String how) {
        StringBuilder sb = new StringBuilder(40 + how.length()).append("  ");
        pad(sb, 3 - rank.length()).append(rank).append("  ").append(name);
        pad(sb, 16 - name.length()).append(' ');
        pad(sb, 6 - score.length()).append(score).append("  ").append(how);
        return sb.toString();
    }

    private static StringBuilder pad(StringBuilder sb, int spaces) {
        for (int i = 0; i < spaces; i++) {
            sb.append(' ');
        }
        return sb;
    }

    /** A solo game's score: how it was made, and how it ranks among the player's solo games. */
    private static List<String> soloLines(Standing s, SoloRank rank) {
        List<String> lines = new ArrayList<>();
        if (!s.breakdown().isEmpty()) {
            lines.addAll(TextLayout.wrap("  Made of: " + s.breakdown() + ".", TextLayout.COLUMNS, 4));
        }
        if (rank == null || s.hasLeft()) {
            return lines;
        }
        String own = s.name() + "'s";
        String line;
        if (rank.games() == 1) {
            line = "The first of " + own + " solo games here: a score to beat.";
        } else if (rank.rank() == 1) {
            line = (rank.shared() ? "Equal to the best" : "A new best") + " of " + own + " " + rank.games()
                    + " solo games here.";
        } else {
            line = "The " + ordinal(rank.rank()) + " best of " + own + " " + rank.games() + " solo games here (best: "
                    + rank.best() + ").";
        }
        lines.addAll(TextLayout.wrap(line, TextLayout.COLUMNS, 2));
        return lines;
    }

    /** {@code 1 point}, {@code 19 points}, {@code 1 task done}. */
    private static String count(int n, String unit) {
        String[] words = unit.split(" ", 2);
        if (n == 1 && words[0].endsWith("s")) {
            words[0] = words[0].substring(0, words[0].length() - 1);
        }
        return n + " " + String.join(" ", words);
    }

    private static String ordinal(int n) {
        int tens = n % 100;
        String suffix = tens >= 11 && tens <= 13 ? "th" : n % 10 == 1 ? "st" : n % 10 == 2 ? "nd" : n % 10 == 3 ? "rd"
                : "th";
        return n + suffix;
    }

    /** {@code ann}, {@code ann and bob}, {@code ann, bob and cid}. */
    private static String names(List<String> names) {
        if (names.size() <= 1) {
            return String.join("", names);
        }
        return String.join(", ", names.subList(0, names.size() - 1)) + " and " + names.get(names.size() - 1);
    }

    @Override
    public String ev() {
        return "end";
    }

    @Override
    public List<String> lines() {
        List<String> out = new ArrayList<>();
        out.addAll(TextLayout.wrap("[" + room + "] " + (outcome.equals(ABORTED) ? "Game aborted: " : "Game over: ")
                + headline, TextLayout.COLUMNS, 2));
        out.addAll(summary);
        if (ratingChanges != null) {
            out.add("Ratings:");
            for (RatingChange c : ratingChanges) {
                out.add("  " + c.text());
            }
        }
        out.add((outcome.equals(ABORTED) ? "/start plays a new game" : "/start plays again")
                + " with the same seats; /leave gives up your seat.");
        return out;
    }
}
