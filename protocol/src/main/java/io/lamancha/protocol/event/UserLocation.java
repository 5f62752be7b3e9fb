package io.lamancha.protocol.event;

/** A logged-in user, the room they are in, and their away message ({@code null} when not away). */
public record UserLocation(String name, String room, String away) {
}
