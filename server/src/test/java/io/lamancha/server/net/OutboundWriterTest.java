package io.lamancha.server.net;

import static org.assertj.core.api.Assertions.assertThat;

import io.netty.channel.embedded.EmbeddedChannel;
import org.junit.jupiter.api.Test;

/** Flush coalescing needs a real event loop (EmbeddedChannel runs tasks after every write): see TransportSocketTest. */
class OutboundWriterTest {

    @Test
    void theWriterOfAChannelIsAlwaysTheSameInstance() {
        EmbeddedChannel channel = new EmbeddedChannel();
        assertThat(OutboundWriter.of(channel)).isSameAs(OutboundWriter.of(channel));
    }
}
