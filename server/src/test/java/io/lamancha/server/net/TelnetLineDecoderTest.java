package io.lamancha.server.net;

import static org.assertj.core.api.Assertions.assertThat;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import io.netty.buffer.Unpooled;
import io.netty.channel.embedded.EmbeddedChannel;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class TelnetLineDecoderTest {

    private static final int IAC = 255, WILL = 251, WONT = 252, DO = 253, DONT = 254, SB = 250, SE = 240;

    private EventRecorder recorder;
    private EmbeddedChannel channel = decoderChannel(8);

    private EmbeddedChannel decoderChannel(int limit) {
        recorder = new EventRecorder();
        return new EmbeddedChannel(new TelnetLineDecoder(limit), recorder);
    }

    @AfterEach
    void releaseWhatIsLeft() {
        // Replies nobody read (a test that only looks at lines) are buffers too.
        channel.finishAndReleaseAll();
    }

    @Test
    void linesAreSplitOnLfWithOneTrailingCrRemoved() {
        feed(ascii("a\r\nb\nc\r\r\n\n"));
        assertThat(lines()).containsExactly(text("a"), text("b"), text("c\r"), text(""));
    }

    @Test
    void aNegotiationSplitByteByByteAcrossReadsIsRemovedFromTheLine() {
        feedByteByByte(bytes(ascii("he"), new byte[] {(byte) IAC, (byte) WILL, 31}, ascii("llo\n")));
        assertThat(lines()).containsExactly(text("hello"));
    }

    @Test
    void aSubnegotiationSplitAcrossReadsIsRemovedWhole() {
        byte[] sb = {(byte) IAC, (byte) SB, 24, 0, 'x', 't', (byte) IAC, (byte) IAC, (byte) IAC, (byte) SE};
        feedByteByByte(bytes(ascii("ab"), sb, ascii("cd\n")));
        assertThat(lines()).containsExactly(text("abcd"));
    }

    @Test
    void otherTwoByteCommandsAreRemoved() {
        feed(bytes(ascii("a"), new byte[] {(byte) IAC, (byte) 241, (byte) IAC, (byte) 246}, ascii("b\n")));
        assertThat(lines()).containsExactly(text("ab"));
    }

    @Test
    void iacIacIsOneLiteral0xFFDataByte() {
        channel = decoderChannel(3);
        // 0xFF is never valid UTF-8, so it reads as one replacement character; three of them fill the limit.
        feed(bytes(new byte[] {(byte) IAC, (byte) IAC, (byte) IAC, (byte) IAC, (byte) IAC, (byte) IAC}, ascii("\n")));
        assertThat(lines()).containsExactly(text("\uFFFD\uFFFD\uFFFD"));
        assertThat(recorder.count(TransportEvent.TelnetDetected.class)).isZero();
    }

    @Test
    void aLineEndingInByte0xFFKeepsItsLineEnd() {
        channel = decoderChannel(64);
        feed(bytes(ascii("hi"), new byte[] {(byte) IAC}, ascii("\n")));
        assertThat(recorder.count(TransportEvent.TelnetDetected.class)).as("a stray 0xFF is no telnet").isZero();
        feed(bytes(ascii("ok"), new byte[] {(byte) IAC}, ascii("\r\n")));
        assertThat(lines()).containsExactly(text("hi\uFFFD"), text("ok\uFFFD"));
    }

    @Test
    void noUnfinishedTelnetCommandSwallowsALineEnd() {
        channel = decoderChannel(64);
        feed(bytes(ascii("a"), new byte[] {(byte) IAC, (byte) WILL}, ascii("\n"),
                ascii("b"), new byte[] {(byte) IAC, (byte) SB, 24, (byte) IAC}, ascii("\n"), ascii("c\n")));
        assertThat(lines()).containsExactly(text("a"), text("b"), text("c"));
    }

    @Test
    void doIsRefusedWithWontAndWillWithDontOncePerOption() {
        feed(new byte[] {(byte) IAC, (byte) DO, 1, (byte) IAC, (byte) WILL, 3});
        assertThat(outbound()).containsExactly(IAC, WONT, 1, IAC, DONT, 3);
        feed(new byte[] {(byte) IAC, (byte) DO, 1, (byte) IAC, (byte) WILL, 3});
        assertThat(outbound()).isEmpty();
    }

    @Test
    void refusalsAndAcknowledgementsFromThePeerAreNeverAnswered() {
        feed(new byte[] {(byte) IAC, (byte) WONT, 1, (byte) IAC, (byte) DONT, 3, (byte) IAC, (byte) WONT, 5});
        assertThat(outbound()).isEmpty();
    }

    @Test
    void theTelnetDetectedEventFiresOnceWhenThePeerSendsItsFirstCommand() {
        feed(ascii("plain nc line\n"));
        assertThat(recorder.count(TransportEvent.TelnetDetected.class)).isZero();
        feed(new byte[] {(byte) IAC, (byte) DO, 1, (byte) IAC, (byte) WILL, 24, (byte) IAC, (byte) 241});
        assertThat(recorder.count(TransportEvent.TelnetDetected.class)).isEqualTo(1);
        assertThat(((TelnetLineDecoder) channel.pipeline().first()).telnetDetected()).isTrue();
    }

    @Test
    void hidingInputSendsWillEchoAndTheClientsAcknowledgementIsNotRefused() {
        TelnetEcho.hideInput(channel);
        assertThat(outbound()).containsExactly(IAC, WILL, 1);
        feed(new byte[] {(byte) IAC, (byte) DO, 1});
        assertThat(outbound()).isEmpty();
        TelnetEcho.showInput(channel);
        assertThat(outbound()).as("the hidden line's end, echoed, then the client echoes again")
                .containsExactly((int) '\n', IAC, WONT, 1);
    }

    @Test
    void aTelnetClientsLinesEndInCrLfAndAnNcClientsInLf() {
        recorder = new EventRecorder();
        channel = new EmbeddedChannel(new TelnetLineDecoder(64), new NvtLineEnds(), recorder);
        channel.writeAndFlush(Unpooled.wrappedBuffer(ascii("banner\n")));
        assertThat(outbound()).as("nc so far").containsExactly((int) 'b', (int) 'a', (int) 'n', (int) 'n',
                (int) 'e', (int) 'r', (int) '\n');
        feed(ascii("/login dan\r\n"));
        channel.writeAndFlush(Unpooled.wrappedBuffer(ascii("a\n\nb\n")));
        assertThat(outbound()).containsExactly((int) 'a', (int) '\r', (int) '\n', (int) '\r', (int) '\n', (int) 'b',
                (int) '\r', (int) '\n');
        TelnetEcho.hideInput(channel);
        TelnetEcho.showInput(channel);
        assertThat(outbound()).containsExactly(IAC, WILL, 1, (int) '\r', (int) '\n', IAC, WONT, 1);
    }

    @Test
    void aLineEndedWithCrLfMarksTheClientAsTelnetAsItsFirstCommandWould() {
        channel = decoderChannel(64);
        feed(ascii("nc line\n"));
        assertThat(recorder.count(TransportEvent.TelnetDetected.class)).isZero();
        feed(ascii("telnet line\r\nanother\r\n"));
        assertThat(lines()).containsExactly(text("nc line"), text("telnet line"), text("another"));
        assertThat(recorder.count(TransportEvent.TelnetDetected.class)).isEqualTo(1);
    }

    @Test
    void echoIsNotSwitchedBackOnWhenTheClientRefusedToSwitchItOff() {
        TelnetEcho.hideInput(channel);
        assertThat(outbound()).containsExactly(IAC, WILL, 1);
        feed(new byte[] {(byte) IAC, (byte) DONT, 1});
        TelnetEcho.showInput(channel);
        assertThat(outbound()).isEmpty();
    }

    @Test
    void aLineOfExactlyTheLimitIsAcceptedWithOrWithoutCr() {
        feed(ascii("12345678\r\n12345678\n"));
        assertThat(lines()).containsExactly(text("12345678"), text("12345678"));
    }

    @Test
    void anOverlongLineGivesOneTooLongAndTheNextLineWorks() {
        feed(ascii("123456789\r\n1234567890123\nok\n"));
        assertThat(lines()).containsExactly(new InboundLine.TooLong(8), new InboundLine.TooLong(8), text("ok"));
    }

    @Test
    void anEndlessLineIsReportedAsSoonAsItOverflowsAndOnlyOnce() {
        feed(ascii("123456789x"));
        assertThat(lines()).containsExactly(new InboundLine.TooLong(8));
        for (int i = 0; i < 1000; i++) {
            feed(ascii("y".repeat(1000)));
        }
        feed(ascii("\nok\n"));
        assertThat(lines()).containsExactly(text("ok"));
    }

    @Test
    void aSubnegotiationLongerThanTheLimitIsAbandonedAndDataFollows() {
        feed(bytes(new byte[] {(byte) IAC, (byte) SB}, ascii("zzzzzzzzz"), ascii("ok\n")));
        assertThat(lines()).containsExactly(text("ok"));
    }

    @Test
    void invalidUtf8BecomesReplacementCharactersAndValidTextIsKept() {
        channel = decoderChannel(64);
        feed(bytes(ascii("a"), new byte[] {(byte) 0xC3}, ascii("b"), new byte[] {(byte) 0x80, (byte) 0xFE}, ascii("\n")));
        feed("é€😀 ok\n".getBytes(StandardCharsets.UTF_8));
        List<InboundLine> lines = lines();
        assertThat(lines.get(0)).isEqualTo(text("a\uFFFDb\uFFFD\uFFFD"));
        assertThat(lines.get(1)).isEqualTo(text("é€😀 ok"));
    }

    @Test
    void randomBinaryGarbageNeverThrowsNeverExceedsTheLimitAndTheStreamRecovers() {
        Random random = new Random(42);
        for (int run = 0; run < 300; run++) {
            channel = decoderChannel(8);
            byte[] garbage = new byte[random.nextInt(3000)];
            random.nextBytes(garbage);
            feedInRandomChunks(garbage, random);
            feed(bytes(ascii("x".repeat(10)), ascii("\nhello\n")));
            List<InboundLine> lines = lines();
            assertThat(lines).last().isEqualTo(text("hello"));
            lines.stream().filter(l -> l instanceof InboundLine.Text)
                    .forEach(l -> assertThat(((InboundLine.Text) l).line().length()).isLessThanOrEqualTo(8));
            channel.finishAndReleaseAll();
        }
    }

    private void feed(byte[] data) {
        channel.writeInbound(Unpooled.wrappedBuffer(data));
    }

    private void feedByteByByte(byte[] data) {
        for (byte b : data) {
            feed(new byte[] {b});
        }
    }

    private void feedInRandomChunks(byte[] data, Random random) {
        int i = 0;
        while (i < data.length) {
            int n = Math.min(data.length - i, 1 + random.nextInt(50));
            byte[] chunk = new byte[n];
            System.arraycopy(data, i, chunk, 0, n);
            feed(chunk);
            i += n;
        }
    }

    private List<InboundLine> lines() {
        List<InboundLine> lines = new ArrayList<>();
        for (Object o = channel.readInbound(); o != null; o = channel.readInbound()) {
            lines.add((InboundLine) o);
        }
        return lines;
    }

    private List<Integer> outbound() {
        List<Integer> out = new ArrayList<>();
        for (ByteBuf buf = channel.readOutbound(); buf != null; buf = channel.readOutbound()) {
            for (byte b : ByteBufUtil.getBytes(buf)) {
                out.add(b & 0xFF);
            }
            buf.release();
        }
        return out;
    }

    private static InboundLine text(String line) {
        return new InboundLine.Text(line);
    }

    private static byte[] ascii(String s) {
        return s.getBytes(StandardCharsets.US_ASCII);
    }

    private static byte[] bytes(byte[]... parts) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (byte[] part : parts) {
            out.writeBytes(part);
        }
        return out.toByteArray();
    }
}
