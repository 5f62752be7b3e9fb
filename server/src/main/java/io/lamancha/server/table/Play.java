package io.lamancha.server.table;

import io.lamancha.engine.Game;
import io.lamancha.engine.GameEvent;
import io.lamancha.engine.RenderContext;
import io.lamancha.protocol.ErrorCode;
import io.lamancha.protocol.event.GameLog;
import io.lamancha.protocol.event.GameOver;
import io.lamancha.protocol.event.GameState;
import io.lamancha.protocol.event.Moves;
import io.lamancha.protocol.event.Notice;
import io.lamancha.server.journal.JournalUnavailableException;
import io.lamancha.server.world.Refusal;
import io.lamancha.server.world.Room;
import io.lamancha.server.world.Session;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.Logger;

/**
 * One game at a table, from its deal to its end: its moves, each shown to everyone once it is
 * recorded, and what each viewer is shown of it. A table makes a new one for every game and
 * drops it at {@code /reset}; a dropped play shows nothing more. Confined to the room's strand.
 *
 * <p>When the store cannot save moves at all (its disk is full, its database down) the game
 * waits: everyone is told once, moves are refused with {@code STORE_UNAVAILABLE}, bots and timers
 * stand still; when the journal can write again everyone is told and the game goes on.
 *
 * <p>A game ends once: played to its end, or aborted. Its end is told once it is stored (with
 * the rating changes of a rated game), so that {@code /history} asked after it lists the game.
 */
final class Play implements Match.Settlement {

    private static final Logger LOG = LogManager.getLogger(Play.class);

    static final String WAITING = "The server cannot save moves now; the game waits and goes on by itself.";
    static final String GOES_ON = "Moves can be saved again; the game goes on.";

    private final Match match;
    private final Room room;
    private final SeatList seats;
    private final TableViews views;
    private final BotDriver bots;
    private final Duration timer;
    private final TableServices services;
    private final GameEnd end;
    /** By seat: whether the person in it has made a move of their own (typed, not a bot's or a timer's). */
    private final boolean[] personMoved;
    private final Runnable told;
    private boolean live = true;
    private boolean waiting;
    /** Bots are answering a move at once ({@link #answerAtOnce}). */
    private boolean answering;

    /**
     * @param bots makes the moves of bots, and of people whose {@code timer} ran out
     * @param services the journal (which tells when it can write again, after a move it could not)
     *     and the solo records an end is ranked by
     * @param over the game has ended and everyone has been told of it (once)
     * @param told the game as it is now has been told: a durable move's states are sent
     */
    Play(Match match, Room room, SeatList seats, TableViews views, BotDriver bots, Duration timer,
            TableServices services, Consumer<GameOver> over, Runnable told) {
        this.match = match;
        this.room = room;
        this.seats = seats;
        this.views = views;
        this.bots = bots;
        this.timer = timer;
        this.services = services;
        this.end = new GameEnd(room, seats, views.gameId(), services.records(), match.log(), over);
        this.personMoved = new boolean[match.game().seats()];
        this.told = told;
    }

    Game game() {
        return match.game();
    }

    /** Shows everyone the game as it is (a restored game). */
    void showAll() {
        views.publish(game());
    }

    /** Tells everyone what the deal says (who starts, where the rules draw it), then shows the game. */
    void showOpening() {
        views.publishOpening(game(), game().openingEvents());
    }

    /** Lets bots and timers see who moves now, and ends the game if it is over (a restored game may be). */
    void settle() {
        if (live && !end.ended()) {
            bots.prompt(timer);
            endIfOver();
        }
    }

    /** The table has moved on ({@code /reset}): nothing of this game is shown from now on. */
    void drop() {
        live = false;
        end.drop();
        match.releaseAwaitingState();
    }

    /**
     * Applies a move for a seat (person, bot or timer); completes once it is recorded and told.
     *
     * @throws Refusal while the game waits for the store, as when the engine refuses the move
     */
    CompletableFuture<Void> apply(int seat, String move) {
        if (end.ended()) {
            throw new Refusal(ErrorCode.NO_GAME, "The game has ended; /start starts a new one.");
        }
        refuseWhileWaiting();
        CompletableFuture<Void> done = match.apply(seat, move, room.strand(), this);
        answerAtOnce();
        return done;
    }

    /**
     * Bots that choose at once, with no bot delay, answer a move in the turn it is made (at most
     * one move a seat): their moves go to the journal right behind it and the game is shown once,
     * when the last is durable ({@link Match.Settlement#current}), not once a move. A bot whose
     * move is refused here waits to be prompted as usual, once the moves before it are durable.
     */
    private void answerAtOnce() {
        if (answering) {
            return; // a bot's move made below: the loop goes on
        }
        answering = true;
        try {
            for (int n = 0; n < game().seats() && live && !waiting && !game().isOver(); n++) {
                if (!bots.moveAtOnce()) {
                    break;
                }
            }
        } catch (Refusal r) {
            LOG.warn("a bot could not answer at once in {} ({}); it is prompted as usual", room.name(), r.code());
        } finally {
            answering = false;
        }
    }

    /**
     * Applies a move a person typed, players named or not (the game's {@code unnamed}): as written,
     * or else the one legal move it is a short form of ({@link Shorthand}).
     */
    CompletableFuture<Void> applyTyped(int seat, String typed) {
        RenderContext named = views.context(seat, false);
        String move = game().unnamed(typed, named);
        CompletableFuture<Void> made;
        try {
            made = apply(seat, move);
        } catch (Refusal r) {
            Optional<String> meant = r.code() == ErrorCode.ILLEGAL_MOVE ? Shorthand.resolve(move, game().legalMoves(seat))
                    : Optional.empty();
            if (meant.isEmpty()) {
                // the moves it quotes as the player reads them
                throw new Refusal(r.code(), game().named(r.getMessage(), named));
            }
            made = apply(seat, meant.get());
        }
        personMoved[seat] = true;
        return made;
    }

    /** The person in {@code seat} made a move of their own before (a restored game's recorded moves). */
    void movedBefore(int seat) {
        personMoved[seat] = true;
    }

    /** Whether every person at the table has made a move of their own. */
    boolean everyPersonMoved() {
        for (int s = 0; s < personMoved.length; s++) {
            if (!seats.all().get(s).isBot() && !personMoved[s]) {
                return false;
            }
        }
        return true;
    }

    /** Whether the game's result changes its players' ratings (decided at its start). */
    boolean rated() {
        return match.log().recording().rated();
    }

    /** Whether the game has ended (played to its end or aborted), told or about to be. */
    boolean ended() {
        return end.ended();
    }

    /** @throws Refusal while the game waits for the store */
    void refuseWhileWaiting() {
        if (waiting) {
            throw new Refusal(ErrorCode.STORE_UNAVAILABLE, "Moves cannot be saved now; the game waits.");
        }
    }

    /** Whether the game waits for the store: no bot thinks and no timer runs meanwhile. */
    boolean waiting() {
        return waiting;
    }

    /** Runs {@code task} on the room's strand once every move applied so far is durable. */
    void afterDurable(Runnable task) {
        match.log().afterDurable(room.strand(), task);
    }

    /** {@code /show}: the session's state once every move so far is durable. */
    CompletableFuture<GameState> show(Session session, Integer focus) {
        CompletableFuture<GameState> shown = new CompletableFuture<>();
        afterDurable(() -> shown.complete(views.show(game(), session, focus, end.told())));
        return shown;
    }

    /** {@code /gamelog}: what the session may see of everything the game told, once durable. */
    CompletableFuture<GameLog> log(Session session) {
        CompletableFuture<GameLog> told = new CompletableFuture<>();
        afterDurable(() -> told.complete(views.log(game(), match.story(), session)));
        return told;
    }

    /** {@code /moves}: the session's legal moves once every move so far is durable; null once the game is over. */
    CompletableFuture<Moves> moves(Session session) {
        CompletableFuture<Moves> listed = new CompletableFuture<>();
        afterDurable(() -> listed.complete(live && !end.ended() ? views.moves(game(), session) : null));
        return listed;
    }

    /** The session's own view on arrival or on taking a seat back, once durable. */
    void sendState(Session session, boolean prompt) {
        sendState(session, prompt, () -> { });
    }

    /** The same, {@code first} told first, in the same turn (both once durable). */
    void sendState(Session session, boolean prompt, Runnable first) {
        afterDurable(() -> {
            first.run();
            views.sendState(game(), session, prompt);
        });
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
    public void current() {
        if (live) {
            views.showStates(game());
            settle();
            told.run();
        }
    }

    /** The journal this game is recorded in. */
    io.lamancha.server.journal.Journal.Recording recording() {
        return match.log().recording();
    }

    /** Everything the game told from move {@code from} on (the deal's own events too from 0). */
    List<GameEvent> storySince(int from) {
        return match.storySince(from);
    }

    @Override
    public void rolledBack(Throwable cause) {
        if (!live) {
            return;
        }
        bots.cancelAll();
        if (JournalUnavailableException.isCauseOf(cause)) {
            // no state now: what everyone was last shown is the game as it is again; the states
            // come when it goes on, at the same version, and a bot answers those
            waiting = true;
            room.broadcast(new Notice("store", WAITING));
            services.journal().whenWritable(() -> room.strand().execute(this::goOn));
            return;
        }
        views.reset();
        room.broadcast(new Notice("store", "The server could not record the last move; the game goes on from before it."));
        showAll();
        bots.prompt(timer);
    }

    /** The store can save moves again: the game goes on from where it waited. */
    private void goOn() {
        if (!live || !waiting) {
            return;
        }
        waiting = false;
        room.broadcast(new Notice("store", GOES_ON));
        views.reset();
        showAll();
        bots.prompt(timer);
    }

    /** Once the game is over: no bot thinks on, and the result is recorded and told ({@link GameEnd}). */
    private void endIfOver() {
        if (game().isOver() && !end.ended()) {
            bots.cancelAll();
            end.finish(game().result().orElseThrow());
        }
    }

    /**
     * Ends the game before its end: nobody moves any more, it is stored as aborted (unrated) and,
     * once it is, everyone is told {@code reason} (a sentence). Nothing happens once it has ended.
     */
    void abort(String reason) {
        if (!end.ended()) {
            bots.cancelAll();
            end.abort(reason);
        }
    }
}
