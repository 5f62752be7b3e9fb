package io.lamancha.games.tiles;

import java.util.List;

/**
 * What lies on a field, in its placed orientation: a road tile (possibly turned) or a castle.
 *
 * @param tileId the road tile's id, or null for a castle
 * @param rotated whether the road tile was turned by 180 degrees
 * @param castleValue the castle's value, or 0 for a road tile
 * @param segments the roads in placed orientation
 */
record Piece(String tileId, boolean rotated, int castleValue, List<Segment> segments) {

    Piece {
        segments = List.copyOf(segments);
    }

    static Piece tile(RoadTile tile, boolean rotated) {
        return new Piece(tile.id(), rotated, 0, rotated ? tile.turnedSegments() : tile.segments());
    }

    static Piece castle(Castle castle) {
        return new Piece(null, false, castle.value(), castle.segments());
    }

    boolean isCastle() {
        return castleValue > 0;
    }

    /** Record notation: {@code T08r} for a turned tile, {@code [6]} for a castle. */
    String label() {
        return isCastle() ? "[" + castleValue + "]" : tileId + (rotated ? "r" : "");
    }
}
