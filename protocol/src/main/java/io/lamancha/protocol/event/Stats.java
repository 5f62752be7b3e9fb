package io.lamancha.protocol.event;

import io.lamancha.protocol.ServerEvent;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * Answer to {@code /stats} (admins): the server's figures now, the same as its metrics. Counts
 * are since the server started; maps are keyed by transport, wire format, room state, game id or
 * login outcome, never by a person or a room.
 *
 * @param uptimeSeconds since the server started
 * @param connections open connections by transport ({@code tcp}, {@code tls})
 * @param formats open connections by wire format ({@code text}, {@code json})
 * @param rooms rooms by state ({@code lobby}, {@code waiting}, {@code playing}, {@code finished})
 * @param gamesRunning games being played, by game id (only games with one)
 * @param seatsHeld seats waiting for players who dropped
 * @param commandMillis the mean time of a command, from its line to its reply's end
 * @param logins by outcome: {@code ok}, {@code failed}, {@code throttled}
 * @param commitMillis the mean time of a group commit of moves, until on disk
 * @param writesPerCommit the mean number of writes in a group commit
 * @param pendingTasks tasks waiting in the event loops
 */
public record Stats(long uptimeSeconds, Map<String, Integer> connections, Map<String, Integer> formats, int loggedIn,
                    Map<String, Integer> rooms, Map<String, Integer> gamesRunning, int seatsHeld, long commands,
                    double commandMillis, long errors, long moves, long gamesFinished, Map<String, Long> logins,
                    long disconnects, long outputBytes, long commits, double commitMillis, double writesPerCommit,
                    long pendingTasks) implements ServerEvent {

    public Stats {
        connections = sorted(connections);
        formats = sorted(formats);
        rooms = sorted(rooms);
        gamesRunning = sorted(gamesRunning);
        logins = sorted(logins);
    }

    private static <V> Map<String, V> sorted(Map<String, V> m) {
        return Collections.unmodifiableMap(new TreeMap<>(m));
    }

    @Override
    public String ev() {
        return "stats";
    }

    @Override
    public List<String> lines() {
        List<String> out = new ArrayList<>();
        out.add("Server stats, up " + duration(uptimeSeconds) + ":");
        out.add("  Connections: " + sum(connections) + " (" + list(connections) + "; " + list(formats)
                + "); logged in: " + loggedIn);
        out.add("  Rooms: " + list(rooms) + "; seats held: " + seatsHeld);
        out.add("  Games running: " + (gamesRunning.isEmpty() ? "none" : list(gamesRunning)));
        out.add("  Moves: " + moves + "; games finished: " + gamesFinished);
        out.add("  Commands: " + commands + " (mean " + millis(commandMillis) + "); errors: " + errors);
        out.add("  Logins: " + list(logins) + "; disconnects: " + disconnects);
        out.add("  Commits: " + commits + " (mean " + millis(commitMillis) + ", "
                + String.format(Locale.ROOT, "%.1f", writesPerCommit) + " writes); output: " + bytes(outputBytes));
        out.add("  Event-loop tasks waiting: " + pendingTasks);
        return out;
    }

    private static int sum(Map<String, Integer> m) {
        return m.values().stream().mapToInt(Integer::intValue).sum();
    }

    private static String list(Map<String, ? extends Number> m) {
        return m.entrySet().stream().map(e -> e.getKey() + " " + e.getValue()).collect(Collectors.joining(", "));
    }

    private static String millis(double ms) {
        return String.format(Locale.ROOT, "%.1f ms", ms);
    }

    private static String bytes(long n) {
        if (n < 1024 * 1024) {
            return String.format(Locale.ROOT, "%.1f KiB", n / 1024.0);
        }
        return String.format(Locale.ROOT, "%.1f MiB", n / (1024.0 * 1024));
    }

    private static String duration(long seconds) {
        long h = seconds / 3600;
        long m = seconds % 3600 / 60;
        return h > 0 ? h + " h " + m + " min" : m > 0 ? m + " min " + seconds % 60 + " s" : seconds + " s";
    }
}
