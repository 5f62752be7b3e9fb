package io.lamancha.server.net;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import io.netty.channel.EventLoopGroup;
import io.netty.channel.MultiThreadIoEventLoopGroup;
import io.netty.channel.embedded.EmbeddedChannel;
import io.netty.channel.local.LocalChannel;
import io.netty.channel.local.LocalIoHandler;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** Flushing needs a real event loop (EmbeddedChannel runs tasks after every write): see TransportSocketTest. */
class OutboundWriterTest {

    @Test
    void theWriterOfAChannelIsTheOneInstalledOnIt() {
        EmbeddedChannel channel = new EmbeddedChannel();
        OutboundWriter installed = OutboundWriter.install(channel, OutputBatching.immediate());
        assertThat(OutboundWriter.of(channel)).isSameAs(installed);
        assertThat(OutboundWriter.install(channel, OutputBatching.immediate())).isSameAs(installed);
    }

    @Test
    void aChannelWithoutAWriterIsAProgrammingError() {
        assertThatThrownBy(() -> OutboundWriter.of(new EmbeddedChannel()))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("no OutboundWriter");
    }

    @Test
    void outputForAChannelWhoseLoopHasShutDownIsReleasedAndDropped() throws Exception {
        EventLoopGroup group = new MultiThreadIoEventLoopGroup(1, LocalIoHandler.newFactory());
        LocalChannel channel = new LocalChannel();
        group.register(channel).sync();
        OutboundWriter writer = OutboundWriter.install(channel, OutputBatching.immediate());
        group.shutdownGracefully(0, 0, TimeUnit.SECONDS).sync();

        ByteBuf owned = Unpooled.copiedBuffer("mine\n", StandardCharsets.UTF_8);
        ByteBuf shared = Unpooled.copiedBuffer("all\n", StandardCharsets.UTF_8);
        ByteBuf last = Unpooled.copiedBuffer("bye\n", StandardCharsets.UTF_8);
        writer.write(owned);
        writer.writeShared(shared);
        writer.closeWith(last);

        assertThat(owned.refCnt()).as("ownership passed to the writer, which released it").isZero();
        assertThat(last.refCnt()).as("the last line's too").isZero();
        assertThat(shared.refCnt()).as("the caller's reference only").isEqualTo(1);
        shared.release();
    }
}
