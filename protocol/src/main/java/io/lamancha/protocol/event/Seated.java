package io.lamancha.protocol.event;

import io.lamancha.protocol.ServerEvent;
import java.util.List;

/**
 * Someone took a seat (index from 0), or a bot was added to one.
 *
 * @param bot the bot's level, {@code null} for a person
 * @param botRating the bot level's fixed pseudo-rating, never updated, so people can tell a strong
 *     bot from a weak one; {@code null} for a person
 */
public record Seated(String room, int seat, String name, String bot, Integer botRating) implements ServerEvent {

    public Seated(String room, int seat, String name) {
        this(room, seat, name, null, null);
    }

    @Override
    public String ev() {
        return "seat";
    }

    @Override
    public List<String> lines() {
        String what = bot == null ? "" : " (" + bot + " bot" + (botRating == null ? "" : ", rated " + botRating) + ")";
        return List.of("[" + room + "] " + name + what + " takes seat " + (seat + 1) + ".");
    }
}
