package io.lamancha.games.tiles;

import java.util.List;

/**
 * The road tiles every player gets and the two castles, as loaded and checked by
 * {@link TileSetLoader}. Castles are ordered by value, highest first (the castle placed first).
 */
record TileSet(List<RoadTile> tiles, List<Castle> castles) {

    TileSet {
        tiles = List.copyOf(tiles);
        castles = List.copyOf(castles);
    }
}
