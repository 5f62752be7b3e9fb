package io.lamancha.server.cluster;

import java.util.concurrent.atomic.LongAdder;

/**
 * What a node counts of its cluster for the operator's metrics: the messages it sent and received
 * on the bus (and those it could not read), the gaps it found in the numbered lines of another node, and the room leases it lost
 * to another node. Counted from any thread; read at each scrape.
 */
public final class ClusterMeter {

    private final LongAdder sent = new LongAdder();
    private final LongAdder received = new LongAdder();
    private final LongAdder gaps = new LongAdder();
    private final LongAdder leasesLost = new LongAdder();
    private final LongAdder unreadable = new LongAdder();

    void sent() {
        sent.increment();
    }

    void received() {
        received.increment();
    }

    void gap() {
        gaps.increment();
    }

    void leaseLost() {
        leasesLost.increment();
    }

    void unreadable() {
        unreadable.increment();
    }

    /** Messages heard on the bus that could not be read (an unknown kind): dropped. */
    public long messagesUnreadable() {
        return unreadable.sum();
    }

    /** Messages published or sent to a node. */
    public long messagesSent() {
        return sent.sum();
    }

    /** Messages heard: every node's and those for this node. */
    public long messagesReceived() {
        return received.sum();
    }

    /** Times lines relayed from another node were found missing (Redis lost them). */
    public long gaps() {
        return gaps.sum();
    }

    /** Room leases found held by another node (this node had been cut off). */
    public long leasesLost() {
        return leasesLost.sum();
    }
}
