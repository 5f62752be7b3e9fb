package io.lamancha.games.hidalgo;

import io.lamancha.engine.RenderContext;
import java.util.ArrayList;
import java.util.List;

/**
 * The events of the ABILITIES step: zaps, gets and steals, the shields raised against them (and
 * against the poison), and the refresh ability's draws, discards and new pool.
 */
public sealed interface HidalgoAbilityEvent extends HidalgoEvent {

    /** The seat aims a zap at the card of {@code target}, whose holder may raise a shield. */
    record ZapAimed(int seat, int target) implements HidalgoAbilityEvent {
        public String type() {
            return "zap_aimed";
        }

        public String text(RenderContext c) {
            return c.name(seat) + " aims a zap at the card of " + c.name(target) + ", who may raise a shield.";
        }
    }

    /** The seat zapped the card of {@code target}, or the adventure card when {@code target} is -1. */
    record Zapped(int seat, int target) implements HidalgoAbilityEvent {
        public String type() {
            return "zap";
        }

        public String text(RenderContext c) {
            String what = target < 0 ? "the adventure card" : "the card of " + c.name(target);
            return c.name(seat) + " zaps " + what + ": its votes do not count.";
        }
    }

    /** The seat raised a shield {@code against} the {@code poison}, a {@code zap} or a {@code steal}. */
    record ShieldUsed(int seat, String against) implements HidalgoAbilityEvent {
        public String type() {
            return "shield_used";
        }

        public String text(RenderContext c) {
            switch (against) {
                case "poison":
                    return c.name(seat) + " raises a shield against the poison.";
                case "zap":
                    return c.name(seat) + "'s shield blocks the zap.";
                default:
                    return c.name(seat) + "'s shield stops the theft.";
            }
        }
    }

    /** The seat took a {@code thing} ({@code diamond} or an item key) from the centre. */
    record Got(int seat, String thing) implements HidalgoAbilityEvent {
        public String type() {
            return "get";
        }

        public String text(RenderContext c) {
            return c.name(seat) + " takes a " + thing + " from the centre.";
        }
    }

    /** The seat tries to steal a {@code thing} from {@code victim}, who may raise a shield. */
    record StealAimed(int seat, int victim, String thing) implements HidalgoAbilityEvent {
        public String type() {
            return "steal_aimed";
        }

        public String text(RenderContext c) {
            return c.name(seat) + " tries to steal a " + thing + " from " + c.name(victim)
                    + ", who may raise a shield.";
        }
    }

    /** The seat stole a {@code thing} ({@code diamond} or an item key) from {@code victim}. */
    record Stolen(int seat, int victim, String thing) implements HidalgoAbilityEvent {
        public String type() {
            return "steal";
        }

        public String text(RenderContext c) {
            return c.name(seat) + " steals a " + thing + " from " + c.name(victim) + ".";
        }
    }

    /** The seat drew {@code count} character cards with a refresh and will discard as many. */
    record RefreshCards(int seat, int count) implements HidalgoAbilityEvent {
        public String type() {
            return "refresh_cards";
        }

        public String text(RenderContext c) {
            return c.name(seat) + " draws " + cards(count) + " with refresh 2 and will discard as many.";
        }
    }

    /**
     * To the drawing seat alone: the cards it drew ({@code names} in the same order), after a
     * {@code refresh} or, at the {@code chapter} end, back up to a full hand.
     */
    record CardsDrawn(int seat, String reason, List<String> cards, List<String> names)
            implements HidalgoAbilityEvent, HidalgoEvent.Secret {
        public CardsDrawn {
            cards = List.copyOf(cards);
            names = List.copyOf(names);
        }

        static CardsDrawn of(int seat, String reason, List<Integer> cards, HidalgoData data) {
            return new CardsDrawn(seat, reason, HidalgoAbilityEvent.codes(cards),
                    HidalgoAbilityEvent.names(cards, data));
        }

        public String type() {
            return "cards_drawn";
        }

        public String text(RenderContext c) {
            return "You draw " + HidalgoAbilityEvent.named(cards, names) + ".";
        }
    }

    /** The seat discarded {@code count} cards after a refresh. */
    record RefreshDiscard(int seat, int count) implements HidalgoAbilityEvent {
        public String type() {
            return "refresh_discard";
        }

        public String text(RenderContext c) {
            return c.name(seat) + " discards " + cards(count) + ".";
        }
    }

    /** To the discarding seat alone: the cards it discarded after a refresh. */
    record CardsDiscarded(int seat, List<String> cards, List<String> names)
            implements HidalgoAbilityEvent, HidalgoEvent.Secret {
        public CardsDiscarded {
            cards = List.copyOf(cards);
            names = List.copyOf(names);
        }

        static CardsDiscarded of(int seat, List<Integer> cards, HidalgoData data) {
            return new CardsDiscarded(seat, HidalgoAbilityEvent.codes(cards), HidalgoAbilityEvent.names(cards, data));
        }

        public String type() {
            return "cards_discarded";
        }

        public String text(RenderContext c) {
            return "You discard " + HidalgoAbilityEvent.named(cards, names) + ".";
        }
    }

    /** The seat revealed new adventures with a refresh; it now chooses the pool. */
    record RefreshAdventures(int seat, List<String> adventures) implements HidalgoAbilityEvent {
        public RefreshAdventures {
            adventures = List.copyOf(adventures);
        }

        public String type() {
            return "refresh_adventures";
        }

        public String text(RenderContext c) {
            return c.name(seat) + " reveals " + (adventures.size() == 1 ? "1 new adventure: " : adventures.size()
                    + " new adventures: ") + String.join(", ", adventures) + ".";
        }
    }

    /** The seat chose the new pool: {@code kept} stay, {@code setAside} go to the adventure discard. */
    record PoolRefreshed(int seat, List<String> kept, List<String> setAside) implements HidalgoAbilityEvent {
        public PoolRefreshed {
            kept = List.copyOf(kept);
            setAside = List.copyOf(setAside);
        }

        public String type() {
            return "pool_refreshed";
        }

        public String text(RenderContext c) {
            return c.name(seat) + " keeps " + String.join(" ", kept) + " in the pool and sets aside "
                    + String.join(" ", setAside) + ".";
        }
    }

    /** "1 card", "2 cards". */
    static String cards(int count) {
        return count + (count == 1 ? " card" : " cards");
    }

    private static List<String> codes(List<Integer> cards) {
        List<String> out = new ArrayList<>(cards.size());
        cards.forEach(card -> out.add("C" + card));
        return out;
    }

    private static List<String> names(List<Integer> cards, HidalgoData data) {
        List<String> out = new ArrayList<>(cards.size());
        cards.forEach(card -> out.add(data.card(card).name()));
        return out;
    }

    /** {@code C4 Sancho, C9 Dulcinea}: each card with its name. */
    private static String named(List<String> cards, List<String> names) {
        List<String> out = new ArrayList<>(cards.size());
        for (int i = 0; i < cards.size(); i++) {
            out.add(cards.get(i) + " " + names.get(i));
        }
        return String.join(", ", out);
    }
}
