package io.lamancha.server.world;

import io.lamancha.protocol.ServerEvent;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A chat channel across rooms ({@code /channel spain}): its owner, who may set its mode and invite,
 * and its members online now. Its lines reach members through a feed like a room's. Membership
 * and speaking run on the channel's own strand; the snapshot fields ({@link #name()},
 * {@link #mode()}, {@link #owner()}, {@link #size()}) may be read from any thread.
 */
public final class Channel {

    /** Who may join and who may speak. */
    public enum Mode {
        /** Anyone joins and speaks. */
        OPEN,
        /** Only the owner and those it invited join. */
        CLOSED,
        /** Anyone joins and reads; only the owner and those it invited speak. */
        MODERATED;

        public String key() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    private final String name;
    private volatile String owner;
    private final Strand strand;
    private final RoomFeed feed;
    private final Set<String> invited = ConcurrentHashMap.newKeySet();
    private final Set<Session> members = new LinkedHashSet<>();
    private final Ignorers ignorers = new Ignorers(members);
    private final ChatRate rate;
    private volatile Mode mode;
    private volatile int size;

    Channel(String name, String owner, Mode mode, Collection<String> invited, Strand strand, RoomFeed feed, ChatRate rate) {
        this.name = name;
        this.owner = owner;
        this.mode = mode;
        this.strand = strand;
        this.feed = feed;
        this.rate = rate;
        for (String i : invited) {
            this.invited.add(Names.key(i));
        }
    }

    public String name() {
        return name;
    }

    /** The name that created it. */
    public String owner() {
        return owner;
    }

    public boolean ownedBy(String who) {
        return owner.equalsIgnoreCase(who);
    }

    public Mode mode() {
        return mode;
    }

    void mode(Mode mode) {
        this.mode = mode;
    }

    public Strand strand() {
        return strand;
    }

    /** Members online now. */
    public int size() {
        return size;
    }

    /** Whether {@code who} may join: always in an open or moderated channel, else the owner and the invited. */
    public boolean mayJoin(String who) {
        return mode != Mode.CLOSED || ownedBy(who) || invited.contains(Names.key(who));
    }

    /** Whether {@code who} may speak: in a moderated channel only the owner and the invited. */
    public boolean maySpeak(String who) {
        return mode != Mode.MODERATED || ownedBy(who) || invited.contains(Names.key(who));
    }

    /** Takes the owner, mode and invitations the channel book has now. */
    void refresh(ChannelBook.State state) {
        owner = state.owner();
        mode = state.mode();
        invited.retainAll(state.invited());
        invited.addAll(state.invited());
    }

    /** Invites {@code who}: they may join a closed channel and speak in a moderated one. */
    boolean invite(String who) {
        return invited.add(Names.key(who));
    }

    /** Names invited, lower-cased. */
    public List<String> invitedKeys() {
        return List.copyOf(invited);
    }

    /** The members online, in the order they joined (strand only). */
    public Collection<Session> members() {
        return Collections.unmodifiableSet(members);
    }

    /** Whether the channel may take one more line now (strand only): a rate for the whole channel. */
    boolean takeLine(long nowNanos) {
        return rate.take(nowNanos);
    }

    boolean add(Session s) {
        if (!members.add(s)) {
            return false;
        }
        ignorers.joined(s);
        feed.add(s);
        size = members.size();
        return true;
    }

    boolean remove(Session s) {
        if (!members.remove(s)) {
            return false;
        }
        ignorers.left(s);
        feed.remove(s);
        size = members.size();
        return true;
    }

    /**
     * Sends {@code event} from {@code from} to every member who does not ignore them: one copy
     * for all when nobody does (strand only).
     */
    void say(String from, ServerEvent event) {
        List<Session> deaf = ignorers.of(from);
        if (deaf.isEmpty()) {
            feed.broadcast(event);
        } else {
            List<Session> hearing = new ArrayList<>(members);
            hearing.removeAll(deaf);
            feed.deliver(hearing, event);
        }
    }

    @Override
    public String toString() {
        return "Channel[" + name + "]";
    }
}
