package io.lamancha.protocol.event;

/**
 * Someone in a room: a connected person, or a bot in a seat.
 *
 * @param seat seat index from 0, or {@code null} when not seated
 * @param bot bot level for a bot, {@code null} for a person
 * @param away true for a seated person whose connection dropped
 * @param awayMessage what a person said with {@code /away}, or {@code null}
 * @param rating their rating ({@code /who}: in the room's game, in the lobby their best), or {@code null}
 * @param idle seconds since they last typed a line, or {@code null} (a bot, or not asked)
 */
public record Member(String name, Integer seat, String bot, boolean away, String awayMessage, ShownRating rating,
                     Long idle) {

    public Member(String name, Integer seat, String bot, boolean away) {
        this(name, seat, bot, away, null);
    }

    public Member(String name, Integer seat, String bot, boolean away, String awayMessage) {
        this(name, seat, bot, away, awayMessage, null, null);
    }

    /** The same member with their rating and idle time, for {@code /who}. */
    public Member with(ShownRating rating, Long idle) {
        return new Member(name, seat, bot, away, awayMessage, rating, idle);
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
