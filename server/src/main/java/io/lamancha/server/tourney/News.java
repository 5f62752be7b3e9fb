package io.lamancha.server.tourney;

import io.lamancha.protocol.event.ChannelLine;
import io.lamancha.protocol.event.Notice;
import io.lamancha.server.pairing.PlacePoints;
import io.lamancha.server.pairing.Standing;
import io.lamancha.server.world.Channel;
import io.lamancha.server.world.Channels;
import io.lamancha.server.world.Session;
import io.lamancha.server.world.World;
import java.util.ArrayList;
import java.util.List;

/**
 * What the server tells of its tournaments: pairings, results and standings as lines in each
 * tournament's channel (named as the tournament, spoken by {@code tourney}), and the big moments
 * (announced, started, won) to the lobby too.
 */
final class News {

    /** Who speaks in a tournament's channel: a name nobody may take. */
    static final String SPEAKER = "tourney";
    /** How soon a line the channel's rate held back is said again. */
    private static final java.time.Duration RETRY = java.time.Duration.ofMillis(250);

    private final World world;

    News(World world) {
        this.world = world;
    }

    /** Puts {@code session} in the tournament's channel (made when there is none), if they can be in one more. */
    void follow(String tourney, Session session) {
        Channels channels = world.channels();
        if (session.isClosed() || session.social().inChannel(tourney)
                || session.social().channels().size() >= channels.limits().perUser()) {
            return;
        }
        channels.follow(tourney, SPEAKER, session);
    }

    /**
     * Lines in the tournament's channel, in order (nobody hears them while nobody is in it). A line
     * the channel's rate does not let through now (a round of many tables) is said a moment later,
     * with those after it: none is lost.
     */
    void post(String tourney, List<String> lines) {
        Channels channels = world.channels();
        channels.find(tourney).ifPresent(c -> c.strand().execute(() -> say(channels, c, List.copyOf(lines), 0)));
    }

    void post(String tourney, String line) {
        post(tourney, List.of(line));
    }

    /** Says {@code lines} from {@code from} on, in order, on the channel's strand. */
    private static void say(Channels channels, Channel c, List<String> lines, int from) {
        for (int i = from; i < lines.size(); i++) {
            if (!channels.say(c, SPEAKER, new ChannelLine(c.name(), SPEAKER, lines.get(i)), System.nanoTime())) {
                int next = i;
                c.strand().schedule(() -> say(channels, c, lines, next), RETRY);
                return;
            }
        }
    }

    /** A line for everyone in the lobby. */
    void lobby(String line) {
        world.lobby().strand().execute(() -> world.lobby().broadcast(new Notice("tourney", line)));
    }

    /** The first {@code n} of the standings on one line: {@code 1. alice 5.5, 2. bob 4, ...}. */
    static String top(List<Standing> standings, int n) {
        List<String> out = new ArrayList<>();
        for (Standing s : standings.subList(0, Math.min(n, standings.size()))) {
            out.add(s.rank() + ". " + s.name() + " " + PlacePoints.show(s.halfPoints()));
        }
        return String.join(", ", out) + (standings.size() > n ? ", ..." : "");
    }

    /**
     * A table and what each took, best first once it ended: {@code spring-r1-1: alice 3, bob 2,
     * carol 0.5, dave 0.5 and 1 bot}.
     */
    static String table(TourneyTable t) {
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < t.people().size(); i++) {
            order.add(i);
        }
        if (t.halfPoints() != null) {
            order.sort(java.util.Comparator.comparing((Integer i) -> -t.halfPoints().get(i)));
        }
        List<String> who = new ArrayList<>();
        for (int i : order) {
            who.add(t.people().get(i) + (t.halfPoints() == null ? "" : " " + PlacePoints.show(t.halfPoints().get(i))));
        }
        return t.room() + ": " + String.join(", ", who) + (t.bots() == 0 ? "" : " and " + t.bots() + " bot"
                + (t.bots() == 1 ? "" : "s"));
    }
}
