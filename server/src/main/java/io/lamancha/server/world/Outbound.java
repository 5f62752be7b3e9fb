package io.lamancha.server.world;

import io.netty.buffer.ByteBuf;

/**
 * Where a session's lines go: a TCP connection, or a fake in tests. Thread-safe.
 */
public interface Outbound {

    /**
     * Queues one or more encoded lines (UTF-8, each ending in a line feed) and takes ownership of
     * one reference of {@code lines}. Flushes are batched: lines written before the connection's
     * next flush pass leave together, in one write.
     */
    void write(ByteBuf lines);

    /**
     * Queues a copy of {@code shared}'s readable bytes (one or more encoded lines); the caller keeps
     * its reference and may release it once this returns.
     */
    default void writeShared(ByteBuf shared) {
        write(shared.retainedDuplicate());
    }

    /**
     * Whether this outbound can follow {@link SharedLines}: a room's broadcasts stored once for all
     * the connections of one event loop. Those that cannot (test fakes) get a copy of each line.
     */
    default boolean sharesLines() {
        return false;
    }

    /**
     * New shared lines on this outbound's strand, for its room to append to and for outbounds of
     * the same strand to follow (that strand only). Only when {@link #sharesLines()}.
     */
    default SharedLines openSharedLines() {
        throw new UnsupportedOperationException("this outbound does not share lines");
    }

    /**
     * Receives what {@code lines} stores from now on (its strand only), after whatever this outbound
     * was sent before; it follows one at a time. Only when {@link #sharesLines()}.
     */
    default void follow(SharedLines lines) {
        throw new UnsupportedOperationException("this outbound does not share lines");
    }

    /** Stops following {@code lines}, keeping what it stored until now (its strand only). */
    default void unfollow(SharedLines lines) {
    }

    /**
     * Queues {@code lastLines} (one or more encoded lines; ownership of one reference passes) as the
     * connection's last lines, then closes it once they are written: nothing written or shared to
     * this outbound afterwards reaches the peer, so a goodbye is the last thing it reads.
     */
    void closeWith(ByteBuf lastLines);

    /** The connection's own strand (its event loop): owns the session before login. */
    Strand strand();

    /** Turns the client's local echo off or on (telnet ECHO negotiation); nothing for other clients. */
    default void hideInput(boolean hide) {
    }

    /** The remote address, for limits and logs. */
    String address();
}
