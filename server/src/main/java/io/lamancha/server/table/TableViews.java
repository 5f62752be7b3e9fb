package io.lamancha.server.table;

import io.lamancha.engine.Game;
import io.lamancha.engine.GameEvent;
import io.lamancha.engine.GameView;
import io.lamancha.engine.RenderContext;
import io.lamancha.protocol.WireFormat;
import io.lamancha.protocol.event.GameLog;
import io.lamancha.protocol.event.GameNews;
import io.lamancha.protocol.event.GameOver;
import io.lamancha.protocol.event.GameState;
import io.lamancha.protocol.event.Moves;
import io.lamancha.server.world.Room;
import io.lamancha.server.world.Session;
import io.lamancha.protocol.TextLayout;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Tells each viewer what they may see of the game: events by audience, and states built from each
 * viewer's own view (a seat's view for a seat, the spectator view for everyone else). Its
 * {@link Prompts} track, per seat, the version at which its current decision was posed, so stale
 * moves can be refused.
 *
 * <p>The game is shown with the names it was played by (its roster), which the seats keep while it
 * runs; once it is over the seats may change ({@code /remove}, {@code /leave}, {@code /join}), and
 * a viewer is then the game's seat of the same name, if any, else a spectator.
 */
final class TableViews {

    /** Longest list of legal moves shown in a text prompt; {@code /moves} shows all. */
    private static final int PROMPT_MOVES = 24;

    private final Room room;
    private final SeatList seats;
    private final String gameId;
    private final Prompts prompts = new Prompts();
    private final StateUpdates updates = new StateUpdates();
    private Duration timer = Duration.ZERO;
    /** The names the game in view was played by, seat 0 first. */
    private List<String> roster = List.of();

    /** The views of the game played at {@code seats} in {@code room}. */
    TableViews(Room room, SeatList seats, String gameId) {
        this.room = room;
        this.seats = seats;
        this.gameId = gameId;
    }

    /** Each move has {@code timer} (zero: no limit), as the prompts say. */
    void timer(Duration timer) {
        this.timer = timer;
    }

    /** A new game is viewed, played by {@code names} (seat 0 first). */
    void roster(List<String> names) {
        this.roster = List.copyOf(names);
    }

    /** The seat in the game of {@code session}: its seat at the table, if the game was played by that name. */
    private Integer seatOf(Session session) {
        Integer seat = seats.seatOf(session);
        if (seat == null) {
            return null;
        }
        int played = roster.indexOf(seats.all().get(seat).name());
        return played < 0 ? null : played;
    }

    /** The seat in the game viewed of the player named {@code name} (ignoring case), if any. */
    Optional<Integer> seatNamed(String name) {
        for (int i = 0; i < roster.size(); i++) {
            if (roster.get(i).equalsIgnoreCase(name)) {
                return Optional.of(i);
            }
        }
        return Optional.empty();
    }

    /** The id of the game viewed. */
    String gameId() {
        return gameId;
    }

    /** Forgets the posed decisions, after the game was rebuilt to an earlier version. */
    void reset() {
        prompts.reset();
    }

    int promptVersion(int seat) {
        return prompts.version(seat);
    }

    /** The legal moves of {@code seat} now, those found for the last states while still current. */
    List<String> legal(Game game, int seat) {
        return prompts.legal(game, seat);
    }

    /** A restored game, or one taken back: everyone's state, people's as a prompt when it is their move. */
    void publish(Game game) {
        showStates(game, false, true);
    }

    /**
     * A game just dealt: what the deal tells, then the table to every person, seated or watching,
     * each seat with its hand and its prompt or whom the game waits for, and a state to each JSON client.
     */
    void publishOpening(Game game, List<GameEvent> events) {
        announce(events);
        showStates(game, true, true);
    }

    /** A durable move's events, each to its audience. */
    void announce(List<GameEvent> events) {
        for (GameEvent e : events) {
            if (e.audience().isEveryone()) {
                room.broadcast(news(e, context(RenderContext.SPECTATOR, false)));
            } else {
                Session s = seats.all().get(e.audience().seat()).session();
                if (s != null) {
                    s.send(news(e, context(e.audience().seat(), colored(s))));
                }
            }
        }
    }

    /**
     * Everyone's view of the game as it is now: JSON clients get a state each, text players a
     * prompt when their decision changed (a seat that moved is prompted again if it still has moves).
     * Only once every move in it is durable and announced. A JSON client that asked for changes
     * gets what changed, but the whole state at the start, at the end and when {@code whole}.
     */
    void showStates(Game game) {
        showStates(game, false, false);
    }

    private void showStates(Game game, boolean toEveryone, boolean whole) {
        boolean[] prompted = prompts.update(game);
        boolean full = whole || game.isOver() || game.version() == 0;
        List<Session> spectators = new ArrayList<>();
        for (Session m : room.members()) {
            Integer seat = seatOf(m);
            if (m.format() == WireFormat.JSON) {
                if (seat == null) {
                    spectators.add(m);
                } else {
                    updates.toViewer(m, state(game, seat, colored(m), RenderContext.NO_FOCUS, false, null), full);
                }
            } else if (toEveryone || seat != null && prompted[seat] || game.isOver()) {
                // a person reads the table when it is their move, and everyone reads how it began and ended
                m.send(state(game, seat, colored(m), RenderContext.NO_FOCUS, true, null));
            }
        }
        if (!spectators.isEmpty()) {
            updates.toSpectators(room, spectators, state(game, null, false, RenderContext.NO_FOCUS, false, null), full);
        }
    }

    /**
     * {@code /gamelog}: of everything the game told ({@code story}), what {@code session} may see,
     * as it was told: the public events, and a seat's own to that seat only.
     */
    GameLog log(Game game, List<GameEvent> story, Session session) {
        Integer seat = seats.seatOf(session);
        int viewer = seat == null ? RenderContext.SPECTATOR : seat;
        RenderContext ctx = context(viewer, colored(session));
        List<GameLog.Entry> told = new ArrayList<>();
        for (GameEvent e : story) {
            if (e.audience().admits(viewer)) {
                told.add(new GameLog.Entry(e.type(), e.text(ctx), e));
            }
        }
        return new GameLog(room.name(), gameId, game.version(), told);
    }

    private GameNews news(GameEvent e, RenderContext ctx) {
        return new GameNews(room.name(), gameId, e.type(), e.text(ctx), e);
    }

    /** A seat's move was accepted, making the game {@code version}: see {@link Prompts#moved}. */
    void moved(int seat, int version) {
        prompts.moved(seat, version);
    }

    /** Refuses a move made against an older decision than the seat's current one. */
    void checkVersion(Game game, int seat, Integer version) {
        prompts.check(game, seat, version);
    }

    /** Full state to one session: on arrival, on reclaiming a seat. */
    void sendState(Game game, Session session, boolean prompt) {
        Integer seat = seatOf(session);
        if (session.format() == WireFormat.JSON || seat != null || prompt) {
            updates.sendWhole(session, state(game, seat, colored(session), RenderContext.NO_FOCUS,
                    session.format() == WireFormat.TEXT, null));
        }
    }

    /**
     * {@code /show}: the session's state, focused on one seat's area when {@code focus} is not null;
     * a text render of a game that has ended closes with how it ended ({@code end}, once told).
     */
    GameState show(Game game, Session session, Integer focus, GameOver end) {
        GameState shown = state(game, seatOf(session), colored(session), focus == null ? RenderContext.NO_FOCUS : focus,
                session.format() == WireFormat.TEXT, end);
        updates.shown(session, shown);
        return shown;
    }

    /** {@code /moves}: the session's legal moves now (as a person reads them in text), and whom the game waits for. */
    Moves moves(Game game, Session session) {
        Integer seat = seatOf(session);
        List<String> legal = seat == null ? List.of() : prompts.legal(game, seat);
        return new Moves(room.name(), game.version(), legal, awaitedNames(game),
                seat == null ? legal : named(game, seat, legal));
    }

    /** Moves as a person reads them: players named where the notation names seats. */
    private List<String> named(Game game, int seat, List<String> moves) {
        RenderContext ctx = context(seat, false);
        List<String> out = new ArrayList<>(moves.size());
        for (String m : moves) {
            out.add(game.named(m, ctx));
        }
        return out;
    }

    /**
     * A viewer's state; the ASCII render only when a person will read it ({@code text}), closed by
     * the prompt, or by {@code end} once the game has ended and its end was told.
     */
    private GameState state(Game game, Integer seat, boolean color, int focus, boolean text, GameOver end) {
        int viewer = seat == null ? RenderContext.SPECTATOR : seat;
        GameView view = seat == null ? game.spectatorView() : game.view(seat);
        List<String> legal = seat == null ? List.of() : prompts.legal(game, seat);
        RenderContext ctx = context(viewer, color);
        if (focus != RenderContext.NO_FOCUS) {
            ctx = ctx.withFocus(focus);
        }
        List<String> render = new ArrayList<>();
        if (text) {
            render.addAll(view.render(ctx));
            render.addAll(end != null ? told(end) : prompt(game, seat, legal));
        }
        Integer secondsPerMove = timer.isZero() ? null : (int) timer.toSeconds();
        return new GameState(room.name(), gameId, seat, game.version(),
                new ArrayList<>(game.awaited()), legal, secondsPerMove, view, render);
    }

    /**
     * What a seat is asked: its legal moves, each in brackets, on lines that all start with
     * {@code >>} (at most {@value #PROMPT_MOVES} moves; {@code /moves} lists the rest), and how
     * long it has when the table has a timer.
     */
    private List<String> prompt(Game game, Integer seat, List<String> legal) {
        if (game.isOver()) {
            return List.of(); // the end, said once, follows
        }
        if (legal.isEmpty()) {
            return List.of("Waiting for: " + String.join(", ", awaitedNames(game)) + ".");
        }
        List<String> shown = named(game, seat, legal.size() > PROMPT_MOVES ? legal.subList(0, PROMPT_MOVES) : legal);
        String time = timer.isZero() ? "" : " (" + timer.toSeconds() + " s)";
        List<String> lines = new ArrayList<>(TextLayout.bracketed(">> Your move, " + roster.get(seat) + time
                + ": /play <move>. Legal:", shown, ">>   "));
        if (legal.size() > PROMPT_MOVES) {
            lines.add(">>   ... /moves lists all " + legal.size() + ".");
        }
        return lines;
    }

    /** The people or bots the game waits for, by name. */
    List<String> awaitedNames(Game game) {
        List<String> names = new ArrayList<>();
        for (int s : game.awaited()) {
            names.add(roster.get(s));
        }
        return names;
    }

    /** How a game's end reads under its table: the end's lines without the hint that closes them. */
    private static List<String> told(GameOver end) {
        List<String> lines = end.lines();
        return lines.subList(0, lines.size() - 1);
    }

    /** Whether {@code s} gets ANSI colours: a person who asked for them; JSON is never coloured. */
    private static boolean colored(Session s) {
        return s.color() && s.format() == WireFormat.TEXT;
    }

    RenderContext context(int viewer, boolean color) {
        return new RenderContext(roster, viewer, color);
    }
}
