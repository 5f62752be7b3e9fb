package io.lamancha.games.tiles;

import io.lamancha.engine.Rng;
import java.util.ArrayList;
import java.util.List;

/**
 * Everything chance decides before the first turn: where the castles stand (the same fields for
 * every player), the shared position deck, and each player's own shuffled stack of road tiles.
 *
 * @param castleFields the field of each castle of {@code tiles.castles()}, in that order
 * @param deck the position cards in the order they are revealed
 * @param stacks per seat, that player's tiles in the order they are drawn
 */
record Setup(TileSet tiles, List<Field> castleFields, List<Field> deck, List<List<RoadTile>> stacks) {

    Setup {
        castleFields = List.copyOf(castleFields);
        deck = List.copyOf(deck);
        stacks = stacks.stream().map(List::copyOf).toList();
        if (castleFields.size() != tiles.castles().size()) {
            throw new IllegalArgumentException("one field per castle expected");
        }
    }

    /**
     * The first castle on a uniformly random field, the second on a random field that does not
     * touch it (not even diagonally), the other fields shuffled into the deck, and every stack
     * shuffled with its own seed drawn from {@code seed}.
     */
    static Setup random(TileSet tiles, int seats, long seed) {
        Rng rng = new Rng(seed);
        Field first = Field.ALL.get(rng.nextInt(Field.ALL.size()));
        Field second = rng.pick(Field.ALL.stream().filter(f -> !f.touches(first)).toList());
        List<Field> deck = new ArrayList<>(Field.ALL);
        deck.remove(first);
        deck.remove(second);
        rng.shuffle(deck);
        List<List<RoadTile>> stacks = new ArrayList<>();
        for (int s = 0; s < seats; s++) {
            List<RoadTile> stack = new ArrayList<>(tiles.tiles());
            new Rng(rng.nextLong()).shuffle(stack);
            stacks.add(stack);
        }
        return new Setup(tiles, List.of(first, second), deck, stacks);
    }

    /** A principality holding only the castles. */
    Principality startingBoard() {
        Principality board = Principality.empty();
        for (int i = 0; i < castleFields.size(); i++) {
            board = board.with(castleFields.get(i), Piece.castle(tiles.castles().get(i)));
        }
        return board;
    }
}
