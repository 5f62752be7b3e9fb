package io.lamancha.server.table;

import io.lamancha.engine.Game;
import io.lamancha.engine.GameDefinition;
import io.lamancha.engine.GameOptions;
import io.lamancha.engine.GameResult;
import io.lamancha.engine.MoveResult;
import io.lamancha.engine.OptionSpec;
import io.lamancha.protocol.ErrorCode;
import io.lamancha.protocol.event.GameOver;
import io.lamancha.protocol.event.GameStarted;
import io.lamancha.protocol.event.Member;
import io.lamancha.protocol.event.OptionChanged;
import io.lamancha.protocol.event.SeatInfo;
import io.lamancha.protocol.event.Seated;
import io.lamancha.protocol.event.Substitute;
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
import java.util.TreeMap;
import java.util.concurrent.CompletableFuture;

/**
 * The table of a game room: seats, options, and the game being played. Confined to the room's
 * strand. Methods that refuse throw {@link Refusal} and change nothing.
 */
public final class Table {

    /** Table option every game has: seconds per move before a random move is made (0 = none). */
    public static final OptionSpec TIMER = OptionSpec.number("timer", 0, 0, 3600,
            "Seconds each player has per move; when it runs out a random move is made for them (0 = no limit).");

    private static final List<String> BOT_NAMES = List.of("Sancho", "Dulcinea", "Rocinante", "Dapple", "Teresa",
            "Sanson", "Altisidora", "Marcela", "Cardenio", "Dorotea", "Maritornes", "Merlin");

    enum State { WAITING, PLAYING, FINISHED }

    private final Room room;
    private final GameDefinition definition;
    private final Services services;
    private final List<Seat> seats = new ArrayList<>();
    private final Map<String, String> options = new TreeMap<>();
    private final TableViews views;
    private final BotDriver bots;
    private State state = State.WAITING;
    private Game game;
    private Journal.Recording recording;
    private final RemoveVotes removeVotes = new RemoveVotes();

    public Table(Room room, GameDefinition definition, Services services) {
        this.room = room;
        this.definition = definition;
        this.services = services;
        this.views = new TableViews(this);
        this.bots = new BotDriver(this);
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
        return game;
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

    public int seatCount() {
        return seats.size();
    }

    /** Seat index of a connected session, or {@code null}. */
    public Integer seatOf(Session session) {
        for (int i = 0; i < seats.size(); i++) {
            if (seats.get(i).session() == session) {
                return i;
            }
        }
        return null;
    }

    public List<SeatInfo> seatInfos() {
        List<SeatInfo> out = new ArrayList<>();
        for (int i = 0; i < seats.size(); i++) {
            out.add(new SeatInfo(i, seats.get(i).name(), seats.get(i).botLevel()));
        }
        return out;
    }

    /** Seats with nobody connected in them (bots, away players), for {@code /who}. */
    public List<Member> absentMembers() {
        List<Member> out = new ArrayList<>();
        for (int i = 0; i < seats.size(); i++) {
            Seat s = seats.get(i);
            if (s.session() == null) {
                out.add(new Member(s.name(), i, s.isBot() ? s.botLevel() : s.substitute(), s.away()));
            }
        }
        return out;
    }

    List<String> seatNames() {
        List<String> names = new ArrayList<>();
        for (Seat s : seats) {
            names.add(s.name());
        }
        return names;
    }

    /** Every option with its current value: the game's own and the table's timer. */
    public Map<String, String> optionValues() {
        Map<String, String> all = new TreeMap<>(GameOptions.defaults(definition, Map.of()).values());
        all.put(TIMER.key(), TIMER.defaultValue());
        all.putAll(options);
        return all;
    }

    public List<OptionSpec> optionSpecs() {
        List<OptionSpec> all = new ArrayList<>(definition.options());
        all.add(TIMER);
        return all;
    }

    Duration timer() {
        return Duration.ofSeconds(Integer.parseInt(optionValues().get(TIMER.key())));
    }

    // ---- seats ----

    public void join(Session session) {
        if (seatOf(session) != null) {
            throw new Refusal(ErrorCode.ALREADY_SEATED, "You already have seat " + (seatOf(session) + 1) + ".");
        }
        if (state == State.PLAYING) {
            if (reclaim(session)) {
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
        String name = freeBotName();
        seats.add(Seat.bot(name, level));
        room.broadcast(new Seated(room.name(), seats.size() - 1, name, level));
        room.refresh();
    }

    private String freeBotName() {
        for (int round = 0; ; round++) {
            for (String n : BOT_NAMES) {
                String candidate = "~" + n + (round == 0 ? "" : Integer.toString(round + 1));
                if (seats.stream().noneMatch(s -> s.name().equalsIgnoreCase(candidate))) {
                    return candidate;
                }
            }
        }
    }

    /** {@code /leave}: gives up the seat; during a game a bot takes it over. */
    public void leave(Session session) {
        Integer seat = seatOf(session);
        if (seat == null) {
            throw new Refusal(ErrorCode.NOT_SEATED, "You have no seat here.");
        }
        if (state == State.PLAYING) {
            Seat s = seats.get(seat);
            s.session(null);
            substitute(seat);
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
        if (!s.away()) {
            throw new Refusal(ErrorCode.FORBIDDEN, s.name() + " is not absent; only an absent player can be voted out.");
        }
        if (s.substitute() != null) {
            throw new Refusal(ErrorCode.BAD_ARGUMENT, "A bot already plays for " + s.name() + ".");
        }
        if (seatOf(by) == null) {
            throw new Refusal(ErrorCode.NOT_SEATED, "Only players at this table can vote.");
        }
        int needed = (int) seats.stream().filter(x -> x.session() != null).count();
        if (removeVotes.vote(target, by.name(), needed)) {
            substitute(target);
        } else {
            room.broadcast(new io.lamancha.protocol.event.Notice("vote", by.name() + " votes to let a bot play for "
                    + s.name() + " (" + removeVotes.count(target) + "/" + needed + "); the others can /remove "
                    + s.name() + " too."));
        }
    }

    private Optional<Integer> indexOf(String name) {
        for (int i = 0; i < seats.size(); i++) {
            if (seats.get(i).name().equalsIgnoreCase(name)) {
                return Optional.of(i);
            }
        }
        return Optional.empty();
    }

    /** A bot plays for a person from now on (they may come back). */
    void substitute(int seat) {
        Seat s = seats.get(seat);
        s.grace(null);
        removeVotes.clear(seat);
        String level = definition.botLevels().get(definition.botLevels().size() - 1);
        s.substitute(level);
        s.botInstance(definition.newBot(level, services.seeds().getAsLong()));
        room.broadcast(new Substitute(room.name(), seat, s.name(), level));
        room.refresh();
        bots.prompt();
    }

    /** The person of an away seat is back: they play again (strand only). */
    private boolean reclaim(Session session) {
        Optional<Integer> idx = indexOf(session.name());
        if (idx.isEmpty() || !seats.get(idx.get()).away() || seats.get(idx.get()).isBot()) {
            return false;
        }
        int seat = idx.get();
        Seat s = seats.get(seat);
        s.grace(null);
        room.world().unhold(s.name(), room);
        s.session(session);
        s.substitute(null);
        s.botInstance(null);
        removeVotes.clear(seat);
        room.broadcast(new Substitute(room.name(), seat, s.name(), null));
        room.refresh();
        views.sendState(session, true);
        bots.prompt();
        return true;
    }

    /** A member came into the room: a returning player takes their seat back, others watch. */
    public void arrived(Session session) {
        if (state == State.PLAYING && !reclaim(session)) {
            views.sendState(session, false);
        }
        tellSoloBest(session);
    }

    /** In games that can be played alone, a person's best solo score is worth a line on arrival. */
    private void tellSoloBest(Session session) {
        io.lamancha.server.world.Storage st = services.storage();
        if (definition.minSeats() != 1 || st == null || session.name() == null) {
            return;
        }
        st.io().execute(() -> {
            java.util.OptionalInt best = st.games().bestScore(session.name(), definition.id(), 1);
            if (best.isPresent()) {
                session.send(io.lamancha.protocol.event.Info.of("Your best solo score at " + definition.title() + ": "
                        + best.getAsInt() + "."));
            }
        });
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
        Seat s = seats.get(seat);
        s.session(null);
        room.world().hold(s.name(), room);
        room.refresh();
        startGrace(s);
    }

    // ---- options and start ----

    public void setOption(String key, String value, String by) {
        if (state == State.PLAYING) {
            throw new Refusal(ErrorCode.GAME_RUNNING, "Options can be changed only between games.");
        }
        OptionSpec spec = optionSpecs().stream().filter(o -> o.key().equals(key)).findFirst().orElseThrow(() ->
                new Refusal(ErrorCode.BAD_ARGUMENT, "No option " + key + "; /option help lists them."));
        String normalised = OptionSpec.normalise(value);
        spec.check(normalised).ifPresent(msg -> {
            throw new Refusal(ErrorCode.BAD_ARGUMENT, msg);
        });
        options.put(key, normalised);
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
        Map<String, String> gameOptions = new TreeMap<>(optionValues());
        gameOptions.remove(TIMER.key());
        GameOptions opts = GameOptions.defaults(definition, gameOptions);
        definition.validate(n, opts).ifPresent(msg -> {
            throw new Refusal(ErrorCode.CANNOT_START, msg);
        });
        long seed = services.seeds().getAsLong();
        game = definition.newGame(n, opts, seed);
        state = State.PLAYING;
        removeVotes.clearAll();
        List<Journal.SeatRecord> records = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            Seat s = seats.get(i);
            records.add(new Journal.SeatRecord(s.name(), s.botLevel()));
            s.substitute(null);
            s.botInstance(s.isBot() ? definition.newBot(s.botLevel(), services.seeds().getAsLong()) : null);
        }
        recording = services.journal().started(room.name(), definition.id(), optionValues(), seed, records);
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
    public boolean restore(Map<String, String> storedOptions, long seed, List<Journal.SeatRecord> storedSeats,
                           List<Journal.MoveRecord> moves, Journal.Recording recording) {
        seats.clear();
        options.clear();
        for (Map.Entry<String, String> e : storedOptions.entrySet()) {
            if (optionSpecs().stream().anyMatch(o -> o.key().equals(e.getKey()))) {
                options.put(e.getKey(), e.getValue());
            }
        }
        for (Journal.SeatRecord r : storedSeats) {
            seats.add(r.bot() == null ? Seat.absent(r.name()) : Seat.bot(r.name(), r.bot()));
        }
        Map<String, String> gameOptions = new TreeMap<>(optionValues());
        gameOptions.remove(TIMER.key());
        Game restored = definition.newGame(seats.size(), GameOptions.defaults(definition, gameOptions), seed);
        for (Journal.MoveRecord m : moves) {
            if (!(restored.apply(m.seat(), m.move()) instanceof MoveResult.Accepted)) {
                seats.clear();
                return false;
            }
        }
        game = restored;
        state = State.PLAYING;
        this.recording = recording;
        for (int i = 0; i < seats.size(); i++) {
            Seat s = seats.get(i);
            s.botInstance(s.isBot() ? definition.newBot(s.botLevel(), services.seeds().getAsLong()) : null);
        }
        views.publish(List.of(), -1);
        for (int i = 0; i < seats.size(); i++) {
            if (seats.get(i).away()) {
                room.world().hold(seats.get(i).name(), room);
                startGrace(seats.get(i));
            }
        }
        room.refresh();
        bots.prompt();
        if (game.isOver()) {
            finish();
        }
        return true;
    }

    private void startGrace(Seat s) {
        Duration grace = services.grace();
        if (grace.isZero()) {
            substitute(seats.indexOf(s));
            return;
        }
        s.grace(room.strand().schedule(() -> {
            if (state == State.PLAYING && s.away() && s.substitute() == null && seats.contains(s)) {
                substitute(seats.indexOf(s));
            }
        }, grace));
    }

    /** {@code /reset}: back to waiting, seats kept. */
    public void reset() {
        if (state == State.PLAYING) {
            throw new Refusal(ErrorCode.GAME_RUNNING, "The game is still running; /reset is for a finished table.");
        }
        state = State.WAITING;
        game = null;
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

    /** Applies a move for a seat (person, bot or timer). */
    CompletableFuture<Void> apply(int seat, String move) {
        MoveResult result = game.apply(seat, move);
        if (result instanceof MoveResult.Rejected) {
            MoveResult.Rejected r = (MoveResult.Rejected) result;
            throw new Refusal(ErrorCode.valueOf(r.code().name()), r.reason());
        }
        MoveResult.Accepted accepted = (MoveResult.Accepted) result;
        bots.moved(seat);
        Game thisGame = game;
        CompletableFuture<Void> done = new CompletableFuture<>();
        recording.moved(game.version(), seat, accepted.move()).whenComplete((ok, err) -> room.strand().run(() -> {
            if (game == thisGame) {
                views.publish(accepted.events(), seat);
                if (game.isOver() && state == State.PLAYING) {
                    finish();
                } else {
                    bots.prompt();
                }
            }
            if (err != null) {
                done.completeExceptionally(err);
            } else {
                done.complete(null);
            }
        }));
        return done;
    }

    private void finish() {
        state = State.FINISHED;
        bots.cancelAll();
        GameResult result = game.result().orElseThrow();
        recording.finished(result);
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

    TableViews views() {
        return views;
    }

    /** {@code /show [name]}: the requester's view, focused on one seat's area when named. */
    public void show(Session session, String focusName, String tag) {
        if (game == null) {
            throw new Refusal(ErrorCode.NO_GAME, "No game yet; /start starts one.");
        }
        Integer focus = null;
        if (focusName != null && !focusName.isEmpty()) {
            focus = indexOf(focusName).orElseThrow(() ->
                    new Refusal(ErrorCode.NO_SUCH_USER, focusName + " has no seat here."));
        }
        views.show(session, focus, tag);
    }

    /** {@code /moves}. */
    public void moves(Session session, String tag) {
        if (state != State.PLAYING) {
            throw new Refusal(ErrorCode.NO_GAME, "No game is running here; /start starts one.");
        }
        views.moves(session, tag);
    }
}
