package io.lamancha.protocol.event;

/**
 * Someone in a room: a connected person, or a bot in a seat.
 *
 * @param seat seat index from 0, or {@code null} when not seated
 * @param bot bot level for a bot, {@code null} for a person
 * @param away true for a seated person whose connection dropped
 * @param awayMessage what a person said with {@code /away}, or {@code null}
 */
public record Member(String name, Integer seat, String bot, boolean away, String awayMessage) {

    public Member(String name, Integer seat, String bot, boolean away) {
        this(name, seat, bot, away, null);
    }

    /** {@code alice}, {@code alice(2)}, {@code ~Sancho(3,bot)}. */
    public String label() {
        String afk = awayMessage == null ? "" : "[away]";
        if (seat == null) {
            return name + afk;
        }
        return name + "(" + (seat + 1) + (bot != null ? "," + bot + " bot" : "") + (away ? ",away" : "") + ")" + afk;
    }
}
