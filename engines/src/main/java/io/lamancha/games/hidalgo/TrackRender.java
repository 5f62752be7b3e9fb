package io.lamancha.games.hidalgo;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The value track as text: the spaces, the points each is worth, one row per token with its letter
 * on its space and what it is worth now, and the rivers. At most 18 spaces fit 80 columns.
 */
final class TrackRender {

    private final HidalgoView.TrackView track;
    private final String side;
    private final boolean riversActive;
    private final int chapter;
    private final Palette paint;

    TrackRender(HidalgoView.TrackView track, String side, boolean riversActive, int chapter, Palette paint) {
        this.track = track;
        this.side = side;
        this.riversActive = riversActive;
        this.chapter = chapter;
        this.paint = paint;
    }

    void appendTo(List<String> out) {
        out.add("Value track, side " + side + " (each card scores the points of its token's space):");
        StringBuilder spaces = new StringBuilder("  space     ");
        StringBuilder points = new StringBuilder("  points    ");
        for (int i = 0; i < track.points().size(); i++) {
            spaces.append(String.format("%3d", i));
            points.append(String.format("%3d", track.points().get(i)));
        }
        out.add(paint.quiet(spaces.toString()));
        out.add(points.toString());
        for (Map.Entry<String, Integer> e : track.positions().entrySet()) {
            String token = e.getKey();
            StringBuilder row = new StringBuilder("  " + paint.token(token, HidalgoRender.pad(token, 10)));
            String letter = paint.token(token, String.valueOf(Character.toUpperCase(token.charAt(0))));
            for (int i = 0; i < track.points().size(); i++) {
                row.append("  ").append(i == e.getValue() ? letter : ".");
            }
            row.append("  worth ").append(track.values().get(token));
            out.add(row.toString());
        }
        List<String> rivers = new ArrayList<>();
        track.rivers().forEach(r -> rivers.add(r.from() + "->" + r.to()));
        if (!rivers.isEmpty()) {
            out.add("  rivers " + String.join(", ", rivers) + (riversActive ? " (active" + (chapter > 1
                    ? " in this chapter: a token on a source takes the river as one step)" : ")")
                    : " (active in chapter II only)"));
        }
    }
}
