package io.lamancha.games.tiles;

import io.lamancha.engine.GameView;
import io.lamancha.engine.RenderContext;
import java.util.List;

/**
 * What one viewer sees of a game of Don Quixote (tile game), for seats and spectators alike.
 * Boards show only revealed placements, plus, on the viewer's own board, the viewer's own
 * placement of this turn ({@code pending}). Never holds another seat's hand or unrevealed tile.
 *
 * @param viewerSeat the viewer's seat, or -1 for a spectator
 * @param round 1..3
 * @param turn turn within the round, 1-based
 * @param turnsInRound 9, 7 or 6
 * @param field the current field (e.g. {@code C2}); null once the game is over
 * @param castles where each castle stands, the same on every board
 * @param awaited seats that have not placed this turn (still thinking)
 * @param placed seats that have placed this turn
 * @param boards every seat's principality, seat 0 first
 * @param hand the viewer's hand; null for spectators. The round-3 tile kept for the last turn
 *     appears with {@code hidden} true and no id until that turn
 * @param scores every seat's scorings so far
 * @param over whether the game has ended
 * @param winners the winning seats once over (several on a tie), else empty
 */
public record TilesView(int viewerSeat, int round, int turn, int turnsInRound, String field,
                        List<CastleView> castles, List<Integer> awaited, List<Integer> placed,
                        List<BoardView> boards, List<HandTile> hand, List<ScoreView> scores,
                        boolean over, List<Integer> winners) implements GameView {

    public TilesView {
        castles = List.copyOf(castles);
        awaited = List.copyOf(awaited);
        placed = List.copyOf(placed);
        boards = List.copyOf(boards);
        hand = hand == null ? null : List.copyOf(hand);
        scores = List.copyOf(scores);
        winners = List.copyOf(winners);
    }

    /** A castle's field and value. */
    public record CastleView(String field, int value) {
    }

    /** One seat's principality: its occupied fields (castles included), A1 first, row by row. */
    public record BoardView(int seat, List<FieldView> fields) {
        public BoardView {
            fields = List.copyOf(fields);
        }
    }

    /**
     * One occupied field in placed orientation.
     *
     * @param tile the road tile's id, or null for a castle
     * @param rotated whether the tile lies turned by 180 degrees
     * @param castle the castle's value, or 0 for a road tile
     * @param pending true for the viewer's own placement of this turn, not yet revealed
     */
    public record FieldView(String field, String tile, boolean rotated, int castle,
                            List<SegmentView> segments, boolean pending) {
        public FieldView {
            segments = List.copyOf(segments);
        }
    }

    /** One road: its exits ({@code N NE SE S SW NW}, clockwise) and features. */
    public record SegmentView(List<String> exits, List<FeatureView> features) {
        public SegmentView {
            exits = List.copyOf(exits);
            features = List.copyOf(features);
        }
    }

    /**
     * A church, windmill or knight.
     *
     * @param kind {@code church}, {@code windmill} or {@code knight}
     * @param strength a knight's strength 1..3, else 0
     * @param half {@code top} or {@code bottom}
     */
    public record FeatureView(String kind, int strength, String half) {
    }

    /**
     * A tile in the viewer's hand, unrotated.
     *
     * @param tile the id, or null while hidden
     * @param hidden whether this is the round-3 tile not yet shown
     * @param last whether it must be placed last (the round-3 tile)
     * @param segments its roads, or null while hidden
     */
    public record HandTile(String tile, boolean hidden, boolean last, List<SegmentView> segments) {
        public HandTile {
            segments = segments == null ? null : List.copyOf(segments);
        }
    }

    /** One seat's scorings, round by round, and its total. */
    public record ScoreView(int seat, List<RoundScore> rounds, int total) {
        public ScoreView {
            rounds = List.copyOf(rounds);
        }
    }

    @Override
    public List<String> render(RenderContext context) {
        return TilesRender.render(this, context);
    }
}
