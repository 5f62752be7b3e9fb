package io.lamancha.server.table;

import io.lamancha.engine.Game;
import io.lamancha.engine.GameDefinition;
import io.lamancha.engine.GameOptions;
import io.lamancha.engine.OptionSpec;
import io.lamancha.protocol.ErrorCode;
import io.lamancha.protocol.event.GameLog;
import io.lamancha.protocol.event.GameOver;
import io.lamancha.protocol.event.GameStarted;
import io.lamancha.protocol.event.GameState;
import io.lamancha.protocol.event.Info;
import io.lamancha.protocol.event.Member;
import io.lamancha.protocol.event.Missed;
import io.lamancha.protocol.event.Moves;
import io.lamancha.protocol.event.OptionChanged;
import io.lamancha.protocol.event.SeatInfo;
import io.lamancha.server.journal.Journal;
import io.lamancha.server.world.Refusal;
import io.lamancha.server.world.Room;
import io.lamancha.server.world.RoomActivity;
import io.lamancha.server.world.Session;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;

/**
 * The table of a game room, a state machine: seats and options while it waits, the game while it
 * plays, the last game's end once finished. Confined to the room's strand. Methods that refuse
 * throw {@link Refusal} and change nothing; the command layer turns what they return into replies.
 */
public final class Table implements RoomActivity {

    private enum State { WAITING, PLAYING, FINISHED }

    private final Room room;
    private final GameDefinition definition;
    private final TableServices services;
    private final SeatList seats = new SeatList();
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

    public Table(Room room, GameDefinition definition, TableServices services) {
        this.room = room;
        this.definition = definition;
        this.services = services;
        this.options = new TableOptions(definition, services.turns().shortestMove());
        this.views = new TableViews(room, seats, definition.id());
        this.bots = new BotDriver(room, seats, views, services, this::playingGame, (seat, move) -> play.apply(seat, move));
        this.absence = new Absence(room, seats, definition, services, this::playing, this::promptBots,
                this::substituted);
        this.seating = new TableSeating(room, seats, definition, absence);
        this.early = new EarlyEnds(room, seats, absence, () -> playing() ? play : null,
                () -> options.tourney().isPresent());
        this.turns = new TurnClock(room, seats, views, services.turns());
        this.turnTable = new TurnTable(room, seats, views, turns, services.turns(), bots, early,
                () -> playing() ? play : null, this::lost);
    }

    /** Every game room's activity is a table. */
    public static RoomActivity.Factory factory(TableServices services) {
        return new RoomActivity.Factory() {
            @Override
            public RoomActivity open(Room room, GameDefinition game) {
                return new Table(room, game, services);
            }

            @Override
            public Optional<String> optionProblem(GameDefinition game, String key, String value) {
                return new TableOptions(game, services.turns().shortestMove()).problem(key, value);
            }
        };
    }

    // ---- what the room sees ----

    @Override
    public GameDefinition game() {
        return definition;
    }

    @Override
    public String state() {
        return state.name().toLowerCase(Locale.ROOT);
    }

    @Override
    public boolean idle() {
        return state != State.PLAYING;
    }

    @Override
    public boolean keepsPlayers() {
        return playing() && !turns.on();
    }

    @Override
    public String moveTime() {
        Pace pace = playing() ? turns.pace() : options.pace();
        return pace.turnBased() ? pace.moveTimeText() : null;
    }

    @Override
    public List<String> awaited() {
        return playing() && !play.ended() ? views.awaitedNames(play.game()) : List.of();
    }

    @Override
    public int seatCount() {
        return seats.all().size();
    }

    @Override
    public List<SeatInfo> seats() {
        return seats.infos();
    }

    @Override
    public Integer seatOf(Session session) {
        return seats.seatOf(session);
    }

    @Override
    public List<Member> absentMembers() {
        return seats.absentMembers();
    }

    @Override
    public boolean takeSeatBack(Session session) {
        return playing() && absence.reclaim(session);
    }

    @Override
    public void arrived(Session session, boolean back) {
        if (playing()) {
            welcome(session, back);
        }
        views.tellSoloBest(session, definition, services.records());
    }

    /** A player at the game, or a spectator, is shown it; a turn-based player back at their seat hears what they missed. */
    private void welcome(Session session, boolean back) {
        play.sendState(session, back, () -> {
            if (back && turns.on()) {
                turnTable.missed(play, session).ifPresent(session::send);
            }
        });
    }

    @Override
    public void departed(Session session) {
        Integer seat = seats.seatOf(session);
        if (playing() && turns.on() && seat != null) {
            turnTable.stepAway(play, seat);
            return;
        }
        seating.departed(session, playing());
    }

    @Override
    public void unattended() {
        turnTable.parkIfUnattended();
    }

    /** Whoever comes next finds a new table: no bots, no finished game, every option at its default. */
    @Override
    public void vacated() {
        if (playing()) {
            return;
        }
        turns.stop();
        seating.clearBots();
        options.reset();
        reset();
    }

    private boolean playing() {
        return state == State.PLAYING;
    }

    /** The game in play, for bots and timers: {@code null} when none is, while it waits for the store, and once it ended. */
    private Game playingGame() {
        return playing() && !play.waiting() && !play.ended() ? play.game() : null;
    }

    private void substituted(int seat) {
        early.substituted(seat);
    }

    private void promptBots() {
        bots.prompt(options.timer());
    }

    // ---- seats and options ----

    public void join(Session session) {
        if (!playing() && options.pace().turnBased()) {
            TurnTable.checkRegistered(session);
        }
        if (seating.join(session, playing())) {
            welcome(session, true);
        }
    }

    /** {@code /addbot}, {@code /leave} and {@code /remove}: see {@link TableSeating}. */
    public void addBot(String level) {
        seating.addBot(level, playing());
    }

    public void leave(Session session) {
        Integer seat = seats.seatOf(session);
        if (playing() && turns.on() && seat != null) {
            turnTable.stepAway(play, seat);
            session.send(Info.of("Your seat in " + room.name() + " stays yours: the game waits for your moves ("
                    + turns.pace().moveTimeText() + " each).", "/join takes it back; /resign gives the game up."));
            return;
        }
        seating.leave(session, playing());
    }

    public void remove(Session by, String name) {
        seating.remove(by, name, playing());
    }

    /** {@code /resign} and {@code /abort}: see {@link EarlyEnds}. */
    public void resign(Session session) {
        early.resign(session);
    }

    public void abort(Session session) {
        early.abort(session);
    }

    /** Every option with its current value: the game's own and those every table has. */
    public Map<String, String> optionValues() {
        return options.values();
    }

    /** Whether this table's games are rated, for {@code /spielinfo}. */
    public String ratedNote() {
        return Rated.note(definition, options, services.rateSameAddress());
    }

    public List<OptionSpec> optionSpecs() {
        return options.specs();
    }

    public void setOption(String key, String value, String by) {
        if (playing()) {
            throw new Refusal(ErrorCode.GAME_RUNNING, "Options can be changed only between games.");
        }
        boolean turnBasedBefore = options.pace().turnBased();
        if (key.equals(TableOptions.PACE.key()) && OptionSpec.normalise(value).equals("turnbased")) {
            turnTable.checkTurnBasedTable(room, seats);
        }
        room.broadcast(new OptionChanged(room.name(), key, options.set(key, value), by));
        if (options.pace().turnBased() && (!turnBasedBefore || key.equals(TableOptions.MOVETIME.key()))) {
            turnTable.tellFriends(); // a turn-based table is being formed: friends of those seated may come
        }
    }

    public void start() {
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
        room.broadcast(new GameStarted(room.name(), definition.id(), definition.title(), seats(), options.forRecord(),
                unrated.isEmpty(), unrated.orElse(null)));
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
    public void startTourney(String tag, List<Journal.SeatRecord> players) {
        if (playing() || seatCount() > 0) {
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
     * after the grace period bots play for them.
     *
     * @return false when a stored move is refused (the record does not match the engine)
     */
    public boolean restore(Map<String, String> storedOptions, long storedSeed, List<Journal.SeatRecord> storedSeats,
                           List<Journal.MoveRecord> moves, Journal.Recording recording) {
        return restore(storedOptions, storedSeed, storedSeats, moves, recording, List.of());
    }

    /**
     * The same for a turn-based game too, whose seats its record kept as {@code turnSeats} (when
     * each move is due, what each player had seen): its clock goes on where it stood. Its players'
     * seats wait for them, with no grace period.
     */
    public boolean restore(Map<String, String> storedOptions, long storedSeed, List<Journal.SeatRecord> storedSeats,
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

    @Override
    public void lost() {
        bots.cancelAll();
        turns.stop();
        if (play != null) {
            play.drop(); // kept: a bot's answer on its way finds it dropped
        }
    }

    /** {@code /reset}: back to waiting, seats kept. */
    public void reset() {
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
    public CompletableFuture<Void> play(Session session, String move, Integer version) {
        if (!playing()) {
            throw new Refusal(ErrorCode.NO_GAME, "No game is running here; /start starts one.");
        }
        Integer seat = seatOf(session);
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
    public CompletableFuture<GameState> show(Session session, String focusName) {
        if (play == null) {
            throw new Refusal(ErrorCode.NO_GAME, "No game yet; /start starts one.");
        }
        Integer focus = focusName == null || focusName.isEmpty() ? null : views.seatNamed(focusName).orElseThrow(() ->
                new Refusal(ErrorCode.NO_SUCH_USER, focusName + " has no seat in this game."));
        return play.show(session, focus);
    }

    /** {@code /gamelog}: what the requester may see of what the game (running or last played) told; once durable. */
    public CompletableFuture<GameLog> log(Session session) {
        if (play == null) {
            throw new Refusal(ErrorCode.NO_GAME, "No game yet; /start starts one.");
        }
        return play.log(session);
    }

    /** {@code /moves}: the requester's legal moves once durable; {@code null} when the game ended meanwhile. */
    public CompletableFuture<Moves> moves(Session session) {
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
