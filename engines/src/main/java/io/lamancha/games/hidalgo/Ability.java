package io.lamancha.games.hidalgo;

/** A character card's special ability, by its data-file key. */
public enum Ability {
    NONE, ZAP, ZAP_PROTECTION, GET_DIAMOND_OR_ITEM, REFRESH_2;

    public String key() {
        return Keys.of(this);
    }

    /** Whether the owner acts in the ABILITIES phase (zap protection is passive). */
    boolean isActive() {
        return this == ZAP || this == GET_DIAMOND_OR_ITEM || this == REFRESH_2;
    }

    static Ability fromKey(String key) {
        return Keys.find(values(), key);
    }
}
