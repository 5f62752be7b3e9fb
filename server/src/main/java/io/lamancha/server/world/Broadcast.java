package io.lamancha.server.world;

import io.lamancha.protocol.LineEncoder;
import io.lamancha.protocol.ServerEvent;
import io.lamancha.protocol.WireFormat;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import java.util.EnumMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * One event for many recipients: encoded at most once per wire format. A room fans it out with
 * {@link #deliver} on each event loop, one direct buffer per loop (one shared buffer for every loop
 * made all loops hit one reference count for every line: the hottest spot of a fan-out profile).
 * Confined to the strand that made it; {@link #release()} when the fan-out is done.
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
        return Unpooled.wrappedBuffer(bytes(format));
    }

    /** The encoded line for {@code format}, shared: never write to it. */
    public byte[] bytes(WireFormat format) {
        return encoded.computeIfAbsent(format, f -> encoder.encodeBytes(event, f, null));
    }

    /**
     * Hands each session its line for its format, on the strand of their connections (the caller's).
     * Each distinct line becomes one direct buffer here and each session a retained duplicate, so
     * the reference counting stays on this thread's core and the socket needs no heap-to-direct copy.
     */
    public static void deliver(List<Session> sessions, byte[][] lines) {
        Map<byte[], ByteBuf> direct = new IdentityHashMap<>();
        try {
            for (int i = 0; i < lines.length; i++) {
                byte[] line = lines[i];
                ByteBuf buf = direct.computeIfAbsent(line, l -> Unpooled.directBuffer(l.length).writeBytes(l));
                sessions.get(i).sendEncoded(buf.retainedDuplicate());
            }
        } finally {
            for (ByteBuf b : direct.values()) {
                b.release();
            }
        }
    }

    public void release() {
        encoded.clear();
    }
}
