package io.lamancha.games.tiles;

import java.util.ArrayList;
import java.util.List;

/** Builds boards for tests from the record notation ({@code A1 T07r}, {@code C1 [6]}). */
final class TestBoards {

    static final TileSet SET = TileSetLoader.loadDefault();

    private TestBoards() {
    }

    static RoadTile tile(String id) {
        return SET.tiles().stream().filter(t -> t.id().equals(id)).findFirst().orElseThrow();
    }

    /** {@code T07}, {@code T07r}, {@code [6]}, {@code [4]}, or a custom tile in doc notation. */
    static Piece piece(String label) {
        if (label.startsWith("[")) {
            int value = Integer.parseInt(label.substring(1, label.length() - 1));
            return Piece.castle(SET.castles().stream().filter(c -> c.value() == value).findFirst().orElseThrow());
        }
        if (label.contains(":") || label.contains("-") || label.length() <= 2) {
            return Piece.tile(custom("X", label), false);
        }
        boolean rotated = label.endsWith("r");
        return Piece.tile(tile(rotated ? label.substring(0, label.length() - 1) : label), rotated);
    }

    /** Each placement is {@code "<field> <piece>"}, e.g. {@code "A1 T07r"} or {@code "C2 SE-SW:K1@B"}. */
    static Principality board(String... placements) {
        Principality board = Principality.empty();
        for (String p : placements) {
            int space = p.indexOf(' ');
            board = board.with(Field.parse(p.substring(0, space)), piece(p.substring(space + 1).trim()));
        }
        return board;
    }

    /** A tile written in the doc's notation: {@code NE-NW:K2@T / SE-SW}. */
    static RoadTile custom(String id, String notation) {
        List<Segment> segments = new ArrayList<>();
        for (String seg : notation.split("/")) {
            String[] parts = seg.trim().split(":");
            List<Exit> exits = new ArrayList<>();
            for (String e : parts[0].split("-")) {
                exits.add(Exit.valueOf(e.trim()));
            }
            List<Feature> features = new ArrayList<>();
            if (parts.length > 1) {
                features.add(feature(parts[1].trim()));
            }
            segments.add(new Segment(exits, features));
        }
        return new RoadTile(id, segments);
    }

    private static Feature feature(String token) {
        String[] kindHalf = token.split("@");
        Half half = kindHalf[1].equals("T") ? Half.TOP : Half.BOTTOM;
        String kind = kindHalf[0];
        if (kind.startsWith("K")) {
            return new Feature(FeatureKind.KNIGHT, Integer.parseInt(kind.substring(1)), half);
        }
        return new Feature(kind.equals("Ch") ? FeatureKind.CHURCH : FeatureKind.WINDMILL, 0, half);
    }

    /** The worked example's board, complete. */
    static Principality workedExample() {
        return board(
                "A1 T07r", "B1 T05", "C1 [6]", "D1 T11", "E1 T01", "F1 T09", "G1 T03", "H1 T16",
                "A2 T20r", "B2 T12", "C2 T10", "D2 T13", "E2 T06", "F2 [4]", "G2 T02r", "H2 T04r",
                "A3 T18", "B3 T17", "C3 T19", "D3 T22r", "E3 T14", "F3 T15", "G3 T21", "H3 T08r");
    }
}
