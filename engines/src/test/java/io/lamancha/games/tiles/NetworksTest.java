package io.lamancha.games.tiles;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.lamancha.engine.Rng;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Networks grown piece by piece, in the order a game places them, against a plain flood fill over
 * the finished board: every segment must land in a network with the same contents, and the
 * scores kept up to date must be those of scoring the board from scratch.
 */
class NetworksTest {

    private static final int BOARDS = 300;

    @Test
    void networksGrownInPlacingOrderHoldWhatAFloodFillOfTheBoardFinds() {
        Rng rng = new Rng(11);
        for (int b = 0; b < BOARDS; b++) {
            Grown grown = grow(rng);
            for (Field f : Field.ALL) {
                Piece p = grown.board.at(f);
                for (int s = 0; p != null && s < p.segments().size(); s++) {
                    assertThat(grown.networks.stats(grown.networks.networkOf(f, s)))
                            .as("board %d, %s segment %d", b, f, s)
                            .isEqualTo(floodFill(grown.board, f, s).stats());
                }
            }
        }
    }

    @Test
    void setPointsAndTheStrongestGroupKeptWhileGrowingAreThoseOfEveryNetworkTheFloodFillFinds() {
        Rng rng = new Rng(13);
        for (int b = 0; b < BOARDS; b++) {
            Grown grown = grow(rng);
            Set<Network> all = new HashSet<>();
            for (Field f : Field.ALL) {
                Piece p = grown.board.at(f);
                for (int s = 0; p != null && s < p.segments().size(); s++) {
                    all.add(floodFill(grown.board, f, s));
                }
            }
            int churchPoints = all.stream().mapToInt(n -> TilesScoring.setPoints(n.stats().churches())).sum();
            int windmillPoints = all.stream().mapToInt(n -> TilesScoring.setPoints(n.stats().windmills())).sum();
            int strongest = all.stream().mapToInt(n -> n.stats().knightStrength()).max().orElse(0);
            for (Networks networks : List.of(grown.networks, new Networks(grown.board))) {
                assertThat(networks.churchPoints()).as("board %d churches", b).isEqualTo(churchPoints);
                assertThat(networks.windmillPoints()).as("board %d windmills", b).isEqualTo(windmillPoints);
                assertThat(networks.largestKnightStrength()).as("board %d knights", b).isEqualTo(strongest);
            }
        }
    }

    @Test
    void scoresFromGrownNetworksEqualScoresOfTheWholeBoard() {
        Rng rng = new Rng(12);
        for (int b = 0; b < BOARDS; b++) {
            Grown grown = grow(rng);
            assertThat(grown.defenseStrength).isEqualTo(TilesScoring.defenseStrength(grown.board));
            for (int round = 1; round <= TilesScoring.LAST_ROUND; round++) {
                assertThat(TilesScoring.score(grown.board, grown.networks, grown.defenseStrength, round))
                        .as("board %d, round %d", b, round)
                        .isEqualTo(TilesScoring.score(grown.board, round));
            }
        }
    }

    @Test
    void aFieldTakesOnePieceOnly() {
        Networks networks = new Networks();
        Field c2 = Field.parse("C2");
        networks.add(c2, TestBoards.piece("T07"));
        assertThatThrownBy(() -> networks.add(c2, TestBoards.piece("T08")))
                .isInstanceOf(IllegalStateException.class);
    }

    private record Grown(Principality board, Networks networks, int defenseStrength) {
    }

    /** One network as the flood fill finds it: its segments ({@code [field index, segment]}) and contents. */
    private record Network(Set<List<Integer>> segments, Networks.Stats stats) {
    }

    /** Castles on two random fields, then random tiles, turned or not, on a random share of the rest in random order. */
    private static Grown grow(Rng rng) {
        List<Field> fields = new ArrayList<>(Field.ALL);
        rng.shuffle(fields);
        List<RoadTile> tiles = new ArrayList<>(TestBoards.SET.tiles());
        rng.shuffle(tiles);
        Principality board = Principality.empty();
        Networks networks = new Networks();
        int defense = 0;
        int pieces = 2 + rng.nextInt(Field.ALL.size() - 1);
        for (int i = 0; i < pieces; i++) {
            Field f = fields.get(i);
            Piece p = i < TestBoards.SET.castles().size() ? Piece.castle(TestBoards.SET.castles().get(i))
                    : Piece.tile(tiles.get(i % tiles.size()), rng.nextInt(2) == 1);
            board = board.with(f, p);
            networks.add(f, p);
            defense += TilesScoring.defenseStrength(f, p);
        }
        return new Grown(board, networks, defense);
    }

    /** The network of the segment and what it holds, found by walking from road to meeting road. */
    private static Network floodFill(Principality board, Field start, int startSegment) {
        Set<List<Integer>> seen = new HashSet<>();
        Deque<List<Integer>> open = new ArrayDeque<>();
        open.add(List.of(start.index(), startSegment));
        int churches = 0;
        int windmills = 0;
        int knights = 0;
        int strength = 0;
        while (!open.isEmpty()) {
            List<Integer> node = open.poll();
            if (!seen.add(node)) {
                continue;
            }
            Field f = Field.ALL.get(node.get(0));
            Segment s = board.at(f).segments().get(node.get(1));
            for (Feature feature : s.features()) {
                switch (feature.kind()) {
                    case CHURCH -> churches++;
                    case WINDMILL -> windmills++;
                    default -> knights++;
                }
                strength += feature.strength();
            }
            for (Exit e : s.exits()) {
                List<Integer> across = across(board, f, e);
                if (across != null) {
                    open.add(across);
                }
            }
        }
        return new Network(seen, new Networks.Stats(churches, windmills, knights, strength));
    }

    /** The segment of the neighbouring piece whose exit meets exit {@code e} of {@code f}, or null. */
    private static List<Integer> across(Principality board, Field f, Exit e) {
        int col = f.col();
        int row = f.row();
        Exit meeting;
        switch (e) {
            case N -> { row--; meeting = Exit.S; }
            case S -> { row++; meeting = Exit.N; }
            case NE -> { col++; meeting = Exit.NW; }
            case SE -> { col++; meeting = Exit.SW; }
            case NW -> { col--; meeting = Exit.NE; }
            default -> { col--; meeting = Exit.SE; }
        }
        if (col < 0 || col >= Field.COLS || row < 0 || row >= Field.ROWS) {
            return null;
        }
        Field other = new Field(col, row);
        Piece p = board.at(other);
        for (int s = 0; p != null && s < p.segments().size(); s++) {
            if (p.segments().get(s).exits().contains(meeting)) {
                return List.of(other.index(), s);
            }
        }
        return null;
    }
}
