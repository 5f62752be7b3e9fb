package io.lamancha.games.tiles;

import java.util.ArrayList;
import java.util.List;

/** Turns a board of a {@link TilesView} back into a {@link Principality}, for bots that score it. */
final class BoardReader {

    private BoardReader() {
    }

    static Principality board(TilesView.BoardView view) {
        Principality board = Principality.empty();
        for (TilesView.FieldView f : view.fields()) {
            board = board.with(Field.parse(f.field()),
                    new Piece(f.tile(), f.rotated(), f.castle(), segments(f.segments())));
        }
        return board;
    }

    static List<Segment> segments(List<TilesView.SegmentView> views) {
        List<Segment> segments = new ArrayList<>();
        for (TilesView.SegmentView s : views) {
            List<Feature> features = new ArrayList<>();
            for (TilesView.FeatureView f : s.features()) {
                features.add(new Feature(FeatureKind.parse(f.kind()), f.strength(),
                        f.half().equals("top") ? Half.TOP : Half.BOTTOM));
            }
            segments.add(new Segment(s.exits().stream().map(Exit::parse).toList(), features));
        }
        return segments;
    }
}
