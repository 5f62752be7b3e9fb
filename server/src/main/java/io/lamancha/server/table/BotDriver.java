package io.lamancha.server.table;

import io.lamancha.engine.Bot;
import io.lamancha.engine.Game;
import io.lamancha.engine.GameView;
import io.lamancha.engine.RandomBot;
import io.lamancha.protocol.event.Notice;
import io.lamancha.server.world.Refusal;
import io.lamancha.server.world.Room;
import io.lamancha.server.world.Strand;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.Logger;

/**
 * Makes moves nobody types: bots in bot seats and for absent players, and the random move when a
 * player's turn timer runs out. Bots think on the bot executor from a view taken on the strand;
 * their move is applied back on the strand only if the decision is still the current one.
 */
final class BotDriver {

    private static final Logger LOG = LogManager.getLogger(BotDriver.class);

    private record Pending(int promptVersion, Strand.Cancellable handle) {
    }

    /** Where the driver's moves go: the table, which applies them like a person's. */
    interface Mover {

        /** Applies a move for {@code seat}; throws {@link Refusal} when it is refused. */
        void move(int seat, String move);
    }

    private final Room room;
    private final SeatList seats;
    private final TableViews views;
    private final TableServices services;
    private final Supplier<Game> playing;
    private final Mover mover;
    private final Map<Integer, Pending> botTurns = new HashMap<>();
    private final Map<Integer, Pending> timers = new HashMap<>();

    /**
     * @param playing the game in play, {@code null} when none is
     * @param mover applies the moves the driver makes
     */
    BotDriver(Room room, SeatList seats, TableViews views, TableServices services, Supplier<Game> playing, Mover mover) {
        this.room = room;
        this.seats = seats;
        this.views = views;
        this.services = services;
        this.playing = playing;
        this.mover = mover;
    }

    private Strand strand() {
        return room.strand();
    }

    /**
     * Looks at every awaited seat and starts what it needs: a bot's think, and a person's timer
     * when {@code timer} is not zero.
     */
    void prompt(Duration timer) {
        Game game = playing.get();
        if (game == null) {
            return;
        }
        for (int s : game.awaited()) {
            Seat seat = seats.all().get(s);
            int pv = views.promptVersion(s);
            if (seat.botPlays()) {
                Pending p = botTurns.get(s);
                if (p == null || p.promptVersion() != pv) {
                    botTurns.put(s, new Pending(pv, strand().schedule(
                            () -> think(game, s, pv, seat.botInstance()), services.botDelay())));
                }
            } else if (!timer.isZero()) {
                Pending t = timers.get(s);
                if (t == null || t.promptVersion() != pv) {
                    if (t != null) {
                        t.handle().cancel();
                    }
                    timers.put(s, new Pending(pv, startTimer(game, s, pv, timer)));
                }
            }
        }
    }

    /**
     * With no bot delay, a bot that chooses at once ({@code random}) answers the move before it in
     * the same turn, before that move is durable: both go to the journal together and are shown in
     * one state. Makes one such move, for the first awaited seat with such a bot; false when there
     * is none (or a delay is asked: then bots wait for each move to be shown, as people do).
     */
    boolean moveAtOnce() {
        Game game = playing.get();
        if (game == null || !services.botDelay().isZero()) {
            return false;
        }
        for (int s : game.awaited()) {
            Seat seat = seats.all().get(s);
            Bot bot = seat.botInstance();
            if (seat.botPlays() && bot != null && bot.choosesAtOnce() && !views.legal(game, s).isEmpty()) {
                moveNow(game, s, bot);
                return true;
            }
        }
        return false;
    }

    /**
     * A person's move timer: a warning some seconds before it runs out (only to them), then a
     * random move. The handle calls off both.
     */
    private Strand.Cancellable startTimer(Game game, int seat, int pv, Duration timer) {
        Strand.Cancellable end = strand().schedule(() -> timeUp(game, seat, pv), timer);
        Duration warn = timer.compareTo(Duration.ofSeconds(20)) >= 0 ? Duration.ofSeconds(10) : timer.dividedBy(3);
        if (warn.toSeconds() < 2) {
            return end;
        }
        Strand.Cancellable warning = strand().schedule(() -> warn(game, seat, pv, warn), timer.minus(warn));
        return () -> {
            warning.cancel();
            end.cancel();
        };
    }

    private void warn(Game game, int seat, int pv, Duration left) {
        Seat s = seats.all().get(seat);
        if (current(game, seat, pv) && !s.botPlays() && s.session() != null) {
            s.session().send(new Notice("timer", left.toSeconds() + " seconds left for your move, " + s.name()
                    + "; then a random move is made for you."));
        }
    }

    /** A seat moved: its timer stops. */
    void moved(int seat) {
        Pending t = timers.remove(seat);
        if (t != null) {
            t.handle().cancel();
        }
    }

    void cancelAll() {
        for (Pending p : botTurns.values()) {
            p.handle().cancel();
        }
        for (Pending p : timers.values()) {
            p.handle().cancel();
        }
        botTurns.clear();
        timers.clear();
    }

    private boolean current(Game game, int seat, int pv) {
        return playing.get() == game && game.awaited().contains(seat) && views.promptVersion(seat) == pv;
    }

    private void think(Game game, int seat, int pv, Bot bot) {
        if (!current(game, seat, pv) || bot == null) {
            return;
        }
        if (bot.choosesAtOnce()) {
            if (seats.all().get(seat).botPlays()) {
                moveNow(game, seat, bot);
            }
            return;
        }
        GameView view = bot.readsView() ? game.view(seat) : null;
        List<String> legal = views.legal(game, seat);
        services.botExecutor().execute(() -> {
            String chosen = chosen(bot, view, legal);
            strand().execute(() -> {
                if (current(game, seat, pv) && seats.all().get(seat).botPlays()) {
                    applySafely(seat, chosen, legal);
                }
            });
        });
    }

    /** A bot that chooses at once chooses on the strand, and its move is applied. */
    private void moveNow(Game game, int seat, Bot bot) {
        List<String> legal = views.legal(game, seat);
        applySafely(seat, chosen(bot, bot.readsView() ? game.view(seat) : null, legal), legal);
    }

    /** The bot's move, or the first legal one when it fails to choose. */
    private String chosen(Bot bot, GameView view, List<String> legal) {
        try {
            return bot.choose(view, legal);
        } catch (RuntimeException e) {
            LOG.warn("bot in {} failed to choose; playing its first legal move", room.name(), e);
            return legal.get(0);
        }
    }

    private void timeUp(Game game, int seat, int pv) {
        timers.remove(seat);
        if (!current(game, seat, pv) || seats.all().get(seat).botPlays()) {
            return;
        }
        randomMove(seat, "Time ran out for " + seats.all().get(seat).name() + "; a random move was made for them.");
    }

    /**
     * A person's time ran out: everyone is told {@code why} and a random legal move is made for
     * them. False when the game does not wait for them now, or cannot take the move (the store
     * cannot save it): nothing is made then.
     */
    boolean randomMove(int seat, String why) {
        Game game = playing.get();
        if (game == null || !game.awaited().contains(seat)) {
            return false;
        }
        List<String> legal = game.legalMoves(seat);
        String move = new RandomBot(services.seeds().getAsLong()).choose(null, legal);
        room.broadcast(new Notice("timer", why));
        applySafely(seat, move, legal);
        return true;
    }

    private void applySafely(int seat, String move, List<String> legal) {
        try {
            mover.move(seat, move);
        } catch (Refusal r) {
            LOG.warn("bot move refused in {} ({}); playing the first legal move", room.name(), r.code());
            mover.move(seat, legal.get(0));
        }
    }
}
