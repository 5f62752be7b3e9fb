package io.lamancha.server.world;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A session's place among people: its away message, whom a {@code /r} answers, whom it ignores
 * and whom it wants to hear about ({@code /notify}), and the chat channels it is in. Names are
 * kept as shown and compared ignoring case. A registered user's lists are loaded at login and
 * kept by the store; a guest's last for the connection. Thread-safe: other rooms' strands read
 * it when they deliver to this session.
 */
public final class Social {

    private volatile String away;
    private volatile String replyTo;
    private final Map<String, String> ignored = new ConcurrentHashMap<>();
    private final Map<String, String> notified = new ConcurrentHashMap<>();
    private final Map<String, String> channels = new ConcurrentHashMap<>();
    private final java.util.Deque<Said> said = new java.util.concurrent.ConcurrentLinkedDeque<>();

    /** Lines kept of what a session said, for a {@code /report} of it. */
    public static final int SAID_KEPT = 20;

    /**
     * Something this session said: {@code where} is a room's name, {@code #channel}, or
     * {@code >name} for a tell to {@code name}.
     */
    public record Said(String where, String text) {
    }

    /** Keeps what this session said {@code where}; the oldest go past {@link #SAID_KEPT}. */
    public void said(String where, String text) {
        said.addLast(new Said(where, text));
        while (said.size() > SAID_KEPT) {
            said.pollFirst();
        }
    }

    /** What this session said lately, oldest first. */
    public List<Said> said() {
        return new ArrayList<>(said);
    }

    /** The away message, or {@code null} when the session is not away. */
    public String away() {
        return away;
    }

    /** Sets the away message; {@code null} or blank clears it. */
    public void away(String message) {
        this.away = message == null || message.isBlank() ? null : message;
    }

    /** Who told this session something last: the one {@code /r} answers; {@code null} before. */
    public String replyTo() {
        return replyTo;
    }

    public void replyTo(String name) {
        this.replyTo = name;
    }

    /** Whether everything from {@code name} is kept from this session. */
    public boolean ignores(String name) {
        return name != null && ignored.containsKey(Names.key(name));
    }

    /** Adds or removes {@code name}; true when the list changed. */
    public boolean ignore(String name, boolean add) {
        return change(ignored, name, add);
    }

    /** The ignored names as shown, sorted. */
    public List<String> ignored() {
        return sorted(ignored);
    }

    /** Whether this session wants to hear when {@code name} comes and goes. */
    public boolean notifies(String name) {
        return notified.containsKey(Names.key(name));
    }

    public boolean notify(String name, boolean add) {
        return change(notified, name, add);
    }

    public List<String> notified() {
        return sorted(notified);
    }

    /** Whether the session is in channel {@code name}. */
    public boolean inChannel(String name) {
        return channels.containsKey(Names.key(name));
    }

    public boolean channel(String name, boolean joined) {
        return change(channels, name, joined);
    }

    /** The channels the session is in, as named when created, sorted. */
    public List<String> channels() {
        return sorted(channels);
    }

    private static boolean change(Map<String, String> names, String name, boolean add) {
        String key = Names.key(name);
        return add ? names.put(key, name) == null : names.remove(key) != null;
    }

    private static List<String> sorted(Map<String, String> names) {
        List<String> out = new ArrayList<>(names.values());
        out.sort(String.CASE_INSENSITIVE_ORDER);
        return out;
    }
}
