package io.lamancha.server.net;

import io.netty.channel.Channel;
import io.netty.channel.ChannelPromise;
import java.util.ArrayList;
import java.util.List;

/**
 * The {@link FanoutFeed}s one {@link OutboundWriter} follows (its room's, its channels'), and how
 * far it has been given each. The list is made on the first feed followed: a connection that
 * never joins a room or a channel holds none. Event loop only.
 */
final class FollowedFeeds {

    private List<Following> feeds;

    /** Follows {@code feed} from its end on; nothing if it is followed already. */
    void follow(FanoutFeed feed, OutboundWriter writer) {
        if (find(feed) != null) {
            return;
        }
        if (feeds == null) {
            feeds = new ArrayList<>(2);
        }
        feeds.add(new Following(feed, feed.add(writer)));
    }

    /** Stops following {@code feed}; whether it held bytes this writer had not passed on. */
    boolean leave(FanoutFeed feed, OutboundWriter writer, Runnable passOnFirst) {
        Following f = find(feed);
        if (f == null) {
            return false;
        }
        boolean behind = f.position < feed.end();
        if (behind) {
            passOnFirst.run();
        }
        feed.remove(writer);
        feeds.remove(f);
        return behind;
    }

    /** Leaves every feed without what they stored since the last pass. */
    void leaveAll(OutboundWriter writer) {
        if (feeds == null) {
            return;
        }
        for (Following f : feeds) {
            f.feed.remove(writer);
        }
        feeds = null;
    }

    /** How far the writer has been given {@code feed}; its end when not followed. */
    long positionIn(FanoutFeed feed) {
        Following f = find(feed);
        return f == null ? feed.end() : f.position;
    }

    /** Whether a followed feed holds bytes the writer has not passed on. */
    boolean waiting() {
        if (feeds == null) {
            return false;
        }
        for (Following f : feeds) {
            if (f.position < f.feed.end()) {
                return true;
            }
        }
        return false;
    }

    /** The bytes the feeds hold for the writer and it has not passed on. */
    long heldBytes() {
        long held = 0;
        if (feeds != null) {
            for (Following f : feeds) {
                held += f.feed.end() - f.position;
            }
        }
        return held;
    }

    /**
     * Passes what each feed holds for the writer to {@code channel}, unflushed, if it is still
     * open; returns whether anything was written.
     */
    boolean passOn(Channel channel, ChannelPromise promise) {
        boolean wrote = false;
        if (feeds == null) {
            return false;
        }
        for (Following f : feeds) {
            if (f.position < f.feed.end()) {
                long from = f.position;
                f.position = f.feed.end();
                if (channel.isActive()) {
                    f.feed.writeTo(channel, from, promise);
                    wrote = true;
                }
            }
        }
        return wrote;
    }

    private Following find(FanoutFeed feed) {
        if (feeds == null) {
            return null;
        }
        for (Following f : feeds) {
            if (f.feed == feed) {
                return f;
            }
        }
        return null;
    }

    /** A feed the writer follows, and how far it has been given it. */
    private static final class Following {
        final FanoutFeed feed;
        long position;

        Following(FanoutFeed feed, long position) {
            this.feed = feed;
            this.position = position;
        }
    }
}
