package io.lamancha.server.world;

import static org.assertj.core.api.Assertions.assertThat;

import io.lamancha.protocol.LineEncoder;
import io.lamancha.server.testing.ManualStrand;
import org.junit.jupiter.api.Test;

/** The server-wide bound on channels: memory stays bounded however many names are tried. */
class ChannelsTest {

    private final ManualStrand strand = new ManualStrand();
    private final Channels channels = new Channels(() -> strand, CopyingFeed.factory(new LineEncoder()),
            new Channels.Limits(10, 5000, 3, 20, 40), Peers.NONE);

    @Test
    void noChannelIsMadeBeyondTheServersLimitButTheExistingOnesAreStillFound() {
        for (String name : new String[] {"spain", "mancha", "toboso"}) {
            assertThat(channels.findOrCreate(name, "ann", false)).as(name).isPresent();
        }

        assertThat(channels.findOrCreate("argamasilla", "ann", false)).as("a fourth channel").isEmpty();
        assertThat(channels.findOrCreate("MANCHA", "bob", false)).as("an existing one, any case").isPresent();
        assertThat(channels.find("argamasilla")).isEmpty();
    }
}
