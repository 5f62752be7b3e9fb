package io.lamancha.games.hidalgo;

import io.lamancha.engine.RenderContext;
import java.util.ArrayList;
import java.util.List;

/**
 * The events of the deal and of an adventure up to its abilities: the first start player, PICK,
 * POISON, PLAY, REVEAL and TENT.
 */
public sealed interface HidalgoPlayEvent extends HidalgoEvent {

    /** Told once, when the game is dealt: the first start player, drawn at random from the seed. */
    record StartPlayerDrawn(int seat) implements HidalgoPlayEvent {
        public String type() {
            return "start_player";
        }

        public String text(RenderContext c) {
            return c.name(seat) + " starts, drawn at random, and picks the first adventure.";
        }
    }

    /** The start player picked the adventure Don Quixote goes on. */
    record AdventurePicked(int seat, String adventure, String name) implements HidalgoPlayEvent {
        public String type() {
            return "adventure_picked";
        }

        public String text(RenderContext c) {
            return c.name(seat) + " sends Don Quixote to " + adventure + " " + name + ".";
        }
    }

    /** The seat used the poison: every other seat plays a card drawn blindly from its left. */
    record PoisonUsed(int seat) implements HidalgoPlayEvent {
        public String type() {
            return "poison_used";
        }

        public String text(RenderContext c) {
            return c.name(seat) + " uses the poison: the others play a card drawn from the hand on their left.";
        }
    }

    /** The poisoned {@code seat} drew a card blindly from the hand of {@code from}; which card stays secret. */
    record BlindPick(int seat, int from) implements HidalgoPlayEvent {
        public String type() {
            return "blind_pick";
        }

        public String text(RenderContext c) {
            return c.name(seat) + " draws a card blindly from the hand of " + c.name(from) + ".";
        }
    }

    /** The poisoned {@code seat} found the hand of {@code from} empty and plays nothing. */
    record BlindPickEmpty(int seat, int from) implements HidalgoPlayEvent {
        public String type() {
            return "blind_pick_empty";
        }

        public String text(RenderContext c) {
            return c.name(seat) + " finds no card in the hand of " + c.name(from)
                    + " and plays nothing this adventure.";
        }
    }

    /** To the hand's owner {@code seat} alone: the card a blind pick took, which {@code playedBy} plays. */
    record CardTaken(int seat, String card, String name, int playedBy)
            implements HidalgoPlayEvent, HidalgoEvent.Secret {
        public String type() {
            return "card_taken";
        }

        public String text(RenderContext c) {
            return card + " " + name + " leaves your hand: " + c.name(playedBy) + " plays it blind.";
        }
    }

    /**
     * To the playing seat alone: its PLAY submission. {@code card} and {@code name} are null for a
     * blind play (the seat does not know the card); {@code donkeys} holds {@code +} or {@code -} per
     * donkey used.
     */
    record CardChosen(int seat, String card, String name, List<String> donkeys, boolean tent)
            implements HidalgoPlayEvent, HidalgoEvent.Secret {
        public CardChosen {
            donkeys = List.copyOf(donkeys);
        }

        public String type() {
            return "card_chosen";
        }

        public String text(RenderContext c) {
            List<String> items = new ArrayList<>();
            donkeys.forEach(d -> items.add("a donkey (" + d + "3 votes)"));
            if (tent) {
                items.add("the tent");
            }
            return "You play " + (card == null ? "your blind card" : card + " " + name)
                    + (items.isEmpty() ? "" : " with " + String.join(", ", items)) + ".";
        }
    }

    /** The seat has made its PLAY submission; what it played stays secret until the reveal. */
    record Played(int seat) implements HidalgoPlayEvent {
        public String type() {
            return "played";
        }

        public String text(RenderContext c) {
            return c.name(seat) + " has played a card face down.";
        }
    }

    /** Every play of the adventure, clockwise from the start player. */
    record Revealed(List<RevealedPlay> plays) implements HidalgoPlayEvent {
        public Revealed {
            plays = List.copyOf(plays);
        }

        public String type() {
            return "reveal";
        }

        public String text(RenderContext c) {
            StringBuilder text = new StringBuilder("Reveal:");
            for (RevealedPlay p : plays) {
                String who = c.name(p.seat());
                text.append(' ').append(who).append(' ').append(p.playText()).append(';');
                for (String d : p.donkeys()) {
                    text.append(' ').append(who).append(" adds 3 ").append(HidalgoPlayEvent.votesWord(d))
                            .append(" votes with a donkey;");
                }
                if (p.tent()) {
                    text.append(' ').append(who).append(" uses the tent;");
                }
            }
            return text.substring(0, text.length() - 1) + ".";
        }
    }

    /**
     * One seat's revealed play. With no card, {@code card}, {@code name} and {@code ability} are
     * null and the votes 0.
     *
     * @param blind whether the card came from a blind pick
     * @param donkeys {@code +} or {@code -} per donkey the seat used
     * @param tent whether the seat used the tent
     */
    record RevealedPlay(int seat, String card, String name, int plus, int minus, String ability, boolean blind,
                        List<String> donkeys, boolean tent) {
        public RevealedPlay {
            donkeys = List.copyOf(donkeys);
        }

        /** The play in words, e.g. {@code plays C50 Marcela (-1, zap)}; a card with no ability shows its votes. */
        String playText() {
            if (card == null) {
                return "plays no card";
            }
            String power = ability.equals(Ability.NONE.key()) ? "" : ", " + Ability.labelOf(ability);
            return (blind ? "blindly plays " : "plays ") + card + " " + name + " (" + HidalgoRules.votes(plus, minus)
                    + power + ")";
        }
    }

    /** The seat copied, with its tent, the ability of a card played this adventure. */
    record TentCopy(int seat, String card, String name, String ability) implements HidalgoPlayEvent {
        public String type() {
            return "tent_copy";
        }

        public String text(RenderContext c) {
            return c.name(seat) + " copies with the tent the ability of " + card + " " + name + ": "
                    + (ability.equals(Ability.NONE.key()) ? "it has none." : Ability.labelOf(ability) + ".");
        }
    }

    /** {@code positive} or {@code negative} for a donkey's sign {@code +} or {@code -}. */
    private static String votesWord(String sign) {
        return sign.equals("+") ? "positive" : "negative";
    }
}
