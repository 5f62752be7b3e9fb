package io.lamancha.protocol.event;

import io.lamancha.protocol.ServerEvent;
import java.util.ArrayList;
import java.util.List;

/** Answer to {@code /wwho}: everyone logged in, and where. */
public record Users(List<UserLocation> users) implements ServerEvent {

    public Users {
        users = List.copyOf(users);
    }

    @Override
    public String ev() {
        return "users";
    }

    @Override
    public List<String> lines() {
        List<String> lines = new ArrayList<>();
        lines.add(users.size() + (users.size() == 1 ? " user" : " users") + " online:");
        lines.add(String.format("  %-16s %-18s %-21s %s", "Name", "Where", "Rating", "Idle"));
        for (UserLocation u : users) {
            lines.add(String.format("  %-16s %-18s %-21s %s%s", u.name(), u.room(), ShownRating.withGame(u.rating()),
                    Idle.text(u.idle()), u.away() == null ? "" : "  (away: " + u.away() + ")").stripTrailing());
        }
        return lines;
    }
}
