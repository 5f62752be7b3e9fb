package io.lamancha.protocol.event;

import io.lamancha.protocol.ServerEvent;
import java.util.ArrayList;
import java.util.List;

/**
 * Sent to someone who enters a room: what the room is, who is seated and what to do next.
 *
 * @param game game id, or {@code null} for the lobby
 * @param title game title, or {@code null}
 * @param state {@code lobby}, {@code waiting}, {@code playing} or {@code finished}
 * @param members who is here: everyone, or in a crowded room the first ones to have come
 * @param here how many are here ({@code members} lists them all when it is as long)
 * @param seat the recipient's own seat at this table (from 0), or {@code null} when it has none
 */
public record RoomInfo(String room, String game, String title, String state, int minSeats, int maxSeats,
                       List<SeatInfo> seats, List<Member> members, int here, Integer seat) implements ServerEvent {

    public RoomInfo {
        seats = List.copyOf(seats);
        members = List.copyOf(members);
    }

    @Override
    public String ev() {
        return "room";
    }

    /** Streamed as the states are: the lobby's names everyone in it, and each newcomer gets it. */
    @Override
    public boolean perMove() {
        return true;
    }

    @Override
    public List<String> lines() {
        List<String> lines = new ArrayList<>();
        List<String> labels = new ArrayList<>();
        for (Member m : members) {
            labels.add(m.label());
        }
        String everyone = SomeNames.of(labels, here - members.size(), " ")
                + (here > members.size() ? " (/who lists everyone)." : "");
        if (game == null) {
            lines.add("You are in the " + room + ". Here: " + everyone);
            lines.add("Say something, /rooms for the game rooms, /room <name> to go there.");
            return lines;
        }
        lines.add("You are in room " + room + ": " + title + " (" + minSeats + "-" + maxSeats + " players), " + state + ".");
        List<String> seated = new ArrayList<>();
        for (SeatInfo s : seats) {
            seated.add((s.seat() + 1) + ". " + s.name() + (s.bot() != null ? " (" + s.bot() + " bot)" : ""));
        }
        lines.add("Seats: " + (seated.isEmpty() ? "none taken" : String.join(", ", seated)) + ".");
        lines.add("Here: " + everyone);
        if (state.equals("playing") && seat != null) {
            lines.add("You play seat " + (seat + 1) + ": the game goes on. /show shows the table.");
        } else if (state.equals("playing")) {
            lines.add("A game is running: you are watching. /show shows the table.");
        } else {
            lines.add("/join takes a seat, /addbot adds a bot, /option help lists the options,");
            lines.add("/start starts the game.");
        }
        return lines;
    }
}
