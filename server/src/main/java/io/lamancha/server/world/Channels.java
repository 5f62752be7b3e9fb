package io.lamancha.server.world;

import io.lamancha.protocol.ServerEvent;
import io.lamancha.protocol.event.ChannelJoined;
import io.lamancha.protocol.event.ChannelLeft;
import io.lamancha.protocol.event.ChannelMode;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;

/**
 * This node's copy of every chat channel by name (ignoring case), with the limits that keep them
 * in bounds: channels per user, members per channel, channels in all, and a line rate per
 * channel. Who owns a channel, its mode, invitations and members are the {@link ChannelBook}'s
 * to decide, for every node alike; the copy here feeds the lines to the members on this node. A channel whose
 * owner is a guest goes when its last member leaves; a registered owner's channel stays (it is in
 * the store). Thread-safe.
 */
public final class Channels {

    /** The limits: how many channels one person may be in, members a channel holds, channels in all. */
    public record Limits(int perUser, int members, int channels, double linesPerSecond, int lineBurst) {
        public static final Limits DEFAULT = new Limits(10, 5000, 10_000, 20, 40);
        /** For benchmarks ({@code --unlimited}): no line rate, and room for the load generator's crowds. */
        public static final Limits UNLIMITED = new Limits(10, 100_000, 10_000, 1e9, 1_000_000);
    }

    /** A channel as the store keeps it. */
    public record Record(String name, String owner, Channel.Mode mode, List<String> invited) {
        public Record {
            invited = List.copyOf(invited);
        }
    }

    private final ConcurrentHashMap<String, Channel> byName = new ConcurrentHashMap<>();
    private final KeptChannels kept;
    private final ChannelReturns returns = new ChannelReturns(this);
    private final Supplier<Strand> strands;
    private final RoomFeed.Factory feeds;
    private final Limits limits;
    private final Peers peers;
    private final ChannelBook book;

    Channels(Supplier<Strand> strands, RoomFeed.Factory feeds, Limits limits, Peers peers) {
        this.peers = peers;
        this.book = peers.channelBook();
        this.strands = strands;
        this.feeds = feeds;
        this.limits = limits;
        this.kept = new KeptChannels(byName, book);
    }

    public Limits limits() {
        return limits;
    }

    public Optional<Channel> find(String name) {
        return Optional.ofNullable(byName.get(Names.key(name)));
    }

    /** The authority on every channel's owner, mode, invitations and members. */
    public ChannelBook book() {
        return book;
    }

    /** This node's name in the channel book. */
    public String node() {
        return peers.nodeName();
    }

    /**
     * This node's copy of the channel the book has as {@code state}, made when there is none yet
     * and brought up to date; empty when the server holds as many channels as it may.
     */
    public Optional<Channel> copyOf(ChannelBook.State state) {
        String key = Names.key(state.name());
        Channel found = byName.get(key);
        if (found == null) {
            if (byName.size() >= limits.channels()) {
                return Optional.empty();
            }
            found = byName.computeIfAbsent(key, k -> {
                if (state.kept()) {
                    kept.keep(k, false);
                }
                return newChannel(state.name(), state.owner(), state.mode(), state.invited());
            });
        }
        found.refresh(state);
        return Optional.of(found);
    }

    /**
     * At login (or coming from another node, {@code handedOver}) {@code session} goes back into
     * the channel {@code name} of its list, when the book lets it and {@code still} holds then.
     * Completes (never exceptionally) once it is in, or is not.
     */
    public CompletableFuture<Void> rejoin(String name, Session session, boolean handedOver, BooleanSupplier still) {
        return returns.rejoin(name, session, handedOver, still);
    }

    /**
     * {@code session} goes into the channel {@code name}, made first (open, {@code owner} its
     * owner, not kept) when the book has none: a tournament's news.
     */
    public CompletableFuture<Void> follow(String name, String owner, Session session) {
        return returns.follow(name, owner, session);
    }

    /**
     * The book was lost (Redis restarted): each channel here is put back as this node knows it,
     * with its members here.
     */
    public void rebook() {
        for (Channel c : byName.values()) {
            c.strand().execute(() -> {
                List<String> names = new ArrayList<>();
                for (Session m : c.members()) {
                    names.add(m.name());
                }
                book.restore(new Record(c.name(), c.owner(), c.mode(), c.invitedKeys()), kept(c), node(), names);
            });
        }
    }

    /** Puts back the channels the store kept (at start). */
    public void restore(Collection<Record> records) {
        for (Record r : records) {
            byName.computeIfAbsent(Names.key(r.name()), k -> {
                kept.keep(k, true);
                return newChannel(r.name(), r.owner(), r.mode(), r.invited());
            });
            book.restore(r, true, node(), List.of());
        }
    }

    private Channel newChannel(String name, String owner, Channel.Mode mode, List<String> invited) {
        Strand strand = strands.get();
        return new Channel(name, owner, mode, invited, strand, feeds.open(strand),
                new ChatRate(limits.linesPerSecond(), limits.lineBurst()));
    }

    /** Whether the store keeps {@code channel}. */
    public boolean kept(Channel channel) {
        return kept.has(channel);
    }

    /** {@code channel} lost its last member (its strand): a guest's channel goes. */
    void emptied(Channel channel) {
        kept.emptied(channel);
    }

    /** How many kept channels {@code owner} owns here. */
    public int ownedBy(String owner) {
        return kept.ownedBy(owner);
    }

    /**
     * Drops the kept channels that have had nobody in them for {@code keep} (since the last member
     * left, or since the start); returns their names, for the store to forget them too.
     */
    public List<String> sweep(java.time.Duration keep, long nowNanos) {
        return kept.sweep(keep, nowNanos);
    }

    /**
     * {@code session} joins {@code channel} (on the channel's strand): everyone there, the newcomer
     * included, is told. False when it was in already.
     */
    public boolean join(Channel channel, Session session) {
        if (!channel.add(session)) {
            return false;
        }
        kept.joined(channel);
        session.social().channel(channel.name(), true);
        spread(channel, session.name(), new ChannelJoined(channel.name(), session.name()));
        return true;
    }

    /**
     * {@code session} leaves {@code channel} (on the channel's strand): those who stay are told,
     * and so is the one who left unless the connection is gone. {@code forGood} drops the channel
     * from the session's list too (an {@code /exit}, not a logout).
     */
    public void leave(Channel channel, Session session, String reason, boolean forGood) {
        if (channel.remove(session)) {
            book.leave(channel.name(), session.name(), node());
            spread(channel, session.name(), new ChannelLeft(channel.name(), session.name(), reason));
            if (!session.isClosed()) {
                session.send(new ChannelLeft(channel.name(), session.name(), reason));
            }
        }
        if (forGood) {
            session.social().channel(channel.name(), false);
        }
        emptied(channel);
    }

    /**
     * {@code session} goes to another node of the cluster, still in {@code channel} (its strand):
     * it leaves this node's copy without a word, as it will come into that node's.
     */
    public void movedOut(Channel channel, Session session) {
        if (channel.remove(session)) {
            emptied(channel);
        }
    }

    /** {@code session} came from another node, in {@code channel} there already: it joins this copy without a word. */
    public boolean movedIn(Channel channel, Session session) {
        if (!channel.add(session)) {
            return false;
        }
        session.social().channel(channel.name(), true);
        return true;
    }

    /**
     * {@code from} says {@code event} in {@code channel} (its strand): false, saying nothing, when
     * the channel's line rate is used up.
     */
    public boolean say(Channel channel, String from, ServerEvent event, long nowNanos) {
        if (!channel.takeLine(nowNanos)) {
            return false;
        }
        spread(channel, from, event);
        return true;
    }

    /** Tells the members here and the channel's members on the other nodes of the cluster. */
    private void spread(Channel channel, String from, ServerEvent event) {
        channel.say(from, event);
        peers.channel(channel.name(), from, event);
    }

    /**
     * {@code from} said {@code event} in the channel of this name on another node: its members
     * here who do not ignore them hear it (on the channel's strand).
     */
    public void heard(String name, String from, ServerEvent event) {
        find(name).ifPresent(c -> c.strand().execute(() -> {
            if (event instanceof ChannelMode m) {
                // the book changed it already: this copy follows
                c.mode(Channel.Mode.valueOf(m.mode().toUpperCase(Locale.ROOT)));
            }
            c.say(from, event);
        }));
    }

    /** The owner invited {@code who} to the channel {@code name} on another node: this copy follows. */
    public void invitedElsewhere(String name, String who) {
        find(name).ifPresent(c -> c.invite(who));
    }

    /**
     * The owner {@code by} changed who may join and speak (the book has it as {@code state}): the
     * copy here follows and its members are told, and so are the other nodes'; {@code then} runs
     * once it is said (on the channel's strand, or at once when there is no copy here).
     */
    public void mode(ChannelBook.State state, String by, Runnable then) {
        ChannelMode said = new ChannelMode(state.name(), state.mode().key(), by);
        Optional<Channel> copy = find(state.name());
        if (copy.isEmpty()) {
            peers.channel(state.name(), by, said);
            then.run();
            return;
        }
        Channel c = copy.get();
        c.strand().execute(() -> {
            c.refresh(state);
            spread(c, by, said);
            then.run();
        });
    }

    /** The owner {@code from} invited {@code who} (the book has it): the copies here and on the other nodes follow. */
    public void invite(ChannelBook.State state, String from, String who) {
        find(state.name()).ifPresent(c -> c.refresh(state));
        peers.channelInvite(state.name(), from, who);
    }

    /** Every channel, by name. */
    public List<Channel> all() {
        List<Channel> out = new ArrayList<>(byName.values());
        out.sort(Comparator.comparing(c -> Names.key(c.name())));
        return out;
    }
}
