package io.lamancha.games.tiles;

import java.util.List;
import java.util.Set;

/**
 * The road tiles every player gets and the two castles, as loaded and checked by
 * {@link TileSetLoader}. Castles are ordered by value, highest first (the castle placed first).
 *
 * @param upperCaseIds every tile id in upper case, for reading moves; made once here because every
 *     game reads moves against it; always derived from {@code tiles}
 * @param segmentViews the views of every tile's and castle's roads, made once for every view of
 *     every game; always derived from {@code tiles} and {@code castles}
 */
record TileSet(List<RoadTile> tiles, List<Castle> castles, Set<String> upperCaseIds, SegmentViews segmentViews) {

    TileSet {
        tiles = List.copyOf(tiles);
        castles = List.copyOf(castles);
        upperCaseIds = Set.copyOf(upperCaseIds);
    }

    TileSet(List<RoadTile> tiles, List<Castle> castles) {
        this(tiles, castles, MoveParser.upperCaseIds(tiles), new SegmentViews(tiles, castles));
    }
}
