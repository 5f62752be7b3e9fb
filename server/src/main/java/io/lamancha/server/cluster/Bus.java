package io.lamancha.server.cluster;

import java.time.Duration;
import java.util.Collection;
import java.util.List;
import java.util.concurrent.CompletionStage;
import java.util.function.Consumer;

/**
 * What the cluster needs of Redis: messages to every node or to one, and the table of which node
 * holds each name. {@link RedisBus} is the real one; tests use an in-memory one.
 */
interface Bus extends AutoCloseable {

    /**
     * Delivers {@code message} to every node (this one too). Lost while Redis is unreachable: then
     * the returned stage fails.
     */
    CompletionStage<Long> publish(BusMessage message);

    /**
     * Delivers {@code message} to {@code node} only; completes with how many received it (0 when
     * that node is not listening now), or fails when Redis is unreachable.
     */
    CompletionStage<Long> send(String node, BusMessage message);

    /**
     * Takes {@code nameKey} for {@code node} unless another node holds it; completes with the
     * holder afterwards ({@code node} itself when taken).
     */
    CompletionStage<String> claimName(String nameKey, String node);

    /** Takes {@code nameKey} for {@code node}, whoever held it. */
    CompletionStage<Void> takeName(String nameKey, String node);

    /** Frees {@code nameKey} if {@code node} still holds it. */
    void releaseName(String nameKey, String node);

    /**
     * Frees every name {@code node} holds: a dead node's (unless {@code evenIfAlive} is false and
     * it said it is alive lately, see {@link #alive}), or this node's own when it (re)joins
     * (those of a run that was killed). Completes with how many were freed.
     */
    CompletionStage<Long> forgetNames(String node, boolean evenIfAlive);

    /**
     * Notes that {@code node} is alive for {@code ttl} (each beat): a node that took it for dead
     * meanwhile (it was silent, Redis restarting) does not free the names it claimed again.
     * Completes when Redis has it; fails when Redis is unreachable.
     */
    CompletionStage<?> alive(String node, Duration ttl);

    /** Whether {@code node}'s alive mark ({@link #alive}) has not run out. */
    CompletionStage<Boolean> isAlive(String node);

    /**
     * Takes the lease of room {@code roomKey} for {@code node} for {@code ttl}, unless another
     * node holds it; completes with the holder afterwards ({@code node} itself when taken).
     */
    CompletionStage<String> claimRoom(String roomKey, String node, Duration ttl);

    /**
     * Renews for {@code ttl} the leases {@code node} holds of {@code roomKeys} (one that ran out
     * and nobody took is taken again); completes with those another node holds now.
     */
    CompletionStage<List<String>> renewRooms(String node, Collection<String> roomKeys, Duration ttl);

    /** Gives up the lease of {@code roomKey} if {@code node} holds it. */
    void releaseRoom(String roomKey, String node);

    /** The node holding the lease of {@code roomKey}; completes with {@code null} when none does. */
    CompletionStage<String> roomHolder(String roomKey);

    /** Notes that a seat waits for {@code nameKey} in {@code room}. */
    void holdSeat(String nameKey, String room);

    /** The seat in {@code room} no longer waits for {@code nameKey} (kept if it waits elsewhere now). */
    void freeSeat(String nameKey, String room);

    /** The room where a seat waits for {@code nameKey}; completes with {@code null} when none does. */
    CompletionStage<String> seatOf(String nameKey);

    /**
     * Starts receiving what is published and what is sent to {@code node}; {@code joined} runs
     * each time the subscription is (re)established, so that presence can be announced again.
     */
    void listen(String node, Consumer<BusMessage> inbound, Runnable joined);

    /** Whether the link to Redis is up now (read by the readiness probe: cheap, never blocks). */
    default boolean connected() {
        return true;
    }

    /**
     * {@code counted} runs for each message heard on the bus that is not the cluster's (it cannot be
     * read as a {@link BusMessage}: an unknown kind, from a newer node, or not the cluster's at all);
     * such a message is dropped.
     */
    default void onUnreadable(Runnable counted) {
    }

    @Override
    void close();
}
