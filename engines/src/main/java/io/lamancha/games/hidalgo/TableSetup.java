package io.lamancha.games.hidalgo;

import java.util.ArrayList;
import java.util.List;

/**
 * The setup of docs/games/hidalgo.md: shuffles, the pool, the deal, the objectives, the first start
 * player drawn at random, and the object tokens in play.
 */
final class TableSetup {

    private TableSetup() {
    }

    /**
     * A table dealt from {@code seed}. The first start player is drawn from the same seed, after the
     * deal, as {@code draw} says, so a seed gives the same cards whoever starts.
     */
    static HidalgoState create(HidalgoData data, String sideName, int seats, long seed, StartPlayerDraw draw) {
        return deal(data, sideName, seats, seed, draw, null);
    }

    /** A table dealt from {@code seed} whose first start player is {@code firstStart}: for exact positions. */
    static HidalgoState create(HidalgoData data, String sideName, int seats, long seed, int firstStart) {
        return deal(data, sideName, seats, seed, null, firstStart);
    }

    private static HidalgoState deal(HidalgoData data, String sideName, int seats, long seed, StartPlayerDraw draw,
            Integer firstStart) {
        TrackSide side = data.sides().get(sideName);
        if (side == null) {
            throw new IllegalArgumentException("no track side " + sideName);
        }
        HidalgoState st = new HidalgoState(data, side, seats, seed);
        data.adventures().forEach(a -> st.adventureDeck.add(a.id()));
        st.rng.shuffle(st.adventureDeck);
        for (int i = 0; i < data.setup().poolSize(); i++) {
            st.pool.add(st.drawAdventure());
        }
        List<Integer> characters = new ArrayList<>(data.characters().size());
        data.characters().forEach(c -> characters.add(c.id()));
        st.characterDeck.addAll(characters);
        st.rng.shuffle(st.characterDeck);
        for (int s = 0; s < seats; s++) {
            for (int i = 0; i < data.setup().handSize(); i++) {
                st.hands.get(s).add(st.drawCharacter());
            }
        }
        dealObjectives(st, data, seats);
        st.startPlayer = firstStart == null ? draw.draw(seed, st.rng, seats) : firstStart;
        st.startDrawn = firstStart == null;
        st.firstStartPlayer = st.startPlayer;
        placeTokens(st, data, seats);
        return st;
    }

    /**
     * The object tokens in play go to the centre; setup diamonds come out of that supply. The setup
     * table counts its seats from the first start player (its seat 1), so they turn with it.
     */
    private static void placeTokens(HidalgoState st, HidalgoData data, int seats) {
        for (SetupData.BoxToken t : data.setup().tokenBox()) {
            if (t.minPlayers() > seats) {
                continue;
            }
            if (t.item() == null) {
                st.centreDiamonds++;
            } else {
                st.items.add(new ItemToken(t.id(), t.item()));
            }
        }
        for (int seat1Based : data.setup().players().get(seats).setupDiamondSeats()) {
            st.centreDiamonds--;
            st.diamonds[(st.startPlayer + seat1Based - 1) % seats]++;
        }
    }

    /** One objective to each player from those marked for this player count. */
    private static void dealObjectives(HidalgoState st, HidalgoData data, int seats) {
        List<String> objectives = new ArrayList<>();
        for (Objective o : data.objectives()) {
            if (o.players().contains(seats)) {
                objectives.add(o.id());
            }
        }
        st.rng.shuffle(objectives);
        for (int s = 0; s < seats; s++) {
            st.objectives[s] = objectives.get(s);
        }
    }
}
