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
    private final int[] parent;
    private final Stats[] stats;

    Networks(Principality board) {
        List<Segment> segments = new ArrayList<>();
        for (int i = 0; i < Field.ALL.size(); i++) {
            firstNode[i] = segments.size();
            Piece p = board.at(i);
            if (p != null) {
                segments.addAll(p.segments());
            }
        }
        firstNode[Field.ALL.size()] = segments.size();
        parent = new int[segments.size()];
        for (int i = 0; i < parent.length; i++) {
            parent[i] = i;
        }
        joinNeighbours(board);
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

    private void joinNeighbours(Principality board) {
        for (Field f : Field.ALL) {
            if (f.col() + 1 < Field.COLS) {
                Field east = Field.ALL.get(f.index() + 1);
                join(board, f, Exit.NE, east, Exit.NW);
                join(board, f, Exit.SE, east, Exit.SW);
            }
            if (f.row() + 1 < Field.ROWS) {
                join(board, f, Exit.S, Field.ALL.get(f.index() + Field.COLS), Exit.N);
            }
        }
    }

    private void join(Principality board, Field a, Exit ea, Field b, Exit eb) {
        Piece pa = board.at(a);
        Piece pb = board.at(b);
        if (pa == null || pb == null) {
            return;
        }
        int sa = pa.segmentWith(ea);
        int sb = pb.segmentWith(eb);
        if (sa >= 0 && sb >= 0) {
            parent[root(node(a, sa))] = root(node(b, sb));
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
