package io.lamancha.server.world;

import static org.assertj.core.api.Assertions.assertThat;

import io.lamancha.protocol.LineEncoder;
import io.lamancha.server.testing.ManualStrand;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A registered owner's channel with nobody in it goes after a while; a guest's at once; one in use stays. */
class ChannelsSweepTest {

    @Test
    void anEmptyKeptChannelGoesOnlyOnceItWasEmptyForTheWholeWhile() {
        ManualStrand strand = new ManualStrand();
        Channels channels = new Channels(() -> strand, CopyingFeed.factory(new LineEncoder()), Channels.Limits.DEFAULT,
                Peers.NONE);
        channels.restore(List.of(new Channels.Record("spain", "anna", Channel.Mode.OPEN, List.of()),
                new Channels.Record("chess", "bert", Channel.Mode.OPEN, List.of())));
        assertThat(channels.ownedBy("anna")).isEqualTo(1);
        long now = System.nanoTime();
        Duration week = Duration.ofDays(7);
        assertThat(channels.sweep(week, now)).as("not empty for a week yet").isEmpty();
        assertThat(channels.sweep(week, now + week.toNanos() + 1)).containsExactlyInAnyOrder("spain", "chess");
        assertThat(channels.find("spain")).isEmpty();
        assertThat(channels.ownedBy("anna")).isZero();
    }
}
