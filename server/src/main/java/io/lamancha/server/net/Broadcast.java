package io.lamancha.server.net;

import io.lamancha.protocol.LineEncoder;
import io.lamancha.protocol.ServerEvent;
import io.lamancha.protocol.WireFormat;
import io.lamancha.server.world.LinkedOutbound;
import io.lamancha.server.world.Session;
import io.lamancha.server.world.Strand;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import io.netty.buffer.Unpooled;
import java.util.ArrayList;
import java.util.Collection;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * One event for many recipients: encoded at most once per wire format into a direct buffer. A
 * room stores those bytes once per event loop for the members that follow its feeds (see
 * {@link RoomOutput}); {@link #deliver} copies them into each given recipient's own output, for
 * the spectators of a table and for outbounds that are not channels. Confined to the strand that
 * made it; {@link #release()} when the fan-out is done.
 *
 * <p>{@link #deliver} hands the event to the members of a room with one task per event loop: the
 * members whose connections live on the sending strand's loop are written to in place, the others
 * are grouped by their connection's loop, so a line to a thousand members costs one hand-off per
 * loop rather than one per member. A relay to another node ({@link LinkedOutbound}) is written
 * from the sending strand.
 */
final class Broadcast {

    private final ServerEvent event;
    private final LineEncoder encoder;
    private final Map<WireFormat, ByteBuf> encoded = new EnumMap<>(WireFormat.class);

    Broadcast(ServerEvent event, LineEncoder encoder) {
        this.event = event;
        this.encoder = encoder;
    }

    /**
     * The encoded line for {@code format}, owned by this broadcast: valid until {@link #release()};
     * a recipient copies it or retains it.
     */
    ByteBuf encoded(WireFormat format) {
        ByteBuf buf = encoded.get(format);
        if (buf == null) {
            byte[] bytes = encoder.encodeBytes(event, format, null);
            buf = Unpooled.directBuffer(bytes.length).writeBytes(bytes);
            encoded.put(format, buf);
        }
        return buf;
    }

    /**
     * Runs {@code use} with the line for {@code format} on {@code strand}: at once when called there,
     * else in a task that holds its own reference to the line until it has run (released unused
     * when that strand has shut down).
     */
    void useOn(Strand strand, WireFormat format, Consumer<ByteBuf> use) {
        ByteBuf line = encoded(format);
        if (strand.inStrand()) {
            use.accept(line);
            return;
        }
        line.retain();
        boolean queued = strand.offer(() -> {
            try {
                use.accept(line);
            } finally {
                line.release();
            }
        });
        if (!queued) {
            line.release(); // that loop has shut down, and its connections with it
        }
    }

    /** Sends this event to every one of {@code recipients}, from the strand {@code here} (see above). */
    void deliver(Collection<Session> recipients, Strand here) {
        List<Handoff> elsewhere = new ArrayList<>(2);
        for (Session s : recipients) {
            Strand home = s.connectionStrand();
            // a relay to another node is thread-safe: written here, in order with what this
            // strand sends that session directly
            if (home.equals(here) || s.outbound() instanceof LinkedOutbound) {
                copyTo(s, encoded(s.format()));
            } else if (!s.isClosed()) {
                handoffTo(elsewhere, home).add(s, encoded(s.format()));
            }
        }
        for (Handoff h : elsewhere) {
            if (!h.strand.offer(h)) {
                h.releaseHeld(); // that loop has shut down, and its connections with it
            }
        }
    }

    private static Handoff handoffTo(List<Handoff> handoffs, Strand strand) {
        for (Handoff h : handoffs) {
            if (h.strand.equals(strand)) {
                return h;
            }
        }
        Handoff h = new Handoff(strand);
        handoffs.add(h);
        return h;
    }

    /**
     * The lines for the members on one other event loop, written there in one task. Holds one
     * reference to each encoded line it carries until that task has run.
     */
    private static final class Handoff implements Runnable {
        private final Strand strand;
        private final List<Session> sessions = new ArrayList<>();
        private final List<ByteBuf> lines = new ArrayList<>();
        private final List<ByteBuf> held = new ArrayList<>(2);

        Handoff(Strand strand) {
            this.strand = strand;
        }

        void add(Session session, ByteBuf line) {
            if (!holds(line)) {
                held.add(line.retain());
            }
            sessions.add(session);
            lines.add(line);
        }

        private boolean holds(ByteBuf line) {
            for (ByteBuf b : held) {
                if (b == line) { // identity: ByteBuf.equals compares contents
                    return true;
                }
            }
            return false;
        }

        @Override
        public void run() {
            try {
                for (int i = 0; i < sessions.size(); i++) {
                    copyTo(sessions.get(i), lines.get(i));
                }
            } finally {
                releaseHeld();
            }
        }

        void releaseHeld() {
            for (ByteBuf b : held) {
                b.release();
            }
            held.clear();
        }
    }

    /**
     * Writes a copy of {@code line} to a session's output (on its connection's strand): into the
     * channel's own buffer, or as bytes for an outbound that is not a channel.
     */
    private static void copyTo(Session s, ByteBuf line) {
        if (s.isClosed()) {
            return;
        }
        if (s.outbound() instanceof ChannelOutbound channel) {
            channel.writeShared(line);
        } else {
            s.sendEncoded(ByteBufUtil.getBytes(line));
        }
    }

    void release() {
        for (ByteBuf b : encoded.values()) {
            b.release();
        }
        encoded.clear();
    }
}
