package io.lamancha.protocol.event;

/** How long someone has typed nothing, as lists show it: {@code 4m}, {@code 2h}, {@code 3d}. */
public final class Idle {

    private Idle() {
    }

    /** {@code 0m} under a minute; {@code ""} when not known (someone on another node). */
    public static String text(Long seconds) {
        if (seconds == null) {
            return "";
        }
        long minutes = seconds / 60;
        if (minutes < 60) {
            return minutes + "m";
        }
        return minutes < 24 * 60 ? minutes / 60 + "h" : minutes / (24 * 60) + "d";
    }
}
