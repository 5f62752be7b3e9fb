package io.lamancha.protocol.event;

import io.lamancha.protocol.ServerEvent;
import java.util.ArrayList;
import java.util.List;

/**
 * One step of {@code /replay id [full] [n]}: what happened at move {@code step} and the table after
 * it, as a spectator saw it (or every seat's view with {@code full}).
 *
 * @param step the move shown, 0 for the start
 * @param moves how many moves the game has
 * @param events the sentences of that move's public events
 * @param views the view after the move: one (the spectator's), or one per seat with {@code full}
 * @param render the text render (not sent in JSON)
 * @param seed the seed the table set ({@code /option seed}), or {@code null} for a random deal
 * @param players the players' names by seat, seat 0 first, for the seats the views name
 */
public record ReplayStep(long id, String game, int step, int moves, boolean full, List<String> events,
                         List<Object> views, @com.fasterxml.jackson.annotation.JsonIgnore List<String> render, Long seed,
                         List<String> players)
        implements ServerEvent {

    public ReplayStep {
        events = List.copyOf(events);
        views = List.copyOf(views);
        render = List.copyOf(render);
        players = List.copyOf(players);
    }

    @Override
    public String ev() {
        return "replay";
    }

    @Override
    public List<String> lines() {
        List<String> out = new ArrayList<>();
        out.add("Replay of game #" + id + " (" + game + (seed == null ? "" : ", seed " + seed) + "), move " + step + " of "
                + moves + (full ? ", all hands shown" : "") + ":");
        out.addAll(events);
        out.addAll(render);
        out.add(step < moves ? "Next: /replay " + id + (full ? " full " : " ") + (step + 1) : "That was the last move.");
        return out;
    }
}
