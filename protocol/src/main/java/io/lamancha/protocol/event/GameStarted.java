package io.lamancha.protocol.event;

import io.lamancha.protocol.ServerEvent;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * A game started at a table: who sits where and with which options.
 *
 * @param rated whether its result changes the players' ratings
 * @param unrated why it is not rated ({@code null} when it is)
 */
public record GameStarted(String room, String game, String title, List<SeatInfo> seats, Map<String, String> options,
                          boolean rated, String unrated) implements ServerEvent {

    public GameStarted {
        seats = List.copyOf(seats);
        // sorted, so that the JSON line is the same on every run
        options = Collections.unmodifiableMap(new TreeMap<>(options));
    }

    @Override
    public String ev() {
        return "start";
    }

    @Override
    public List<String> lines() {
        List<String> names = new ArrayList<>();
        for (SeatInfo s : seats) {
            names.add((s.seat() + 1) + ". " + s.name());
        }
        List<String> lines = new ArrayList<>();
        lines.add("[" + room + "] " + title + " begins.");
        lines.add("Players: " + String.join(", ", names) + ".");
        String seed = options.getOrDefault("seed", "0");
        if (!seed.equals("0")) {
            lines.add("Dealt from seed " + seed + ": the same seed, options and moves give the same game.");
        }
        String tourney = options.get("tourney");
        if (tourney != null) {
            String[] mark = tourney.split("/");
            lines.add(mark.length == 3 && !mark[1].equals("0") ? "A table of the tournament " + mark[0] + ", round "
                    + mark[1] + "." : "A table of the tournament " + mark[0] + ".");
        }
        lines.add(rated ? "Rated: the result changes the players' ratings." : "Not rated: " + unrated);
        if ("turnbased".equals(options.get("pace"))) {
            lines.add("Turn-based: each move has " + options.get("movetime") + "; when a player's time runs out, "
                    + ("bot".equals(options.get("expiry")) ? "a bot takes the seat and they are placed last."
                            : "a random move is made for them."));
        }
        return lines;
    }
}
