package io.lamancha.protocol.event;

/**
 * A logged-in user, the room they are in, and their away message ({@code null} when not away).
 *
 * @param rating their rating in the game of their room, in the lobby their best; {@code null} for none
 * @param idle seconds since they last typed a line; {@code null} for someone on another node
 */
public record UserLocation(String name, String room, String away, ShownRating rating, Long idle) {

    public UserLocation(String name, String room, String away) {
        this(name, room, away, null, null);
    }
}
