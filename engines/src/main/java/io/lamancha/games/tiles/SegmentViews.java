package io.lamancha.games.tiles;

import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * The views of a tile set's roads, made once: each tile's segments as it lies and turned, and
 * each castle's. A view of a board or a hand then holds the same list for the same tile every
 * time, so two views of one board share what did not change, and the patch sent after a move
 * finds it unchanged by reference instead of comparing it road by road. Read-only once made.
 */
final class SegmentViews {

    private final Map<List<Segment>, List<TilesView.SegmentView>> views = new IdentityHashMap<>();

    SegmentViews(List<RoadTile> tiles, List<Castle> castles) {
        for (RoadTile t : tiles) {
            add(t.segments());
            add(t.turnedSegments());
        }
        for (Castle c : castles) {
            add(c.segments());
        }
    }

    private void add(List<Segment> segments) {
        views.put(segments, List.copyOf(TilesViewBuilder.segments(segments)));
    }

    /** The view of {@code segments}: the one made once when they are a tile's or a castle's. */
    List<TilesView.SegmentView> of(List<Segment> segments) {
        List<TilesView.SegmentView> made = views.get(segments);
        return made != null ? made : TilesViewBuilder.segments(segments);
    }
}
