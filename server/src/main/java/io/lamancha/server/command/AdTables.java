package io.lamancha.server.command;

import io.lamancha.protocol.ErrorCode;
import io.lamancha.protocol.event.ErrorReply;
import io.lamancha.server.table.Table;
import io.lamancha.server.world.Refusal;
import io.lamancha.server.world.Room;
import io.lamancha.server.world.Seeks;
import io.lamancha.server.world.Session;
import io.lamancha.server.world.World;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.Logger;

/**
 * The table an ad for a game gets ({@link SeekCommands}): made at its first acceptance, on the
 * author's node, with the ad's options; its author and each acceptor brought there and seated;
 * the game started once the seats are filled (bots fill the rest when the author asked for them).
 */
final class AdTables {

    /** How long a seat taken by another node's acceptor waits for that player to arrive. */
    static final Duration ARRIVE_WITHIN = Duration.ofSeconds(20);
    private static final Logger LOG = LogManager.getLogger(AdTables.class);

    private AdTables() {
    }

    /** The acceptor goes to the ad's table and sits down. */
    static void sitAt(Request req, Room room, Seeks.Ad ad) {
        Session s = req.session();
        World world = req.world();
        req.defer();
        if (s.room() == room) {
            // handed here by the node the acceptor is on, which had this node make the table
            room.strand().execute(() -> {
                sitDown(room, s, ad, world);
                req.succeed();
            });
            return;
        }
        world.move(s, room, "to " + room.name(), req.tag(), () -> {
            sitDown(room, s, ad, world);
            req.succeed();
        });
    }

    /** Takes a seat of the ad for {@code who}; refused when every seat is taken. */
    static void take(World world, Seeks.Ad ad, String who) {
        if (!world.seeks().take(ad, who)) {
            throw Request.refuse(ErrorCode.NO_SUCH_SEEK, "Every seat of ad #" + ad.id() + " is taken; /sought lists"
                    + " the open ads.");
        }
    }

    /** The room of the ad's table, made at its first acceptance. */
    static Room tableOf(World world, Seeks.Ad ad) {
        return world.room(ad.room()).orElseThrow(() ->
                Request.refuse(ErrorCode.NO_SUCH_SEEK, "The table of ad #" + ad.id() + " is gone."));
    }

    /**
     * Another node's user accepts the ad {@code id} of this node's: its table is made here (the
     * author brought to it) when it is the first acceptance; completes with the table's room, or
     * fails with the {@link Refusal} to show the acceptor.
     */
    static CompletionStage<String> acceptedElsewhere(World world, int id, String who) {
        CompletableFuture<String> room = new CompletableFuture<>();
        Optional<Seeks.Ad> listed = world.seeks().get(id).filter(a -> !a.elsewhere());
        Optional<Session> author = listed.flatMap(a -> world.user(a.author()));
        if (author.isEmpty()) {
            room.completeExceptionally(Request.refuse(ErrorCode.NO_SUCH_SEEK, "There is no open ad #" + id
                    + "; /sought lists them."));
            return room;
        }
        Session a = author.get();
        a.runOnOwner(() -> {
            try {
                Seeks.Ad ad = world.seeks().get(id).orElseThrow(() -> Request.refuse(ErrorCode.NO_SUCH_SEEK,
                        "Ad #" + id + " ended meanwhile."));
                if (a.social().ignores(who)) {
                    throw Request.refuse(ErrorCode.IGNORED, a.name() + " is ignoring you; you cannot accept their ad.");
                }
                take(world, ad, who);
                if (ad.room() != null) {
                    Room table = tableOf(world, ad);
                    awaitArrival(world, table, ad, who);
                    room.complete(table.name());
                    return;
                }
                world.newRoom(ad.game()).whenComplete((made, failure) -> a.runOnOwner(() -> {
                    if (failure != null) {
                        room.completeExceptionally(Request.refuse(ErrorCode.STORE_UNAVAILABLE, "No table for ad #"
                                + id + " could be made now; try again in a moment."));
                        return;
                    }
                    try {
                        Room table = placed(world, ad, a, made);
                        awaitArrival(world, table, ad, who);
                        room.complete(table.name());
                    } catch (Refusal r) {
                        room.completeExceptionally(r);
                    }
                }));
            } catch (Refusal r) {
                room.completeExceptionally(r);
            } catch (RuntimeException e) {
                room.completeExceptionally(Request.refuse(ErrorCode.INTERNAL, "The table of ad #" + id
                        + " could not be made; try again."));
            }
        });
        return room;
    }

    /**
     * An acceptor from another node is handed here to sit down; one who has not sat down within
     * {@link #ARRIVE_WITHIN} (the hand-off failed, the node went away) gives the seat back, so the
     * ad is not held full by a player who never came.
     */
    private static void awaitArrival(World world, Room table, Seeks.Ad ad, String who) {
        table.strand().schedule(() -> {
            if (table.activity() instanceof Table t && t.seats().stream().noneMatch(x -> x.name().equalsIgnoreCase(who))
                    && world.seeks().release(ad, who)) {
                LOG.info("{} accepted ad #{} from another node and never came to {}: the seat is free again",
                        who, ad.id(), table.name());
            }
        }, ARRIVE_WITHIN);
    }

    /** The ad's first acceptance: {@code room}, new, is its table, options set, and its author brought there. */
    static Room placed(World world, Seeks.Ad ad, Session author, Room room) {
        if (!world.seeks().placed(ad, room.name())) {
            throw Request.refuse(ErrorCode.NO_SUCH_SEEK, "Ad #" + ad.id() + " ended meanwhile.");
        }
        room.strand().execute(() -> {
            Table table = (Table) room.activity();
            ad.options().forEach((k, v) -> table.setOption(k, v, ad.author()));
        });
        author.runOnOwner(() -> {
            if (author.isClosed()) {
                return;
            }
            if (author.room() == room) {
                room.strand().execute(() -> sitDown(room, author, ad, world));
                return;
            }
            Room from = author.room();
            if (from != null && from.activity() != null && from.activity().seatOf(author) != null
                    && from.activity().keepsPlayers()) {
                return; // playing live elsewhere: the ad ends with that game's start, and the acceptor is told
            }
            world.move(author, room, "to " + room.name(), null, () -> sitDown(room, author, ad, world));
        });
        return room;
    }

    /** On the ad's table: seats a player, and starts once the author and enough players are seated. */
    private static void sitDown(Room room, Session who, Seeks.Ad ad, World world) {
        Table table = (Table) room.activity();
        try {
            if (table.seatOf(who) == null) {
                table.join(who);
            }
            boolean authorSeated = table.seats().stream().anyMatch(x -> x.name().equalsIgnoreCase(ad.author()));
            boolean enough = table.seatCount() >= ad.seats() || ad.bots() && table.seatCount() >= 2;
            if (!authorSeated || !enough || !table.idle()) {
                return;
            }
            while (table.seatCount() < ad.seats()) {
                table.addBot(ad.game().botLevels().get(ad.game().botLevels().size() - 1));
            }
            world.endAd(ad, "accepted");
            table.start();
        } catch (Refusal r) {
            who.send(new ErrorReply(r.code(), r.getMessage()));
        }
    }
}
