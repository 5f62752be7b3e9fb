package io.lamancha.server.table;

import io.lamancha.engine.GameDefinition;
import io.lamancha.engine.OptionSpec;
import io.lamancha.protocol.ErrorCode;
import io.lamancha.protocol.event.GameLog;
import io.lamancha.protocol.event.GameState;
import io.lamancha.protocol.event.Info;
import io.lamancha.protocol.event.Member;
import io.lamancha.protocol.event.Moves;
import io.lamancha.protocol.event.OptionChanged;
import io.lamancha.protocol.event.SeatInfo;
import io.lamancha.server.journal.Journal;
import io.lamancha.server.world.Refusal;
import io.lamancha.server.world.Room;
import io.lamancha.server.world.RoomActivity;
import io.lamancha.server.world.Session;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;

/**
 * The table of a game room, what the room sees of it: seats and options while it waits, the game
 * while it plays ({@link TableGame}), the last game's end once finished. Confined to the room's
 * strand. Methods that refuse throw {@link Refusal} and change nothing; the command layer turns
 * what they return into replies.
 */
public final class Table implements RoomActivity {

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
    private TableGame game; // made last in the constructor: the parts' suppliers ask it

    public Table(Room room, GameDefinition definition, TableServices services) {
        this.room = room;
        this.definition = definition;
        this.services = services;
        this.options = new TableOptions(definition, services.turns().shortestMove());
        this.views = new TableViews(room, seats, definition.id());
        this.bots = new BotDriver(room, seats, views, services, () -> game.playingGame(),
                (seat, move) -> game.current().apply(seat, move));
        this.absence = new Absence(room, seats, definition, services, this::playing,
                () -> bots.prompt(options.timer()), this::substituted);
        this.seating = new TableSeating(room, seats, definition, absence);
        this.early = new EarlyEnds(room, seats, absence, () -> game.current(), () -> options.tourney().isPresent());
        this.turns = new TurnClock(room, seats, views, services.turns());
        this.turnTable = new TurnTable(room, seats, views, turns, services.turns(), bots, early,
                () -> game.current(), this::lost);
        this.game = new TableGame(room, definition, services, seats, options, views,
                new TableGame.Parts(bots, absence, seating, early, turns, turnTable));
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

    @Override
    public GameDefinition game() {
        return definition;
    }

    @Override
    public String state() {
        return game.state();
    }

    @Override
    public boolean idle() {
        return !playing();
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
        Play play = game.current();
        return play != null && !play.ended() ? views.awaitedNames(play.game()) : List.of();
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
            game.welcome(session, back);
        }
        services.records().tellBest(session, definition);
    }

    @Override
    public void departed(Session session) {
        if (!turnTable.steppedAway(game.current(), session)) {
            seating.departed(session, playing());
        }
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
        return game.playing();
    }

    private void substituted(int seat) {
        early.substituted(seat);
    }

    // ---- seats and options ----

    public void join(Session session) {
        if (!playing() && options.pace().turnBased()) {
            TurnTable.checkRegistered(session);
        }
        if (seating.join(session, playing())) {
            game.welcome(session, true);
        }
    }

    /** {@code /addbot}, {@code /leave} and {@code /remove}: see {@link TableSeating}. */
    public void addBot(String level) {
        seating.addBot(level, playing());
    }

    public void leave(Session session) {
        if (turnTable.steppedAway(game.current(), session)) {
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

    /** {@code /start}: a new game, dealt from the seats and options. */
    public void start() {
        game.start();
    }

    /** Starts a tournament's game on this empty table: see {@link TableGame#startTourney}. */
    public void startTourney(String tag, List<Journal.SeatRecord> players) {
        game.startTourney(tag, players);
    }

    /** Puts a stored running game back on this empty table: see {@link TableGame#restore}. */
    public boolean restore(Map<String, String> storedOptions, long storedSeed, List<Journal.SeatRecord> storedSeats,
                           List<Journal.MoveRecord> moves, Journal.Recording recording) {
        return restore(storedOptions, storedSeed, storedSeats, moves, recording, List.of());
    }

    /** The same for a turn-based game too, whose seats its record kept as {@code turnSeats}. */
    public boolean restore(Map<String, String> storedOptions, long storedSeed, List<Journal.SeatRecord> storedSeats,
                           List<Journal.MoveRecord> moves, Journal.Recording recording,
                           List<Journal.TurnSeat> turnSeats) {
        return game.restore(storedOptions, storedSeed, storedSeats, moves, recording, turnSeats);
    }

    @Override
    public void lost() {
        game.lost();
    }

    /** {@code /reset}: back to waiting, seats kept. */
    public void reset() {
        game.reset();
    }

    /** Applies a person's move: see {@link TableGame#play}. */
    public CompletableFuture<Void> play(Session session, String move, Integer version) {
        return game.play(session, move, version);
    }

    /** {@code /show [name]}: the requester's view, focused on one seat's area when named; once durable. */
    public CompletableFuture<GameState> show(Session session, String focusName) {
        return game.show(session, focusName);
    }

    /** {@code /gamelog}: what the requester may see of what the game (running or last played) told; once durable. */
    public CompletableFuture<GameLog> log(Session session) {
        return game.log(session);
    }

    /** {@code /moves}: the requester's legal moves once durable; {@code null} when the game ended meanwhile. */
    public CompletableFuture<Moves> moves(Session session) {
        return game.moves(session);
    }
}
