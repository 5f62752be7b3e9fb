package io.lamancha.games.tiles;

import java.util.List;

/** One road tile of the set, as the data file draws it (unrotated). */
record RoadTile(String id, List<Segment> segments) {

    RoadTile {
        segments = List.copyOf(segments);
    }
}
