package io.lamancha.server.net;

import static org.assertj.core.api.Assertions.assertThat;

import io.netty.bootstrap.Bootstrap;
import io.netty.bootstrap.ServerBootstrap;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import io.netty.channel.Channel;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.channel.ChannelInitializer;
import io.netty.channel.ChannelOutboundHandlerAdapter;
import io.netty.channel.ChannelPromise;
import io.netty.channel.EventLoopGroup;
import io.netty.channel.MultiThreadIoEventLoopGroup;
import io.netty.channel.local.LocalAddress;
import io.netty.channel.local.LocalChannel;
import io.netty.channel.local.LocalIoHandler;
import io.netty.channel.local.LocalServerChannel;
import java.net.SocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A feed over real channels of one event loop (in-VM): what each follower receives, byte for byte,
 * with the order of its own lines among the shared ones, joins and leaves mid-stream, and chunks.
 */
class FanoutFeedTest {

    private EventLoopGroup group;
    private Channel server;
    private final Map<SocketAddress, Channel> serverSides = new ConcurrentHashMap<>();
    private final List<Peer> peers = new ArrayList<>();
    /** Every feed a test opened: closed after it, so their chunks are released (loop only). */
    private final List<FanoutFeed> feeds = new ArrayList<>();
    private volatile boolean holdWrites;

    /** The client end of one connection: what the server's writer sent it. */
    private static final class Peer extends ChannelInboundHandlerAdapter {
        private final StringBuilder received = new StringBuilder();
        Channel channel;
        OutboundWriter writer;
        int barriers;

        @Override
        public void channelRead(ChannelHandlerContext ctx, Object msg) {
            ByteBuf buf = (ByteBuf) msg;
            try {
                synchronized (received) {
                    received.append(buf.toString(StandardCharsets.UTF_8));
                }
            } finally {
                buf.release();
            }
        }

        String received() {
            synchronized (received) {
                return received.toString();
            }
        }

        String receivedWithoutBarriers() {
            return received().replaceAll("~barrier \\d+~\n", "");
        }
    }

    @BeforeEach
    void start() throws Exception {
        group = new MultiThreadIoEventLoopGroup(1, LocalIoHandler.newFactory());
        LocalAddress address = new LocalAddress("feed-" + UUID.randomUUID());
        OutputBatching batching = OutputBatching.immediate();
        server = new ServerBootstrap().group(group).channel(LocalServerChannel.class)
                .childHandler(new ChannelInitializer<Channel>() {
                    @Override
                    protected void initChannel(Channel ch) {
                        OutboundWriter.install(ch, batching);
                        ch.pipeline().addLast(new ChannelOutboundHandlerAdapter() {
                            @Override
                            public void write(ChannelHandlerContext ctx, Object msg, ChannelPromise promise) {
                                if (holdWrites) { // like a socket that took nothing: sent in a later turn
                                    ctx.executor().execute(() -> ctx.writeAndFlush(msg, promise));
                                } else {
                                    ctx.write(msg, promise);
                                }
                            }
                        });
                        serverSides.put(ch.remoteAddress(), ch);
                    }
                }).bind(address).sync().channel();
        for (int i = 0; i < 3; i++) {
            Peer peer = new Peer();
            peer.channel = new Bootstrap().group(group).channel(LocalChannel.class).handler(peer)
                    .connect(address).sync().channel();
            peers.add(peer);
        }
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
        while (serverSides.size() < peers.size() && System.nanoTime() < deadline) {
            Thread.sleep(5);
        }
        for (Peer p : peers) {
            p.writer = OutboundWriter.of(serverSides.get(p.channel.localAddress()));
        }
    }

    @AfterEach
    void stop() throws Exception {
        onLoop(() -> feeds.forEach(FanoutFeed::close));
        server.close().sync();
        group.shutdownGracefully(0, 1, TimeUnit.SECONDS).sync();
    }

    private void onLoop(Runnable task) throws Exception {
        group.next().submit(task).sync();
    }

    /** {@code feed}, to be closed after the test (loop only). */
    private FanoutFeed opened(FanoutFeed feed) {
        feeds.add(feed);
        return feed;
    }

    private static ByteBuf line(String text) {
        return Unpooled.copiedBuffer(text, StandardCharsets.UTF_8);
    }

    private static void append(FanoutFeed feed, String text) {
        ByteBuf b = line(text);
        feed.append(b);
        b.release();
    }

    /**
     * Waits until {@code peer} has received {@code expected}'s length, then checks it received
     * exactly that. The proof that nothing else is on its way is a barrier: a line of the peer's
     * own, which its writer sends only after every shared byte stored before it, so anything extra
     * would arrive before it. (Barriers are left out of what is compared.)
     */
    private void awaitReceived(Peer peer, String expected) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
        while (peer.receivedWithoutBarriers().length() < expected.length() && System.nanoTime() < deadline) {
            Thread.sleep(2);
        }
        String barrier = "~barrier " + (++peer.barriers) + "~\n";
        onLoop(() -> peer.writer.write(line(barrier)));
        while (!peer.received().endsWith(barrier) && System.nanoTime() < deadline) {
            Thread.sleep(2);
        }
        assertThat(peer.received()).endsWith(barrier);
        assertThat(peer.receivedWithoutBarriers()).isEqualTo(expected);
    }

    private FanoutFeed feedFollowedByAll() throws Exception {
        return feedFollowedByAll(FanoutFeed.TURNS_PER_TASK);
    }

    private FanoutFeed feedFollowedByAll(int turnsPerTask) throws Exception {
        FanoutFeed[] feed = new FanoutFeed[1];
        onLoop(() -> {
            feed[0] = opened(new FanoutFeed(group.next(), 0, peers.get(0).channel.alloc(), turnsPerTask));
            peers.forEach(p -> p.writer.follow(feed[0]));
        });
        return feed[0];
    }

    @Test
    void everyFollowerReceivesEachLineOnceInOrder() throws Exception {
        FanoutFeed feed = feedFollowedByAll();
        onLoop(() -> {
            append(feed, "one\n");
            append(feed, "two\n");
        });
        onLoop(() -> append(feed, "three\n"));
        for (Peer p : peers) {
            awaitReceived(p, "one\ntwo\nthree\n");
        }
    }

    @Test
    void aFollowersOwnLinesKeepTheirPlaceAmongTheSharedOnes() throws Exception {
        FanoutFeed feed = feedFollowedByAll();
        Peer a = peers.get(0);
        onLoop(() -> {
            append(feed, "all 1\n");
            a.writer.write(line("only a 1\n"));
            append(feed, "all 2\n");
            append(feed, "all 3\n");
            a.writer.write(line("only a 2\n"));
        });
        awaitReceived(a, "all 1\nonly a 1\nall 2\nall 3\nonly a 2\n");
        awaitReceived(peers.get(1), "all 1\nall 2\nall 3\n");
    }

    @Test
    void aLateFollowerGetsWhatComesAfterAndOneWhoLeavesKeepsWhatCameBefore() throws Exception {
        Peer a = peers.get(0);
        Peer b = peers.get(1);
        Peer c = peers.get(2);
        FanoutFeed[] feed = new FanoutFeed[1];
        onLoop(() -> {
            feed[0] = opened(a.writer.openFeed());
            a.writer.follow(feed[0]);
            b.writer.follow(feed[0]);
            append(feed[0], "x\n");
            c.writer.follow(feed[0]);
            append(feed[0], "y\n");
            b.writer.unfollow(feed[0]);
            append(feed[0], "z\n");
        });
        awaitReceived(a, "x\ny\nz\n");
        awaitReceived(b, "x\ny\n");
        awaitReceived(c, "y\nz\n");
        onLoop(() -> assertThat(feed[0].followers()).isEqualTo(2));
    }

    @Test
    void aClosingFollowersGoodbyeIsTheLastLineItSends() throws Exception {
        FanoutFeed feed = feedFollowedByAll();
        Peer a = peers.get(0);
        holdWrites = true; // the socket takes the goodbye late: the channel is still open meanwhile
        onLoop(() -> append(feed, "before\n"));
        a.writer.closeWith(line("goodbye a\n")); // from another thread, like a room's: a hop to the loop
        onLoop(() -> append(feed, "after the goodbye\n"));
        onLoop(() -> a.writer.write(line("own line after the goodbye\n")));
        a.channel.closeFuture().await(5, TimeUnit.SECONDS);

        assertThat(a.received()).isEqualTo("before\ngoodbye a\n");
        awaitReceived(peers.get(1), "before\nafter the goodbye\n");
        onLoop(() -> assertThat(feed.followers()).isEqualTo(2));
    }

    @Test
    void linesBeyondAChunkArriveWholeAndSpentChunksAreLetGo() throws Exception {
        FanoutFeed feed = feedFollowedByAll();
        StringBuilder expected = new StringBuilder();
        List<String> lines = new ArrayList<>();
        for (int i = 0; expected.length() < 3 * FanoutFeed.CHUNK_BYTES; i++) {
            String l = "line " + i + " of a fan-out bigger than one chunk\n";
            lines.add(l);
            expected.append(l);
        }
        String big = "x".repeat(FanoutFeed.CHUNK_BYTES + 100) + "\n";
        lines.add(big);
        expected.append(big);
        onLoop(() -> lines.forEach(l -> append(feed, l)));
        for (Peer p : peers) {
            awaitReceived(p, expected.toString());
        }
        onLoop(() -> assertThat(feed.chunkCount()).as("only the chunk in use is kept").isEqualTo(1));
        // The kept chunk is written over from its start once no slice holds it: what comes next is intact.
        onLoop(() -> append(feed, "after\n"));
        for (Peer p : peers) {
            awaitReceived(p, expected + "after\n");
        }
    }

    @Test
    void storedBytesAreNotWrittenOverWhileAChannelStillHoldsThem() throws Exception {
        FanoutFeed feed = feedFollowedByAll();
        holdWrites = true;
        onLoop(() -> {
            append(feed, "first\n");
            feed.takeTurns(); // the channels still hold their slices: sent after this task
            append(feed, "second\n");
        });
        for (Peer p : peers) {
            awaitReceived(p, "first\nsecond\n");
        }
    }

    @Test
    void aRoundSpreadOverLoopTasksLosesNothingWhenLinesComeAndFollowersGoMidRound() throws Exception {
        Peer a = peers.get(0);
        Peer b = peers.get(1);
        Peer c = peers.get(2);
        FanoutFeed feed = feedFollowedByAll(1); // one turn per task
        onLoop(() -> append(feed, "a\n"));
        // Each of these lands between two turns of a round or between rounds, as the loop gets to
        // it: either way nothing may be lost or reordered.
        onLoop(() -> append(feed, "b\n"));
        onLoop(() -> a.writer.unfollow(feed));
        onLoop(() -> append(feed, "c\n"));
        onLoop(() -> b.writer.write(line("b alone\n")));
        onLoop(() -> append(feed, "d\n"));
        awaitReceived(a, "a\nb\n");
        awaitReceived(b, "a\nb\nc\nb alone\nd\n");
        awaitReceived(c, "a\nb\nc\nd\n");
        onLoop(() -> assertThat(feed.chunkCount()).isEqualTo(1));
    }

    @Test
    void aLineStoredMidRoundReachesThoseAlreadyServedInAnotherRound() throws Exception {
        onLoop(() -> {
            FanoutFeed feed = opened(new FanoutFeed(group.next(), 0, peers.get(0).channel.alloc(), 1));
            peers.forEach(p -> p.writer.follow(feed));
            feed.takeTurns(); // the first follower's turn, with nothing to send yet
            append(feed, "late\n"); // the round goes on in later tasks; nothing else follows
        });
        for (Peer p : peers) {
            awaitReceived(p, "late\n");
        }
    }

    @Test
    void aClosedFollowerDoesNotHoldUpTheOthers() throws Exception {
        FanoutFeed feed = feedFollowedByAll();
        peers.get(1).channel.close().sync();
        onLoop(() -> append(feed, "still here\n"));
        awaitReceived(peers.get(0), "still here\n");
        awaitReceived(peers.get(2), "still here\n");
        assertThat(peers.get(1).received()).isEmpty();
    }

    @Test
    void closingTheFeedStillDeliversWhatItStoredAndReleasesItsChunks() throws Exception {
        FanoutFeed feed = feedFollowedByAll();
        onLoop(() -> {
            append(feed, "last words\n");
            feed.close();
            append(feed, "never sent\n");
        });
        for (Peer p : peers) {
            awaitReceived(p, "last words\n");
        }
        onLoop(() -> {
            assertThat(feed.chunkCount()).isZero();
            assertThat(feed.followers()).isZero();
        });
    }

    @Test
    void aWriterFollowsARoomAndAChannelAtOnceAndLeavesOneWithoutTheOther() throws Exception {
        Peer a = peers.get(0);
        Peer b = peers.get(1);
        FanoutFeed[] two = new FanoutFeed[2];
        onLoop(() -> {
            two[0] = opened(a.writer.openFeed());
            two[1] = opened(a.writer.openFeed());
            a.writer.follow(two[0]);
            b.writer.follow(two[0]);
            a.writer.follow(two[1]);
            append(two[0], "room one\n");
            append(two[1], "channel one\n");
        });
        awaitReceived(a, "room one\nchannel one\n");
        onLoop(() -> {
            a.writer.unfollow(two[1]);
            append(two[1], "channel two\n");
            append(two[0], "room two\n");
        });
        awaitReceived(a, "room one\nchannel one\nroom two\n");
        awaitReceived(b, "room one\nroom two\n");
    }
}
