package io.lamancha.clients.kit;

import java.util.List;
import java.util.Objects;

/**
 * A finished game as the server announced it.
 *
 * @param players names by seat, seat 0 first
 * @param scores final scores by seat
 * @param winners winners' names (several for a shared win, none when nobody won)
 * @param me this bot's name
 * @param moves accepted moves in the game (all seats), as the last state's version told
 */
public record GameEnd(String room, String game, List<String> players, List<Integer> scores, List<String> winners,
                      String me, int moves) {
    public GameEnd {
        Objects.requireNonNull(me, "me");
        players = List.copyOf(players);
        scores = List.copyOf(scores);
        winners = List.copyOf(winners);
    }

    public boolean won() {
        return winners.stream().anyMatch(me::equalsIgnoreCase);
    }

    /** One line for logs and the CLI: {@code game room won|lost name=score ...}. */
    public String resultLine() {
        StringBuilder sb = new StringBuilder();
        sb.append(game).append(' ').append(room).append(' ').append(won() ? "won" : "lost");
        for (int i = 0; i < players.size(); i++) {
            sb.append(' ').append(players.get(i)).append('=').append(i < scores.size() ? scores.get(i) : "?");
        }
        sb.append(" winners=").append(winners.isEmpty() ? "-" : String.join(",", winners));
        return sb.toString();
    }
}
