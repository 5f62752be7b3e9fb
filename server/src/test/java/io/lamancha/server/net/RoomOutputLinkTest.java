package io.lamancha.server.net;

import static org.assertj.core.api.Assertions.assertThat;

import io.lamancha.protocol.LineEncoder;
import io.lamancha.protocol.WireFormat;
import io.lamancha.protocol.event.Chat;
import io.lamancha.server.testing.ManualStrand;
import io.lamancha.server.world.LinkedOutbound;
import io.lamancha.server.world.RoomFeed;
import io.lamancha.server.world.Session;
import io.lamancha.server.world.Strand;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/**
 * A room's members run here for connections on another node: a room line crosses once per node
 * and wire format, naming whom it is for, rather than once per member.
 */
class RoomOutputLinkTest {

    private final ManualStrand strand = new ManualStrand();
    private final LineEncoder encoder = new LineEncoder();
    private final RoomFeed feed = RoomOutput.factory(encoder).open(strand);
    private final AtomicLong ids = new AtomicLong();

    /** One link to another node: what it was asked to send, as "members: text", and its groups' ends. */
    private static final class RecordingLink implements LinkedOutbound.Link {
        final List<String> sent = new ArrayList<>();
        int closed;

        @Override
        public LinkedOutbound.Group group() {
            return new LinkedOutbound.Group() {
                @Override
                public void writeAll(List<LinkedOutbound> to, byte[] lines) {
                    List<String> names = new ArrayList<>();
                    for (LinkedOutbound o : to) {
                        names.add(o.address());
                    }
                    sent.add(names + ": " + new String(lines, StandardCharsets.UTF_8).strip());
                }

                @Override
                public void close() {
                    closed++;
                }
            };
        }
    }

    private Session member(RecordingLink link, String name, WireFormat format) {
        LinkedOutbound out = new LinkedOutbound() {
            @Override
            public Link link() {
                return link;
            }

            @Override
            public void write(byte[] lines) {
                link.sent.add("[" + name + "] alone: " + new String(lines, StandardCharsets.UTF_8).strip());
            }

            @Override
            public void closeWith(byte[] lastLines) {
            }

            @Override
            public Strand strand() {
                return strand;
            }

            @Override
            public String address() {
                return name;
            }
        };
        Session s = new Session(ids.incrementAndGet(), out, encoder);
        s.format(format);
        return s;
    }

    @Test
    void aLineCrossesOncePerLinkAndFormatForEveryoneOnIt() {
        RecordingLink toB = new RecordingLink();
        RecordingLink toC = new RecordingLink();
        Session bob = member(toB, "bob", WireFormat.TEXT);
        Session carol = member(toB, "carol", WireFormat.TEXT);
        Session bot = member(toB, "botty", WireFormat.JSON);
        Session dave = member(toC, "dave", WireFormat.TEXT);
        for (Session s : List.of(bob, carol, bot, dave)) {
            feed.add(s);
        }

        feed.broadcast(new Chat("coins-1", "alice", "hi all"));

        assertThat(toB.sent).hasSize(2).anyMatch(l -> l.startsWith("[bob, carol]: ") && l.contains("hi all"))
                .anyMatch(l -> l.startsWith("[botty]: {"));
        assertThat(toC.sent).hasSize(1).allMatch(l -> l.startsWith("[dave]: "));

        feed.remove(carol);
        feed.remove(dave);
        assertThat(toC.closed).as("the group to node c has no member left").isEqualTo(1);
        bob.format(WireFormat.JSON);
        feed.reformatted(bob);
        toB.sent.clear();
        feed.broadcast(new Chat("coins-1", "alice", "again"));
        assertThat(toB.sent).as("carol gone, bob now in JSON with the bot").hasSize(1)
                .allMatch(l -> l.startsWith("[botty, bob]: {") && l.contains("again"));
    }

    @Test
    void linesEncodedOnAnotherNodeReachEveryMemberAsTheyAre() {
        RecordingLink toC = new RecordingLink();
        io.lamancha.server.testing.FakeOutbound out = new io.lamancha.server.testing.FakeOutbound(strand);
        Session local = new Session(ids.incrementAndGet(), out, encoder);
        Session onC = member(toC, "dave", WireFormat.TEXT);
        feed.add(local);
        feed.add(onC);

        feed.broadcastEncoded("[coins-1] <alice> from node a\n".getBytes(StandardCharsets.UTF_8));

        assertThat(out.lines()).containsExactly("[coins-1] <alice> from node a");
        assertThat(toC.sent).containsExactly("[dave]: [coins-1] <alice> from node a");
    }
}
