package io.lamancha.server.table;

import io.lamancha.engine.Game;
import io.lamancha.engine.GameEvent;
import io.lamancha.engine.GameView;
import io.lamancha.engine.RenderContext;
import io.lamancha.protocol.ErrorCode;
import io.lamancha.protocol.WireFormat;
import io.lamancha.protocol.event.GameNews;
import io.lamancha.protocol.event.GameState;
import io.lamancha.protocol.event.Moves;
import io.lamancha.server.world.Broadcast;
import io.lamancha.server.world.Refusal;
import io.lamancha.server.world.Room;
import io.lamancha.server.world.Session;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;

/**
 * Tells each viewer what they may see of the game: events by audience, and states built from each
 * viewer's own view (a seat's view for a seat, the spectator view for everyone else). Also tracks,
 * per seat, the version at which its current decision was posed, so stale moves can be refused.
 */
final class TableViews {

    /** Longest list of legal moves shown in a text prompt; {@code /moves} shows all. */
    private static final int PROMPT_MOVES = 24;

    private final Table table;
    private int[] promptVersion = new int[0];
    private List<List<String>> lastLegal = new ArrayList<>();

    TableViews(Table table) {
        this.table = table;
    }

    /** Forgets the posed decisions, after the game was rebuilt to an earlier version. */
    void reset() {
        promptVersion = new int[0];
    }

    int promptVersion(int seat) {
        return promptVersion[seat];
    }

    /** After a start or an accepted move by {@code mover} ({@code -1} for none): events, then states. */
    void publish(List<GameEvent> events, int mover) {
        announce(events);
        showStates(mover);
    }

    /** A durable move's events, each to its audience. */
    void announce(List<GameEvent> events) {
        Room room = table.room();
        for (GameEvent e : events) {
            if (e.audience().isEveryone()) {
                room.broadcast(news(e, context(RenderContext.SPECTATOR, false)));
            } else {
                Session s = table.seats().get(e.audience().seat()).session();
                if (s != null) {
                    s.send(news(e, context(e.audience().seat(), s.color())));
                }
            }
        }
    }

    /**
     * Everyone's view of the game as it is now: JSON clients get a state each, text players a
     * prompt when their decision changed ({@code mover} is prompted again if it still has moves).
     * Only once every move in it is durable and announced.
     */
    void showStates(int mover) {
        Game game = table.game();
        Room room = table.room();
        boolean[] prompted = updatePrompts(game, mover);
        Broadcast spectators = null;
        for (Session m : room.members()) {
            Integer seat = table.seatOf(m);
            if (m.format() == WireFormat.JSON) {
                if (seat == null) {
                    if (spectators == null) {
                        spectators = new Broadcast(state(null, false, RenderContext.NO_FOCUS, false), room.world().encoder());
                    }
                    m.send(spectators);
                } else {
                    m.send(state(seat, m.color(), RenderContext.NO_FOCUS, false));
                }
            } else if (seat != null && prompted[seat]) {
                m.send(state(seat, m.color(), RenderContext.NO_FOCUS, true));
            }
        }
        if (spectators != null) {
            spectators.release();
        }
    }

    private GameNews news(GameEvent e, RenderContext ctx) {
        return new GameNews(table.room().name(), table.definition().id(), e.type(), e.text(ctx), e);
    }

    private boolean[] updatePrompts(Game game, int mover) {
        int n = game.seats();
        if (promptVersion.length != n || game.version() == 0) {
            promptVersion = new int[n];
            lastLegal = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                lastLegal.add(List.of());
            }
        }
        boolean[] prompted = new boolean[n];
        for (int s = 0; s < n; s++) {
            List<String> legal = game.legalMoves(s);
            if (!legal.equals(lastLegal.get(s)) || (s == mover && !legal.isEmpty())) {
                lastLegal.set(s, legal);
                promptVersion[s] = game.version();
                prompted[s] = !legal.isEmpty();
            }
        }
        if (game.version() == 0) {
            Arrays.fill(prompted, false);
            for (int s : game.awaited()) {
                prompted[s] = true;
            }
        }
        return prompted;
    }

    /** Refuses a move made against an older decision than the seat's current one. */
    void checkVersion(int seat, Integer version) {
        if (version == null) {
            return;
        }
        int current = table.game().version();
        if (version > current) {
            throw new Refusal(ErrorCode.BAD_ARGUMENT, "Version " + version + " is ahead of the game (" + current
                    + "); echo the version of the last state you received.");
        }
        if (version < promptVersion[seat]) {
            throw new Refusal(ErrorCode.STALE, "The game has moved on since version " + version + " (now " + current
                    + "); choose again from the latest state.");
        }
    }

    /** Full state to one session: on arrival, on reclaiming a seat. */
    void sendState(Session session, boolean prompt) {
        Integer seat = table.seatOf(session);
        if (session.format() == WireFormat.JSON || seat != null || prompt) {
            session.send(state(seat, session.color(), RenderContext.NO_FOCUS, session.format() == WireFormat.TEXT));
        }
    }

    void show(Session session, Integer focus, String tag) {
        session.send(state(table.seatOf(session), session.color(), focus == null ? RenderContext.NO_FOCUS : focus,
                session.format() == WireFormat.TEXT), tag);
    }

    void moves(Session session, String tag) {
        Game game = table.game();
        Integer seat = table.seatOf(session);
        List<String> legal = seat == null ? List.of() : game.legalMoves(seat);
        session.send(new Moves(table.room().name(), game.version(), legal, awaitedNames(game.awaited())), tag);
    }

    /** A viewer's state; the ASCII render only when a person will read it ({@code text}). */
    private GameState state(Integer seat, boolean color, int focus, boolean text) {
        Game game = table.game();
        int viewer = seat == null ? RenderContext.SPECTATOR : seat;
        GameView view = seat == null ? game.spectatorView() : game.view(seat);
        List<String> legal = seat == null ? List.of() : game.legalMoves(seat);
        RenderContext ctx = context(viewer, color);
        if (focus != RenderContext.NO_FOCUS) {
            ctx = ctx.withFocus(focus);
        }
        List<String> render = new ArrayList<>();
        if (text) {
            render.addAll(view.render(ctx));
            render.add(prompt(game, seat, legal));
        }
        return new GameState(table.room().name(), table.definition().id(), seat, game.version(),
                new ArrayList<>(game.awaited()), legal, view, render);
    }

    private String prompt(Game game, Integer seat, List<String> legal) {
        if (game.isOver()) {
            return "The game is over.";
        }
        if (!legal.isEmpty()) {
            List<String> shown = legal.size() > PROMPT_MOVES ? legal.subList(0, PROMPT_MOVES) : legal;
            String separator = shown.stream().anyMatch(m -> m.contains(" ")) ? ", " : " ";
            return ">> Your move, " + table.seats().get(seat).name() + ": /play <move>. Legal: " + String.join(separator, shown)
                    + (legal.size() > PROMPT_MOVES ? " ... (/moves lists all " + legal.size() + ")" : "");
        }
        return "Waiting for: " + String.join(", ", awaitedNames(game.awaited())) + ".";
    }

    private List<String> awaitedNames(Set<Integer> awaited) {
        List<String> names = new ArrayList<>();
        for (int s : awaited) {
            names.add(table.seats().get(s).name());
        }
        return names;
    }

    /** In games that can be played alone, a person's best solo score is worth a line on arrival. */
    void tellSoloBest(Session session) {
        io.lamancha.server.world.Storage st = table.services().storage();
        if (table.definition().minSeats() != 1 || st == null || session.name() == null) {
            return;
        }
        st.io().execute(() -> {
            java.util.OptionalInt best = st.games().bestScore(session.name(), table.definition().id(), 1);
            if (best.isPresent()) {
                session.send(io.lamancha.protocol.event.Info.of("Your best solo score at " + table.definition().title()
                        + ": " + best.getAsInt() + "."));
            }
        });
    }

    RenderContext context(int viewer, boolean color) {
        return new RenderContext(table.seatNames(), viewer, color);
    }
}
