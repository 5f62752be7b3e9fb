package io.lamancha.server.table;

import io.lamancha.engine.Game;
import io.lamancha.engine.GameEvent;
import io.lamancha.engine.GameResult;
import io.lamancha.protocol.event.GameOver;
import io.lamancha.protocol.event.GameState;
import io.lamancha.protocol.event.Moves;
import io.lamancha.protocol.event.Notice;
import io.lamancha.server.world.Room;
import io.lamancha.server.world.Session;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;

/**
 * One game at a table, from its deal to its end: its moves, each shown to everyone once it is
 * recorded, and what each viewer is shown of it. A table makes a new one for every game and
 * drops it at {@code /reset}; a dropped play shows nothing more. Confined to the room's strand.
 */
final class Play implements Match.Settlement {

    private final Match match;
    private final Room room;
    private final SeatList seats;
    private final TableViews views;
    private final BotDriver bots;
    private final Duration timer;
    private final Consumer<GameOver> over;
    private boolean live = true;
    private boolean ended;

    /**
     * @param bots makes the moves of bots, and of people whose {@code timer} ran out
     * @param over the game has ended and everyone has been told of it (once)
     */
    Play(Match match, Room room, SeatList seats, TableViews views, BotDriver bots, Duration timer, Consumer<GameOver> over) {
        this.match = match;
        this.room = room;
        this.seats = seats;
        this.views = views;
        this.bots = bots;
        this.timer = timer;
        this.over = over;
    }

    Game game() {
        return match.game();
    }

    /** Shows everyone the game as it is (its start, or a restored game). */
    void showAll() {
        views.publish(game(), List.of(), -1);
    }

    /** Lets bots and timers see who moves now, and ends the game if it is over (a restored game may be). */
    void settle() {
        if (live) {
            bots.prompt(timer);
            endIfOver();
        }
    }

    /** The table has moved on ({@code /reset}): nothing of this game is shown from now on. */
    void drop() {
        live = false;
        match.releaseAwaitingState();
    }

    /** Applies a move for a seat (person, bot or timer); completes once it is recorded and told. */
    CompletableFuture<Void> apply(int seat, String move) {
        return match.apply(seat, move, room.strand(), this);
    }

    /** Runs {@code task} on the room's strand once every move applied so far is durable. */
    void afterDurable(Runnable task) {
        match.log().afterDurable(room.strand(), task);
    }

    /** {@code /show}: the session's state once every move so far is durable. */
    CompletableFuture<GameState> show(Session session, Integer focus) {
        CompletableFuture<GameState> shown = new CompletableFuture<>();
        afterDurable(() -> shown.complete(views.show(game(), session, focus)));
        return shown;
    }

    /** {@code /moves}: the session's legal moves once every move so far is durable; null once the game is over. */
    CompletableFuture<Moves> moves(Session session) {
        CompletableFuture<Moves> listed = new CompletableFuture<>();
        afterDurable(() -> listed.complete(live && !ended ? views.moves(game(), session) : null));
        return listed;
    }

    /** The session's own view on arrival or on taking a seat back, once durable. */
    void sendState(Session session, boolean prompt) {
        afterDurable(() -> views.sendState(game(), session, prompt));
    }

    @Override
    public void accepted(int seat) {
        bots.moved(seat);
        views.moved(seat, game().version());
    }

    @Override
    public void recorded(List<GameEvent> events) {
        if (live) {
            views.announce(events);
        }
    }

    @Override
    public void current(int mover) {
        if (live) {
            views.showStates(game(), mover);
            settle();
        }
    }

    @Override
    public void rolledBack() {
        if (live) {
            bots.cancelAll();
            views.reset();
            room.broadcast(new Notice("store", "The server could not record the last move; the game goes on from before it."));
            showAll();
            bots.prompt(timer);
        }
    }

    /** Once the game is over: no bot thinks on, the result is recorded and told. */
    private void endIfOver() {
        if (!game().isOver() || ended) {
            return;
        }
        ended = true;
        bots.cancelAll();
        GameResult result = game().result().orElseThrow();
        match.log().recording().finished(result);
        GameOver end = GameOver.of(room.name(), views.gameId(), seats.names(), result.scores(), result.winners(),
                result.breakdown(), result.notes());
        room.broadcast(end);
        over.accept(end);
    }
}
