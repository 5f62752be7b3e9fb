package io.lamancha.server.net;

import static org.assertj.core.api.Assertions.assertThat;

import io.netty.buffer.Unpooled;
import io.netty.channel.embedded.EmbeddedChannel;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;

/** The decoder over any byte stream in any chunks: hostile bytes, telnet and line ends mixed. */
class TelnetLineDecoderPropertiesTest {

    private static final int LIMIT = 64;

    /** What one stream gave: its lines, and the most the decoder held at any time. */
    private record Decoded(List<InboundLine> lines, int mostHeld) {
    }

    @Property
    void anyStreamIsDecodedWithoutThrowingAndWithAtMostTheLimitHeld(@ForAll("streams") byte[] stream,
            @ForAll("chunks") List<Integer> chunks) {
        Decoded d = decode(stream, chunks);
        assertThat(d.mostHeld()).isLessThanOrEqualTo(LIMIT + 1);
    }

    @Property
    void everyLineFeedEndsExactlyOneLine(@ForAll("streams") byte[] stream, @ForAll("chunks") List<Integer> chunks) {
        byte[] ended = Arrays.copyOf(stream, stream.length + 1);
        ended[stream.length] = '\n';
        long lineFeeds = 0;
        for (byte b : ended) {
            lineFeeds += b == '\n' ? 1 : 0;
        }
        assertThat(decode(ended, chunks).lines()).hasSize((int) lineFeeds);
    }

    @Property
    void noLineCarriesALineFeedOrMoreThanTheLimit(@ForAll("streams") byte[] stream, @ForAll("chunks") List<Integer> chunks) {
        for (InboundLine l : decode(stream, chunks).lines()) {
            if (l instanceof InboundLine.Text text) {
                assertThat(text.line()).doesNotContain("\n");
                assertThat(text.line().length()).isLessThanOrEqualTo(LIMIT);
            }
        }
    }

    @Property
    void aLineAfterAnyGarbageAndALineFeedArrivesIntact(@ForAll("streams") byte[] garbage,
            @ForAll("chunks") List<Integer> chunks) {
        byte[] after = "\nhello\n".getBytes(StandardCharsets.US_ASCII);
        byte[] stream = Arrays.copyOf(garbage, garbage.length + after.length);
        System.arraycopy(after, 0, stream, garbage.length, after.length);
        assertThat(decode(stream, chunks).lines()).last().isEqualTo(new InboundLine.Text("hello"));
    }

    private static Decoded decode(byte[] stream, List<Integer> chunks) {
        TelnetLineDecoder decoder = new TelnetLineDecoder(LIMIT);
        EmbeddedChannel channel = new EmbeddedChannel(decoder);
        int mostHeld = 0;
        try {
            int at = 0;
            for (int i = 0; at < stream.length; i++) {
                int n = Math.min(stream.length - at, chunks.get(i % chunks.size()));
                channel.writeInbound(Unpooled.wrappedBuffer(stream, at, n));
                at += n;
                mostHeld = Math.max(mostHeld, decoder.heldBytes());
            }
            List<InboundLine> lines = new ArrayList<>();
            for (Object o = channel.readInbound(); o != null; o = channel.readInbound()) {
                lines.add((InboundLine) o);
            }
            return new Decoded(lines, mostHeld);
        } finally {
            channel.finishAndReleaseAll();
        }
    }

    /** Bytes with telnet commands, line ends and text over-represented, up to several lines long. */
    @Provide
    Arbitrary<byte[]> streams() {
        Arbitrary<Byte> telnet = Arbitraries.integers().between(240, 255).map(Integer::byteValue);
        Arbitrary<Byte> lineEnds = Arbitraries.of((byte) '\n', (byte) '\r');
        Arbitrary<Byte> text = Arbitraries.integers().between('a', 'z').map(Integer::byteValue);
        Arbitrary<Byte> any = Arbitraries.bytes();
        Arbitrary<Byte> b = Arbitraries.frequencyOf(Tuple.of(3, Arbitraries.just((byte) 0xFF)), Tuple.of(2, telnet),
                Tuple.of(2, lineEnds), Tuple.of(4, text), Tuple.of(3, any));
        return b.list().ofMaxSize(600).map(list -> {
            byte[] bytes = new byte[list.size()];
            for (int i = 0; i < bytes.length; i++) {
                bytes[i] = list.get(i);
            }
            return bytes;
        });
    }

    @Provide
    Arbitrary<List<Integer>> chunks() {
        return Arbitraries.integers().between(1, 80).list().ofMinSize(1).ofMaxSize(8);
    }
}
