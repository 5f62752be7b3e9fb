package io.lamancha.server.world;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * Rules for user and room names: what a name may hold, which names nobody takes over the wire
 * (the bots', the staff's), and the look-alike key ({@link #skeleton}) that keeps one name from
 * passing for another.
 */
public final class Names {

    private static final Pattern USER = Pattern.compile("[A-Za-z0-9_-]{2,16}");
    private static final Pattern ROOM = Pattern.compile("[a-z0-9][a-z0-9_-]{1,31}");

    /** The names bots play under at a table ({@code ~Sancho}); no person may take them. */
    public static final List<String> BOT_NAMES = List.of("Sancho", "Dulcinea", "Rocinante", "Dapple", "Teresa",
            "Sanson", "Altisidora", "Marcela", "Cardenio", "Dorotea", "Maritornes", "Merlin");

    /** Names that would pass for the server or its staff. */
    public static final List<String> STAFF_NAMES = List.of("admin", "administrator", "root", "sysop", "moderator",
            "mod", "server", "system", "operator", "staff", "support", "lamancha", "guest", "nobody", "everyone",
            "tourney", "result");

    /** Beginnings that would pass for staff: {@code admin2}, {@code moderator_bob}. */
    private static final List<String> STAFF_PREFIXES = List.of("admin", "moderator", "sysop");

    private static final Set<String> RESERVED = Stream.concat(BOT_NAMES.stream(), STAFF_NAMES.stream())
            .map(Names::skeleton).collect(Collectors.toUnmodifiableSet());

    private Names() {
    }

    /** Empty when {@code name} is a valid user name, else what is wrong. */
    public static Optional<String> checkUser(String name) {
        if (!USER.matcher(name).matches()) {
            return Optional.of("A name has 2-16 letters, digits, _ or -; '" + shorten(name) + "' does not.");
        }
        return Optional.empty();
    }

    /**
     * Whether nobody may take {@code name} as a guest or register it: a bot's name, a staff name,
     * or one that looks like either ({@code Adm1n}, {@code S4ncho} aside: digits other than 0 and 1
     * are not look-alikes).
     */
    public static boolean reserved(String name) {
        String skeleton = skeleton(name);
        if (RESERVED.contains(skeleton)) {
            return true;
        }
        for (String p : STAFF_PREFIXES) {
            if (skeleton.startsWith(skeleton(p))) {
                return true;
            }
        }
        return false;
    }

    /**
     * The look-alike key of a user name (names are ASCII): Unicode TR39's confusable skeleton
     * for ASCII after case folding ({@code 0} is {@code o}; {@code 1}, {@code I} and {@code l} are
     * one; {@code rn} is {@code m}, {@code cl} is {@code d}, {@code vv} is {@code w}), with
     * {@code i} taken for {@code l} as well and {@code _} for {@code -}. Two names with one
     * skeleton are one name to the eye: {@code Vict1m}, {@code Vlctim} and {@code victim}.
     */
    public static String skeleton(String name) {
        String s = name.toLowerCase(Locale.ROOT);
        StringBuilder out = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            out.append(switch (c) {
                case '0' -> 'o';
                case '1', 'i', '|', '!' -> 'l';
                case '_' -> '-';
                default -> c;
            });
        }
        return out.toString().replace("rn", "m").replace("cl", "d").replace("vv", "w");
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
