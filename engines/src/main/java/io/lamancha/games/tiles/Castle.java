package io.lamancha.games.tiles;

import java.util.List;

/** A castle tile: its value (6 or 4) and its road segments; the game places it, never rotated. */
record Castle(int value, List<Segment> segments) {

    Castle {
        segments = List.copyOf(segments);
    }
}
