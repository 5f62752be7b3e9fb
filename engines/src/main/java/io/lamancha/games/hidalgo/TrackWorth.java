package io.lamancha.games.hidalgo;

import java.util.HashMap;
import java.util.Map;

/**
 * What the value track means to a player deciding, read from the view's track: what each token is
 * worth now, and where a token lands and what it is then worth if an outcome moves it (rivers
 * taken when active, as the game moves tokens).
 */
final class TrackWorth {

    private final HidalgoView.TrackView track;
    private final boolean riversActive;
    private final Map<Integer, Integer> rivers = new HashMap<>();

    TrackWorth(HidalgoView.TrackView track, boolean riversActive) {
        this.track = track;
        this.riversActive = riversActive;
        track.rivers().forEach(r -> rivers.put(r.from(), r.to()));
    }

    /** The points a card of {@code token} scores in a pile now. */
    int worth(String token) {
        return track.values().getOrDefault(token, 0);
    }

    /** {@code glory 0->3 (worth 0->1)}: an outcome as {@code token steps}, e.g. {@code glory 3}. */
    String moved(String outcome) {
        String[] w = outcome.split(" ");
        String token = w[0];
        int from = track.positions().get(token);
        int to = from;
        for (int i = 0; i < Integer.parseInt(w[1]) && to < track.points().size() - 1; i++) {
            Integer river = riversActive ? rivers.get(to) : null;
            to = river != null ? river : to + 1;
        }
        return token + " " + from + "->" + to + " (worth " + worth(token) + "->" + track.points().get(to) + ")";
    }
}
