package io.lamancha.server.command;

import io.lamancha.protocol.Durations;
import io.lamancha.protocol.event.Games;
import io.lamancha.protocol.event.Notice;
import io.lamancha.server.store.Storage;
import io.lamancha.server.store.StoredSeat;
import io.lamancha.server.store.TurnStore;
import io.lamancha.server.table.TableOptions;
import io.lamancha.server.world.Room;
import io.lamancha.server.world.RoomActivity;
import io.lamancha.server.world.Session;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;

/**
 * A player's running games, live and turn-based: {@code /games} lists them with whose move it is
 * and the time left, and a login names those that wait for the player's move. The store knows
 * every game someone sits in (and a turn-based game's clock); whom a game played here waits for
 * right now its table says.
 */
final class GamesCommands {

    private GamesCommands() {
    }

    static void games(Request req) {
        Storage st = StoreCalls.storage(req);
        String name = req.session().name();
        req.defer();
        // a game started a moment ago may still be on its way to the store: read once it is there
        // (without holding the store's thread while the journal commits)
        st.games().settled().whenComplete((written, refused) -> StoreCalls.offStrand(req,
                () -> st.games().turns().playing(name), found -> list(req, name, found)));
    }

    private static void list(Request req, String name, List<TurnStore.Playing> found) {
        Session s = req.session();
        Instant now = req.clock().instant();
        List<CompletableFuture<Games.Entry>> entries = new ArrayList<>();
        for (TurnStore.Playing p : found) {
            entries.add(entry(req, p, name, now));
        }
        CompletableFuture.allOf(entries.toArray(new CompletableFuture[0])).whenComplete((ok, failed) ->
                s.runOnOwner(() -> {
                    List<Games.Entry> shown = new ArrayList<>();
                    for (CompletableFuture<Games.Entry> e : entries) {
                        shown.add(e.getNow(null));
                    }
                    shown.removeIf(e -> e == null);
                    req.reply(new Games(name, shown));
                    req.succeed();
                }));
    }

    /** One game as the list shows it: whom it waits for as its table here says, else as the store does. */
    private static CompletableFuture<Games.Entry> entry(Request req, TurnStore.Playing p, String name, Instant now) {
        List<String> players = new ArrayList<>();
        for (StoredSeat seat : p.seats()) {
            players.add(seat.name());
        }
        boolean turnBased = turnBased(p);
        Integer mine = seatOf(players, name);
        List<String> due = new ArrayList<>();
        Long soonest = null;
        for (int i = 0; i < players.size(); i++) {
            Instant d = p.due().get(i);
            if (d != null) {
                due.add(players.get(i));
                long left = secondsLeft(d, now);
                soonest = soonest == null ? left : Math.min(soonest, left);
            }
        }
        Long mineLeft = mine != null && p.due().get(mine) != null ? secondsLeft(p.due().get(mine), now) : null;
        Long left = turnBased ? mineLeft != null ? mineLeft : soonest : null;
        String movetime = turnBased ? p.options().get(TableOptions.MOVETIME.key()) : null;
        String pace = turnBased ? "turnbased" : "live";
        Optional<Room> room = p.parked() ? Optional.empty() : req.world().room(p.room());
        RoomActivity table = room.map(Room::activity).filter(a -> !a.idle()).orElse(null);
        if (table == null) {
            List<String> awaited = turnBased ? due : null; // a live game on another node: not known here
            return CompletableFuture.completedFuture(new Games.Entry(p.id(), p.room(), p.gameId(), pace, movetime,
                    players, awaited, mineLeft != null, left, p.parked()));
        }
        return CompletableFuture.supplyAsync(table::awaited, room.get().strand()).thenApply(awaited ->
                new Games.Entry(p.id(), p.room(), p.gameId(), pace, movetime, players, awaited,
                        awaited.stream().anyMatch(a -> a.equalsIgnoreCase(name)), left, false));
    }

    /**
     * The notice at a login that names the turn-based games waiting for the player's move, with
     * the time left for each; empty when none waits.
     */
    static Optional<Notice> yourMoves(List<TurnStore.Playing> games, String name, Instant now) {
        List<String> waiting = new ArrayList<>();
        for (TurnStore.Playing p : games) {
            Integer mine = seatOf(p.seats().stream().map(StoredSeat::name).toList(), name);
            if (turnBased(p) && mine != null && p.due().get(mine) != null) {
                waiting.add(p.room() + " (" + Durations.text(secondsLeft(p.due().get(mine), now)) + " left)");
            }
        }
        if (waiting.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new Notice("turn", "Your move in " + waiting.size() + (waiting.size() == 1 ? " game: "
                : " games: ") + String.join(", ", waiting) + ". /games lists your games."));
    }

    private static boolean turnBased(TurnStore.Playing p) {
        return "turnbased".equals(p.options().get(TableOptions.PACE.key()));
    }

    private static Integer seatOf(List<String> players, String name) {
        for (int i = 0; i < players.size(); i++) {
            if (players.get(i).equalsIgnoreCase(name)) {
                return i;
            }
        }
        return null;
    }

    private static long secondsLeft(Instant due, Instant now) {
        return Math.max(0, Duration.between(now, due).toSeconds());
    }
}
