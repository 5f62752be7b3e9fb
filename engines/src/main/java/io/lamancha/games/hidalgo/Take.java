package io.lamancha.games.hidalgo;

/**
 * One thing the get ability may take: a diamond or an item, from the centre or from another seat.
 *
 * @param holder {@link ItemToken#CENTRE} or the seat robbed
 * @param thing {@code diamond} or an item key
 */
record Take(int holder, String thing) {

    boolean fromCentre() {
        return holder == ItemToken.CENTRE;
    }

    /** {@code get diamond}, or {@code steal seat2 shield} from another seat. */
    String notation() {
        return fromCentre() ? "get " + thing : "steal seat" + (holder + 1) + " " + thing;
    }
}
