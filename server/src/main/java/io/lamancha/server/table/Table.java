package io.lamancha.server.table;

import io.lamancha.engine.Game;
import io.lamancha.engine.GameDefinition;
import io.lamancha.engine.GameOptions;
import io.lamancha.engine.GameResult;
import io.lamancha.engine.OptionSpec;
import io.lamancha.protocol.ErrorCode;
import io.lamancha.protocol.event.GameOver;
import io.lamancha.protocol.event.GameStarted;
import io.lamancha.protocol.event.Member;
import io.lamancha.protocol.event.OptionChanged;
import io.lamancha.protocol.event.SeatInfo;
import io.lamancha.protocol.event.Seated;
import io.lamancha.protocol.event.Unseated;
import io.lamancha.server.world.Refusal;
import io.lamancha.server.world.Room;
import io.lamancha.server.world.Services;
import io.lamancha.server.world.Session;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;

/**
 * The table of a game room: seats, options, and the game being played. Confined to the room's
 * strand. Methods that refuse throw {@link Refusal} and change nothing.
 */
public final class Table {

    /** Table option every game has: seconds per move before a random move is made (0 = none). */
    public static final OptionSpec TIMER = OptionSpec.number("timer", 0, 0, 3600,
            "Seconds each player has per move; when it runs out a random move is made for them (0 = no limit).");


    enum State { WAITING, PLAYING, FINISHED }

    private final Room room;
    private final GameDefinition definition;
    private final Services services;
    private final SeatList seatList = new SeatList();
    private final List<Seat> seats = seatList.all();
    private final TableOptions options;
    private final TableViews views;
    private final BotDriver bots;
    private State state = State.WAITING;
    private final Match match = new Match(this);
    private final Absence absence;

    public Table(Room room, GameDefinition definition, Services services) {
        this.room = room;
        this.definition = definition;
        this.services = services;
        this.options = new TableOptions(definition);
        this.views = new TableViews(this);
        this.bots = new BotDriver(this);
        this.absence = new Absence(this);
    }

    public GameDefinition definition() {
        return definition;
    }

    Room room() {
        return room;
    }

    Services services() {
        return services;
    }

    List<Seat> seats() {
        return seats;
    }

    Game game() {
        return match.game();
    }

    boolean playing() {
        return state == State.PLAYING;
    }

    public String stateName() {
        return state.name().toLowerCase(java.util.Locale.ROOT);
    }

    /** No game running: the room may be closed when empty. */
    public boolean idle() {
        return state != State.PLAYING;
    }

    /** Seat index of a connected session, or {@code null}. */
    public Integer seatOf(Session session) {
        return seatList.seatOf(session);
    }

    public List<SeatInfo> seatInfos() {
        return seatList.infos();
    }

    /** Seats with nobody connected in them (bots, away players), for {@code /who}. */
    public List<Member> absentMembers() {
        return seatList.absentMembers();
    }

    List<String> seatNames() {
        return seatList.names();
    }

    Optional<Integer> indexOf(String name) {
        return seatList.indexOf(name);
    }

    public int seatCount() {
        return seats.size();
    }

    /** Every option with its current value: the game's own and the table's timer. */
    public Map<String, String> optionValues() {
        return options.values();
    }

    public List<OptionSpec> optionSpecs() {
        return options.specs();
    }

    Duration timer() {
        return options.timer();
    }

    // ---- seats ----

    public void join(Session session) {
        if (seatOf(session) != null) {
            throw new Refusal(ErrorCode.ALREADY_SEATED, "You already have seat " + (seatOf(session) + 1) + ".");
        }
        if (state == State.PLAYING) {
            if (absence.reclaim(session)) {
                match.log().afterDurable(room.strand(), () -> views.sendState(session, true));
                return;
            }
            throw new Refusal(ErrorCode.GAME_RUNNING, "A game is running; you can watch, or join after it with /join.");
        }
        if (seats.size() >= definition.maxSeats()) {
            throw new Refusal(ErrorCode.TABLE_FULL, "All " + definition.maxSeats() + " seats are taken; watch, or try another room (/rooms).");
        }
        seats.add(Seat.person(session));
        room.broadcast(new Seated(room.name(), seats.size() - 1, session.name(), null));
        room.refresh();
    }

    public void addBot(String level) {
        if (state == State.PLAYING) {
            throw new Refusal(ErrorCode.GAME_RUNNING, "A game is running; add bots before /start.");
        }
        if (!definition.botLevels().contains(level)) {
            throw new Refusal(ErrorCode.BAD_ARGUMENT, definition.id() + " has these bots: "
                    + String.join(", ", definition.botLevels()) + ".");
        }
        if (seats.size() >= definition.maxSeats()) {
            throw new Refusal(ErrorCode.TABLE_FULL, "All " + definition.maxSeats() + " seats are taken.");
        }
        String name = seatList.freeBotName();
        seats.add(Seat.bot(name, level));
        room.broadcast(new Seated(room.name(), seats.size() - 1, name, level));
        room.refresh();
    }


    /** {@code /leave}: gives up the seat; during a game a bot takes it over. */
    public void leave(Session session) {
        Integer seat = seatOf(session);
        if (seat == null) {
            throw new Refusal(ErrorCode.NOT_SEATED, "You have no seat here.");
        }
        if (state == State.PLAYING) {
            seats.get(seat).session(null);
            absence.substitute(seat);
            return;
        }
        unseat(seat, "left");
    }

    private void unseat(int seat, String reason) {
        Seat s = seats.remove(seat);
        s.grace(null);
        room.world().unhold(s.name(), room);
        room.broadcast(new Unseated(room.name(), seat, s.name(), reason));
        room.refresh();
    }

    /**
     * {@code /remove name}: before a game, takes a bot or an absent player off the table; during a
     * game, a vote of the connected players lets a bot play for an absent player at once.
     */
    public void remove(Session by, String name) {
        int target = indexOf(name).orElseThrow(() ->
                new Refusal(ErrorCode.NO_SUCH_USER, name + " has no seat here; /who lists the seats."));
        Seat s = seats.get(target);
        if (state != State.PLAYING) {
            if (s.session() != null) {
                throw new Refusal(ErrorCode.FORBIDDEN, s.name() + " is here; only bots and absent players can be removed.");
            }
            unseat(target, "removed");
            return;
        }
        absence.vote(by, target);
    }


    /**
     * Someone is coming into the room (before it is a member): a player whose seat waits for them
     * takes it back, and the others are told. False when no seat waits for them.
     */
    public boolean takeSeatBack(Session session) {
        return state == State.PLAYING && absence.reclaim(session);
    }

    /**
     * A member came into the room and has been told what the room is: a player who took their
     * seat back ({@code back}) gets their own view of the game, anyone else a spectator's.
     */
    public void arrived(Session session, boolean back) {
        if (state == State.PLAYING) {
            match.log().afterDurable(room.strand(), () -> views.sendState(session, back));
        }
        views.tellSoloBest(session);
    }

    /** A member left the room or lost the connection. */
    public void departed(Session session) {
        Integer seat = seatOf(session);
        if (seat == null) {
            return;
        }
        if (state != State.PLAYING) {
            unseat(seat, "left the room");
            return;
        }
        absence.lostConnection(seats.get(seat));
    }

    // ---- options and start ----

    public void setOption(String key, String value, String by) {
        if (state == State.PLAYING) {
            throw new Refusal(ErrorCode.GAME_RUNNING, "Options can be changed only between games.");
        }
        String normalised = options.set(key, value);
        room.broadcast(new OptionChanged(room.name(), key, normalised, by));
    }

    public void start() {
        if (state == State.PLAYING) {
            throw new Refusal(ErrorCode.GAME_RUNNING, "A game is already running.");
        }
        int n = seats.size();
        if (n < definition.minSeats() || n > definition.maxSeats()) {
            throw new Refusal(ErrorCode.CANNOT_START, definition.title() + " needs " + definition.minSeats() + "-"
                    + definition.maxSeats() + " players; " + n + " seated. /join takes a seat, /addbot adds a bot.");
        }
        GameOptions opts = options.forGame();
        definition.validate(n, opts).ifPresent(msg -> {
            throw new Refusal(ErrorCode.CANNOT_START, msg);
        });
        for (Seat s : seats) {
            s.substitute(null);
        }
        match.deal(opts);
        state = State.PLAYING;
        absence.clearVotes();
        room.broadcast(new GameStarted(room.name(), definition.id(), definition.title(), seatInfos(), optionValues()));
        room.refresh();
        views.publish(List.of(), -1);
        bots.prompt();
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
        seats.clear();
        options.restore(storedOptions);
        for (Journal.SeatRecord r : storedSeats) {
            seats.add(r.bot() == null ? Seat.absent(r.name()) : Seat.bot(r.name(), r.bot()));
        }
        if (!match.replay(options.forGame(), storedSeed, moves, recording)) {
            seats.clear();
            return false;
        }
        state = State.PLAYING;
        views.publish(List.of(), -1);
        for (int i = 0; i < seats.size(); i++) {
            if (seats.get(i).away()) {
                absence.lostConnection(seats.get(i));
            }
        }
        room.refresh();
        bots.prompt();
        if (game().isOver()) {
            finish();
        }
        return true;
    }

    /** {@code /reset}: back to waiting, seats kept. */
    public void reset() {
        if (state == State.PLAYING) {
            throw new Refusal(ErrorCode.GAME_RUNNING, "The game is still running; /reset is for a finished table.");
        }
        state = State.WAITING;
        match.clear();
        room.refresh();
    }

    // ---- moves ----

    /**
     * Applies a person's move. Completes when the move is recorded and everyone has been told;
     * refusals are thrown at once and change nothing.
     *
     * @param version the version the client saw, or {@code null} to skip the staleness check
     */
    public CompletableFuture<Void> play(Session session, String move, Integer version) {
        Integer seat = seatOf(session);
        if (state != State.PLAYING) {
            throw new Refusal(ErrorCode.NO_GAME, "No game is running here; /start starts one.");
        }
        if (seat == null) {
            throw new Refusal(ErrorCode.NOT_SEATED, "You are watching; only seated players move.");
        }
        views.checkVersion(seat, version);
        return apply(seat, move);
    }

    /** Applies a move for a seat (person, bot or timer); see {@link Match#apply}. */
    CompletableFuture<Void> apply(int seat, String move) {
        return match.apply(seat, move);
    }

    /** The game is over: everyone is told the result, and seats nobody came back to are freed. */
    void finish() {
        state = State.FINISHED;
        bots.cancelAll();
        GameResult result = game().result().orElseThrow();
        match.log().recording().finished(result);
        List<String> winners = new ArrayList<>();
        for (int w : result.winners()) {
            winners.add(seats.get(w).name());
        }
        room.broadcast(new GameOver(room.name(), definition.id(), seatNames(), result.scores(), winners, result.lines()));
        for (int i = seats.size() - 1; i >= 0; i--) {
            if (seats.get(i).away()) {
                unseat(i, "absent at the end");
            }
        }
        room.refresh();
    }

    BotDriver bots() {
        return bots;
    }

    MoveLog log() {
        return match.log();
    }

    TableViews views() {
        return views;
    }

    /** {@code /show [name]}: the requester's view, focused on one seat's area when named. */
    public void show(Session session, String focusName, String tag, Runnable shown) {
        if (game() == null) {
            throw new Refusal(ErrorCode.NO_GAME, "No game yet; /start starts one.");
        }
        Integer focus = null;
        if (focusName != null && !focusName.isEmpty()) {
            focus = indexOf(focusName).orElseThrow(() ->
                    new Refusal(ErrorCode.NO_SUCH_USER, focusName + " has no seat here."));
        }
        Integer focused = focus;
        match.log().afterDurable(room.strand(), () -> {
            views.show(session, focused, tag);
            shown.run();
        });
    }

    /** {@code /moves}. */
    public void moves(Session session, String tag, Runnable listed) {
        if (state != State.PLAYING) {
            throw new Refusal(ErrorCode.NO_GAME, "No game is running here; /start starts one.");
        }
        match.log().afterDurable(room.strand(), () -> {
            if (state == State.PLAYING) {
                views.moves(session, tag);
            }
            listed.run();
        });
    }
}
