package io.lamancha.server.cluster;

import io.lamancha.protocol.ErrorCode;
import io.lamancha.protocol.event.Seek;
import io.lamancha.protocol.event.Unseek;
import io.lamancha.server.world.Refusal;
import io.lamancha.server.world.Room;
import io.lamancha.server.world.Seeks;
import io.lamancha.server.world.SessionInput;
import io.lamancha.server.world.World;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CompletionStage;
import java.util.function.LongFunction;

/**
 * The ads for games across the cluster: each numbered by Redis ({@code INCR lamancha:seeks}), so
 * that a number names one ad everywhere; posted and ended on the author's node, which tells every
 * other node (their lobbies list it, and drop it); accepted anywhere, the author's node deciding
 * who gets its seats and making the table there. A node that joins hears every node's ads again
 * with the {@link BusMessage.Hello} answers; a dead node's ads go.
 */
final class ClusterSeeks {

    static final String PLACED = "PLACED";
    static final String REFUSED = "REFUSED";

    private final String node;
    private final Bus bus;
    private final LongFunction<CompletionStage<Long>> ids;

    /** @param ids the cluster's counter: the next number above both its own last and the one given */
    ClusterSeeks(String node, Bus bus, LongFunction<CompletionStage<Long>> ids) {
        this.node = node;
        this.bus = bus;
        this.ids = ids;
    }

    /**
     * The number of a new ad: above every ad listed here too, so that a counter Redis lost when it
     * restarted names no ad twice.
     */
    CompletionStage<Integer> nextId(World world) {
        long floor = world.seeks().all().stream().mapToLong(Seeks.Ad::id).max().orElse(0);
        return ids.apply(floor).thenApply(Long::intValue);
    }

    void posted(Seeks.Ad ad) {
        bus.publish(new BusMessage.SeekPosted(node, ad.id(), ad.author(), ad.game().id(), ad.seats(), ad.options(),
                ad.bots()));
    }

    void ended(Seeks.Ad ad, String reason) {
        bus.publish(new BusMessage.SeekEnded(node, ad.id(), ad.author(), reason));
    }

    /** Says every ad of this node's again (a node joined, or asked). */
    void announce(World world) {
        if (world != null) {
            world.seeks().local().forEach(this::posted);
        }
    }

    /** Another node's ad: listed here, and those in the lobby here who do not ignore its author hear of it. */
    void heard(World world, BusMessage.SeekPosted m) {
        world.games().find(m.game()).ifPresent(game -> {
            Seeks.Ad ad = new Seeks.Ad(m.id(), m.author(), game, m.seats(), m.options(), m.bots(), null, m.node());
            boolean fresh = world.seeks().get(m.id()).isEmpty();
            world.seeks().heard(ad);
            if (fresh) {
                Room lobby = world.lobby();
                lobby.strand().execute(() -> lobby.say(m.author(), new Seek(m.id(), m.author(), m.game(), m.seats(),
                        ad.options(), m.bots())));
            }
        });
    }

    /** Another node's ad ended: it goes here too. */
    void heard(World world, BusMessage.SeekEnded m) {
        if (world.seeks().endedElsewhere(m.id())) {
            Room lobby = world.lobby();
            lobby.strand().execute(() -> lobby.broadcast(new Unseek(m.id(), m.author(), m.reason())));
        }
    }

    /** {@code dead} is taken for dead: its ads go. */
    void nodeDead(World world, String dead) {
        for (Seeks.Ad ad : world.seeks().all()) {
            if (dead.equals(ad.node())) {
                heard(world, new BusMessage.SeekEnded(dead, ad.id(), ad.author(), "gone"));
            }
        }
    }

    /** A user of another node accepts an ad of this node's: answered with the table's room, or why not. */
    void acceptAsked(SessionInput input, BusMessage.SeekAccept m) {
        input.seekAccepted(m.id(), m.who()).whenComplete((room, failure) -> {
            Throwable cause = failure instanceof CompletionException && failure.getCause() != null
                    ? failure.getCause() : failure;
            if (cause == null) {
                answer(m, PLACED, room);
            } else if (cause instanceof Refusal r) {
                answer(m, REFUSED, r.code().name() + " " + r.getMessage());
            } else {
                answer(m, REFUSED, ErrorCode.INTERNAL.name() + " The table of ad #" + m.id() + " could not be made.");
            }
        });
    }

    private void answer(BusMessage.SeekAccept m, String outcome, String detail) {
        bus.send(m.node(), new BusMessage.Answer(node, m.request(), outcome, detail));
    }

    /** The room the author's node answered, or the refusal it sent as the failure. */
    static String room(BusMessage.Answer a) {
        if (PLACED.equals(a.outcome())) {
            return a.detail();
        }
        String[] codeAndMessage = a.detail().split(" ", 2);
        ErrorCode code;
        try {
            code = ErrorCode.valueOf(codeAndMessage[0]);
        } catch (IllegalArgumentException e) {
            code = ErrorCode.INTERNAL;
        }
        throw new Refusal(code, codeAndMessage.length > 1 ? codeAndMessage[1] : "The ad could not be accepted.");
    }
}
