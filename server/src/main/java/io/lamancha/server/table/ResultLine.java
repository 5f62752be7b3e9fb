package io.lamancha.server.table;

import io.lamancha.engine.GameDefinition;
import io.lamancha.protocol.event.ChannelLine;
import io.lamancha.protocol.event.GameOver;
import io.lamancha.server.world.Channels;
import io.lamancha.server.world.Room;
import java.util.ArrayList;
import java.util.List;

/**
 * A game's result as one line in a chat channel (BrettspielWelt's {@code /option result}):
 * {@code [#spain] <result> Don Carlo in doncarlo-2: ann 71, bob 47; ann wins with 71 points.}
 */
final class ResultLine {

    private ResultLine() {
    }

    /** Posts the end of a game at {@code room} to {@code channel}, if that channel exists. */
    static void post(Room room, GameDefinition game, String channel, GameOver end) {
        List<String> scores = new ArrayList<>();
        for (GameOver.Standing s : end.standings()) {
            scores.add(s.name() + " " + s.score() + (s.hasLeft() ? " (left)" : ""));
        }
        String line = game.title() + " in " + room.name() + ": " + (scores.isEmpty() ? "aborted, " + end.headline()
                : String.join(", ", scores) + "; " + end.headline());
        Channels channels = room.world().channels();
        channels.find(channel).ifPresent(c -> c.strand().execute(() ->
                channels.say(c, "result", new ChannelLine(c.name(), "result", line), System.nanoTime())));
    }
}
