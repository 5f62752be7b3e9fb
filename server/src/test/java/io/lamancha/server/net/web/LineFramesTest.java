package io.lamancha.server.net.web;

import static org.assertj.core.api.Assertions.assertThat;

import io.netty.buffer.Unpooled;
import io.netty.channel.embedded.EmbeddedChannel;
import io.netty.handler.codec.http.websocketx.CloseWebSocketFrame;
import io.netty.handler.codec.http.websocketx.TextWebSocketFrame;
import io.netty.handler.codec.http.websocketx.WebSocketCloseStatus;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class LineFramesTest {

    private final EmbeddedChannel channel = new EmbeddedChannel(new LineFrames());

    private void write(String bytes) {
        channel.writeOutbound(Unpooled.copiedBuffer(bytes, StandardCharsets.UTF_8));
    }

    private List<String> frames() {
        List<String> texts = new ArrayList<>();
        for (Object o; (o = channel.readOutbound()) != null; ) {
            if (o instanceof TextWebSocketFrame frame) {
                texts.add(frame.text());
                frame.release();
            }
        }
        return texts;
    }

    @Test
    void eachLineOfABufferIsOneFrameWithoutItsLineFeed() {
        write("welcome\n¡hola, señor!\n\n");
        assertThat(frames()).containsExactly("welcome", "¡hola, señor!", "");
    }

    @Test
    void aLineSplitAcrossBuffersLeavesAsOneFrameOnceItEnds() {
        write("first\nsec");
        assertThat(frames()).containsExactly("first");
        write("ond half");
        assertThat(frames()).isEmpty();
        write("\nthird\n");
        assertThat(frames()).containsExactly("second half", "third");
    }

    @Test
    void aCloseCarriesTheStatusRecordedForIt() {
        LineFrames out = channel.pipeline().get(LineFrames.class);
        out.closeFor(WebSocketCloseStatus.POLICY_VIOLATION);
        out.closeFor(WebSocketCloseStatus.ENDPOINT_UNAVAILABLE);
        channel.close();
        CloseWebSocketFrame close = channel.readOutbound();
        assertThat(close.statusCode()).as("the first reason given").isEqualTo(1008);
        close.release();
    }

    @Test
    void aCloseWithNoReasonSendsNoFrameOfItsOwn() {
        channel.close();
        assertThat((Object) channel.readOutbound()).isNull();
    }
}
