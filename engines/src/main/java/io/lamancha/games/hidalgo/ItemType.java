package io.lamancha.games.hidalgo;

import java.util.Locale;

/** The four kinds of item token; a diamond is not an item. */
public enum ItemType {
    DONKEY, POISON, SHIELD, TENT;

    public String key() {
        return name().toLowerCase(Locale.ROOT);
    }

    static ItemType fromKey(String key) {
        for (ItemType t : values()) {
            if (t.key().equals(key)) {
                return t;
            }
        }
        return null;
    }
}
