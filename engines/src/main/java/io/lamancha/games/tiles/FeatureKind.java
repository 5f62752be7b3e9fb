package io.lamancha.games.tiles;

/** What a road can carry: a church, a windmill or a knight. */
enum FeatureKind {
    CHURCH("church"), WINDMILL("windmill"), KNIGHT("knight");

    private final String label;

    FeatureKind(String label) {
        this.label = label;
    }

    /** The lower-case name used in the data file and in views. */
    String label() {
        return label;
    }

    static FeatureKind parse(String label) {
        for (FeatureKind k : values()) {
            if (k.label.equals(label)) {
                return k;
            }
        }
        return null;
    }
}
