package io.lamancha.server.world;

import io.lamancha.protocol.LineEncoder;
import io.lamancha.protocol.ServerEvent;
import io.lamancha.protocol.WireFormat;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import java.util.EnumMap;
import java.util.Map;

/**
 * One event for many recipients: encoded at most once per wire format into a direct buffer, and
 * that same buffer written to every recipient (a retained duplicate each). Confined to the strand
 * that made it; {@link #release()} when the fan-out is done.
 */
public final class Broadcast {

    private final ServerEvent event;
    private final LineEncoder encoder;
    private final Map<WireFormat, ByteBuf> encoded = new EnumMap<>(WireFormat.class);

    public Broadcast(ServerEvent event, LineEncoder encoder) {
        this.event = event;
        this.encoder = encoder;
    }

    public ServerEvent event() {
        return event;
    }

    /** A new reference to the encoded line for {@code format}; the caller passes it on or releases it. */
    public ByteBuf forFormat(WireFormat format) {
        ByteBuf buf = encoded.get(format);
        if (buf == null) {
            byte[] bytes = encoder.encodeBytes(event, format, null);
            buf = Unpooled.directBuffer(bytes.length).writeBytes(bytes);
            encoded.put(format, buf);
        }
        return buf.retainedDuplicate();
    }

    public void release() {
        for (ByteBuf b : encoded.values()) {
            b.release();
        }
        encoded.clear();
    }
}
