package io.lamancha.protocol.event;

import io.lamancha.protocol.ServerEvent;
import java.util.ArrayList;
import java.util.List;

/**
 * A game ended.
 *
 * @param scores final score per seat, seat 0 first
 * @param winners names of the winners (several for a shared victory, none for a lost co-op game)
 * @param summary the game's own summary lines
 */
public record GameOver(String room, String game, List<String> players, List<Integer> scores, List<String> winners,
                       List<String> summary) implements ServerEvent {

    public GameOver {
        players = List.copyOf(players);
        scores = List.copyOf(scores);
        winners = List.copyOf(winners);
        summary = List.copyOf(summary);
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
        out.add("/start plays again with the same seats; /leave gives up your seat.");
        return out;
    }
}
