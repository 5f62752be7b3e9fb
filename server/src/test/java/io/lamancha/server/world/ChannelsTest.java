package io.lamancha.server.world;

import static org.assertj.core.api.Assertions.assertThat;

import io.lamancha.protocol.LineEncoder;
import io.lamancha.server.testing.ManualStrand;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The server-wide bound on channels: memory stays bounded however many names are tried. */
class ChannelsTest {

    private final ManualStrand strand = new ManualStrand();
    private final Channels channels = new Channels(() -> strand, CopyingFeed.factory(new LineEncoder()),
            new Channels.Limits(10, 5000, 3, 20, 40), Peers.NONE);

    private static ChannelBook.State open(String name, String owner) {
        return new ChannelBook.State(name, owner, Channel.Mode.OPEN, false, List.of(), List.of());
    }

    @Test
    void noChannelIsMadeBeyondTheServersLimitButTheExistingOnesAreStillFound() {
        for (String name : new String[] {"spain", "mancha", "toboso"}) {
            assertThat(channels.copyOf(open(name, "ann"))).as(name).isPresent();
        }

        assertThat(channels.copyOf(open("argamasilla", "ann"))).as("a fourth channel").isEmpty();
        assertThat(channels.copyOf(open("mancha", "bob"))).as("an existing one").isPresent();
        assertThat(channels.find("MANCHA")).as("any case").isPresent();
        assertThat(channels.find("argamasilla")).isEmpty();
    }

    @Test
    void theCopyFollowsTheBooksOwnerModeAndInvitations() {
        Channel c = channels.copyOf(open("spain", "ann")).orElseThrow();
        channels.copyOf(new ChannelBook.State("spain", "bob", Channel.Mode.CLOSED, false, List.of("carol"), List.of()));
        assertThat(c.owner()).isEqualTo("bob");
        assertThat(c.mode()).isEqualTo(Channel.Mode.CLOSED);
        assertThat(c.mayJoin("carol")).isTrue();
        assertThat(c.mayJoin("dan")).isFalse();
    }
}
