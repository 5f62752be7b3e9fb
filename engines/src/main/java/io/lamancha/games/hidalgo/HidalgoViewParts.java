package io.lamancha.games.hidalgo;

import io.lamancha.games.hidalgo.HidalgoView.AdventureView;
import io.lamancha.games.hidalgo.HidalgoView.CardView;
import io.lamancha.games.hidalgo.HidalgoView.ObjectiveView;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The views of every character card, adventure and objective, made once from the lists the game
 * is played with. A view then holds the same card for the same card every time, so two views of
 * one game share what did not change, and the patch sent after a move finds it unchanged by
 * reference instead of comparing it field by field. Read-only once made.
 */
public final class HidalgoViewParts {

    private final CardView[] cards;
    private final Map<String, AdventureView> adventures = new HashMap<>();
    private final Map<String, ObjectiveView> objectives = new HashMap<>();

    HidalgoViewParts(List<CharacterCard> characters, List<Adventure> adventures, List<Objective> objectives) {
        this.cards = new CardView[characters.size()];
        for (int i = 0; i < cards.length; i++) {
            cards[i] = HidalgoViewBuilder.card(characters.get(i));
        }
        for (Adventure a : adventures) {
            this.adventures.put(a.id(), HidalgoViewBuilder.adventure(a));
        }
        for (Objective o : objectives) {
            this.objectives.put(o.id(), new ObjectiveView(o.id(), o.name(), ObjectiveText.describe(o.rule())));
        }
    }

    /** Character card {@code id} (from 1, as {@link HidalgoData#card}). */
    CardView card(int id) {
        return cards[id - 1];
    }

    AdventureView adventure(String id) {
        return known(adventures, id, "adventure");
    }

    ObjectiveView objective(String id) {
        return known(objectives, id, "objective");
    }

    private static <V> V known(Map<String, V> views, String id, String what) {
        V view = views.get(id);
        if (view == null) {
            throw new IllegalArgumentException("no " + what + " " + id);
        }
        return view;
    }
}
