package io.lamancha.server.net;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.netty.channel.embedded.EmbeddedChannel;
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
}
