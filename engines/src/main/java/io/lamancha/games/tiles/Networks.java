package io.lamancha.games.tiles;

import java.util.ArrayList;
import java.util.List;

/**
 * The road networks of a principality: every segment of every piece is a node, and two nodes are
 * joined when neighbouring fields both have the meeting exits (NE-NW, SE-SW, S-N). The outside and
 * empty fields join nothing; a castle's two segments stay apart unless roads elsewhere join them.
 */
final class Networks {

    /** What one network holds. */
    record Stats(int churches, int windmills, int knights, int knightStrength) {
    }

    /** First node of each field (fields in {@link Field#ALL} order); a field's segments follow it. */
    private final int[] firstNode = new int[Field.ALL.size() + 1];
    private static final int EXITS = Exit.values().length;
    /** The node with each exit of each field ({@code field * 6 + exit}), -1 where no road leaves. */
    private final int[] nodeAtExit = new int[Field.ALL.size() * EXITS];
    private final int[] parent;
    private final Stats[] stats;

    Networks(Principality board) {
        List<Segment> segments = new ArrayList<>();
        java.util.Arrays.fill(nodeAtExit, -1);
        for (int i = 0; i < Field.ALL.size(); i++) {
            firstNode[i] = segments.size();
            Piece p = board.at(i);
            if (p != null) {
                for (Segment s : p.segments()) {
                    for (Exit e : s.exits()) {
                        // a piece's segments never share an exit; the first one wins all the same
                        if (nodeAtExit[i * EXITS + e.ordinal()] < 0) {
                            nodeAtExit[i * EXITS + e.ordinal()] = segments.size();
                        }
                    }
                    segments.add(s);
                }
            }
        }
        firstNode[Field.ALL.size()] = segments.size();
        parent = new int[segments.size()];
        for (int i = 0; i < parent.length; i++) {
            parent[i] = i;
        }
        joinNeighbours();
        stats = totals(segments);
    }

    /** Sums the features of every node into its network's root. */
    private Stats[] totals(List<Segment> segments) {
        int[][] sums = new int[4][parent.length];
        for (int n = 0; n < parent.length; n++) {
            int r = root(n);
            for (Feature f : segments.get(n).features()) {
                int kind = f.kind().ordinal();
                sums[kind][r]++;
                sums[3][r] += f.strength();
            }
        }
        Stats[] result = new Stats[parent.length];
        for (int n = 0; n < parent.length; n++) {
            if (root(n) == n) {
                result[n] = new Stats(sums[FeatureKind.CHURCH.ordinal()][n], sums[FeatureKind.WINDMILL.ordinal()][n],
                        sums[FeatureKind.KNIGHT.ordinal()][n], sums[3][n]);
            }
        }
        return result;
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

    private int node(Field field, int segment) {
        return firstNode[field.index()] + segment;
    }

    /** The id of the network holding segment {@code segment} of the piece on {@code field}. */
    int networkOf(Field field, int segment) {
        return root(node(field, segment));
    }

    Stats stats(int network) {
        return stats[network];
    }

    /** Every network's contents, one entry per network. */
    List<Stats> all() {
        List<Stats> all = new ArrayList<>();
        for (Stats s : stats) {
            if (s != null) {
                all.add(s);
            }
        }
        return all;
    }
}
