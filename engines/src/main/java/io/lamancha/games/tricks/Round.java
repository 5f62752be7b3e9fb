package io.lamancha.games.tricks;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * The mutable state of one round: hands, the trick in play, tricks and pass cards taken. Owned by
 * one game; never leaves the engine.
 */
final class Round {

    final int number;
    final List<Card> leftovers;
    private final List<List<Card>> hands = new ArrayList<>();
    private final int[] tricksTaken;
    private final int[] passesTaken;
    private final List<Card> played = new ArrayList<>();
    private Trick trick = Trick.EMPTY;
    private Trick lastTrick = Trick.EMPTY;
    private int lastWinner = -1;
    private int trickNumber = 1;
    private int leader;
    private int turn;

    Round(int number, Deal deal, int leader) {
        this.number = number;
        this.leftovers = deal.leftovers();
        for (List<Card> hand : deal.hands()) {
            hands.add(new ArrayList<>(hand));
        }
        this.tricksTaken = new int[hands.size()];
        this.passesTaken = new int[hands.size()];
        this.leader = leader;
        this.turn = leader;
    }

    int seats() {
        return hands.size();
    }

    List<Card> hand(int seat) {
        return List.copyOf(hands.get(seat));
    }

    /** The seat's hand as it is now, read-only and without a copy; it changes as cards are played. */
    List<Card> heldBy(int seat) {
        return Collections.unmodifiableList(hands.get(seat));
    }

    int handSize(int seat) {
        return hands.get(seat).size();
    }

    /** Plays a card the seat holds (the caller has checked it is playable) and passes the turn on. */
    void play(int seat, Card card) {
        hands.get(seat).remove(card);
        trick = trick.with(new Play(seat, card));
        turn = (seat + 1) % seats();
    }

    boolean trickComplete() {
        return trick.plays().size() == seats();
    }

    /** Gives the complete trick to its winner, who leads the next one. */
    void collect(int winner) {
        tricksTaken[winner]++;
        passesTaken[winner] += trick.passCards();
        for (Play p : trick.plays()) {
            played.add(p.card());
        }
        lastTrick = trick;
        lastWinner = winner;
        trick = Trick.EMPTY;
        trickNumber++;
        leader = winner;
        turn = winner;
    }

    boolean isComplete() {
        return trickNumber > PlayerCountRules.TRICKS_PER_ROUND;
    }

    Trick trick() {
        return trick;
    }

    Trick lastTrick() {
        return lastTrick;
    }

    int lastWinner() {
        return lastWinner;
    }

    /** 1..7; stays 7 once the round is complete. */
    int trickNumber() {
        return Math.min(trickNumber, PlayerCountRules.TRICKS_PER_ROUND);
    }

    int leader() {
        return leader;
    }

    int turn() {
        return turn;
    }

    int tricksTaken(int seat) {
        return tricksTaken[seat];
    }

    int passesTaken(int seat) {
        return passesTaken[seat];
    }

    /** Cards of the completed tricks of this round, in play order. */
    List<Card> played() {
        return List.copyOf(played);
    }
}
