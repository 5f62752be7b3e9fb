package io.lamancha.server.world;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * A session's place among people: its away message, whom a {@code /r} answers, whom it ignores
 * and whom it wants to hear about ({@code /notify}), and the chat channels it is in. Names are
 * kept as shown and compared ignoring case. A registered user's lists are loaded at login and
 * kept by the store; a guest's last for the connection. Thread-safe: other rooms' strands read
 * it when they deliver to this session. The lists are made on their first entry: most sessions
 * (a connection that never logs in, a guest who never chats) never have one.
 */
public final class Social {

    private volatile String away;
    private volatile String replyTo;
    private static final int IGNORED = 0;
    private static final int NOTIFIED = 1;
    private static final int CHANNELS = 2;
    private volatile Map<String, String> ignored;
    private volatile Map<String, String> notified;
    private volatile Map<String, String> channels;
    private volatile java.util.Deque<Said> said;
    /**
     * The rooms' and channels' keepers of who ignores anyone ({@link Ignorers})
     * this session is a member of, told when its ignore list changes; made on
     * the first.
     */
    private volatile CopyOnWriteArrayList<Ignorers> ignorers;

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
        java.util.Deque<Said> said = saidKept();
        said.addLast(new Said(where, text));
        while (said.size() > SAID_KEPT) {
            said.pollFirst();
        }
    }

    /** What this session said lately, oldest first. */
    public List<Said> said() {
        java.util.Deque<Said> said = this.said;
        return said == null ? new ArrayList<>() : new ArrayList<>(said);
    }

    private synchronized java.util.Deque<Said> saidKept() {
        if (said == null) {
            said = new java.util.concurrent.ConcurrentLinkedDeque<>();
        }
        return said;
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
        return name != null && contains(ignored, name);
    }

    /** Adds or removes {@code name}; true when the list changed. */
    public boolean ignore(String name, boolean add) {
        boolean changed = change(IGNORED, name, add);
        List<Ignorers> told = ignorers;
        if (changed && told != null) {
            // after the change: a keeper that looks again sees it
            told.forEach(Ignorers::ignoresChanged);
        }
        return changed;
    }

    /** Whether this session ignores anyone at all. */
    boolean ignoresAnyone() {
        Map<String, String> names = ignored;
        return names != null && !names.isEmpty();
    }

    /** {@code keeper} is told of this session's ignore changes (while a member) or no more. */
    void toldBy(Ignorers keeper, boolean member) {
        CopyOnWriteArrayList<Ignorers> told = ignorers;
        if (told == null) {
            if (!member) {
                return;
            }
            synchronized (this) {
                if (ignorers == null) {
                    ignorers = new CopyOnWriteArrayList<>();
                }
                told = ignorers;
            }
        }
        if (member) {
            told.addIfAbsent(keeper);
        } else {
            told.remove(keeper);
        }
    }

    /** The ignored names as shown, sorted. */
    public List<String> ignored() {
        return sorted(ignored);
    }

    /** Whether this session wants to hear when {@code name} comes and goes. */
    public boolean notifies(String name) {
        return contains(notified, name);
    }

    public boolean notify(String name, boolean add) {
        return change(NOTIFIED, name, add);
    }

    public List<String> notified() {
        return sorted(notified);
    }

    /** Whether the session is in channel {@code name}. */
    public boolean inChannel(String name) {
        return contains(channels, name);
    }

    public boolean channel(String name, boolean joined) {
        return change(CHANNELS, name, joined);
    }

    /** The channels the session is in, as named when created, sorted. */
    public List<String> channels() {
        return sorted(channels);
    }

    private static boolean contains(Map<String, String> names, String name) {
        return names != null && names.containsKey(Names.key(name));
    }

    private boolean change(int list, String name, boolean add) {
        String key = Names.key(name);
        Map<String, String> names = add ? made(list) : list == IGNORED ? ignored
                : list == NOTIFIED ? notified : channels;
        if (names == null) {
            return false;
        }
        return add ? names.put(key, name) == null : names.remove(key) != null;
    }

    /** The list {@code list}, made now if it has had no entry yet. */
    private synchronized Map<String, String> made(int list) {
        if (list == IGNORED) {
            return ignored == null ? ignored = new ConcurrentHashMap<>() : ignored;
        }
        if (list == NOTIFIED) {
            return notified == null ? notified = new ConcurrentHashMap<>() : notified;
        }
        return channels == null ? channels = new ConcurrentHashMap<>() : channels;
    }

    private static List<String> sorted(Map<String, String> names) {
        if (names == null) {
            return new ArrayList<>();
        }
        List<String> out = new ArrayList<>(names.values());
        out.sort(String.CASE_INSENSITIVE_ORDER);
        return out;
    }
}
