package io.lamancha.games.tricks;

import io.lamancha.engine.Rng;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The stack of suit power markers, strongest colour first. Immutable: {@link #afterWin} gives the
 * stack with the winning colour moved to the bottom.
 */
record SuitPower(List<Colour> topToBottom) {

    SuitPower {
        topToBottom = List.copyOf(topToBottom);
        if (topToBottom.size() != Colour.values().length
                || !topToBottom.containsAll(Arrays.asList(Colour.values()))) {
            throw new IllegalArgumentException("the stack holds each colour once: " + topToBottom);
        }
    }

    static SuitPower of(Colour... topToBottom) {
        return new SuitPower(List.of(topToBottom));
    }

    /** The markers stacked in a random order. */
    static SuitPower random(Rng rng) {
        List<Colour> order = new ArrayList<>(List.of(Colour.values()));
        rng.shuffle(order);
        return new SuitPower(order);
    }

    /** 0 for the top (strongest) colour, 2 for the bottom. */
    int position(Colour colour) {
        return topToBottom.indexOf(colour);
    }

    /** The stack after a trick won by {@code winner}: that marker goes to the bottom. */
    SuitPower afterWin(Colour winner) {
        List<Colour> order = new ArrayList<>(topToBottom);
        order.remove(winner);
        order.add(winner);
        return new SuitPower(order);
    }

    /**
     * A number that orders number cards by strength under this stack: a higher colour beats any
     * number of a lower one; within a colour the higher number wins. Pass cards are weakest (-1).
     */
    int strength(Card card) {
        if (card.isPass()) {
            return -1;
        }
        return (topToBottom.size() - position(card.colour())) * 100 + card.number();
    }

    /**
     * Cards in hand order: by colour as stacked (strongest colour first), numbers ascending within
     * a colour, pass cards last.
     */
    List<Card> sorted(java.util.Collection<Card> cards) {
        List<Card> result = new ArrayList<>(cards);
        result.sort(java.util.Comparator.comparingInt(this::handOrder));
        return result;
    }

    /** Colour as stacked, then number: pass cards (number 0) after every colour. */
    private int handOrder(Card card) {
        int colour = card.isPass() ? topToBottom.size() : position(card.colour());
        return colour * 100 + card.number();
    }

    List<String> codes() {
        List<String> codes = new ArrayList<>(topToBottom.size());
        for (Colour c : topToBottom) {
            codes.add(c.code());
        }
        return codes;
    }

    /** e.g. {@code R > B > Y}. */
    String describe() {
        return String.join(" > ", codes());
    }
}
