package io.lamancha.games.hidalgo;

/** Don Quixote's four value tokens, in the order the rulebook lists them on the track. */
public enum Token {
    DELUSION, LOVE, OBSESSION, GLORY;

    /** The lower-case name used in data files, moves and views. */
    public String key() {
        return Keys.of(this);
    }

    /** The token with this data-file name, or {@code null} when there is none. */
    static Token fromKey(String key) {
        return Keys.find(values(), key);
    }
}
