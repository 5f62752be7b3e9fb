package io.lamancha.games.tricks;

import io.lamancha.engine.Audience;
import io.lamancha.engine.GameEvent;
import io.lamancha.engine.RenderContext;
import java.util.ArrayList;
import java.util.List;

/**
 * The events of Don Quixote. Only {@link HandDealt} carries a secret, and it is told to its own
 * seat alone; every other event is public.
 */
public sealed interface TricksEvent extends GameEvent {

    @Override
    default Audience audience() {
        return Audience.EVERYONE;
    }

    /** A card was played into the current trick. */
    record CardPlayed(int seat, String card, int round, int trick) implements TricksEvent {
        @Override
        public String type() {
            return "card_played";
        }

        @Override
        public String text(RenderContext context) {
            return context.name(seat) + " plays " + CardColours.paint(context, card) + ".";
        }
    }

    /** A trick was won; {@code suitPower} is the stack after the winning colour moved down. */
    record TrickWon(int seat, String card, int round, int trick, int passCards, List<String> suitPower)
            implements TricksEvent {
        public TrickWon {
            suitPower = List.copyOf(suitPower);
        }

        @Override
        public String type() {
            return "trick_won";
        }

        @Override
        public String text(RenderContext context) {
            String passes = passCards == 0 ? "" : " (" + passCards + " pass card" + (passCards == 1 ? "" : "s") + ")";
            return context.name(seat) + " wins trick " + trick + " with " + CardColours.paint(context, card) + passes
                    + "; suit power now " + String.join(" > ", CardColours.paintAll(context, suitPower)) + ".";
        }
    }

    /** A round ended: per seat its tricks, pass cards, points and new total. */
    record RoundScored(int round, List<Integer> tricks, List<Integer> passCards, List<Integer> points,
                       List<Integer> totals) implements TricksEvent {
        public RoundScored {
            tricks = List.copyOf(tricks);
            passCards = List.copyOf(passCards);
            points = List.copyOf(points);
            totals = List.copyOf(totals);
        }

        @Override
        public String type() {
            return "round_scored";
        }

        /** A line per player: points this round, new total, and what they came from. */
        @Override
        public String text(RenderContext context) {
            List<String> lines = new ArrayList<>();
            lines.add("Round " + round + " scored:");
            for (int s = 0; s < points.size(); s++) {
                lines.add(String.format("  %-16s +%d = %-3d (%d trick%s, %d pass card%s)", context.name(s),
                        points.get(s), totals.get(s), tricks.get(s), tricks.get(s) == 1 ? "" : "s",
                        passCards.get(s), passCards.get(s) == 1 ? "" : "s"));
            }
            return String.join("\n", lines);
        }
    }

    /** A new round was dealt: the public part (the face-up leftovers and who leads). */
    record RoundDealt(int round, List<String> leftovers, int leader) implements TricksEvent {
        public RoundDealt {
            leftovers = List.copyOf(leftovers);
        }

        @Override
        public String type() {
            return "round_dealt";
        }

        @Override
        public String text(RenderContext context) {
            return "Round " + round + " is dealt; face-up leftovers: "
                    + String.join(" ", CardColours.paintAll(context, leftovers)) + "; "
                    + context.name(leader) + " leads.";
        }
    }

    /** The seat's own new hand: told to that seat only. */
    record HandDealt(int seat, int round, List<String> hand) implements TricksEvent {
        public HandDealt {
            hand = List.copyOf(hand);
        }

        @Override
        public Audience audience() {
            return Audience.seat(seat);
        }

        @Override
        public String type() {
            return "hand_dealt";
        }

        @Override
        public String text(RenderContext context) {
            return "Your hand for round " + round + ": " + String.join(" ", CardColours.paintAll(context, hand)) + ".";
        }
    }

    /**
     * The game ended after a round in which someone reached 7 points. Its text says why it ends;
     * who won (and the standings) is the server's end of the game, said once.
     */
    record GameOver(List<Integer> scores, List<Integer> winners, String decidedBy) implements TricksEvent {
        public GameOver {
            scores = List.copyOf(scores);
            winners = List.copyOf(winners);
        }

        @Override
        public String type() {
            return "game_over";
        }

        @Override
        public String text(RenderContext context) {
            int best = scores.stream().mapToInt(Integer::intValue).max().orElse(0);
            return "A score of " + TricksScoring.WINNING_SCORE + " or more ends the game (the highest is " + best
                    + ").";
        }
    }
}
