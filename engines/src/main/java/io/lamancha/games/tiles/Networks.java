package io.lamancha.games.tiles;

import java.util.Arrays;

/**
 * The road networks of a principality: every segment of every piece is a node, and two nodes are
 * joined when neighbouring fields both have the meeting exits (NE-NW, SE-SW, S-N). The outside and
 * empty fields join nothing; a castle's two segments stay apart unless roads elsewhere join them.
 *
 * <p>Grows piece by piece ({@link #add}): a game keeps one per player up to date as tiles are
 * placed, so a round's end needs no rebuild; {@link #Networks(Principality)} builds one for a
 * whole board at once. Kept in plain arrays indexed by node, because every player's board is
 * scored at every round's end and bots score thousands of candidate boards.
 */
final class Networks {

    /** What one network holds. */
    record Stats(int churches, int windmills, int knights, int knightStrength) {
    }

    private static final int EXITS = Exit.values().length;
    /** Nodes a board can have: each segment leaves its field by at least one exit of its own. */
    private static final int MAX_NODES = Field.ALL.size() * EXITS;

    /** First node of each field (fields in {@link Field#ALL} order), -1 while the field is empty. */
    private final int[] firstNode = new int[Field.ALL.size()];
    /** The node with each exit of each field ({@code field * 6 + exit}), -1 where no road leaves. */
    private final int[] nodeAtExit = new int[Field.ALL.size() * EXITS];
    private final int[] parent = new int[MAX_NODES];
    /** Per network root, what the network holds; what was merged away stays at other nodes, unread. */
    private final int[] churches = new int[MAX_NODES];
    private final int[] windmills = new int[MAX_NODES];
    private final int[] knights = new int[MAX_NODES];
    private final int[] knightStrength = new int[MAX_NODES];
    private int nodes;
    /** {@link TilesScoring#setPoints} of every network's churches, summed; kept up to date on every join. */
    private int churchPoints;
    private int windmillPoints;
    /** The highest knight strength of any network: joining only ever adds strength, so it never falls. */
    private int largestKnightStrength;

    /** The networks of an empty principality. */
    Networks() {
        Arrays.fill(firstNode, -1);
        Arrays.fill(nodeAtExit, -1);
    }

    /** The networks of every piece on {@code board}. */
    Networks(Principality board) {
        this();
        for (Field f : Field.ALL) {
            Piece p = board.at(f);
            if (p != null) {
                add(f, p);
            }
        }
    }

    /** Puts {@code piece} on the empty {@code field} and joins its roads to its placed neighbours'. */
    void add(Field field, Piece piece) {
        int i = field.index();
        if (firstNode[i] >= 0) {
            throw new IllegalStateException(field + " is already taken");
        }
        firstNode[i] = nodes;
        for (Segment s : piece.segments()) {
            int node = nodes++;
            parent[node] = node;
            for (Exit e : s.exits()) {
                // a piece's segments never share an exit; the first one wins all the same
                if (nodeAtExit[i * EXITS + e.ordinal()] < 0) {
                    nodeAtExit[i * EXITS + e.ordinal()] = node;
                }
            }
            count(node, s);
            churchPoints += TilesScoring.setPoints(churches[node]);
            windmillPoints += TilesScoring.setPoints(windmills[node]);
            largestKnightStrength = Math.max(largestKnightStrength, knightStrength[node]);
        }
        joinNeighbours(field);
    }

    private void count(int node, Segment segment) {
        for (Feature f : segment.features()) {
            switch (f.kind()) {
                case CHURCH: churches[node]++; break;
                case WINDMILL: windmills[node]++; break;
                default: knights[node]++; break;
            }
            knightStrength[node] += f.strength();
        }
    }

    /** Joins the roads of {@code field} with those of the fields east, west, south and north of it. */
    private void joinNeighbours(Field f) {
        int i = f.index();
        if (f.col() + 1 < Field.COLS) {
            join(i, Exit.NE, i + 1, Exit.NW);
            join(i, Exit.SE, i + 1, Exit.SW);
        }
        if (f.col() > 0) {
            join(i - 1, Exit.NE, i, Exit.NW);
            join(i - 1, Exit.SE, i, Exit.SW);
        }
        if (f.row() + 1 < Field.ROWS) {
            join(i, Exit.S, i + Field.COLS, Exit.N);
        }
        if (f.row() > 0) {
            join(i - Field.COLS, Exit.S, i, Exit.N);
        }
    }

    /** Joins the roads at exit {@code ea} of field {@code a} and {@code eb} of field {@code b}, if both exist. */
    private void join(int a, Exit ea, int b, Exit eb) {
        int na = nodeAtExit[a * EXITS + ea.ordinal()];
        int nb = nodeAtExit[b * EXITS + eb.ordinal()];
        if (na >= 0 && nb >= 0) {
            int ra = root(na);
            int rb = root(nb);
            if (ra != rb) {
                parent[ra] = rb;
                churchPoints += joinedPoints(churches, ra, rb);
                windmillPoints += joinedPoints(windmills, ra, rb);
                knights[rb] += knights[ra];
                knightStrength[rb] += knightStrength[ra];
                largestKnightStrength = Math.max(largestKnightStrength, knightStrength[rb]);
            }
        }
    }

    /** Adds the count of {@code from} to {@code into}; returns how the set points change by it. */
    private static int joinedPoints(int[] counts, int from, int into) {
        int before = TilesScoring.setPoints(counts[from]) + TilesScoring.setPoints(counts[into]);
        counts[into] += counts[from];
        return TilesScoring.setPoints(counts[into]) - before;
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

    /** How many churches the network holds; {@code network} as given by {@link #networkOf} or {@link #networks}. */
    int churches(int network) {
        return churches[network];
    }

    int windmills(int network) {
        return windmills[network];
    }

    int knightStrength(int network) {
        return knightStrength[network];
    }

    /** The id of every network, each once, in no particular order. */
    int[] networks() {
        int count = 0;
        for (int node = 0; node < nodes; node++) {
            if (parent[node] == node) {
                count++;
            }
        }
        int[] roots = new int[count];
        for (int node = 0, at = 0; node < nodes; node++) {
            if (parent[node] == node) {
                roots[at++] = node;
            }
        }
        return roots;
    }

    Stats stats(int network) {
        return new Stats(churches[network], windmills[network], knights[network], knightStrength[network]);
    }

    /** The church points of every network together ({@link TilesScoring#setPoints} each). */
    int churchPoints() {
        return churchPoints;
    }

    /** The windmill points of every network together ({@link TilesScoring#setPoints} each). */
    int windmillPoints() {
        return windmillPoints;
    }

    /** The highest knight strength of any one network, 0 when there are none. */
    int largestKnightStrength() {
        return largestKnightStrength;
    }
}
