package io.lamancha.server.table;

import io.lamancha.engine.Game;
import io.lamancha.engine.GameDefinition;
import io.lamancha.engine.GameOptions;
import io.lamancha.protocol.ErrorCode;
import io.lamancha.protocol.event.GameLog;
import io.lamancha.protocol.event.GameOver;
import io.lamancha.protocol.event.GameStarted;
import io.lamancha.protocol.event.GameState;
import io.lamancha.protocol.event.Moves;
import io.lamancha.server.journal.Journal;
import io.lamancha.server.world.Refusal;
import io.lamancha.server.world.Room;
import io.lamancha.server.world.Session;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;

/**
 * The game side of a {@link Table}, a state machine: waiting, playing, finished. How a game
 * starts (a {@code /start}, a tournament's, a stored one restored), what its players ask of it
 * while it runs, and how it ends. Confined to the room's strand; refusals change nothing.
 */
final class TableGame {

    private enum State { WAITING, PLAYING, FINISHED }

    private final Room room;
    private final GameDefinition definition;
    private final TableServices services;
    private final SeatList seats;
    private final TableOptions options;
    private final TableViews views;
    private final BotDriver bots;
    private final Absence absence;
    private final TableSeating seating;
    private final EarlyEnds early;
    private final TurnClock turns;
    private final TurnTable turnTable;
    private State state = State.WAITING;
    /** The game in play or last played; {@code null} before the first and after a reset. */
    private Play play;

    /** The parts of the table, whose game this is. */
    record Parts(BotDriver bots, Absence absence, TableSeating seating, EarlyEnds early, TurnClock turns,
            TurnTable turnTable) {
    }

    TableGame(Room room, GameDefinition definition, TableServices services, SeatList seats, TableOptions options,
            TableViews views, Parts parts) {
        this.room = room;
        this.definition = definition;
        this.services = services;
        this.seats = seats;
        this.options = options;
        this.views = views;
        this.bots = parts.bots();
        this.absence = parts.absence();
        this.seating = parts.seating();
        this.early = parts.early();
        this.turns = parts.turns();
        this.turnTable = parts.turnTable();
    }

    String state() {
        return state.name().toLowerCase(Locale.ROOT);
    }

    boolean playing() {
        return state == State.PLAYING;
    }

    /** The game in play; {@code null} when none is. */
    Play current() {
        return playing() ? play : null;
    }

    /** The game in play, for bots and timers: {@code null} when none is, while it waits for the store, and once it ended. */
    Game playingGame() {
        return playing() && !play.waiting() && !play.ended() ? play.game() : null;
    }

    /** A player at the game, or a spectator, is shown it; a turn-based player back at their seat hears what they missed. */
    void welcome(Session session, boolean back) {
        play.sendState(session, back, () -> {
            if (back && turns.on()) {
                turnTable.missed(play, session).ifPresent(session::send);
            }
        });
    }

    /** {@code /start}: a new game, dealt from the seats and options. */
    void start() {
        if (playing()) {
            throw new Refusal(ErrorCode.GAME_RUNNING, "A game is already running.");
        }
        Pace pace = options.pace();
        if (pace.turnBased()) {
            TurnTable.checkStart(seats);
        }
        GameOptions opts = seating.checkStart(options.forGame());
        long seed = options.seed().orElseGet(() -> services.seeds().getAsLong());
        Optional<String> unrated = Rated.unratedBecause(definition, opts, options, seats.all(),
                services.rateSameAddress());
        Journal.Recording recording = services.journal().started(room.name(), definition.id(), options.forRecord(),
                seed, seats.records(), unrated.isEmpty());
        begin(Match.deal(definition, seats.all().size(), opts, seed, recording), pace);
        absence.clearVotes();
        early.clear();
        room.world().tables().gameStarted(seats.names(), room);
        room.broadcast(new GameStarted(room.name(), definition.id(), definition.title(), seats.infos(),
                options.forRecord(), unrated.isEmpty(), unrated.orElse(null)));
        room.refresh();
        play.showOpening();
        play.settle();
        turns.changed(play.game(), recording);
    }

    /**
     * Starts a tournament's game on this empty table: {@code players} sit in this order (people
     * absent until they come into the room, where each takes their seat back as a dropped player
     * does, their grace running meanwhile; bots as they are), and the game is stored marked
     * {@code tag} ({@link TableOptions#TOURNEY}), for that game only.
     */
    void startTourney(String tag, List<Journal.SeatRecord> players) {
        if (playing() || !seats.all().isEmpty()) {
            throw new Refusal(ErrorCode.GAME_RUNNING, "This table is taken; a tournament starts its games at empty ones.");
        }
        options.tourney(tag);
        seats.restore(players);
        try {
            start();
        } catch (Refusal r) {
            seats.all().clear();
            options.tourney(null);
            throw r;
        }
        seating.restoredAbsent();
    }

    /**
     * Puts a stored running game back on this empty table (at server start): its seats, options and
     * every recorded move, replayed through the engine. People are absent until they log in again;
     * after the grace period bots play for them. A turn-based game's seats its record kept as
     * {@code turnSeats} (when each move is due, what each player had seen): its clock goes on where
     * it stood, and its players' seats wait for them, with no grace period.
     *
     * @return false when a stored move is refused (the record does not match the engine)
     */
    boolean restore(Map<String, String> storedOptions, long storedSeed, List<Journal.SeatRecord> storedSeats,
                    List<Journal.MoveRecord> moves, Journal.Recording recording,
                    List<Journal.TurnSeat> turnSeats) {
        options.restore(storedOptions);
        seats.restore(storedSeats);
        Optional<Match> replayed = Match.replay(definition, storedSeats.size(), options.forGame(), storedSeed, moves,
                recording);
        if (replayed.isEmpty()) {
            seats.all().clear();
            return false;
        }
        begin(replayed.get(), options.pace());
        for (Journal.MoveRecord m : moves) {
            play.movedBefore(m.seat()); // as far as the record tells, the seat's player moved
        }
        play.showAll();
        if (turns.on()) {
            turns.restore(turnSeats, play.game());
        } else {
            seating.restoredAbsent();
        }
        room.refresh();
        play.settle();
        turns.changed(play.game(), recording);
        return true;
    }

    private void begin(Match match, Pace pace) {
        if (play != null) {
            play.drop();
        }
        // a turn-based game's moves have their move time (the clock's), never a live timer
        Duration timer = pace.turnBased() ? Duration.ZERO : options.timer();
        play = new Play(match, room, seats, views, bots, timer, services, this::finished, turnTable::told);
        turns.begin(pace, seats.all().size(), turnTable::overdue);
        views.timer(timer);
        views.roster(seats.names());
        state = State.PLAYING;
        seats.dealBots(definition, options.botSeeds(services.seeds()));
    }

    /** Another node holds the room now: no bot nor clock plays on here. */
    void lost() {
        bots.cancelAll();
        turns.stop();
        if (play != null) {
            play.drop(); // kept: a bot's answer on its way finds it dropped
        }
    }

    /** {@code /reset}: back to waiting, seats kept. */
    void reset() {
        if (playing()) {
            throw new Refusal(ErrorCode.GAME_RUNNING, "The game is still running; /reset is for a finished table.");
        }
        state = State.WAITING;
        turns.stop();
        if (play != null) {
            play.drop();
            play = null;
        }
        room.refresh();
    }

    /**
     * Applies a person's move. Completes when the move is recorded and everyone has been told;
     * refusals are thrown at once and change nothing.
     *
     * @param version the version the client saw, or {@code null} to skip the staleness check
     */
    CompletableFuture<Void> play(Session session, String move, Integer version) {
        if (!playing()) {
            throw new Refusal(ErrorCode.NO_GAME, "No game is running here; /start starts one.");
        }
        Integer seat = seats.seatOf(session);
        if (seat == null) {
            throw new Refusal(ErrorCode.NOT_SEATED, "You are watching; only seated players move.");
        }
        // before the version: a state the player answers while the game waits is not stale
        play.refuseWhileWaiting();
        Game game = play.game();
        if (!game.awaited().contains(seat)) {
            throw new Refusal(ErrorCode.NOT_YOUR_TURN, "It is not your turn; the game waits for "
                    + String.join(", ", views.awaitedNames(game)) + ".");
        }
        views.checkVersion(game, seat, version);
        return play.applyTyped(seat, move);
    }

    /** {@code /show [name]}: the requester's view, focused on one seat's area when named; once durable. */
    CompletableFuture<GameState> show(Session session, String focusName) {
        if (play == null) {
            throw new Refusal(ErrorCode.NO_GAME, "No game yet; /start starts one.");
        }
        Integer focus = focusName == null || focusName.isEmpty() ? null : views.seatNamed(focusName).orElseThrow(() ->
                new Refusal(ErrorCode.NO_SUCH_USER, focusName + " has no seat in this game."));
        return play.show(session, focus);
    }

    /** {@code /gamelog}: what the requester may see of what the game (running or last played) told; once durable. */
    CompletableFuture<GameLog> log(Session session) {
        if (play == null) {
            throw new Refusal(ErrorCode.NO_GAME, "No game yet; /start starts one.");
        }
        return play.log(session);
    }

    /** {@code /moves}: the requester's legal moves once durable; {@code null} when the game ended meanwhile. */
    CompletableFuture<Moves> moves(Session session) {
        if (!playing()) {
            throw new Refusal(ErrorCode.NO_GAME, "No game is running here; /start starts one.");
        }
        return play.moves(session);
    }

    /**
     * The game is over and everyone has been told: the result goes to the table's result channel,
     * and the seats nobody came back to are freed.
     */
    private void finished(GameOver end) {
        state = State.FINISHED;
        turns.stop();
        if (turns.on()) {
            turnTable.tellAwayOfTheEnd(end);
        }
        early.clear();
        options.resultChannel().ifPresent(name -> ResultLine.post(room, definition, name, end));
        room.world().tables().gameEnded(room, options.values(), end);
        options.tourney(null);
        seating.freeAbsent();
        room.refresh();
        room.settled();
    }
}
