package io.lamancha.server.cluster;

import java.util.concurrent.CompletionStage;
import java.util.function.Consumer;

/**
 * What the cluster needs of Redis: messages to every node or to one, and the table of which node
 * holds each name. {@link RedisBus} is the real one; tests use an in-memory one.
 */
interface Bus extends AutoCloseable {

    /** Delivers {@code message} to every node (this one too). Lost while Redis is unreachable. */
    void publish(BusMessage message);

    /** Delivers {@code message} to {@code node} only. */
    void send(String node, BusMessage message);

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
     * Frees every name {@code node} holds: a dead node's, or this node's own when it (re)joins
     * (those of a run that was killed). Completes with how many were freed.
     */
    CompletionStage<Long> forgetNames(String node);

    /**
     * Starts receiving what is published and what is sent to {@code node}; {@code joined} runs
     * each time the subscription is (re)established, so that presence can be announced again.
     */
    void listen(String node, Consumer<BusMessage> inbound, Runnable joined);

    @Override
    void close();
}
