package io.lamancha.games.tricks;

import io.lamancha.engine.Rng;
import java.util.ArrayList;
import java.util.List;

/** The cards of one round as dealt: a 7-card hand per seat and the 2 face-up leftovers. */
record Deal(List<List<Card>> hands, List<Card> leftovers) {

    Deal {
        hands = hands.stream().map(List::copyOf).collect(java.util.stream.Collectors.toUnmodifiableList());
        leftovers = List.copyOf(leftovers);
    }

    /** Shuffles the player count's whole deck and deals it out. */
    static Deal shuffled(PlayerCountRules rules, Rng rng) {
        List<Card> deck = rules.deck();
        rng.shuffle(deck);
        List<List<Card>> hands = new ArrayList<>();
        for (int s = 0; s < rules.seats(); s++) {
            int from = s * PlayerCountRules.HAND_SIZE;
            hands.add(deck.subList(from, from + PlayerCountRules.HAND_SIZE));
        }
        int dealt = rules.seats() * PlayerCountRules.HAND_SIZE;
        return new Deal(hands, deck.subList(dealt, deck.size()));
    }
}
