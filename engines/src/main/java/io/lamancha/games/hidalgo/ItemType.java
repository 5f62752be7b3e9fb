package io.lamancha.games.hidalgo;

/** The four kinds of item token; a diamond is not an item. */
public enum ItemType {
    DONKEY, POISON, SHIELD, TENT;

    /** Worked out once: keys are asked for on every move. */
    private final String key = Keys.of(this);

    public String key() {
        return key;
    }

    static ItemType fromKey(String key) {
        return Keys.find(values(), key);
    }
}
