package io.lamancha.games.hidalgo;

import java.util.ArrayList;
import java.util.List;

/** The setup of docs/games/hidalgo.md: shuffles, the pool, the deal, the object tokens in play and the objectives. */
final class TableSetup {

    private TableSetup() {
    }

    static HidalgoState create(HidalgoData data, String sideName, int seats, long seed) {
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
        placeTokens(st, data, seats);
        dealObjectives(st, data, seats);
        return st;
    }

    /** The object tokens in play go to the centre; setup diamonds come out of that supply. */
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
            st.diamonds[seat1Based - 1]++;
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
