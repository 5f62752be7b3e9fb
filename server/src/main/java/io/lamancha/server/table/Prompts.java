package io.lamancha.server.table;

import io.lamancha.engine.Game;
import io.lamancha.protocol.ErrorCode;
import io.lamancha.server.world.Refusal;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The decision each seat is asked to make: its legal moves when last prompted, and the version of
 * the game at which the decision was posed, so that a seat is prompted again only when its
 * decision changed, and a move made against an older decision is refused as stale.
 */
final class Prompts {

    private int[] postedAt = new int[0];
    /** By seat: whether it moved since the last {@link #update} (several moves may be shown at once). */
    private boolean[] movedSince = new boolean[0];
    private List<List<String>> lastLegal = new ArrayList<>();
    /** The game and version {@link #lastLegal} holds every seat's legal moves of (null: none). */
    private Game legalOf;
    private int legalVersion;

    /** Forgets the posed decisions, after the game was rebuilt to an earlier version. */
    void reset() {
        postedAt = new int[0];
        movedSince = new boolean[0];
        legalOf = null;
    }

    /**
     * The legal moves of {@code seat} now: those the last {@link #update} found while the game is
     * still at that version (the states and a bot's turn after a move ask for them again, and
     * an engine builds them anew each time), else the game's.
     */
    List<String> legal(Game game, int seat) {
        if (game == legalOf && game.version() == legalVersion && seat < lastLegal.size()) {
            return lastLegal.get(seat);
        }
        return game.legalMoves(seat);
    }

    /** Whether {@code seat}'s decision changed with moves applied after the last {@link #update}. */
    private boolean askedSinceShown(Game game, int seat) {
        return game == legalOf && game.version() > legalVersion && seat < lastLegal.size()
                && !game.legalMoves(seat).equals(lastLegal.get(seat));
    }

    /** The version at which {@code seat}'s current decision was posed. */
    int version(int seat) {
        return postedAt[seat];
    }

    /**
     * The seats whose decision changed with the game as it is now (every seat that moved since
     * the last update is prompted again if it still has moves: several moves may be shown by one
     * state); at the deal, the seats the game waits for.
     */
    boolean[] update(Game game) {
        int n = game.seats();
        if (postedAt.length != n || game.version() == 0) {
            postedAt = new int[n];
            movedSince = new boolean[n];
            lastLegal = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                lastLegal.add(List.of());
            }
        }
        boolean[] prompted = new boolean[n];
        for (int s = 0; s < n; s++) {
            List<String> legal = game.legalMoves(s);
            boolean moved = movedSince[s];
            movedSince[s] = false;
            if (!legal.equals(lastLegal.get(s)) || (moved && !legal.isEmpty())) {
                lastLegal.set(s, legal);
                postedAt[s] = game.version();
                prompted[s] = !legal.isEmpty();
            }
        }
        legalOf = game;
        legalVersion = game.version();
        if (game.version() == 0) {
            Arrays.fill(prompted, false);
            for (int s : game.awaited()) {
                prompted[s] = true;
            }
        }
        return prompted;
    }

    /**
     * A seat's move was accepted, making the game {@code version}: an answer to any state from
     * before it is stale from now on, whether or not a state showing the move was sent yet.
     */
    void moved(int seat, int version) {
        if (seat < postedAt.length) {
            postedAt[seat] = version;
            movedSince[seat] = true;
        }
    }

    /**
     * Refuses a move made against an older decision than the seat's current one. Moves applied
     * since the last {@link #update} (waiting for the journal, so not shown yet) may have posed the
     * seat a new one: then no state asked it yet, and any version the seat was shown is stale.
     */
    void check(Game game, int seat, Integer version) {
        if (version == null) {
            return;
        }
        int current = game.version();
        if (version > current) {
            throw new Refusal(ErrorCode.BAD_ARGUMENT, "Version " + version + " is ahead of the game (" + current
                    + "); echo the version of the last state you received.");
        }
        if (version < postedAt[seat] || version <= legalVersion && askedSinceShown(game, seat)) {
            throw new Refusal(ErrorCode.STALE, "The game has moved on since version " + version + " (now " + current
                    + "); choose again from the latest state.");
        }
    }
}
