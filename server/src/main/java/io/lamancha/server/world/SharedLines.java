package io.lamancha.server.world;

import io.netty.buffer.ByteBuf;

/**
 * Lines stored once for every connection of one event loop that follows them (see
 * {@link Outbound#follow}): how a room's broadcast reaches a thousand members without a copy or a
 * step per member. Confined to the strand of the outbound that opened it.
 */
public interface SharedLines {

    /** Stores a copy of {@code line}'s readable bytes for every follower; the caller keeps its reference. */
    void append(ByteBuf line);

    /** Releases the stored bytes once nobody follows; what followers were not yet sent still leaves. */
    void close();
}
