package io.lamancha.server.tourney;

import io.lamancha.engine.GameDefinition;
import io.lamancha.protocol.event.Notice;
import io.lamancha.server.journal.Journal;
import io.lamancha.server.table.Table;
import io.lamancha.server.table.TableOptions;
import io.lamancha.server.world.Names;
import io.lamancha.server.world.Refusal;
import io.lamancha.server.world.Room;
import io.lamancha.server.world.RoomActivity;
import io.lamancha.server.world.Session;
import io.lamancha.server.world.World;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.function.Consumer;
import java.util.function.LongSupplier;

/**
 * Starts a tournament's table: a room of its own ({@code spring-r2-1}, {@code blitz-a7}), the
 * tournament's options on it (its move timer always on), the people in a drawn seat order with the
 * bots, and the game at once. The people are absent until they come in, and take their seats as a
 * player back from a drop does, so nobody has to be there at the start: whoever is online on this
 * node is brought to the room (unless they play at another table now: they are told where to go),
 * whoever is elsewhere goes with {@code /room}; a seat nobody takes is played by the move timer,
 * and after the grace by a bot, and its player placed last.
 */
final class Seater {

    private final World world;
    private final LongSupplier seeds;

    Seater(World world, LongSupplier seeds) {
        this.world = world;
        this.seeds = seeds;
    }

    /** The room name of a table: {@code spring-r2-1} in a Swiss round, {@code blitz-a7} in an arena. */
    static String roomName(String tourney, int round, int number) {
        return round == 0 ? tourney + "-a" + number : tourney + "-r" + round + "-" + number;
    }

    /**
     * Starts {@code t}'s game; {@code started} hears the room's name, or {@code failed} why it could
     * not start (both on the room's strand).
     */
    void start(TourneySpec spec, TourneyTable t, Consumer<String> started, Consumer<String> failed) {
        GameDefinition game = spec.game();
        // named without holding up a strand: on a cluster each name is claimed in Redis
        world.claimRoomAsync(roomName(spec.name(), t.round(), t.number()), game)
                .thenCompose(named -> named.map(java.util.concurrent.CompletableFuture::completedFuture)
                        .orElseGet(() -> world.newRoom(game)))
                .whenComplete((room, failure) -> {
                    if (failure != null) {
                        failed.accept("no room could be made: the cluster does not answer");
                    } else {
                        startIn(room, spec, t, started, failed);
                    }
                });
    }

    private void startIn(Room room, TourneySpec spec, TourneyTable t, Consumer<String> started,
            Consumer<String> failed) {
        GameDefinition game = spec.game();
        List<Journal.SeatRecord> seats = seats(game, t);
        String tag = t.tag(spec.name()).value();
        room.strand().execute(() -> {
            Table table = (Table) room.activity();
            try {
                table.setOption(TableOptions.TIMER.key(), Integer.toString(spec.timer()), News.SPEAKER);
                table.setOption(TableOptions.RATED.key(), spec.rated() ? "yes" : "no", News.SPEAKER);
                spec.options().forEach((k, v) -> table.setOption(k, v, News.SPEAKER));
                table.startTourney(tag, seats);
            } catch (Refusal r) {
                failed.accept(r.getMessage());
                room.settled();
                return;
            }
            started.accept(room.name());
            for (String p : t.people()) {
                world.user(p).ifPresent(s -> bring(s, room, spec.name()));
            }
        });
    }

    /** The people in a drawn order, the bots among them. */
    private List<Journal.SeatRecord> seats(GameDefinition game, TourneyTable t) {
        List<Journal.SeatRecord> seats = new ArrayList<>();
        for (String p : t.people()) {
            seats.add(new Journal.SeatRecord(p, null));
        }
        String level = game.botLevels().get(game.botLevels().size() - 1);
        for (int b = 0; b < t.bots(); b++) {
            seats.add(new Journal.SeatRecord("~" + Names.BOT_NAMES.get(b % Names.BOT_NAMES.size()), level));
        }
        Collections.shuffle(seats, new Random(seeds.getAsLong()));
        return seats;
    }

    /** Brings someone online here to their table, unless they play at another one now. */
    void bring(Session s, Room room, String tourney) {
        onOwner(s, () -> {
            if (s.isClosed() || s.room() == null || s.room() == room) {
                return;
            }
            RoomActivity at = s.room().activity();
            if (at != null && at.seatOf(s) != null && !at.idle()) {
                s.send(new Notice("tourney", "Your table of the tournament " + tourney + " is ready: /room " + room.name()
                        + " takes you to your seat, which waits for you."));
                return;
            }
            s.send(new Notice("tourney", "Your table of the tournament " + tourney + " is ready: " + room.name() + "."));
            world.move(s, room, "to " + room.name(), null, () -> { });
        });
    }

    /** Runs {@code task} on the strand that owns {@code s} when it runs (it may have moved on meanwhile). */
    private static void onOwner(Session s, Runnable task) {
        s.runOnOwner(() -> {
            Room r = s.room();
            if (r != null && !r.strand().inStrand()) {
                onOwner(s, task);
                return;
            }
            task.run();
        });
    }
}
