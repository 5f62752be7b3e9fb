package io.lamancha.protocol.event;

import io.lamancha.protocol.ServerEvent;
import java.util.ArrayList;
import java.util.List;

/**
 * Answer to {@code /finger name}.
 *
 * @param registered false for a guest
 * @param since registration time (ISO-8601), or {@code null} for a guest
 * @param lastSeen last login (ISO-8601), or {@code null}
 * @param room where they are now, or {@code null} when offline
 * @param games games played and won, per game
 * @param away their away message, or {@code null}
 * @param ratings their rating per rated game
 * @param idle seconds since they last typed a line while online here, or {@code null}
 * @param tourneys the tournaments they played in, newest first; {@code null} (absent) when none
 */
public record Finger(String name, boolean registered, String since, String lastSeen, String room, List<GameRecordLine> games,
                     String away, List<RatingLine> ratings, Long idle, List<TourneyLine> tourneys) implements ServerEvent {

    public Finger(String name, boolean registered, String since, String lastSeen, String room,
            List<GameRecordLine> games, String away, List<RatingLine> ratings) {
        this(name, registered, since, lastSeen, room, games, away, ratings, null, null);
    }

    /** Someone who played in no tournament. */
    public Finger(String name, boolean registered, String since, String lastSeen, String room,
            List<GameRecordLine> games, String away, List<RatingLine> ratings, Long idle) {
        this(name, registered, since, lastSeen, room, games, away, ratings, idle, null);
    }

    /** Games played and won of one game. */
    public record GameRecordLine(String game, int played, int won) {
    }

    /**
     * A rating in one game.
     *
     * @param rank the place on that game's leaderboard ({@code /top}), or {@code null} while
     *     provisional or inactive
     */
    public record RatingLine(String game, int rating, boolean provisional, int games, Integer rank) {
    }

    /**
     * A tournament played in.
     *
     * @param status {@code running} or {@code finished}
     * @param place the place in its standings (so far, while it runs); {@code null} while another node
     *     of a cluster runs it
     * @param players how many played in it
     * @param points the points won in it
     */
    public record TourneyLine(String name, String game, String format, String status, Integer place, int players,
                              double points) {
    }

    public Finger {
        games = List.copyOf(games);
        ratings = List.copyOf(ratings);
        tourneys = tourneys == null || tourneys.isEmpty() ? null : List.copyOf(tourneys);
    }

    @Override
    public String ev() {
        return "finger";
    }

    @Override
    public List<String> lines() {
        List<String> out = new ArrayList<>();
        out.add(name + (registered ? ", registered since " + since : ", a guest") + ".");
        out.add(room != null ? "Online now, in " + room + (idle == null ? "" : ", idle " + Idle.text(idle)) + "."
                : "Offline" + (lastSeen != null ? "; last seen " + lastSeen : "") + ".");
        if (away != null) {
            out.add("Away: " + away);
        }
        if (games.isEmpty()) {
            out.add("No finished games recorded.");
        }
        for (GameRecordLine g : games) {
            out.add(String.format("  %-16s %3d played, %3d won", g.game(), g.played(), g.won()));
        }
        if (!ratings.isEmpty()) {
            out.add("Ratings (? while provisional):");
        }
        for (RatingLine r : ratings) {
            out.add(String.format("  %-16s %5d%s %3d rated game%s%s", r.game(), r.rating(), r.provisional() ? "?" : " ",
                    r.games(), r.games() == 1 ? "" : "s", r.rank() == null ? "" : ", #" + r.rank() + " in /top"));
        }
        if (tourneys == null) {
            return out;
        }
        out.add("Tournaments:");
        for (TourneyLine t : tourneys) {
            out.add(t.place() == null ? String.format("  %-16s %-15s playing, %d players", t.name(), t.game(), t.players())
                    : String.format("  %-16s %-15s %s of %d, %s point%s%s", t.name(), t.game(), ordinal(t.place()),
                    t.players(), TourneyInfo.number(t.points()), t.points() == 1 ? "" : "s",
                    t.status().equals("running") ? " (running)" : ""));
        }
        return out;
    }

    /** 1st, 2nd, 3rd, 4th, ..., 11th, 12th, 13th, 21st. */
    static String ordinal(int n) {
        int tens = n % 100;
        String suffix = tens >= 11 && tens <= 13 ? "th" : switch (n % 10) {
            case 1 -> "st";
            case 2 -> "nd";
            case 3 -> "rd";
            default -> "th";
        };
        return n + suffix;
    }
}
