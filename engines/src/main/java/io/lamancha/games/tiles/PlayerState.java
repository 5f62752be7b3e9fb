package io.lamancha.games.tiles;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * One player's private state: their stack, the hand of the current round, the tile kept hidden
 * for the last turn of round 3, the principality, the placement of this turn not yet revealed,
 * and the scores so far. Mutable; owned by {@link TilesGame}.
 */
final class PlayerState {

    private final List<RoadTile> stack;
    private int drawn;
    private final List<RoadTile> hand = new ArrayList<>();
    private RoadTile hiddenLast;
    private RoadTile revealedLast;
    private Principality board;
    /** The networks of {@code board}, grown with every piece committed. */
    private final Networks networks;
    /** The defending strength of {@code board}, grown with every piece committed. */
    private int defenseStrength;
    /** The strength of each knight that defends {@code board}, in the order they were placed. */
    private final List<Integer> defenders = new ArrayList<>();
    private Piece pending;
    private final List<RoundScore> scores = new ArrayList<>();

    PlayerState(List<RoadTile> stack, Principality board) {
        this.stack = List.copyOf(stack);
        this.board = board;
        this.networks = new Networks(board);
        this.defenseStrength = TilesScoring.defenseStrength(board, defenders);
    }

    /** Draws the round's tiles; with {@code lastHidden} the final one drawn is kept apart, unseen. */
    void draw(int count, boolean lastHidden) {
        List<RoadTile> drawnNow = new ArrayList<>(stack.subList(drawn, drawn + count));
        drawn += count;
        revealedLast = null;
        hiddenLast = lastHidden ? drawnNow.remove(drawnNow.size() - 1) : null;
        hand.addAll(drawnNow);
        hand.sort(Comparator.comparing(RoadTile::id));
    }

    /** The last turn of round 3 has come: the hidden tile joins the hand, the only one left. */
    void revealLast() {
        if (hiddenLast != null) {
            hand.add(hiddenLast);
            revealedLast = hiddenLast;
            hiddenLast = null;
        }
    }

    /** The tiles that may be placed now; the hidden tile is never among them. */
    List<RoadTile> placeable() {
        return List.copyOf(hand);
    }

    /** The placeable tile with this id (any case), or null; never the hidden tile. */
    RoadTile placeable(String id) {
        for (RoadTile t : hand) {
            if (t.id().equalsIgnoreCase(id)) {
                return t;
            }
        }
        return null;
    }

    /** How many tiles may be placed now. */
    int handSize() {
        return hand.size();
    }

    /** The placeable tile at this position of {@link #placeable()}, without copying the hand. */
    RoadTile handTile(int index) {
        return hand.get(index);
    }

    /** The ids a player may choose from now, for rejection messages; names no hidden tile. */
    String choices() {
        List<String> ids = hand.stream().map(RoadTile::id).toList();
        return String.join(", ", ids) + (hiddenLast != null ? " (your hidden tile comes last)" : "");
    }

    boolean hasHiddenTile() {
        return hiddenLast != null;
    }

    /** The round-3 tile once revealed to its owner (it must be placed last), else null. */
    RoadTile revealedLast() {
        return revealedLast;
    }

    void place(RoadTile tile, boolean rotated) {
        int at = indexInHand(tile);
        if (pending != null || at < 0) {
            throw new IllegalStateException("cannot place " + tile.id());
        }
        hand.remove(at);
        pending = Piece.tile(tile, rotated);
    }

    /** Where the tile is in the hand: the very tile first, as equal records compare every segment. */
    private int indexInHand(RoadTile tile) {
        for (int i = 0; i < hand.size(); i++) {
            if (hand.get(i) == tile) {
                return i;
            }
        }
        return hand.indexOf(tile);
    }

    /** Puts this turn's placement on the board for everyone to see. */
    Piece commit(Field field) {
        Piece placed = pending;
        board = board.with(field, placed);
        networks.add(field, placed);
        defenseStrength += TilesScoring.defenseStrength(field, placed, defenders);
        pending = null;
        return placed;
    }

    Piece pending() {
        return pending;
    }

    Principality board() {
        return board;
    }

    /** The principality scored after round {@code round}, from what was kept up to date while placing. */
    RoundScore score(int round) {
        return TilesScoring.score(board, networks, defenseStrength, round);
    }

    /** How {@link #score} came about, category by category, from what was kept up to date while placing. */
    ScoreWorking working() {
        return ScoreWorking.of(board, networks, defenders);
    }

    void addScore(RoundScore score) {
        scores.add(score);
    }

    List<RoundScore> scores() {
        return List.copyOf(scores);
    }

    int total() {
        return scores.stream().mapToInt(RoundScore::total).sum();
    }
}
