package io.lamancha.games.tiles;

import java.util.Objects;

/**
 * A church, windmill or knight sitting in one half of a road segment.
 *
 * @param strength 1..3 for a knight, 0 for a church or windmill
 */
record Feature(FeatureKind kind, int strength, Half half) {

    Feature {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(half, "half");
    }

    Feature rotated() {
        return new Feature(kind, strength, half.flipped());
    }

    boolean isKnight() {
        return kind == FeatureKind.KNIGHT;
    }

    /** The render token: {@code K1}..{@code K3}, {@code Ch} or {@code Wm}. */
    String token() {
        switch (kind) {
            case KNIGHT: return "K" + strength;
            case CHURCH: return "Ch";
            default: return "Wm";
        }
    }
}
