package io.lamancha.games.hidalgo;

/** A character card's special ability, by its data-file key. */
public enum Ability {
    NONE, ZAP, ZAP_PROTECTION, GET_DIAMOND_OR_ITEM, REFRESH_2;

    /** Worked out once: keys are asked for on every move. */
    private final String key = Keys.of(this);

    public String key() {
        return key;
    }

    /** Whether the owner acts in the ABILITIES phase (zap protection is passive). */
    boolean isActive() {
        return this == ZAP || this == GET_DIAMOND_OR_ITEM || this == REFRESH_2;
    }

    static Ability fromKey(String key) {
        return Keys.find(values(), key);
    }
}
