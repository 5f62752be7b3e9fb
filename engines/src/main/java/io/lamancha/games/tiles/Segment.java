package io.lamancha.games.tiles;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * One continuous road drawn on a tile: its exits (clockwise order) and the features on it. A
 * segment with a single exit is a dead end.
 */
record Segment(List<Exit> exits, List<Feature> features) {

    Segment {
        List<Exit> sorted = new ArrayList<>(exits);
        sorted.sort(Comparator.naturalOrder());
        exits = List.copyOf(sorted);
        features = List.copyOf(features);
    }

    /** This segment as it lies after a 180-degree turn of its tile. */
    Segment rotated() {
        List<Exit> turnedExits = new ArrayList<>(exits.size());
        for (Exit e : exits) {
            turnedExits.add(e.rotated());
        }
        List<Feature> turnedFeatures = new ArrayList<>(features.size());
        for (Feature f : features) {
            turnedFeatures.add(f.rotated());
        }
        return new Segment(turnedExits, turnedFeatures);
    }
}
