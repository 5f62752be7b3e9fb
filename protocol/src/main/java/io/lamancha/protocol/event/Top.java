package io.lamancha.protocol.event;

import io.lamancha.protocol.ServerEvent;
import java.util.ArrayList;
import java.util.List;

/**
 * Answer to {@code /top <game> [n|all]}: the leaderboard of one game, best first.
 *
 * @param all whether provisional ratings are listed too ({@code /top <game> all})
 * @param players the listed players: rank, name, displayed rating, whether provisional, rated games
 */
public record Top(String game, boolean all, List<Entry> players) implements ServerEvent {

    /** One place on the leaderboard. */
    public record Entry(int rank, String name, int rating, boolean provisional, int games) {
    }

    public Top {
        players = List.copyOf(players);
    }

    @Override
    public String ev() {
        return "top";
    }

    @Override
    public List<String> lines() {
        List<String> out = new ArrayList<>();
        if (players.isEmpty()) {
            out.add(all ? "Nobody has a rating in " + game + " yet."
                    : "Nobody has a settled rating in " + game + " yet;");
            if (!all) {
                out.add("/top " + game + " all lists provisional ratings too.");
            }
            return out;
        }
        out.add((all ? "Ratings in " : "Top players in ") + game + (all ? ", provisional ones marked ?:" : ":"));
        for (Entry e : players) {
            out.add(String.format("  %3d. %-16s %5d%s %4d game%s", e.rank(), e.name(), e.rating(),
                    e.provisional() ? "?" : " ", e.games(), e.games() == 1 ? "" : "s"));
        }
        return out;
    }
}
