package io.lamancha.protocol.event;

/** A logged-in user and the room they are in. */
public record UserLocation(String name, String room) {
}
