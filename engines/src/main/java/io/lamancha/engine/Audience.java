package io.lamancha.engine;

/**
 * Who may see an event: everyone at the table and every spectator ({@link #EVERYONE}), or a single
 * seat.
 */
public record Audience(int seat) {

    /** Seats, spectators, replays: anyone. */
    public static final Audience EVERYONE = new Audience(-1);

    public static Audience seat(int seat) {
        if (seat < 0) {
            throw new IllegalArgumentException("seat must be >= 0: " + seat);
        }
        return new Audience(seat);
    }

    public boolean isEveryone() {
        return seat < 0;
    }

    /** Whether a viewer ({@code -1} for a spectator) may see the event. */
    public boolean admits(int viewerSeat) {
        return isEveryone() || (viewerSeat >= 0 && viewerSeat == seat);
    }
}
