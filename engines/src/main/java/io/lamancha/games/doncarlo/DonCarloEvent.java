package io.lamancha.games.doncarlo;

import io.lamancha.engine.Ansi;
import io.lamancha.engine.Audience;
import io.lamancha.engine.GameEvent;
import io.lamancha.engine.RenderContext;
import io.lamancha.engine.TextLines;
import java.util.List;

/**
 * What happens in a game of Don Carlo. Only {@link CardsDrawn} carries a secret (cards drawn into
 * a closed hand) and goes to that seat alone; cards laid open are told to everyone.
 */
public sealed interface DonCarloEvent extends GameEvent {

    @Override
    default Audience audience() {
        return Audience.EVERYONE;
    }

    /** An agent joins the back of a country's queue (competitive game). */
    record AgentSent(int seat, String code, String country, int agents, int influence, int bonus)
            implements DonCarloEvent {
        @Override
        public String type() {
            return "agent_sent";
        }

        @Override
        public String text(RenderContext c) {
            // influence is the agents there, this one included: the number says both
            return TextLines.fit(DonCarloRender.named(c, seat) + " sends " + code + " to " + country + ": +"
                    + influence + " influence" + (bonus > 0 ? ", +" + bonus + " bonus." : "."));
        }
    }

    /** An agent joins a country's queue (cooperative variant). */
    record TaskAgentSent(int seat, String code, String country, int agents, int required)
            implements DonCarloEvent {
        @Override
        public String type() {
            return "task_agent_sent";
        }

        @Override
        public String text(RenderContext c) {
            return TextLines.fit(DonCarloRender.named(c, seat) + " sends " + code + " to " + country + ": "
                    + agents + " of " + required + " agents.");
        }
    }

    /** Cards drawn into a closed hand: the drawing seat alone sees them. */
    record CardsDrawn(int seat, List<Integer> cards) implements DonCarloEvent {
        public CardsDrawn {
            cards = List.copyOf(cards);
        }

        @Override
        public Audience audience() {
            return Audience.seat(seat);
        }

        @Override
        public String type() {
            return "cards_drawn";
        }

        @Override
        public String text(RenderContext c) {
            return TextLines.fit(DonCarloRender.named(c, seat) + " draws " + Ansi.bold(c, Cards.spaced(cards)) + ".");
        }
    }

    /** A seat that cannot make a code name lays its hand open. */
    record HandLaidOpen(int seat, List<Integer> cards) implements DonCarloEvent {
        public HandLaidOpen {
            cards = List.copyOf(cards);
        }

        @Override
        public String type() {
            return "hand_laid_open";
        }

        @Override
        public String text(RenderContext c) {
            return TextLines.fit(DonCarloRender.named(c, seat) + " cannot make a code name; hand laid open: "
                    + Cards.spaced(cards) + ".");
        }
    }

    /** A card drawn face up to an open hand. */
    record OpenCardDrawn(int seat, int card) implements DonCarloEvent {
        @Override
        public String type() {
            return "open_card_drawn";
        }

        @Override
        public String text(RenderContext c) {
            return DonCarloRender.named(c, seat) + " draws a " + card + " face up.";
        }
    }

    /** Open cards go under the seat's own stockpile, in the order given. */
    record CardsPutBack(int seat, List<Integer> cards) implements DonCarloEvent {
        public CardsPutBack {
            cards = List.copyOf(cards);
        }

        @Override
        public String type() {
            return "cards_put_back";
        }

        @Override
        public String text(RenderContext c) {
            return TextLines.fit(DonCarloRender.named(c, seat) + " puts " + Cards.spaced(cards)
                    + " under the stockpile and takes the hand up again.");
        }
    }

    /** A seat leaves the game: it cannot play with everything open, or has played all its cards. */
    record SeatOut(int seat, String reason) implements DonCarloEvent {
        @Override
        public String type() {
            return "seat_out";
        }

        @Override
        public String text(RenderContext c) {
            return TextLines.fit(DonCarloRender.named(c, seat) + " is out: " + reason + ".");
        }
    }

    /** Country scoring: the card goes to the seat with most agents there (first to arrive on a tie). */
    record CountryWon(String country, int seat, int agents, int points) implements DonCarloEvent {
        @Override
        public String type() {
            return "country_won";
        }

        @Override
        public String text(RenderContext c) {
            return TextLines.fit(country + " goes to " + DonCarloRender.named(c, seat) + " (" + agents
                    + (agents == 1 ? " agent" : " agents") + "): " + points + " country points.");
        }
    }

    /**
     * The competitive game is over: every country is scored. Its text says so; who won (and the
     * standings) is the server's end of the game, said once.
     */
    record GameWon(List<Integer> winners, int score) implements DonCarloEvent {
        public GameWon {
            winners = List.copyOf(winners);
        }

        @Override
        public String type() {
            return "game_won";
        }

        @Override
        public String text(RenderContext c) {
            return "Every country is scored: the game ends (the best total is " + score + " points).";
        }
    }

    /** A task of the cooperative variant is done and its country closed. */
    record TaskCompleted(String country, int task, int tasks) implements DonCarloEvent {
        @Override
        public String type() {
            return "task_completed";
        }

        @Override
        public String text(RenderContext c) {
            return "Task " + task + " of " + tasks + " done: " + country + " is closed.";
        }
    }

    /** A seat that cannot make a code name lays a penalty card (cooperative variant). */
    record PenaltyLaid(int seat, int card, int penalties) implements DonCarloEvent {
        @Override
        public String type() {
            return "penalty_laid";
        }

        @Override
        public String text(RenderContext c) {
            return TextLines.fit(DonCarloRender.named(c, seat) + " cannot make a code name and lays a " + card
                    + " as penalty card " + penalties + " of 4.");
        }
    }

    /** The cooperative game is over, won or lost. */
    record TeamFinished(boolean won, String reason) implements DonCarloEvent {
        @Override
        public String type() {
            return "team_finished";
        }

        @Override
        public String text(RenderContext c) {
            return (won ? "Splendido! The families win: " : "The families lose: ") + reason + ".";
        }
    }
}
