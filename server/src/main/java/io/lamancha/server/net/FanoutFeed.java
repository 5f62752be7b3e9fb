package io.lamancha.server.net;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufAllocator;
import io.netty.channel.Channel;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;

/**
 * Lines that many connections of one event loop all receive, stored once. A room's broadcast is
 * appended here in one copy; each following connection ({@link OutboundWriter#follow}) keeps only
 * how far it has been sent, and in a flush pass is handed a slice of the stored bytes. So a line to
 * a thousand members costs one copy and no work per member until the pass, where each member gets
 * everything since its last pass in one write.
 *
 * <p>A follower's own lines keep their order among the shared ones: before it takes a private line
 * its writer passes on the shared bytes it has not yet sent (see {@link OutboundWriter}). The bytes
 * live in chunks; a slice handed to a channel holds its chunk until the channel has sent it, and a
 * chunk every follower has passed is released, or reused when nothing holds it. Confined to its
 * event loop.
 */
public final class FanoutFeed implements PendingOutput {

    static final int CHUNK_BYTES = 32 * 1024;

    private final LoopFlusher flusher;
    private final ByteBufAllocator alloc;
    private final ArrayDeque<Chunk> chunks = new ArrayDeque<>();
    private final List<OutboundWriter> followers = new ArrayList<>();
    private OutboundWriter[] passing = new OutboundWriter[0];
    /** Bytes ever appended: the position just past the last stored byte. */
    private long end;
    private boolean waiting;
    private boolean closed;

    FanoutFeed(LoopFlusher flusher, ByteBufAllocator alloc) {
        this.flusher = flusher;
        this.alloc = alloc;
    }

    /** How many connections follow this feed (event loop only). */
    int followers() {
        return followers.size();
    }

    /**
     * Stores a copy of {@code line}'s readable bytes for every follower (event loop only); the
     * caller keeps its reference. They leave in the next flush pass.
     */
    public void append(ByteBuf line) {
        int length = line.readableBytes();
        if (closed || followers.isEmpty() || length == 0) {
            return;
        }
        Chunk last = chunks.peekLast();
        if (last == null || last.buf.writableBytes() < length) {
            last = new Chunk(alloc.directBuffer(Math.max(CHUNK_BYTES, length)), end);
            chunks.addLast(last);
        }
        last.buf.writeBytes(line, line.readerIndex(), length);
        end += length;
        if (!waiting) {
            waiting = true;
            flusher.waiting(this);
        }
    }

    /** Releases the stored bytes; the feed takes no more lines (event loop only, once nobody follows). */
    public void close() {
        closed = true;
        for (OutboundWriter w : new ArrayList<>(followers)) {
            w.unfollow(this);
        }
        releaseChunks(chunks.size());
    }

    long end() {
        return end;
    }

    /** Adds a follower that will receive what is appended from now on. */
    long add(OutboundWriter writer) {
        followers.add(writer);
        return end;
    }

    void remove(OutboundWriter writer) {
        followers.remove(writer);
    }

    /**
     * Passes the stored bytes from {@code from} to the end to {@code channel}, unflushed, as slices
     * that hold their chunks until sent. Returns the new position, the end.
     */
    long writeTo(Channel channel, long from) {
        for (Chunk c : chunks) {
            long chunkEnd = c.base + c.buf.writerIndex();
            if (chunkEnd <= from) {
                continue;
            }
            int offset = (int) (from - c.base);
            channel.write(c.buf.retainedSlice(offset, (int) (chunkEnd - from)));
            from = chunkEnd;
        }
        return end;
    }

    /** The flush pass: every follower sends what it has not yet sent, then spent chunks go. */
    @Override
    public void flushPending() {
        waiting = false;
        int n = followers.size();
        if (passing.length < n) {
            passing = new OutboundWriter[Math.max(n, passing.length * 2)];
        }
        OutboundWriter[] now = followers.toArray(passing);
        for (int i = 0; i < n; i++) {
            now[i].flushPending();
            now[i] = null;
        }
        recycle();
    }

    /** After a pass every follower is at the end: all chunks but the last are spent. */
    private void recycle() {
        long lowest = end;
        for (OutboundWriter w : followers) {
            lowest = Math.min(lowest, w.sharedPosition());
        }
        int spent = 0;
        for (Chunk c : chunks) {
            if (c.base + c.buf.writerIndex() > lowest || c == chunks.peekLast()) {
                break;
            }
            spent++;
        }
        releaseChunks(spent);
        Chunk last = chunks.peekLast();
        if (last != null && lowest == end && last.buf.refCnt() == 1) {
            // Nothing holds a slice of it and everyone has passed it: start it over at the end.
            last.buf.clear();
            last.base = end;
        }
    }

    private void releaseChunks(int count) {
        for (int i = 0; i < count; i++) {
            chunks.pollFirst().buf.release();
        }
    }

    /** Stored bytes (for tests): the chunks this feed still holds. */
    int chunkCount() {
        return chunks.size();
    }

    private static final class Chunk {
        final ByteBuf buf;
        long base;

        Chunk(ByteBuf buf, long base) {
            this.buf = buf;
            this.base = base;
        }
    }
}
