package io.lamancha.games.tiles;

/**
 * The six road exit points of a field, declared in clockwise order {@code N NE SE S SW NW} (the
 * order the data file and the notation use). Each exit lies in one half of the field.
 */
enum Exit {
    N(Half.TOP), NE(Half.TOP), SE(Half.BOTTOM), S(Half.BOTTOM), SW(Half.BOTTOM), NW(Half.TOP);

    private final Half half;

    Exit(Half half) {
        this.half = half;
    }

    Half half() {
        return half;
    }

    /** The exit this one becomes when its tile is turned by 180 degrees. */
    Exit rotated() {
        switch (this) {
            case N: return S;
            case S: return N;
            case NE: return SW;
            case SW: return NE;
            case NW: return SE;
            default: return NW;
        }
    }

    /** The exit name as written in the data file, or null when {@code name} names no exit. */
    static Exit parse(String name) {
        for (Exit e : values()) {
            if (e.name().equals(name)) {
                return e;
            }
        }
        return null;
    }
}
