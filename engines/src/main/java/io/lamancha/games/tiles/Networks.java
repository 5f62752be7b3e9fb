package io.lamancha.games.tiles;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The road networks of a principality: every segment of every piece is a node, and two nodes are
 * joined when neighbouring fields both have the meeting exits (NE-NW, SE-SW, S-N). The outside and
 * empty fields join nothing; a castle's two segments stay apart unless roads elsewhere join them.
 *
 * <p>Kept in plain arrays indexed by node, because every player's board is scored at every
 * round's end and bots score thousands of candidate boards.
 */
final class Networks {

    /** What one network holds. */
    record Stats(int churches, int windmills, int knights, int knightStrength) {
    }

    private static final int EXITS = Exit.values().length;
    /** Nodes a board can have: each segment leaves its field by at least one exit of its own. */
    private static final int MAX_NODES = Field.ALL.size() * EXITS;

    /** First node of each field (fields in {@link Field#ALL} order); a field's segments follow it. */
    private final int[] firstNode = new int[Field.ALL.size() + 1];
    /** The node with each exit of each field ({@code field * 6 + exit}), -1 where no road leaves. */
    private final int[] nodeAtExit = new int[Field.ALL.size() * EXITS];
    private final int[] parent;
    /** Per network root, what the network holds; zero at other nodes. */
    private final int[] churches;
    private final int[] windmills;
    private final int[] knights;
    private final int[] knightStrength;

    Networks(Principality board) {
        Arrays.fill(nodeAtExit, -1);
        Segment[] segments = new Segment[MAX_NODES];
        int nodes = 0;
        for (int i = 0; i < Field.ALL.size(); i++) {
            firstNode[i] = nodes;
            Piece p = board.at(i);
            if (p != null) {
                for (Segment s : p.segments()) {
                    for (Exit e : s.exits()) {
                        // a piece's segments never share an exit; the first one wins all the same
                        if (nodeAtExit[i * EXITS + e.ordinal()] < 0) {
                            nodeAtExit[i * EXITS + e.ordinal()] = nodes;
                        }
                    }
                    segments[nodes++] = s;
                }
            }
        }
        firstNode[Field.ALL.size()] = nodes;
        parent = new int[nodes];
        for (int i = 0; i < nodes; i++) {
            parent[i] = i;
        }
        joinNeighbours();
        churches = new int[nodes];
        windmills = new int[nodes];
        knights = new int[nodes];
        knightStrength = new int[nodes];
        total(segments);
    }

    /** Sums the features of every node into its network's root. */
    private void total(Segment[] segments) {
        for (int n = 0; n < parent.length; n++) {
            int r = root(n);
            for (Feature f : segments[n].features()) {
                switch (f.kind()) {
                    case CHURCH: churches[r]++; break;
                    case WINDMILL: windmills[r]++; break;
                    default: knights[r]++; break;
                }
                knightStrength[r] += f.strength();
            }
        }
    }

    private void joinNeighbours() {
        for (Field f : Field.ALL) {
            if (f.col() + 1 < Field.COLS) {
                int east = f.index() + 1;
                join(f.index(), Exit.NE, east, Exit.NW);
                join(f.index(), Exit.SE, east, Exit.SW);
            }
            if (f.row() + 1 < Field.ROWS) {
                join(f.index(), Exit.S, f.index() + Field.COLS, Exit.N);
            }
        }
    }

    /** Joins the roads at exit {@code ea} of field {@code a} and {@code eb} of field {@code b}, if both exist. */
    private void join(int a, Exit ea, int b, Exit eb) {
        int na = nodeAtExit[a * EXITS + ea.ordinal()];
        int nb = nodeAtExit[b * EXITS + eb.ordinal()];
        if (na >= 0 && nb >= 0) {
            parent[root(na)] = root(nb);
        }
    }

    private int root(int i) {
        while (parent[i] != i) {
            parent[i] = parent[parent[i]];
            i = parent[i];
        }
        return i;
    }

    /** The id of the network holding segment {@code segment} of the piece on {@code field}. */
    int networkOf(Field field, int segment) {
        return root(firstNode[field.index()] + segment);
    }

    /** How many knights the network holds; {@code network} as given by {@link #networkOf}. */
    int knights(int network) {
        return knights[network];
    }

    Stats stats(int network) {
        return new Stats(churches[network], windmills[network], knights[network], knightStrength[network]);
    }

    /** Every network's contents, one entry per network. */
    List<Stats> all() {
        List<Stats> all = new ArrayList<>();
        for (int n = 0; n < parent.length; n++) {
            if (parent[n] == n) {
                all.add(stats(n));
            }
        }
        return all;
    }

    /** The church points of every network together ({@link Scoring#setPoints} each). */
    int churchPoints() {
        return setPoints(churches);
    }

    /** The windmill points of every network together ({@link Scoring#setPoints} each). */
    int windmillPoints() {
        return setPoints(windmills);
    }

    private int setPoints(int[] joined) {
        int points = 0;
        for (int n = 0; n < parent.length; n++) {
            if (parent[n] == n) {
                points += Scoring.setPoints(joined[n]);
            }
        }
        return points;
    }

    /** The highest knight strength of any one network, 0 when there are none. */
    int largestKnightStrength() {
        int largest = 0;
        for (int n = 0; n < parent.length; n++) {
            if (parent[n] == n) {
                largest = Math.max(largest, knightStrength[n]);
            }
        }
        return largest;
    }
}
