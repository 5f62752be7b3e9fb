package io.lamancha.server.world;

import io.lamancha.protocol.LineEncoder;
import io.lamancha.protocol.ServerEvent;
import io.lamancha.protocol.WireFormat;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import java.util.EnumMap;
import java.util.Map;

/**
 * One event for many recipients: encoded at most once per wire format, and the same bytes handed
 * to every recipient in a buffer of its own. (Retained duplicates of one shared buffer made every
 * event loop hit the same reference count for every line; under chat fan-out that shared counter
 * was the hottest spot of the server.) Confined to the strand that made it; {@link #release()}
 * when the fan-out is done.
 */
public final class Broadcast {

    private final ServerEvent event;
    private final LineEncoder encoder;
    private final Map<WireFormat, byte[]> encoded = new EnumMap<>(WireFormat.class);

    public Broadcast(ServerEvent event, LineEncoder encoder) {
        this.event = event;
        this.encoder = encoder;
    }

    public ServerEvent event() {
        return event;
    }

    /**
     * The encoded line for {@code format} in a new buffer that shares the bytes but not a reference
     * count; the caller passes it on or releases it. The bytes are never written to.
     */
    public ByteBuf forFormat(WireFormat format) {
        return Unpooled.wrappedBuffer(encoded.computeIfAbsent(format, f -> encoder.encodeBytes(event, f, null)));
    }

    public void release() {
        encoded.clear();
    }
}
