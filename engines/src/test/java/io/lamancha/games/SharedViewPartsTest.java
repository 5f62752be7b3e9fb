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
        Sightings roads = new Sightings();
        playRandomly("quixote-tiles", 3, 11, game -> {
            for (int seat = 0; seat < 3; seat++) {
                TilesView v = (TilesView) game.view(seat);
                for (TilesView.BoardView board : v.boards()) {
                    for (TilesView.FieldView f : board.fields()) {
                        String tile = f.tile() == null ? "castle " + f.castle() : f.tile();
                        roads.see(tile + f.rotated(), f.segments());
                    }
                }
                for (TilesView.HandTile t : v.hand()) {
                    if (!t.hidden()) {
                        roads.see(t.tile() + "false", t.segments());
                    }
                }
            }
        });
        roads.assertSharedAcross(100);
    }

    @Test
    void everyViewOfAHidalgoGameHoldsTheSameCardAdventureAndObjective() {
        Sightings parts = new Sightings();
        playRandomly("hidalgo", 4, 5, game -> {
            for (int seat = 0; seat < 4; seat++) {
                HidalgoView v = (HidalgoView) game.view(seat);
                v.hand().forEach(c -> parts.see("card " + c.id(), c));
                v.pool().forEach(a -> parts.see("adventure " + a.id(), a));
                if (v.current() != null) {
                    parts.see("adventure " + v.current().id(), v.current());
                }
                parts.see("objective " + v.objective().id(), v.objective());
            }
        });
        parts.assertSharedAcross(100);
    }

    /** What views showed, by what it stands for: how often shown again, and how often as another object. */
    private static final class Sightings {
        private final Map<String, Object> shown = new HashMap<>();
        private int again;
        private int asAnother;

        void see(String key, Object part) {
            Object before = shown.putIfAbsent(key, part);
            if (before != null) {
                again++;
                if (before != part) {
                    asAnother++;
                }
            }
        }

        /** Shown again more than {@code atLeast} times, always as the object shown first. */
        void assertSharedAcross(int atLeast) {
            assertThat(again).as("parts shown again").isGreaterThan(atLeast);
            assertThat(asAnother).as("parts shown again as another object").isZero();
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
