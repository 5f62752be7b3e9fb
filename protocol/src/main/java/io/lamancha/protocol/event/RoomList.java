package io.lamancha.protocol.event;

import io.lamancha.protocol.ServerEvent;
import java.util.ArrayList;
import java.util.List;

/** Answer to {@code /listroom} ({@code /rooms}). */
public record RoomList(List<RoomSummary> rooms) implements ServerEvent {

    public RoomList {
        rooms = List.copyOf(rooms);
    }

    @Override
    public String ev() {
        return "rooms";
    }

    @Override
    public List<String> lines() {
        List<String> lines = new ArrayList<>();
        lines.add(String.format("%-20s %-15s %-9s %-7s %s", "Room", "Game", "State", "Seats", "Who is there"));
        for (RoomSummary r : rooms) {
            String seats = r.game() == null ? "-" : r.seated() + "/" + r.minSeats() + "-" + r.maxSeats();
            String who = r.members().isEmpty() ? "(empty)" : SomeNames.of(r.members(), r.unlisted(), " ");
            lines.add(String.format("%-20s %-15s %-9s %-7s %s", r.name(), r.game() == null ? "-" : r.game(),
                    r.state(), seats, who));
        }
        lines.add("Enter a room with /room <name>; create one with /newroom <game>.");
        return lines;
    }
}
