package io.lamancha.server.command;

import io.lamancha.engine.Game;
import io.lamancha.engine.GameDefinition;
import io.lamancha.engine.GameEvent;
import io.lamancha.engine.GameOptions;
import io.lamancha.engine.MoveResult;
import io.lamancha.engine.RenderContext;
import io.lamancha.protocol.ErrorCode;
import io.lamancha.protocol.event.History;
import io.lamancha.protocol.event.ReplayStep;
import io.lamancha.server.store.GameStatus;
import io.lamancha.server.store.GameSummary;
import io.lamancha.server.store.StoredGame;
import io.lamancha.server.store.StoredMove;
import io.lamancha.server.store.StoredSeat;
import io.lamancha.server.table.Table;
import io.lamancha.server.table.TableOptions;
import io.lamancha.server.tourney.Tag;
import io.lamancha.server.store.Storage;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * Finished games: {@code /history} lists them and {@code /replay} steps through one move at a
 * time, rebuilt from seed and moves, as a spectator saw it (all hands only with {@code full}, and
 * only because the game is over).
 */
final class ArchiveCommands {

    private static final int HISTORY_LINES = 15;

    private ArchiveCommands() {
    }

    static void history(Request req) {
        Storage st = StoreCalls.storage(req);
        List<String> w = req.command().words();
        String name = w.isEmpty() ? null : w.get(0);
        req.defer();
        // a game that ended a moment ago may be on its way to the store (in the write-ahead file)
        st.games().settled().whenComplete((written, refused) -> StoreCalls.offStrand(req,
                () -> RatingCommands.withChanges(st, st.games().history(name, HISTORY_LINES)), found -> {
            List<History.Entry> entries = new ArrayList<>();
            for (GameSummary g : found.games()) {
                List<String> players = new ArrayList<>();
                for (StoredSeat s : g.seats()) {
                    players.add(s.name());
                }
                List<String> winners = new ArrayList<>();
                for (int i : g.winners()) {
                    winners.add(players.get(i));
                }
                List<String> left = new ArrayList<>();
                for (int i : g.left()) {
                    left.add(players.get(i));
                }
                Optional<Tag> tourney = Tag.parse(g.options().get(TableOptions.TOURNEY));
                entries.add(new History.Entry(g.id(), g.finishedAt().toString(), g.gameId(), players, g.scores(), winners,
                        tableSeed(g.options()), found.changes(g), left, g.aborted(), tourney.map(Tag::tourney).orElse(null),
                        tourney.filter(t -> t.round() > 0).map(Tag::round).orElse(null)));
            }
            req.reply(new History(name, entries));
            req.succeed();
        }));
    }

    static void replay(Request req) {
        Storage st = StoreCalls.storage(req);
        List<String> w = new ArrayList<>(req.command().words());
        if (w.isEmpty() || !w.get(0).matches("#?\\d{1,18}")) {
            throw Request.refuse(ErrorCode.BAD_ARGUMENT, "Use /replay <id> [full] [move]; /history lists game ids.");
        }
        long id = Long.parseLong(w.remove(0).replace("#", ""));
        boolean full = w.remove("full");
        Integer step = null;
        if (!w.isEmpty()) {
            try {
                step = Integer.parseInt(w.get(0));
            } catch (NumberFormatException e) {
                throw Request.refuse(ErrorCode.BAD_ARGUMENT, "The move number is a whole number: /replay " + id + " 5.");
            }
        }
        Integer wanted = step;
        req.defer();
        st.games().settled().whenComplete((written, refused) -> StoreCalls.offStrand(req,
                () -> st.games().load(id), stored -> {
            StoredGame g = stored.filter(x -> x.status() == GameStatus.FINISHED || x.status() == GameStatus.ABORTED)
                    .orElseThrow(() ->
                    Request.refuse(ErrorCode.NO_SUCH_GAME, "No finished game #" + id + "; /history lists them."));
            GameDefinition def = req.world().games().find(g.gameId()).orElseThrow(() ->
                    Request.refuse(ErrorCode.NO_SUCH_GAME, "This server no longer has the game " + g.gameId() + "."));
            int n = wanted == null ? 0 : Math.max(0, Math.min(wanted, g.moves().size()));
            req.reply(step(g, def, n, full));
            req.succeed();
        }));
    }

    /** The seed a table set for its game ({@code /option seed}), or null when it was dealt at random. */
    private static Long tableSeed(Map<String, String> options) {
        String seed = options.getOrDefault(TableOptions.SEED.key(), "0");
        return seed.equals("0") ? null : Long.valueOf(seed);
    }

    private static ReplayStep step(StoredGame g, GameDefinition def, int n, boolean full) {
        Map<String, String> options = new TreeMap<>(g.options());
        options.remove(TableOptions.TIMER.key());
        options.keySet().retainAll(def.options().stream().map(o -> o.key()).toList());
        def.recordDefaults().forEach(options::putIfAbsent);
        Game game = def.newGame(g.seats().size(), GameOptions.defaults(def, options), g.seed());
        List<String> names = new ArrayList<>();
        for (StoredSeat s : g.seats()) {
            names.add(s.name());
        }
        // step 0 is the deal: what it told the table (who starts, where the rules draw it)
        List<GameEvent> last = game.openingEvents();
        for (int i = 0; i < n; i++) {
            StoredMove m = g.moves().get(i);
            MoveResult r = game.apply(m.seat(), m.move());
            last = r instanceof MoveResult.Accepted ? ((MoveResult.Accepted) r).events() : List.of();
        }
        RenderContext spectator = new RenderContext(names, RenderContext.SPECTATOR, false);
        List<String> events = new ArrayList<>();
        for (GameEvent e : last) {
            if (e.audience().isEveryone()) {
                events.add(e.text(spectator));
            }
        }
        List<Object> views = new ArrayList<>();
        List<String> render = new ArrayList<>();
        if (full) {
            for (int s = 0; s < names.size(); s++) {
                views.add(game.view(s));
                render.add("--- as " + names.get(s) + " saw it ---");
                render.addAll(game.view(s).render(new RenderContext(names, s, false)));
            }
        } else {
            views.add(game.spectatorView());
            render.addAll(game.spectatorView().render(spectator));
        }
        return new ReplayStep(g.id(), g.gameId(), n, g.moves().size(), full, events, views, render, tableSeed(g.options()),
                names);
    }
}
