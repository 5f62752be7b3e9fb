package io.lamancha.games.tiles;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The road networks of a principality: every segment of every piece is a node, and two nodes are
 * joined when neighbouring fields both have the meeting exits (NE-NW, SE-SW, S-N). The outside and
 * empty fields join nothing; a castle's two segments stay apart unless roads elsewhere join them.
 */
final class Networks {

    /** What one network holds. */
    record Stats(int churches, int windmills, int knights, int knightStrength) {
        Stats plus(Feature f) {
            switch (f.kind()) {
                case CHURCH: return new Stats(churches + 1, windmills, knights, knightStrength);
                case WINDMILL: return new Stats(churches, windmills + 1, knights, knightStrength);
                default: return new Stats(churches, windmills, knights + 1, knightStrength + f.strength());
            }
        }
    }

    private record Node(Field field, int segment) {
    }

    private final Map<Node, Integer> index = new HashMap<>();
    private final int[] parent;
    private final Map<Integer, Stats> stats = new HashMap<>();

    Networks(Principality board) {
        List<Node> nodes = new ArrayList<>();
        for (Field f : Field.ALL) {
            Piece p = board.at(f);
            for (int s = 0; p != null && s < p.segments().size(); s++) {
                Node n = new Node(f, s);
                index.put(n, nodes.size());
                nodes.add(n);
            }
        }
        parent = new int[nodes.size()];
        for (int i = 0; i < parent.length; i++) {
            parent[i] = i;
        }
        joinNeighbours(board);
        for (Node n : nodes) {
            Stats st = stats.getOrDefault(root(index.get(n)), new Stats(0, 0, 0, 0));
            for (Feature feature : board.at(n.field()).segments().get(n.segment()).features()) {
                st = st.plus(feature);
            }
            stats.put(root(index.get(n)), st);
        }
    }

    private void joinNeighbours(Principality board) {
        for (Field f : Field.ALL) {
            if (f.col() + 1 < Field.COLS) {
                Field east = new Field(f.col() + 1, f.row());
                join(board, f, Exit.NE, east, Exit.NW);
                join(board, f, Exit.SE, east, Exit.SW);
            }
            if (f.row() + 1 < Field.ROWS) {
                join(board, f, Exit.S, new Field(f.col(), f.row() + 1), Exit.N);
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
            parent[root(index.get(new Node(a, sa)))] = root(index.get(new Node(b, sb)));
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
        return root(index.get(new Node(field, segment)));
    }

    Stats stats(int network) {
        return stats.get(network);
    }

    /** Every network's contents, one entry per network. */
    List<Stats> all() {
        return List.copyOf(stats.values());
    }
}
