package io.lamancha.engine;

import java.util.List;

/**
 * What a render or event text needs from the table: the players' names by seat, which seat is
 * looking ({@code -1} for a spectator), whether ANSI colour may be used, and which seat's area to
 * show for games where each player has their own board ({@code -1}: the game's default, which is
 * the viewer's own area, or every area for a spectator).
 */
public record RenderContext(List<String> seatNames, int viewerSeat, boolean color, int focusSeat) {

    public static final int SPECTATOR = -1;
    public static final int NO_FOCUS = -1;

    public RenderContext {
        seatNames = List.copyOf(seatNames);
        if (viewerSeat < SPECTATOR || viewerSeat >= seatNames.size()) {
            throw new IllegalArgumentException("viewer seat out of range: " + viewerSeat);
        }
        if (focusSeat < NO_FOCUS || focusSeat >= seatNames.size()) {
            throw new IllegalArgumentException("focus seat out of range: " + focusSeat);
        }
    }

    public RenderContext(List<String> seatNames, int viewerSeat, boolean color) {
        this(seatNames, viewerSeat, color, NO_FOCUS);
    }

    /** The same context showing one seat's area ({@code /show name}). */
    public RenderContext withFocus(int seat) {
        return new RenderContext(seatNames, viewerSeat, color, seat);
    }

    /** Name of a seat, for sentences such as "alice plays R7". */
    public String name(int seat) {
        return seatNames.get(seat);
    }

    public boolean isSpectator() {
        return viewerSeat == SPECTATOR;
    }

    /** Plain names {@code seat1..seatN}: for tests and replays. */
    public static RenderContext plain(int seats, int viewerSeat) {
        String[] names = new String[seats];
        for (int i = 0; i < seats; i++) {
            names[i] = "seat" + (i + 1);
        }
        return new RenderContext(List.of(names), viewerSeat, false);
    }
}
