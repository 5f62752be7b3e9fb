package io.lamancha.server.cluster;

import io.lamancha.protocol.event.Bye;
import io.lamancha.protocol.event.Notice;
import io.lamancha.server.world.HandedSession;
import io.lamancha.server.world.Relay;
import io.lamancha.server.world.Session;
import io.lamancha.server.world.World;
import java.time.Duration;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.Logger;

/**
 * Carries the players whose connection is here and whose room ran on a node that died: their
 * connection stays, they are told their game goes on elsewhere, and once a node has taken the
 * room over (and holds their seat) their session goes there, or back here when this node took
 * it, without a new login. A room nobody takes over within {@link #WITHIN} sends them away as
 * before, their seat waiting. A drained node's room that closed with it (no running game to go
 * on elsewhere) brings its players back to this node's lobby at once.
 */
final class Carrier {

    private static final Logger LOG = LogManager.getLogger(Carrier.class);
    /** How long a player is kept for their room's take-over (the take-over gives up after 30 s). */
    static final Duration WITHIN = Duration.ofSeconds(30);
    /** How often meanwhile the room's node is asked for. */
    static final Duration ASKED_EVERY = Duration.ofMillis(250);

    /** Where the room {@code room} is now, for {@code name}'s seat in it. */
    enum Where { NOWHERE_YET, HERE, THERE }

    /** What the carrier needs of the cluster. */
    interface Ways {
        /**
         * The node that holds {@code room} with {@code name}'s seat in it now ({@code null} while
         * none does); completes on any thread, never exceptionally.
         */
        CompletionStage<String> seatNode(String name, String room);

        /** Whether {@code node} is this one. */
        boolean here(String node);

        /** Hands {@code session} on to {@code node}, which runs it as {@code handed} from now on. */
        void handTo(Session session, String node, HandedSession handed);

        /** Runs {@code session} here again, as {@code handed}. */
        void handBack(Session session, HandedSession handed);

        /** The name is this node's while its player waits (or is freed: {@code hold} false). */
        void holdName(String name, boolean hold);
    }

    private final Ways ways;
    private final ScheduledExecutorService timer;
    private final LongSupplier nanos;

    Carrier(Ways ways, ScheduledExecutorService timer, LongSupplier nanos) {
        this.ways = ways;
        this.timer = timer;
        this.nanos = nanos;
    }

    /**
     * {@code local}'s session ran as {@code handed} on a node that died, in {@code room}: it waits
     * for the room's take-over.
     */
    void carry(Session local, HandedSession handed, String room) {
        carry(local, handed, room, "went away");
    }

    /** The same, the player told that the node that ran their table {@code why} ("is stopping"). */
    void carry(Session local, HandedSession handed, String room, String why) {
        if (timer == null) {
            sendAway(local);
            return;
        }
        ways.holdName(handed.name(), true);
        local.relay(new Relay() {
            @Override
            public void line(String text) {
                local.send(new Notice("cluster", "Your game is moving to another node; a moment..."));
            }

            @Override
            public void closed() {
                ways.holdName(handed.name(), false);
            }
        });
        local.send(new Notice("cluster", "The node that ran your table " + why + "; your game goes on on"
                + " another node in a moment."));
        HandedSession carried = going(local, handed, room);
        LOG.info("{} waits here for the room {} to be taken over", handed.name(), room);
        ask(local, carried, nanos.getAsLong() + WITHIN.toNanos());
    }

    /**
     * {@code local}'s session ran as {@code handed} in {@code room}, which closed with the node
     * that stopped (no game of it goes on elsewhere): the player is in this node's lobby at once,
     * told so, connection and login kept.
     */
    void bringHome(Session local, HandedSession handed, String room) {
        local.send(new Notice("cluster", "The room " + room + " closed with its node; you are back in the"
                + " lobby."));
        LOG.info("{} is back here: the room {} closed with its node", handed.name(), room);
        local.relay(null);
        ways.handBack(local, going(local, handed, World.LOBBY));
    }

    /**
     * {@code handed} on its way to {@code room}: a seat there is taken back with the token this
     * player was given (it is theirs); the settings are the connection's now (a /set passed on
     * was kept here too: Dispatcher).
     */
    private static HandedSession going(Session local, HandedSession handed, String room) {
        return new HandedSession(handed.name(), handed.registered(), local.format(), local.color(),
                handed.telnet(), local.states().updates(), room, null, handed.away(), handed.ignored(),
                handed.notified(), handed.channels(), handed.token(),
                handed.token() != null ? handed.token() : handed.presented(), handed.admin());
    }

    private void ask(Session local, HandedSession carried, long until) {
        if (local.isClosed()) {
            return;
        }
        ways.seatNode(carried.name(), carried.room()).thenAccept(node -> {
            if (local.isClosed()) {
                return;
            }
            if (node != null) {
                LOG.info("{} goes on in the room {} on node {}", carried.name(), carried.room(), node);
                if (ways.here(node)) {
                    local.relay(null);
                    ways.handBack(local, carried);
                } else {
                    ways.handTo(local, node, carried);
                }
            } else if (nanos.getAsLong() - until > 0) {
                LOG.info("no node took over the room {} in time: {} is sent away", carried.room(), carried.name());
                sendAway(local);
            } else {
                timer.schedule(() -> ask(local, carried, until), ASKED_EVERY.toMillis(), TimeUnit.MILLISECONDS);
            }
        });
    }

    private static void sendAway(Session local) {
        local.closeWith(null, new Bye(Bye.Code.STOPPING, "the node that ran your room went away; log in again,"
                + " your seat waits"));
    }
}
