package io.lamancha.server.command;

import io.lamancha.engine.GameDefinition;
import io.lamancha.protocol.ErrorCode;
import io.lamancha.protocol.event.Finger;
import io.lamancha.protocol.event.RatingChange;
import io.lamancha.protocol.event.Top;
import io.lamancha.server.journal.Journal;
import io.lamancha.server.store.GameSummary;
import io.lamancha.server.store.RatingStore;
import io.lamancha.server.store.Storage;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;

/** {@code /top}, and the ratings {@code /finger} and {@code /history} show. */
final class RatingCommands {

    /** How many places {@code /top <game>} lists unless told. */
    static final int TOP_LINES = 10;
    /** The most {@code /top <game> n} lists. */
    static final int TOP_MAX = 100;

    private RatingCommands() {
    }

    /** {@code /top <game> [n|all]}: the game's leaderboard. */
    static void top(Request req) {
        List<String> w = req.command().words();
        if (w.isEmpty()) {
            throw Request.refuse(ErrorCode.BAD_ARGUMENT, "Which game? /top <game> [n|all]; games: "
                    + RoomCommands.gameIds(req) + ".");
        }
        GameDefinition game = req.world().games().find(w.get(0)).orElseThrow(() ->
                Request.refuse(ErrorCode.NO_SUCH_GAME, "No game " + w.get(0) + "; games: " + RoomCommands.gameIds(req)
                        + "."));
        boolean all = w.size() > 1 && w.get(1).equalsIgnoreCase("all");
        int limit = w.size() > 1 && !all ? count(w.get(1)) : TOP_LINES;
        Storage st = StoreCalls.storage(req);
        req.defer();
        StoreCalls.offStrand(req, () -> st.ratings().leaderboard(game.id(), all), board -> {
            List<Top.Entry> players = new ArrayList<>();
            for (RatingStore.Placed p : board.subList(0, Math.min(all ? TOP_MAX : limit, board.size()))) {
                players.add(new Top.Entry(p.rank(), p.entry().name(), p.entry().standing().points(),
                        p.entry().standing().provisional(), p.entry().standing().games()));
            }
            req.reply(new Top(game.id(), all, players));
            req.succeed();
        });
    }

    private static int count(String word) {
        try {
            int n = Integer.parseInt(word);
            if (n >= 1 && n <= TOP_MAX) {
                return n;
            }
        } catch (NumberFormatException e) {
            // told below
        }
        throw Request.refuse(ErrorCode.BAD_ARGUMENT, "/top <game> [n|all]: n is 1-" + TOP_MAX + ", or all.");
    }

    /** {@code name}'s ratings as {@code /finger} shows them (blocks: off the strand). */
    static List<Finger.RatingLine> ratingsOf(RatingStore ratings, String name) {
        List<Finger.RatingLine> out = new ArrayList<>();
        for (RatingStore.Entry e : ratings.of(name)) {
            OptionalInt rank = ratings.rank(name, e.gameId());
            out.add(new Finger.RatingLine(e.gameId(), e.standing().points(), e.standing().provisional(),
                    e.standing().games(), rank.isPresent() ? rank.getAsInt() : null));
        }
        return out;
    }

    /** Finished games with the rating changes of those that were rated. */
    record Rated(List<GameSummary> games, Map<Long, List<Journal.RatingChange>> byGame) {
        /** The changes of one game as {@code /history} shows them; {@code null} for an unrated game. */
        List<RatingChange> changes(GameSummary game) {
            List<Journal.RatingChange> changes = byGame.get(game.id());
            if (changes == null) {
                return null;
            }
            List<RatingChange> out = new ArrayList<>();
            for (Journal.RatingChange c : changes) {
                out.add(new RatingChange(c.name(), c.before(), c.after(), c.provisional()));
            }
            return out;
        }
    }

    /** {@code games} with their rating changes (blocks: off the strand). */
    static Rated withChanges(Storage st, List<GameSummary> games) {
        List<Long> rated = new ArrayList<>();
        for (GameSummary g : games) {
            if (g.rated()) {
                rated.add(g.id());
            }
        }
        return new Rated(games, st.ratings().changes(rated));
    }
}
