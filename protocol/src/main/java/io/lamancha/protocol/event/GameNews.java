package io.lamancha.protocol.event;

import io.lamancha.protocol.ServerEvent;
import java.util.List;

/**
 * Something that happened in a game, for those allowed to see it.
 *
 * @param type the game's event name, e.g. {@code card_played}
 * @param text what a person reads: a sentence, or a few lines separated by {@code \n} (a
 *     round's scores, one line per player), each a line of text
 * @param data the event's fields as the game defines them (see docs/games/)
 */
public record GameNews(String room, String game, String type, String text, Object data) implements ServerEvent {

    @Override
    public String ev() {
        return "game";
    }

    @Override
    public List<String> lines() {
        return List.of(text.split("\n"));
    }

    /** Sent after every move: streamed by the encoder. */
    @Override
    public boolean perMove() {
        return true;
    }
}
