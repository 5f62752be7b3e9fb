package io.lamancha.games.hidalgo;

/** The four kinds of item token; a diamond is not an item. Each key is also its name in words. */
public enum ItemType {
    DONKEY("adds 3 votes, positive or negative as you choose, to your play"),
    POISON("makes everyone else play a card drawn blindly from the hand on their left"),
    SHIELD("blocks the poison, a zap on your card or a theft; damaged after one use,"
            + " back to the centre after two"),
    TENT("copies the ability of any card played this adventure");

    /** Worked out once: keys are asked for on every move. */
    private final String key = Keys.of(this);
    private final String effect;

    ItemType(String effect) {
        this.effect = effect;
    }

    /** What the item does, as the end of a sentence. */
    String effect() {
        return effect;
    }

    public String key() {
        return key;
    }

    static ItemType fromKey(String key) {
        return Keys.find(values(), key);
    }
}
