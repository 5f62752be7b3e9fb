package io.lamancha.games.tiles;

import java.util.ArrayList;
import java.util.List;

/**
 * Builds {@link TilesView}s field by field from what the viewer may see: revealed placements for
 * every board, the viewer's own pending placement on its own board, and the viewer's own hand.
 */
final class TilesViewBuilder {

    private TilesViewBuilder() {
    }

    static TilesView build(TilesGame game, int viewer) {
        List<PlayerState> players = game.players();
        Field current = game.currentField();
        List<TilesView.CastleView> castles = new ArrayList<>();
        for (int i = 0; i < game.setup().castleFields().size(); i++) {
            castles.add(new TilesView.CastleView(game.setup().castleFields().get(i).name(),
                    game.setup().tiles().castles().get(i).value()));
        }
        SegmentViews views = game.setup().tiles().segmentViews();
        List<Integer> placed = new ArrayList<>();
        List<TilesView.BoardView> boards = new ArrayList<>();
        List<TilesView.ScoreView> scores = new ArrayList<>();
        for (int s = 0; s < players.size(); s++) {
            PlayerState p = players.get(s);
            if (current != null && p.pending() != null) {
                placed.add(s);
            }
            boards.add(board(s, p, s == viewer ? current : null, views));
            scores.add(new TilesView.ScoreView(s, p.scores(), p.total()));
        }
        List<TilesView.HandTile> hand = viewer >= 0 ? hand(players.get(viewer), views) : null;
        List<Integer> winners = game.result().map(r -> r.winners()).orElse(List.of());
        return new TilesView(viewer, game.round(), game.turn(), game.turnsInRound(),
                current == null ? null : current.name(), castles, new ArrayList<>(game.awaited()), placed,
                boards, hand, scores, game.isOver(), winners);
    }

    /** {@code pendingField} is non-null only for the viewer's own board. */
    private static TilesView.BoardView board(int seat, PlayerState p, Field pendingField, SegmentViews views) {
        List<TilesView.FieldView> fields = new ArrayList<>();
        for (Field f : Field.ALL) {
            Piece piece = p.board().at(f);
            if (piece != null) {
                fields.add(field(f, piece, false, views));
            } else if (f.equals(pendingField) && p.pending() != null) {
                fields.add(field(f, p.pending(), true, views));
            }
        }
        return new TilesView.BoardView(seat, fields);
    }

    private static TilesView.FieldView field(Field f, Piece piece, boolean pending, SegmentViews views) {
        return new TilesView.FieldView(f.name(), piece.tileId(), piece.rotated(), piece.castleValue(),
                views.of(piece.segments()), pending);
    }

    private static List<TilesView.HandTile> hand(PlayerState p, SegmentViews views) {
        List<TilesView.HandTile> hand = new ArrayList<>();
        for (RoadTile t : p.placeable()) {
            hand.add(new TilesView.HandTile(t.id(), false, t.equals(p.revealedLast()), views.of(t.segments())));
        }
        if (p.hasHiddenTile()) {
            hand.add(new TilesView.HandTile(null, true, true, null));
        }
        return hand;
    }

    static List<TilesView.SegmentView> segments(List<Segment> segments) {
        List<TilesView.SegmentView> views = new ArrayList<>();
        for (Segment s : segments) {
            List<TilesView.FeatureView> features = new ArrayList<>();
            for (Feature f : s.features()) {
                features.add(new TilesView.FeatureView(f.kind().label(), f.strength(), f.half().label()));
            }
            views.add(new TilesView.SegmentView(s.exits().stream().map(Exit::name).toList(), features));
        }
        return views;
    }
}
