package io.lamancha.games.hidalgo;

/** Don Quixote's four value tokens, in the order the rulebook lists them on the track. */
public enum Token {
    DELUSION, LOVE, OBSESSION, GLORY;

    /** Worked out once: keys are asked for on every move. */
    private final String key = Keys.of(this);

    /** The lower-case name used in data files, moves and views. */
    public String key() {
        return key;
    }

    /** The token with this data-file name, or {@code null} when there is none. */
    static Token fromKey(String key) {
        return Keys.find(values(), key);
    }
}
