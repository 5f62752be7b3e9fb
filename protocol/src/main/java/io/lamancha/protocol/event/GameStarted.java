package io.lamancha.protocol.event;

import io.lamancha.protocol.ServerEvent;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** A game started at a table: who sits where and with which options. */
public record GameStarted(String room, String game, String title, List<SeatInfo> seats, Map<String, String> options)
        implements ServerEvent {

    public GameStarted {
        seats = List.copyOf(seats);
        options = Map.copyOf(options);
    }

    @Override
    public String ev() {
        return "start";
    }

    @Override
    public List<String> lines() {
        List<String> names = new ArrayList<>();
        for (SeatInfo s : seats) {
            names.add((s.seat() + 1) + ". " + s.name());
        }
        return List.of("[" + room + "] " + title + " begins.", "Players: " + String.join(", ", names) + ".");
    }
}
