package io.lamancha.server.world;

import io.lamancha.engine.GameDefinition;
import io.lamancha.protocol.event.GameOver;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The world's side of its game tables: which options a new table takes, and the news of games
 * starting (their players' ads elsewhere end) and ending (who listens hears). Thread-safe.
 */
public final class Tables {

    private final World world;
    private final RoomActivity.Factory activities;
    private volatile World.GameEnds gameEnds = (room, options, end) -> { };

    Tables(World world, RoomActivity.Factory activities) {
        this.world = world;
        this.activities = activities;
    }

    /** Why a new table of {@code game} takes no {@code value} for its option {@code key}; empty when it takes it. */
    public Optional<String> optionProblem(GameDefinition game, String key, String value) {
        return activities.optionProblem(game, key, value);
    }

    /** A game started in {@code room}: its players' ads for other tables end. */
    public void gameStarted(List<String> players, Room room) {
        Seeks seeks = world.seeks();
        for (String p : players) {
            seeks.byAuthor(p).filter(ad -> !room.name().equals(ad.room())).ifPresent(ad -> world.endAd(ad, "playing"));
        }
    }

    /** From now on {@code listener} hears of every game's end here. */
    void onGameEnd(World.GameEnds listener) {
        this.gameEnds = listener;
    }

    /** A game ended in {@code room} and everyone there was told (the room's strand). */
    public void gameEnded(Room room, Map<String, String> options, GameOver end) {
        gameEnds.ended(room, options, end);
    }
}
