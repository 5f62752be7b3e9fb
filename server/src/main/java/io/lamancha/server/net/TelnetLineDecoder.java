package io.lamancha.server.net;

import static io.lamancha.server.net.TelnetNegotiator.DONT;
import static io.lamancha.server.net.TelnetNegotiator.IAC;
import static io.lamancha.server.net.TelnetNegotiator.SB;
import static io.lamancha.server.net.TelnetNegotiator.SE;
import static io.lamancha.server.net.TelnetNegotiator.WILL;

import io.netty.buffer.ByteBuf;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.socket.ChannelInputShutdownEvent;
import io.netty.handler.codec.ByteToMessageDecoder;
import java.util.List;

/**
 * Turns the raw byte stream into {@link InboundLine}s in one pass: removes telnet commands (also
 * when split across reads), refuses every option the peer negotiates, fires
 * {@link TransportEvent.TelnetDetected} once when the peer speaks telnet or ends a line with CR LF
 * as telnet clients do, splits lines on LF with one trailing CR removed, and decodes UTF-8
 * leniently (invalid bytes become U+FFFD).
 *
 * <p>A line longer than {@code maxLineBytes} yields one {@link InboundLine.TooLong} as soon as it
 * overflows; its remaining bytes up to the next LF are discarded and the next line works normally.
 * A subnegotiation ({@code IAC SB ... IAC SE}) longer than the same limit, or one that meets a line
 * feed, is abandoned and the stream is read as data again. No telnet command swallows a line feed:
 * an IAC followed by a byte that is no telnet command is a stray data byte (0xFF, invalid UTF-8, so
 * U+FFFD), and the byte after it is data too; a negotiation cut short by a line feed is dropped and
 * the line ends. Memory per connection stays bounded by the limit whatever the peer sends, and no
 * input makes this decoder throw. It tells its {@link InputProgress} when a line or a telnet
 * command is finished and when an unfinished one is held. One instance per connection.
 */
public final class TelnetLineDecoder extends ByteToMessageDecoder {

    private enum State { DATA, COMMAND, OPTION, SUB, SUB_COMMAND }

    private final LineAssembler line;
    private final int maxSubnegotiationBytes;
    private final TelnetNegotiator negotiator = new TelnetNegotiator();
    private final InputProgress progress;
    private State state = State.DATA;
    private boolean unfinished;
    private int verb;
    private int subnegotiationBytes;
    private boolean telnetDetected;
    private boolean inputEnded;
    private ByteBuf replies;
    /** Whether to put {@link NvtLineEnds} after this decoder once the peer speaks telnet. */
    private boolean installsNvtLineEnds;

    /** A decoder that accepts lines of at most {@code maxLineBytes} bytes (line end excluded). */
    public TelnetLineDecoder(int maxLineBytes) {
        this(maxLineBytes, InputProgress.NONE);
    }

    /** The same, telling {@code progress} how the peer's lines come along. */
    TelnetLineDecoder(int maxLineBytes, InputProgress progress) {
        if (maxLineBytes <= 0) {
            throw new IllegalArgumentException("maxLineBytes must be positive: " + maxLineBytes);
        }
        this.line = new LineAssembler(maxLineBytes);
        this.maxSubnegotiationBytes = maxLineBytes;
        this.progress = progress;
    }

    /** Whether the peer has sent any telnet command, or ended a line with CR LF, so far. */
    public boolean telnetDetected() {
        return telnetDetected;
    }

    /** Bytes held for the line being read, cumulation included: never more than the limit plus one. */
    int heldBytes() {
        return line.capacity() + internalBuffer().readableBytes();
    }

    /** Whether we offered {@code option} and the peer has not refused it (event loop only). */
    boolean offering(int option) {
        return negotiator.offering(option);
    }

    /** Called (on the event loop) when the server itself sends {@code IAC WILL/WONT option}. */
    void weOffer(int option, boolean will) {
        negotiator.weOffer(option, will);
    }

    @Override
    protected void decode(ChannelHandlerContext ctx, ByteBuf in, List<Object> out) {
        try {
            // Stop after each complete line so the pipeline sees lines one by one.
            while (in.isReadable() && out.isEmpty()) {
                InboundLine emitted = consume(ctx, in.readUnsignedByte());
                track();
                if (emitted != null) {
                    out.add(emitted);
                }
            }
        } finally {
            sendReplies(ctx);
        }
    }

    private InboundLine consume(ChannelHandlerContext ctx, int b) {
        switch (state) {
            case DATA:
                return data(ctx, b);
            case COMMAND:
                return command(ctx, b);
            case OPTION:
                state = State.DATA;
                if (b == '\n') {
                    return lineEnd(); // IAC WILL LF: garbage that ends a line, not an option
                }
                answer(ctx, verb, b);
                progress.finished();
                return null;
            case SUB:
                return subnegotiation(b);
            default:
                return subnegotiationCommand(b);
        }
    }

    private InboundLine data(ChannelHandlerContext ctx, int b) {
        if (b == IAC) {
            state = State.COMMAND;
            return null;
        }
        if (b != '\n') {
            return line.append(b);
        }
        if (line.endsWithCr()) {
            // Telnet clients end lines with CR LF even when they negotiate nothing (Linux telnet on
            // a port other than 23 does not), nc with LF alone.
            detected(ctx);
        }
        return lineEnd();
    }

    private InboundLine lineEnd() {
        progress.finished();
        return line.finish();
    }

    /** Tells the progress when the decoder starts or stops holding an unfinished line or command. */
    private void track() {
        boolean held = state != State.DATA || line.started();
        if (held != unfinished) {
            unfinished = held;
            progress.unfinished(held);
        }
    }

    private InboundLine command(ChannelHandlerContext ctx, int b) {
        state = State.DATA;
        if (b == IAC) {
            return line.append(IAC);
        }
        if (b < SE) {
            // No telnet command starts with this byte: the IAC was a stray 0xFF in the data.
            InboundLine overflow = line.append(IAC);
            InboundLine next = data(ctx, b);
            return overflow != null ? overflow : next;
        }
        detected(ctx);
        if (b >= WILL && b <= DONT) {
            verb = b;
            state = State.OPTION;
        } else if (b == SB) {
            subnegotiationBytes = 0;
            state = State.SUB;
        } else {
            // Any other two-byte command (NOP, GA, AYT, ...) carries nothing for us but life.
            progress.finished();
        }
        return null;
    }

    private InboundLine subnegotiation(int b) {
        if (b == IAC) {
            state = State.SUB_COMMAND;
        } else if (b == '\n') {
            // We refuse every option, so no real client is inside a subnegotiation at a line end:
            // this is garbage that happened to contain IAC SB. Give the user their next line back.
            state = State.DATA;
            return lineEnd();
        } else if (++subnegotiationBytes > maxSubnegotiationBytes) {
            state = State.DATA;
        }
        return null;
    }

    private InboundLine subnegotiationCommand(int b) {
        if (b == '\n') {
            state = State.DATA;
            return lineEnd(); // as a line feed inside the subnegotiation does
        }
        // IAC IAC is an escaped data byte; anything but SE is malformed and stays inside.
        state = b == SE ? State.DATA : State.SUB;
        if (state == State.DATA) {
            progress.finished();
        }
        if (state == State.SUB && ++subnegotiationBytes > maxSubnegotiationBytes) {
            state = State.DATA;
        }
        return null;
    }

    /**
     * The same, putting {@link NvtLineEnds} right after itself (as {@code nvt}) when the peer turns
     * out to speak telnet: the other peers never carry that handler.
     */
    static TelnetLineDecoder withNvtLineEnds(int maxLineBytes, InputProgress progress) {
        TelnetLineDecoder decoder = new TelnetLineDecoder(maxLineBytes, progress);
        decoder.installsNvtLineEnds = true;
        return decoder;
    }

    private void detected(ChannelHandlerContext ctx) {
        if (!telnetDetected) {
            telnetDetected = true;
            if (installsNvtLineEnds && ctx.pipeline().get(NvtLineEnds.class) == null) {
                ctx.pipeline().addAfter(ctx.name(), "nvt", new NvtLineEnds());
            }
            ctx.fireUserEventTriggered(new TransportEvent.TelnetDetected());
        }
    }

    private void answer(ChannelHandlerContext ctx, int verb, int option) {
        int reply = negotiator.answer(verb, option);
        if (reply < 0) {
            return;
        }
        if (replies == null) {
            replies = ctx.alloc().buffer(3);
        }
        replies.writeByte(IAC).writeByte(reply).writeByte(option);
    }

    private void sendReplies(ChannelHandlerContext ctx) {
        if (replies != null) {
            ByteBuf toSend = replies;
            replies = null;
            // A failed reply (channel closing) needs no handling: the connection is going away.
            ctx.writeAndFlush(toSend);
        }
    }

    @Override
    public void userEventTriggered(ChannelHandlerContext ctx, Object evt) throws Exception {
        if (evt == ChannelInputShutdownEvent.INSTANCE) {
            inputEnded = true; // the decoder's last call below may end an unfinished line
        }
        super.userEventTriggered(ctx, evt);
    }

    /**
     * The peer half-closed: a last line without its line end (as {@code printf '/quit' | nc -N}
     * sends) is a line all the same. A connection that is simply gone runs no half-typed line.
     */
    @Override
    protected void decodeLast(ChannelHandlerContext ctx, ByteBuf in, List<Object> out) throws Exception {
        super.decodeLast(ctx, in, out);
        if (inputEnded && out.isEmpty() && state == State.DATA && line.started()) {
            InboundLine last = lineEnd();
            track();
            if (last != null) {
                out.add(last);
            }
        }
    }

    @Override
    protected void handlerRemoved0(ChannelHandlerContext ctx) {
        if (replies != null) {
            replies.release();
            replies = null;
        }
    }
}
