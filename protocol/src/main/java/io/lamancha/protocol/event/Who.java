package io.lamancha.protocol.event;

import io.lamancha.protocol.ServerEvent;
import java.util.ArrayList;
import java.util.List;

/**
 * Answer to {@code /who}: who is in the current room, seated players with their seat number, each
 * with their rating and idle time.
 *
 * @param game the room's game, whose ratings are shown; {@code null} in the lobby (each their best)
 */
public record Who(String room, List<Member> members, String game) implements ServerEvent {

    public Who(String room, List<Member> members) {
        this(room, members, null);
    }


    public Who {
        members = List.copyOf(members);
    }

    @Override
    public String ev() {
        return "who";
    }

    @Override
    public List<String> lines() {
        List<String> lines = new ArrayList<>();
        lines.add("In " + room + " (" + members.size() + ")" + (game == null ? "" : ", ratings in " + game) + ":");
        for (Member m : members) {
            String rating = game == null ? ShownRating.withGame(m.rating()) : ShownRating.text(m.rating());
            lines.add(String.format("  %-28s %-21s %s", m.label(), rating, Idle.text(m.idle())).stripTrailing());
        }
        return lines;
    }
}
