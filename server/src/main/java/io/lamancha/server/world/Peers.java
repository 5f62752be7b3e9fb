package io.lamancha.server.world;

import io.lamancha.protocol.ServerEvent;
import io.lamancha.protocol.event.RoomSummary;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;

/**
 * The other nodes of a cluster, as the world sees them: who is logged in there, and the lines
 * that cross to them (lobby chat, channel lines, whispers, presence). A server on its own has
 * {@link #NONE}: nobody elsewhere, and everything it says stays here. Implemented over Redis by
 * {@code cluster.ClusterPeers}; nothing here says how the lines travel.
 *
 * <p>Everything that crosses is public or addressed: a lobby or channel line, who is where, a
 * whisper to the node of its one reader. No hand, vote or hidden tile ever does.
 */
public interface Peers {

    /** What became of a whisper to someone on another node. */
    enum TellOutcome {
        DELIVERED, IGNORED, OFFLINE,
        /** The reader's node did not say in time: the whisper may or may not have reached them. */
        UNANSWERED
    }

    /** A whisper's outcome, with the reader's away message when it was delivered. */
    record TellResult(TellOutcome outcome, String away) {
    }

    /** Nobody elsewhere: a server on its own. */
    Peers NONE = new Peers() {
        @Override
        public Optional<RemoteUser> user(String name) {
            return Optional.empty();
        }

        @Override
        public Collection<RemoteUser> users() {
            return List.of();
        }

        @Override
        public void here(Session session) {
        }

        @Override
        public void gone(String name) {
        }

        @Override
        public CompletionStage<Boolean> claim(String name, boolean takeOver) {
            return CompletableFuture.completedFuture(true);
        }

        @Override
        public void lobby(String from, ServerEvent event) {
        }

        @Override
        public void channel(String channel, String from, ServerEvent event) {
        }

        @Override
        public CompletionStage<TellResult> tell(RemoteUser to, String from, String text) {
            return CompletableFuture.completedFuture(new TellResult(TellOutcome.OFFLINE, null));
        }
    };

    /** Someone logged in on another node (ignoring case), if anyone is. */
    Optional<RemoteUser> user(String name);

    /** Everyone logged in on other nodes. */
    Collection<RemoteUser> users();

    /** A session here logged in, changed rooms or its away message (any thread). */
    void here(Session session);

    /** A name logged in here is free again (any thread). */
    void gone(String name);

    /**
     * Takes {@code name} for a login here across the cluster: false when another node holds it
     * and {@code takeOver} is not allowed (a guest name); with {@code takeOver} (a registered
     * login) the other node's session is closed first. Completes on any thread.
     */
    CompletionStage<Boolean> claim(String name, boolean takeOver);

    /** {@code from} said {@code event} (a chat line or an action) in the lobby here. */
    void lobby(String from, ServerEvent event);

    /** {@code from} said or did {@code event} in the channel {@code channel} here. */
    void channel(String channel, String from, ServerEvent event);

    /** Whispers {@code text} from {@code from} to {@code to}; completes on any thread. */
    CompletionStage<TellResult> tell(RemoteUser to, String from, String text);

    /**
     * The book of every channel's owner, mode, invitations and members for the world (asked
     * once): in memory on a server of its own, the cluster's on a node.
     */
    default ChannelBook channelBook() {
        return new MemoryChannelBook();
    }

    /** This node's name ({@code "here"} on a server of its own). */
    default String nodeName() {
        return "here";
    }

    /** {@code from} invited {@code who} to the channel {@code channel} here: the other nodes follow, and tell them. */
    default void channelInvite(String channel, String from, String who) {
    }

    // --- ads for games: every node lists every node's ---

    /** The number of a new ad, unique across the cluster ({@code local} on a server of its own). */
    default CompletionStage<Integer> seekId(java.util.function.IntSupplier local) {
        return CompletableFuture.completedFuture(local.getAsInt());
    }

    /** An ad was posted here: the other nodes list it too. */
    default void seekPosted(Seeks.Ad ad) {
    }

    /** An ad of this node's ended ({@code reason}, as the lobby was told): the other nodes drop it. */
    default void seekEnded(Seeks.Ad ad, String reason) {
    }

    /**
     * Asks the node of {@code ad} (another's) to seat {@code who}, who accepts it here: completes
     * with the room its table is in there, or fails with a {@link Refusal} saying why not.
     */
    default CompletionStage<String> acceptSeek(Seeks.Ad ad, String who) {
        return CompletableFuture.failedFuture(new IllegalStateException("a server of its own has no other node"));
    }

    // --- rooms: each lives on the node that holds its lease ---

    /**
     * Takes the name of a new game room across the cluster (briefly blocking: rooms are made
     * rarely); false when another node holds a room of that name, or the cluster cannot tell.
     * A server of its own takes every name.
     */
    default boolean claimRoom(String name) {
        return true;
    }

    /**
     * Takes the name of a new game room across the cluster without blocking: completes (on any
     * thread, within two seconds) with false when another node holds it, or the cluster cannot tell.
     */
    default CompletionStage<Boolean> claimRoomAsync(String name) {
        return java.util.concurrent.CompletableFuture.completedFuture(claimRoom(name));
    }

    /** A room here went away: its name is free again across the cluster. */
    default void releaseRoom(String name) {
    }

    /**
     * Whether this node can prove it still holds {@code room}: its lease was renewed recently
     * enough that no other node can have taken it. A move is taken only then.
     */
    default boolean owns(String room) {
        return true;
    }

    /**
     * Runs {@code then} (on any thread) once this node can prove its rooms are its own again,
     * after {@link #owns} said it could not (the cluster's Redis unreachable); at once when it can.
     */
    default void whenInTouch(Runnable then) {
        then.run();
    }

    /** A seat that waits for someone in {@code room}, which {@code node} holds. */
    record Seat(String room, String node) {
    }

    /**
     * The node that holds the room {@code name}, when another live node does; completes on any
     * thread, never exceptionally (empty when Redis does not answer in time).
     */
    default CompletionStage<Optional<String>> roomNode(String name) {
        return CompletableFuture.completedFuture(Optional.empty());
    }

    /** A session another node handed over is in its room here, its name this node's from now on. */
    default void arrived(String name) {
    }

    /** A session another node handed over was refused here and closed: its name is nobody's. */
    default void refused(String name) {
    }

    /** A seat waits for {@code name} in {@code room} here: any node's login of the name can find it. */
    default void seatHeld(String name, String room) {
    }

    /**
     * As {@link #seatHeld(String, String)}, with the guest's resume {@code token} ({@code null}
     * for a registered name), which only the one who holds it may take the seat back with.
     */
    default void seatHeld(String name, String room, String token) {
        seatHeld(name, room);
    }

    /** The seat in {@code room} no longer waits for {@code name}. */
    default void seatFreed(String name, String room) {
    }

    /**
     * The seat that waits for {@code name} in a room another live node holds, if one does;
     * completes on any thread, never exceptionally.
     */
    default CompletionStage<Optional<Seat>> seatElsewhere(String name) {
        return CompletableFuture.completedFuture(Optional.empty());
    }

    /**
     * As {@link #seatElsewhere(String)}, but a seat in a room that no live node holds now (its
     * node died or lost Redis a moment ago) is waited for, a bounded while, until a node takes the
     * room over; {@code moving} runs (on any thread) when the wait begins. Empty also when the
     * room comes to this node: the seat is then in this node's world.
     */
    default CompletionStage<Optional<Seat>> seatElsewhere(String name, Runnable moving) {
        return seatElsewhere(name);
    }

    /**
     * A mute, ban or kick was imposed here ({@code lifted}: a mute or ban lifted): every other
     * node makes it hold for its sessions too ({@link World#moderated}).
     */
    default void moderated(Sanction sanction, boolean lifted) {
    }

    /**
     * Shows a report's {@code lines} at once to {@code admin}, who is logged in on another node,
     * if they are an admin there; completes (on any thread, never exceptionally) with whether
     * they got it.
     */
    default CompletionStage<Boolean> report(RemoteUser admin, List<String> lines) {
        return CompletableFuture.completedFuture(false);
    }

    /**
     * The address {@code user}, logged in on another node, connects from (for a moderator's ban
     * of it); completes on any thread, never exceptionally (empty when their node does not say).
     */
    default CompletionStage<Optional<String>> address(RemoteUser user) {
        return CompletableFuture.completedFuture(Optional.empty());
    }

    /** The rooms on the other nodes, as they last said. */
    default List<RoomSummary> remoteRooms() {
        return List.of();
    }

    /**
     * Hands {@code session} (already out of this world) to {@code node}, which holds the room
     * {@code handed.room()}: that node runs it from now on, in that room, and answers its tag;
     * this node relays its lines (see {@link Session#relay()}). Owner strand of the session.
     */
    default void handOff(Session session, String node, HandedSession handed) {
        throw new IllegalStateException("a server of its own hands no session to another");
    }
}
