package io.lamancha.games.tiles;

/** The top or bottom half of a field; a 180-degree turn swaps them. */
enum Half {
    TOP, BOTTOM;

    Half flipped() {
        return this == TOP ? BOTTOM : TOP;
    }

    /** The lower-case name used in the data file and in views. */
    String label() {
        return this == TOP ? "top" : "bottom";
    }
}
