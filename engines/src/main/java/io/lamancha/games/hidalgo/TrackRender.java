package io.lamancha.games.hidalgo;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** The value track as text: spaces, the point areas, the rivers and one row per token. */
final class TrackRender {

    private final HidalgoView.TrackView track;
    private final String side;
    private final boolean riversActive;
    private final int chapter;

    TrackRender(HidalgoView.TrackView track, String side, boolean riversActive, int chapter) {
        this.track = track;
        this.side = side;
        this.riversActive = riversActive;
        this.chapter = chapter;
    }

    void appendTo(List<String> out) {
        out.add("Value track, side " + side + ":");
        StringBuilder spaces = new StringBuilder("  space     ");
        StringBuilder points = new StringBuilder("  points    ");
        for (int i = 0; i < track.points().size(); i++) {
            spaces.append(String.format("%3d", i));
            points.append(String.format("%3d", track.points().get(i)));
        }
        out.add(spaces.toString());
        out.add(points.toString());
        for (Map.Entry<String, Integer> e : track.positions().entrySet()) {
            StringBuilder row = new StringBuilder("  " + HidalgoRender.pad(e.getKey(), 10));
            for (int i = 0; i < track.points().size(); i++) {
                row.append(i == e.getValue() ? "  " + Character.toUpperCase(e.getKey().charAt(0)) : "  .");
            }
            row.append("   on ").append(e.getValue()).append(", worth ").append(track.values().get(e.getKey()));
            out.add(row.toString());
        }
        List<String> rivers = new ArrayList<>();
        track.rivers().forEach(r -> rivers.add(r.from() + "->" + r.to()));
        if (!rivers.isEmpty()) {
            out.add("  rivers " + String.join(", ", rivers) + (riversActive ? " (active" + (chapter > 1
                    ? " in this chapter)" : ")") : " (active in chapter II only)"));
        }
    }
}
