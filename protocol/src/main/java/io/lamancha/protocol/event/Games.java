package io.lamancha.protocol.event;

import io.lamancha.protocol.Durations;
import io.lamancha.protocol.ServerEvent;
import io.lamancha.protocol.TextLayout;
import java.util.ArrayList;
import java.util.List;

/** Answer to {@code /games}: every game the requester has a seat in, live and turn-based, now. */
public record Games(String name, List<Entry> games) implements ServerEvent {

    /**
     * One running game.
     *
     * @param id the game's id in the store (what {@code /history} and {@code /replay} name it by
     *     once it is over)
     * @param pace {@code live} or {@code turnbased}
     * @param movetime a turn-based game's time per move ({@code 24h}), else {@code null}
     * @param players every seat's name, seat 0 first
     * @param awaited whom the game waits for now, by name ({@code null} when this server cannot
     *     tell: a live game on another node of a cluster)
     * @param yourMove whether the game waits for the requester
     * @param left the seconds left for the move it waits for (the requester's when it is theirs,
     *     else the soonest due): turn-based games only, else {@code null}
     * @param parked {@code true} for a turn-based game no server holds in memory now (it comes back
     *     when someone enters its room); {@code null} otherwise
     */
    public record Entry(long id, String room, String game, String pace, String movetime, List<String> players,
                        List<String> awaited, boolean yourMove, Long left, Boolean parked) {
        public Entry {
            players = List.copyOf(players);
            awaited = awaited == null ? null : List.copyOf(awaited);
            parked = Boolean.TRUE.equals(parked) ? Boolean.TRUE : null;
        }

        /** Whose move it is, in words: {@code your move, 18 h left}, {@code bob's move}. */
        String whose() {
            String time = left == null ? "" : ", " + Durations.text(left) + " left";
            if (yourMove) {
                return "your move" + time;
            }
            if (awaited == null) {
                return "on another node";
            }
            if (awaited.isEmpty()) {
                return "nobody's move";
            }
            return String.join(" and ", awaited) + (awaited.size() == 1 ? "'s move" : " to move") + time;
        }
    }

    public Games {
        games = List.copyOf(games);
    }

    @Override
    public String ev() {
        return "games";
    }

    @Override
    public List<String> lines() {
        List<String> out = new ArrayList<>();
        if (games.isEmpty()) {
            out.add("You have no seat in a running game. /rooms lists the rooms, /sought the ads.");
            return out;
        }
        out.add("Your games (" + games.size() + "): /room <name> goes to one.");
        for (Entry e : games) {
            String pace = e.movetime() == null ? "live" : "turn-based, " + e.movetime();
            List<String> others = new ArrayList<>();
            for (String p : e.players()) {
                if (!p.equalsIgnoreCase(name)) {
                    others.add(p);
                }
            }
            out.addAll(TextLayout.wrap(String.format("  %-14s %-13s %s: %s%s", e.room(), e.game(), pace, e.whose(),
                    others.isEmpty() ? "" : "; with " + String.join(", ", others)), TextLayout.COLUMNS, 17));
        }
        return out;
    }
}
