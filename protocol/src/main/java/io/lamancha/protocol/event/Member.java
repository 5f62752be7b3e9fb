package io.lamancha.protocol.event;

/**
 * Someone in a room: a connected person, or a bot in a seat.
 *
 * @param seat seat index from 0, or {@code null} when not seated
 * @param bot bot level for a bot, {@code null} for a person
 * @param away true for a seated person whose connection dropped
 */
public record Member(String name, Integer seat, String bot, boolean away) {

    /** {@code alice}, {@code alice(2)}, {@code ~Sancho(3,bot)}. */
    public String label() {
        if (seat == null) {
            return name;
        }
        return name + "(" + (seat + 1) + (bot != null ? "," + bot + " bot" : "") + (away ? ",away" : "") + ")";
    }
}
