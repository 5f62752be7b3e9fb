package io.lamancha.server.store;

import io.lamancha.engine.Game;
import io.lamancha.engine.GameDefinition;
import io.lamancha.engine.GameOptions;
import io.lamancha.games.Games;
import java.util.List;
import java.util.Map;

/** Games of a real engine in a store, as a table records them: replayable move for move. */
final class RealGames {
    static final String GAME = "quixote-tricks";

    private RealGames() {
    }

    /** Stores a running three-seat game with {@code moves} moves, each the first legal one. */
    static long running(GameStore games, String room, int moves) {
        GameDefinition def = Games.registry().find(GAME).orElseThrow();
        long seed = room.hashCode();
        Game game = def.newGame(3, GameOptions.defaults(def, Map.of()), seed);
        long id = games.create(room, GAME, Map.of(), seed, List.of(StoredSeat.human("alice"),
                StoredSeat.bot("~Sancho", "smart"), StoredSeat.bot("~Dulcinea", "random")));
        for (int seq = 1; seq <= moves; seq++) {
            int seat = game.awaited().iterator().next();
            String move = game.legalMoves(seat).get(0);
            game.apply(seat, move);
            games.append(id, seq, seat, move).join();
        }
        return id;
    }
}
