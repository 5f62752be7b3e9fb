package io.lamancha.server.net;

import static org.assertj.core.api.Assertions.assertThat;

import io.lamancha.protocol.LineEncoder;
import io.lamancha.protocol.WireFormat;
import io.lamancha.protocol.event.Bye;
import io.lamancha.protocol.event.Chat;
import io.lamancha.server.testing.FakeOutbound;
import io.lamancha.server.testing.ManualStrand;
import io.lamancha.server.world.Session;
import io.netty.buffer.ByteBuf;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A room's fan-out: in place for members on the room's loop, one hand-off per other loop. */
class BroadcastTest {

    private final LineEncoder encoder = new LineEncoder();
    private final ManualStrand roomLoop = new ManualStrand();
    private final ManualStrand otherLoop = new ManualStrand();
    private final ManualStrand thirdLoop = new ManualStrand();

    private record Member(Session session, FakeOutbound out) {
    }

    private Member member(long id, ManualStrand loop, WireFormat format) {
        FakeOutbound out = new FakeOutbound(loop);
        Session s = new Session(id, out, encoder);
        s.format(format);
        return new Member(s, out);
    }

    @Test
    void everyMemberGetsTheLineOnceInItsFormatAndOtherLoopsGetOneTaskEach() {
        List<Member> members = new ArrayList<>();
        for (int i = 0; i < 6; i++) {
            ManualStrand loop = i % 3 == 0 ? roomLoop : i % 3 == 1 ? otherLoop : thirdLoop;
            members.add(member(i, loop, i % 2 == 0 ? WireFormat.TEXT : WireFormat.JSON));
        }
        Broadcast b = new Broadcast(new Chat("lobby", "alice", "hello"), encoder);
        b.deliver(members.stream().map(Member::session).toList(), roomLoop);
        b.release();

        assertThat(members.get(0).out().lines()).as("on the room's loop: written in place").hasSize(1);
        assertThat(members.get(3).out().lines()).hasSize(1);
        for (int i : new int[] {1, 2, 4, 5}) {
            assertThat(members.get(i).out().lines()).as("member %d waits for its loop", i).isEmpty();
        }
        assertThat(otherLoop.pending()).as("one task for the two members on the other loop").isEqualTo(1);
        assertThat(thirdLoop.pending()).isEqualTo(1);
        otherLoop.runAll();
        thirdLoop.runAll();
        for (int i = 0; i < 6; i++) {
            List<String> lines = members.get(i).out().lines();
            assertThat(lines).as("member %d", i).hasSize(1);
            if (i % 2 == 0) {
                assertThat(lines.get(0)).doesNotStartWith("{").contains("alice").contains("hello");
            } else {
                assertThat(lines.get(0)).startsWith("{\"ev\":\"chat\"").contains("\"hello\"");
            }
        }
    }

    @Test
    void aMemberClosedBeforeItsLoopRunsTheHandoffGetsOnlyItsGoodbye() {
        Member open = member(1, otherLoop, WireFormat.TEXT);
        Member closing = member(2, otherLoop, WireFormat.TEXT);
        Broadcast b = new Broadcast(new Chat("lobby", "alice", "hello"), encoder);
        b.deliver(List.of(open.session(), closing.session()), roomLoop);
        b.release();
        closing.session().closeWith(null, new Bye(Bye.Code.KICKED, "gone"));
        otherLoop.runAll();
        assertThat(open.out().lines()).hasSize(1);
        assertThat(closing.out().lines()).containsExactly("Goodbye: gone");
        assertThat(closing.out().closed()).isTrue();
    }

    @Test
    void aLoopThatHasShutDownGetsNothingAndHoldsNoReference() {
        Member here = member(1, roomLoop, WireFormat.TEXT);
        Member gone = member(2, otherLoop, WireFormat.TEXT);
        otherLoop.shutDown();
        Broadcast b = new Broadcast(new Chat("lobby", "alice", "hello"), encoder);
        ByteBuf line = b.encoded(WireFormat.TEXT);
        b.deliver(List.of(here.session(), gone.session()), roomLoop);
        b.release();
        assertThat(here.out().lines()).hasSize(1);
        assertThat(gone.out().lines()).isEmpty();
        assertThat(line.refCnt()).as("the refused hand-off released its reference").isZero();
    }

    @Test
    void aLineUsedOnAnotherLoopOutlivesTheBroadcastUntilThatLoopHasUsedIt() {
        Broadcast b = new Broadcast(new Chat("lobby", "alice", "hello"), encoder);
        List<String> used = new ArrayList<>();
        b.useOn(otherLoop, WireFormat.TEXT, line -> used.add(line.toString(StandardCharsets.UTF_8)));
        ByteBuf line = b.encoded(WireFormat.TEXT);
        b.release();
        assertThat(used).as("not yet: it runs on the other loop").isEmpty();
        assertThat(line.refCnt()).as("the queued task holds the line").isEqualTo(1);
        otherLoop.runAll();
        assertThat(used).singleElement().asString().contains("alice").contains("hello");
        assertThat(line.refCnt()).isZero();
    }

    @Test
    void aLineForALoopThatHasShutDownIsReleasedUnused() {
        otherLoop.shutDown();
        Broadcast b = new Broadcast(new Chat("lobby", "alice", "hello"), encoder);
        List<ByteBuf> used = new ArrayList<>();
        b.useOn(otherLoop, WireFormat.TEXT, used::add);
        ByteBuf line = b.encoded(WireFormat.TEXT);
        b.release();
        assertThat(used).isEmpty();
        assertThat(line.refCnt()).isZero();
    }
}
