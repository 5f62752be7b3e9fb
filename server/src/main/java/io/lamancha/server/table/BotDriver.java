package io.lamancha.server.table;

import io.lamancha.engine.Bot;
import io.lamancha.engine.Game;
import io.lamancha.engine.GameView;
import io.lamancha.engine.RandomBot;
import io.lamancha.protocol.event.Notice;
import io.lamancha.server.world.Refusal;
import io.lamancha.server.world.Strand;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
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

    private final Table table;
    private final Map<Integer, Pending> botTurns = new HashMap<>();
    private final Map<Integer, Pending> timers = new HashMap<>();

    BotDriver(Table table) {
        this.table = table;
    }

    /** Looks at every awaited seat and starts what it needs: a bot's think, a person's timer. */
    void prompt() {
        if (!table.playing()) {
            return;
        }
        Game game = table.game();
        for (int s : game.awaited()) {
            Seat seat = table.seats().get(s);
            int pv = table.views().promptVersion(s);
            if (seat.botPlays()) {
                Pending p = botTurns.get(s);
                if (p == null || p.promptVersion() != pv) {
                    Duration delay = table.services().botDelay();
                    botTurns.put(s, new Pending(pv, table.room().strand().schedule(
                            () -> think(game, s, pv, seat.botInstance()), delay)));
                }
            } else if (!table.timer().isZero()) {
                Pending t = timers.get(s);
                if (t == null || t.promptVersion() != pv) {
                    if (t != null) {
                        t.handle().cancel();
                    }
                    timers.put(s, new Pending(pv, table.room().strand().schedule(() -> timeUp(game, s, pv), table.timer())));
                }
            }
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
        return table.playing() && table.game() == game && game.awaited().contains(seat)
                && table.views().promptVersion(seat) == pv;
    }

    private void think(Game game, int seat, int pv, Bot bot) {
        if (!current(game, seat, pv) || bot == null) {
            return;
        }
        GameView view = game.view(seat);
        List<String> legal = game.legalMoves(seat);
        table.services().botExecutor().execute(() -> {
            String move;
            try {
                move = bot.choose(view, legal);
            } catch (RuntimeException e) {
                LOG.warn("bot in {} failed to choose; playing its first legal move", table.room().name(), e);
                move = legal.get(0);
            }
            String chosen = move;
            table.room().strand().execute(() -> {
                if (current(game, seat, pv) && table.seats().get(seat).botPlays()) {
                    applySafely(seat, chosen, legal);
                }
            });
        });
    }

    private void timeUp(Game game, int seat, int pv) {
        timers.remove(seat);
        if (!current(game, seat, pv) || table.seats().get(seat).botPlays()) {
            return;
        }
        List<String> legal = game.legalMoves(seat);
        String move = new RandomBot(table.services().seeds().getAsLong()).choose(game.view(seat), legal);
        table.room().broadcast(new Notice("timer", "Time ran out for " + table.seats().get(seat).name()
                + "; a random move was made for them."));
        applySafely(seat, move, legal);
    }

    private void applySafely(int seat, String move, List<String> legal) {
        try {
            table.apply(seat, move);
        } catch (Refusal r) {
            LOG.warn("bot move refused in {} ({}); playing the first legal move", table.room().name(), r.code());
            table.apply(seat, legal.get(0));
        }
    }
}
