package io.lamancha.games.hidalgo;

/** The four kinds of item token; a diamond is not an item. */
public enum ItemType {
    DONKEY, POISON, SHIELD, TENT;

    public String key() {
        return Keys.of(this);
    }

    static ItemType fromKey(String key) {
        return Keys.find(values(), key);
    }
}
