package io.lamancha.protocol.event;

import com.fasterxml.jackson.annotation.JsonIgnore;
import io.lamancha.protocol.ServerEvent;
import java.util.List;

/**
 * A viewer's view of the game after a change: the structured view, the version a move must echo,
 * the seats awaited, and this viewer's legal moves. In text, the ASCII render.
 *
 * @param seat the viewer's seat index from 0, or {@code null} for a spectator
 * @param awaited seat indexes the game waits for
 * @param legal the viewer's legal moves, empty when not awaited
 * @param timer the seconds each move has, as the text prompt says; {@code null} (absent) when the
 *              table has no move timer
 * @param view the game's view record for this viewer
 * @param render the text render (not sent in JSON)
 */
public record GameState(String room, String game, Integer seat, int version, List<Integer> awaited, List<String> legal,
                        Integer timer, Object view, @JsonIgnore List<String> render) implements ServerEvent {

    public GameState {
        awaited = List.copyOf(awaited);
        legal = List.copyOf(legal);
        render = List.copyOf(render);
    }

    @Override
    public String ev() {
        return "state";
    }

    @Override
    public List<String> lines() {
        return render;
    }

    /** Sent after every move: streamed by the encoder. */
    @Override
    public boolean perMove() {
        return true;
    }
}
