package io.lamancha.games.hidalgo;

/**
 * A character card's special ability: its data-file key (stable, in JSON) and the words a person
 * reads: a short label for card lines and what the ability does.
 */
public enum Ability {
    NONE("no ability", "nothing"),
    ZAP("zap", "cancels the votes of another player's card or of the adventure card"),
    ZAP_PROTECTION("zap-proof", "this card cannot be zapped"),
    GET_DIAMOND_OR_ITEM("get diamond/item", "takes a diamond or an item from the centre (if none, steals one)"),
    REFRESH_2("refresh 2", "draws 2 cards and discards 2, or reveals 2 adventures to choose the pool");

    /** Worked out once: keys are asked for on every move. */
    private final String key = Keys.of(this);
    private final String label;
    private final String effect;

    Ability(String label, String effect) {
        this.label = label;
        this.effect = effect;
    }

    public String key() {
        return key;
    }

    /** A few words for a card line: {@code zap-proof}, {@code get diamond/item}. */
    public String label() {
        return label;
    }

    /** What the ability does, as the end of a sentence. */
    public String effect() {
        return effect;
    }

    /** The label of the ability with this key, or the key itself when there is none. */
    static String labelOf(String key) {
        Ability a = fromKey(key);
        return a == null ? key : a.label;
    }

    /** Whether the owner acts in the ABILITIES phase (zap protection is passive). */
    boolean isActive() {
        return this == ZAP || this == GET_DIAMOND_OR_ITEM || this == REFRESH_2;
    }

    static Ability fromKey(String key) {
        return Keys.find(values(), key);
    }
}
