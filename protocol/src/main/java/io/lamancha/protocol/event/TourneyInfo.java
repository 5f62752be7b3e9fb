package io.lamancha.protocol.event;

import io.lamancha.protocol.ServerEvent;
import io.lamancha.protocol.TextLayout;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Answer to {@code /tourney show <name>}: a tournament, its standings and its tables.
 *
 * @param format {@code swiss} or {@code arena}
 * @param status {@code open} (taking players, not started), {@code running}, {@code finished} or
 *     {@code cancelled} (its start came with fewer than two players)
 * @param rounds a Swiss tournament's rounds; {@code null} for an arena
 * @param round the round being played or last played (0 before the first); {@code null} for an arena
 * @param seats the table size the tournament seats, where the players' number allows
 * @param minutes how long an arena runs; {@code null} for a Swiss tournament
 * @param starts when it starts by itself (ISO-8601, UTC), or {@code null} when its creator starts it
 * @param ends when a running arena stops seating (ISO-8601, UTC), else {@code null}
 * @param rated whether its games change ratings (when every player of a table is registered and no bot sits there)
 * @param timer the seconds each move has at its tables
 * @param options the game's options its tables are set to
 * @param standings every player, best first
 * @param tables every table, in the order they were seated
 * @param missed the players who were not online when a round started
 */
public record TourneyInfo(String name, String game, String title, String format, String status, String creator,
                          Integer rounds, Integer round, int seats, Integer minutes, String starts, String ends,
                          boolean rated, int timer, Map<String, String> options, List<Player> standings,
                          List<Table> tables, List<Missed> missed) implements ServerEvent {

    /**
     * One line of the standings.
     *
     * @param rank the place (shared when level on points and every tie-break)
     * @param points the points won (a place at a table of n seats is worth n-1 for the first ... 0
     *     for the last; shared places share their points)
     * @param opponents a Swiss tournament's first tie-break: the points of every opponent met, as
     *     often as met; {@code null} in an arena (whose first tie-break is fewer games)
     * @param rating the rating brought to the tournament (the last tie-break)
     * @param games the tables finished
     * @param withdrawn {@code true} for a player who left the tournament, else {@code null}
     * @param playing the room where the player's table is being played now, or {@code null}
     */
    public record Player(int rank, String name, double points, Double opponents, int rating, int games,
                         Boolean withdrawn, String playing) {
    }

    /**
     * A table of the tournament.
     *
     * @param round the Swiss round (0 in an arena)
     * @param table its number in its round (in an arena, since the start)
     * @param players the people at it, in seat order
     * @param bots how many bots sat with them (bots never count in the standings)
     * @param state {@code waiting} (seated, its game not started yet), {@code playing},
     *     {@code finished} or {@code aborted} (it scored nothing)
     * @param points each player's points from it, in the order of {@code players}, once finished
     */
    public record Table(int round, int table, String room, List<String> players, int bots, String state,
                       List<Double> points) {
        public Table {
            players = List.copyOf(players);
            points = points == null ? null : List.copyOf(points);
        }
    }

    /** A player who was not online when round {@code round} started: no table, no points that round. */
    public record Missed(int round, String name) {
    }

    public TourneyInfo {
        options = Collections.unmodifiableMap(new TreeMap<>(options));
        standings = List.copyOf(standings);
        tables = List.copyOf(tables);
        missed = List.copyOf(missed);
    }

    @Override
    public String ev() {
        return "tourney";
    }

    @Override
    public List<String> lines() {
        List<String> out = new ArrayList<>();
        boolean swiss = format.equals("swiss");
        out.add("Tournament " + name + " (" + (swiss ? "Swiss, " + rounds + " round" + (rounds == 1 ? "" : "s")
                : "arena, " + minutes + " minute" + (minutes == 1 ? "" : "s")) + "): " + title + ", tables of " + seats + ".");
        out.add(state());
        StringBuilder how = new StringBuilder(rated ? "Rated" : "Not rated");
        how.append(", ").append(timer).append(" s a move");
        options.forEach((k, v) -> how.append(", ").append(k).append('=').append(v));
        out.add(how.append("; made by ").append(creator).append('.').toString());
        out.addAll(standingsLines(swiss));
        out.addAll(tableLines(swiss));
        if (status.equals("open") || status.equals("running")) {
            out.add("/tourney join " + name + " takes part; #" + name + " has its pairings and results.");
        }
        return out;
    }

    private String state() {
        switch (status) {
            case "open":
                return "Open, " + standings.size() + " player" + (standings.size() == 1 ? "" : "s") + " so far; starts "
                        + (starts == null ? "when " + creator + " says (/tourney start " + name + ")." : "at " + clock(starts)
                        + ", or sooner when " + creator + " says.");
            case "running":
                return format.equals("swiss") ? "Round " + round + " of " + rounds + " is being played."
                        : "Running until " + clock(ends) + "; games still on then play to their end.";
            case "cancelled":
                return "Cancelled: fewer than two players were there when it was to start.";
            default:
                return "Finished" + (standings.isEmpty() ? "." : ": " + standings.get(0).name() + " wins.");
        }
    }

    private List<String> standingsLines(boolean swiss) {
        List<String> out = new ArrayList<>();
        if (standings.isEmpty()) {
            out.add("Nobody has joined yet.");
            return out;
        }
        out.add(swiss ? "   #  Player            Points  Opp. points  Rating  Games"
                : "   #  Player            Points  Games  Rating");
        for (Player p : standings) {
            String note = (p.withdrawn() != null ? " (withdrew)" : "") + (p.playing() != null ? " at " + p.playing() : "");
            out.add(swiss ? String.format("%4d. %-16s %7s  %11s  %6d  %5d%s", p.rank(), p.name(), number(p.points()),
                    number(p.opponents()), p.rating(), p.games(), note)
                    : String.format("%4d. %-16s %7s  %5d  %6d%s", p.rank(), p.name(), number(p.points()), p.games(),
                    p.rating(), note));
        }
        return out;
    }

    private List<String> tableLines(boolean swiss) {
        List<String> out = new ArrayList<>();
        int shownRound = -1;
        for (Table t : tables) {
            if (swiss && t.round() != shownRound) {
                shownRound = t.round();
                out.add("Round " + shownRound + ":" + missedIn(shownRound));
            } else if (!swiss && shownRound < 0) {
                shownRound = 0;
                out.add("Tables:");
            }
            out.addAll(TextLayout.wrap("  " + t.room() + " (" + t.state() + "): " + seated(t), TextLayout.COLUMNS, 6));
        }
        return out;
    }

    private String missedIn(int round) {
        List<String> names = new ArrayList<>();
        for (Missed m : missed) {
            if (m.round() == round) {
                names.add(m.name());
            }
        }
        return names.isEmpty() ? "" : " (missed: " + String.join(", ", names) + ")";
    }

    private static String seated(Table t) {
        List<String> who = new ArrayList<>();
        for (int i = 0; i < t.players().size(); i++) {
            who.add(t.players().get(i) + (t.points() == null ? "" : " " + number(t.points().get(i))));
        }
        return String.join(", ", who) + (t.bots() == 0 ? "" : " and " + t.bots() + " bot" + (t.bots() == 1 ? "" : "s"));
    }

    /** 2.5 as 2.5, 3.0 as 3. */
    static String number(Double d) {
        if (d == null) {
            return "-";
        }
        return d == Math.rint(d) ? Long.toString(Math.round(d)) : Double.toString(d);
    }

    /** {@code 2026-12-01T20:00:00Z} as {@code 2026-12-01 20:00 UTC}. */
    static String clock(String iso) {
        return iso == null ? "?" : iso.substring(0, Math.min(16, iso.length())).replace('T', ' ') + " UTC";
    }
}
