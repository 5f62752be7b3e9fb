package io.lamancha.engine;

import java.util.List;

/**
 * What a render or event text needs from the table: the players' names by seat, which seat is
 * looking ({@code -1} for a spectator), and whether ANSI colour may be used.
 */
public record RenderContext(List<String> seatNames, int viewerSeat, boolean color) {

    public static final int SPECTATOR = -1;

    public RenderContext {
        seatNames = List.copyOf(seatNames);
        if (viewerSeat < SPECTATOR || viewerSeat >= seatNames.size()) {
            throw new IllegalArgumentException("viewer seat out of range: " + viewerSeat);
        }
    }

    /** Name of a seat, for sentences such as "alice plays R7". */
    public String name(int seat) {
        return seatNames.get(seat);
    }

    public boolean isSpectator() {
        return viewerSeat == SPECTATOR;
    }

    /** Plain names, seat 0 first: for tests and replays. */
    public static RenderContext plain(int seats, int viewerSeat) {
        String[] names = new String[seats];
        for (int i = 0; i < seats; i++) {
            names[i] = "seat" + (i + 1);
        }
        return new RenderContext(List.of(names), viewerSeat, false);
    }
}
