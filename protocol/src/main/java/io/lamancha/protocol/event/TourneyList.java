package io.lamancha.protocol.event;

import io.lamancha.protocol.ServerEvent;
import io.lamancha.protocol.TextLayout;
import java.util.ArrayList;
import java.util.List;

/** Answer to {@code /tourney list}: the tournaments open or running, and the last finished. */
public record TourneyList(List<Entry> tourneys) implements ServerEvent {

    /**
     * One tournament, as {@link TourneyInfo} has it in full.
     *
     * @param players how many joined
     * @param round the round being played (Swiss), else {@code null}
     * @param rounds a Swiss tournament's rounds, else {@code null}
     * @param minutes an arena's minutes, else {@code null}
     * @param starts when it starts by itself, while open (ISO-8601, UTC)
     * @param ends when a running arena stops seating (ISO-8601, UTC)
     * @param leader who is first in the standings (the winner, once finished), or {@code null}
     */
    public record Entry(String name, String game, String format, String status, int players, Integer round,
                        Integer rounds, Integer minutes, String starts, String ends, String leader) {
    }

    public TourneyList {
        tourneys = List.copyOf(tourneys);
    }

    @Override
    public String ev() {
        return "tourneys";
    }

    @Override
    public List<String> lines() {
        List<String> out = new ArrayList<>();
        if (tourneys.isEmpty()) {
            out.add("No tournaments yet. /help tourney says how to make one.");
            return out;
        }
        out.add("Tournaments (/tourney show <name> for one, /tourney join <name> to play):");
        for (Entry e : tourneys) {
            String kind = e.format().equals("swiss") ? "Swiss, " + e.rounds() + " rounds" : "arena, " + e.minutes() + " min";
            String state = switch (e.status()) {
                case "open" -> "open" + (e.starts() == null ? "" : ", starts " + TourneyInfo.clock(e.starts()));
                case "running" -> e.round() != null ? "round " + e.round() + " of " + e.rounds()
                        : "until " + TourneyInfo.clock(e.ends());
                case "finished" -> "finished" + (e.leader() == null ? "" : ", " + e.leader() + " won");
                default -> e.status();
            };
            out.addAll(TextLayout.wrap(String.format("  %-16s %-15s %s; %d player%s; %s", e.name(), e.game(), kind,
                    e.players(), e.players() == 1 ? "" : "s", state), TextLayout.COLUMNS, 4));
        }
        return out;
    }
}
