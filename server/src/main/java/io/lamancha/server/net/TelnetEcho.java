package io.lamancha.server.net;

import io.netty.buffer.Unpooled;
import io.netty.channel.Channel;

/**
 * Switches a telnet client's local echo off and on, e.g. around a password prompt. Sends
 * {@code IAC WILL ECHO} (the server claims echoing, so the client stops echoing what is typed) or
 * the line end of the hidden line (which goes as CR LF, see {@link NvtLineEnds}) and
 * {@code IAC WONT ECHO}, and tells the channel's {@link TelnetLineDecoder} so that the client's
 * acknowledgement is not refused. {@code WONT} goes only while the {@code WILL} stands: not if the
 * client refused it. Only use it after {@link TransportEvent.TelnetDetected}: a raw TCP client (nc)
 * would show the bytes as garbage. Callable from any thread.
 */
public final class TelnetEcho {

    private TelnetEcho() {
    }

    /** Asks the client to stop echoing typed input locally. */
    public static void hideInput(Channel channel) {
        send(channel, true);
    }

    /** Asks the client to echo typed input locally again. */
    public static void showInput(Channel channel) {
        send(channel, false);
    }

    /**
     * The three bytes for {@code IAC WILL ECHO} (hide); for show, the echo of the hidden line's
     * line end (the client echoed nothing of it, so the cursor still stands where the user typed)
     * and {@code IAC WONT ECHO}.
     */
    static byte[] bytes(boolean hide) {
        if (hide) {
            return new byte[] {(byte) TelnetNegotiator.IAC, (byte) TelnetNegotiator.WILL, TelnetNegotiator.ECHO};
        }
        return new byte[] {'\n', (byte) TelnetNegotiator.IAC, (byte) TelnetNegotiator.WONT, TelnetNegotiator.ECHO};
    }

    private static void send(Channel channel, boolean hide) {
        if (!channel.eventLoop().inEventLoop()) {
            channel.eventLoop().execute(() -> send(channel, hide));
            return;
        }
        TelnetLineDecoder decoder = channel.pipeline().get(TelnetLineDecoder.class);
        if (decoder != null) {
            if (!hide && !decoder.offering(TelnetNegotiator.ECHO)) {
                return; // never offered, or refused: the client echoes as it did
            }
            decoder.weOffer(TelnetNegotiator.ECHO, hide);
        }
        OutboundWriter writer = OutboundWriter.installedOn(channel);
        if (writer != null) {
            writer.flushNow(); // the prompt before it, then the negotiation
        }
        channel.writeAndFlush(Unpooled.wrappedBuffer(bytes(hide)));
    }
}
