package io.lamancha.server.world;

import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;

/** Rules for user and room names. */
public final class Names {

    private static final Pattern USER = Pattern.compile("[A-Za-z0-9_-]{2,16}");
    private static final Pattern ROOM = Pattern.compile("[a-z0-9][a-z0-9_-]{1,31}");

    private Names() {
    }

    /** Empty when {@code name} is a valid user name, else what is wrong. */
    public static Optional<String> checkUser(String name) {
        if (!USER.matcher(name).matches()) {
            return Optional.of("A name has 2-16 letters, digits, _ or -; '" + shorten(name) + "' does not.");
        }
        return Optional.empty();
    }

    public static boolean isRoomName(String name) {
        return ROOM.matcher(name).matches();
    }

    /** Case-insensitive key for names. */
    public static String key(String name) {
        return name.toLowerCase(Locale.ROOT);
    }

    private static String shorten(String s) {
        return s.length() > 20 ? s.substring(0, 20) + "..." : s;
    }
}
