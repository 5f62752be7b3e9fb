package io.lamancha.games.tiles;

import java.util.ArrayList;
import java.util.List;

/**
 * One road tile of the set, as the data file draws it (unrotated).
 *
 * @param turnedSegments the same roads after a 180-degree turn, made once here because every
 *     placement of a turned tile needs them; always derived from {@code segments}
 */
record RoadTile(String id, List<Segment> segments, List<Segment> turnedSegments) {

    RoadTile {
        segments = List.copyOf(segments);
        turnedSegments = List.copyOf(turnedSegments);
    }

    RoadTile(String id, List<Segment> segments) {
        this(id, segments, turned(segments));
    }

    private static List<Segment> turned(List<Segment> segments) {
        List<Segment> turned = new ArrayList<>(segments.size());
        for (Segment s : segments) {
            turned.add(s.rotated());
        }
        return turned;
    }
}
