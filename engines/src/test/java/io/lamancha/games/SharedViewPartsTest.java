package io.lamancha.games;

import static org.assertj.core.api.Assertions.assertThat;

import io.lamancha.engine.Game;
import io.lamancha.engine.GameDefinition;
import io.lamancha.engine.GameOptions;
import io.lamancha.engine.Rng;
import io.lamancha.games.hidalgo.HidalgoView;
import io.lamancha.games.tiles.TilesView;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Map;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/**
 * What a game's data fixes (a tile's roads, Hidalgo's cards, adventures and objectives) is made
 * once: two views hold the same object for it, so the patch sent after a move skips it without
 * comparing it (a speed the benchmarks show; here, that the sharing holds).
 */
class SharedViewPartsTest {

    @Test
    void everyViewOfATilesGameHoldsTheSameRoadsForTheSameTile() {
        Map<String, Object> roads = new HashMap<>();
        int[] seen = new int[2];
        playRandomly("quixote-tiles", 3, 11, game -> {
            for (int seat = 0; seat < 3; seat++) {
                TilesView v = (TilesView) game.view(seat);
                for (TilesView.BoardView board : v.boards()) {
                    for (TilesView.FieldView f : board.fields()) {
                        String tile = f.tile() == null ? "castle " + f.castle() : f.tile();
                        key(roads, tile + f.rotated(), f.segments(), seen);
                    }
                }
                for (TilesView.HandTile t : v.hand()) {
                    if (!t.hidden()) {
                        key(roads, t.tile() + "false", t.segments(), seen);
                    }
                }
            }
        });
        assertThat(seen[1]).as("roads shown again").isGreaterThan(100);
        assertThat(seen[0]).as("roads shown again as another object").isZero();
    }

    @Test
    void everyViewOfAHidalgoGameHoldsTheSameCardAdventureAndObjective() {
        Map<String, Object> parts = new HashMap<>();
        int[] seen = new int[2];
        playRandomly("hidalgo", 4, 5, game -> {
            for (int seat = 0; seat < 4; seat++) {
                HidalgoView v = (HidalgoView) game.view(seat);
                for (HidalgoView.CardView c : v.hand()) {
                    key(parts, "card " + c.id(), c, seen);
                }
                for (HidalgoView.AdventureView a : v.pool()) {
                    key(parts, "adventure " + a.id(), a, seen);
                }
                if (v.current() != null) {
                    key(parts, "adventure " + v.current().id(), v.current(), seen);
                }
                key(parts, "objective " + v.objective().id(), v.objective(), seen);
            }
        });
        assertThat(seen[1]).as("parts shown again").isGreaterThan(100);
        assertThat(seen[0]).as("parts shown again as another object").isZero();
    }

    /** Counts {@code part} under {@code key}: seen[1] when shown before, seen[0] when not as the same object. */
    private static void key(Map<String, Object> shown, String key, Object part, int[] seen) {
        Object before = shown.putIfAbsent(key, part);
        if (before != null) {
            seen[1]++;
            if (before != part) {
                seen[0]++;
            }
        }
    }

    /** Plays a seeded random game of {@code id} to its end, looking at it after every move. */
    private static void playRandomly(String id, int seats, long seed, Consumer<Game> look) {
        GameDefinition definition = Games.definitions().stream().filter(d -> d.id().equals(id)).findFirst()
                .orElseThrow();
        Game game = definition.newGame(seats, GameOptions.defaults(definition, Map.of()), seed);
        Rng rng = new Rng(seed);
        look.accept(game);
        while (!game.isOver()) {
            int mover = rng.pick(new ArrayList<>(game.awaited()));
            game.apply(mover, rng.pick(game.legalMoves(mover)));
            look.accept(game);
        }
    }
}
