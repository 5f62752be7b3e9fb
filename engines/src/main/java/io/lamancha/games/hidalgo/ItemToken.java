package io.lamancha.games.hidalgo;

/** One item token on the table: where it is and, for a shield, which side is up. */
final class ItemToken {

    static final int CENTRE = -1;

    final String id;
    final ItemType type;
    int owner = CENTRE;
    boolean damaged;

    ItemToken(String id, ItemType type) {
        this.id = id;
        this.type = type;
    }

    /** How the token reads in views: {@code shield (damaged)}, {@code donkey}. */
    String label() {
        return damaged ? type.key() + " (damaged)" : type.key();
    }
}
