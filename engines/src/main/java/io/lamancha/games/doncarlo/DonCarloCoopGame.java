package io.lamancha.games.doncarlo;

import io.lamancha.engine.EventSink;
import io.lamancha.engine.GameResult;
import io.lamancha.engine.GameView;
import io.lamancha.engine.Rng;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.TreeSet;

/**
 * The cooperative variant: one shared draw pile, six countries in a row whose tasks are done
 * strictly left to right, penalty cards when no code name can be made, lost on the fourth.
 */
final class DonCarloCoopGame extends DonCarloGame {

    /** How the team stands; the name in lower case is what the view shows. */
    enum Outcome { PLAYING, WON, LOST }

    static final int MAX_CODE = 5;
    static final int MAX_PENALTIES = 4;

    private final Board board;
    private final Stockpile pile;
    private final List<Hand> hands = new ArrayList<>();
    private final List<Integer> penalties = new ArrayList<>();
    private final PlayableMemo memo = new PlayableMemo();
    private final int handSize;
    private int task;
    private int turn;
    private Outcome outcome = Outcome.PLAYING;

    /** A game with this row (left to right) and draw pile (top first); each seat draws {@code handSize}. */
    DonCarloCoopGame(int seats, List<Country> row, List<Integer> pile, int handSize) {
        this.board = new Board(row);
        this.pile = new Stockpile(pile);
        this.handSize = handSize;
        for (int s = 0; s < seats; s++) {
            Hand hand = new Hand();
            hands.add(hand);
            refill(hand, handSize);
        }
    }

    /** Each family shuffled on its own, the four stacked; the row shuffled without {@code removed}. */
    static DonCarloCoopGame shuffled(int seats, Country removed, int handSize, Rng rng) {
        List<Integer> pile = stackedFamilies(rng);
        List<Country> row = new ArrayList<>(List.of(Country.values()));
        row.remove(removed);
        rng.shuffle(row);
        return new DonCarloCoopGame(seats, row, pile, handSize);
    }

    /** The shared draw pile, top first: the four families shuffled one by one and stacked. */
    static List<Integer> stackedFamilies(Rng rng) {
        List<Integer> pile = new ArrayList<>();
        for (int family = 0; family < 4; family++) {
            List<Integer> cards = Cards.family();
            rng.shuffle(cards);
            pile.addAll(cards);
        }
        return pile;
    }

    @Override
    public int seats() {
        return hands.size();
    }

    @Override
    List<Move> legalOfTurn() {
        List<CodeName> playable = playable(turn);
        if (!playable.isEmpty()) {
            return asMoves(playable, Move.Play::new);
        }
        return asMoves(new ArrayList<>(new TreeSet<>(hands.get(turn))), Move.Penalty::new);
    }

    @Override
    Move meant(Move typed) {
        if (typed instanceof Move.Play && playable(turn).isEmpty()) {
            List<Integer> cards = ((Move.Play) typed).code().numbers();
            return cards.size() == 1 ? new Move.Penalty(cards.get(0)) : typed;
        }
        return typed;
    }

    @Override
    Optional<String> check(int seat, Move move) {
        return CoopRules.check(this, seat, move);
    }

    @Override
    void perform(int seat, Move move, EventSink events) {
        if (move instanceof Move.Penalty) {
            penalty(seat, ((Move.Penalty) move).card(), events);
        } else {
            play(seat, ((Move.Play) move).code(), events);
        }
    }

    private void play(int seat, CodeName code, EventSink events) {
        Hand hand = hands.get(seat);
        hand.takeOut(code);
        Country country = board.countryFor(code.sum());
        int agents = board.send(country, new Agent(seat, code));
        events.add(new DonCarloEvent.TaskAgentSent(seat, code.notation(), country.label(), agents,
                country.points()));
        if (agents == country.points()) {
            task++;
            events.add(new DonCarloEvent.TaskCompleted(country.label(), task, row().size()));
            if (task == row().size()) {
                finish(true, "every task is done", events);
                return;
            }
        }
        endTurn(seat, refill(hand, handSize), events);
    }

    private void penalty(int seat, int card, EventSink events) {
        Hand hand = hands.get(seat);
        hand.takeOut(card);
        penalties.add(card);
        events.add(new DonCarloEvent.PenaltyLaid(seat, card, penalties.size()));
        if (penalties.size() == MAX_PENALTIES) {
            finish(false, "a fourth penalty card was laid", events);
            return;
        }
        endTurn(seat, refill(hand, hand.size() + 1), events);
    }

    private void endTurn(int seat, int drawn, EventSink events) {
        if (drawn > 0) {
            events.add(() -> new DonCarloEvent.CardsDrawn(seat, hands.get(seat).last(drawn)));
        }
        // A seat with an empty hand (the pile is used up) can do nothing and is passed over.
        for (int i = 1; i <= seats(); i++) {
            int next = (seat + i) % seats();
            if (!hands.get(next).isEmpty()) {
                turn = next;
                return;
            }
        }
        finish(false, "no cards are left to play", events);
    }

    private void finish(boolean victory, String reason, EventSink events) {
        outcome = victory ? Outcome.WON : Outcome.LOST;
        events.add(new DonCarloEvent.TeamFinished(victory, reason));
    }

    /** Draws until the hand holds {@code size} cards or the pile is empty; returns how many were drawn. */
    private int refill(Hand hand, int size) {
        int drawn = 0;
        while (hand.size() < size && !pile.isEmpty()) {
            hand.put(pile.drawTop());
            drawn++;
        }
        return drawn;
    }

    /** Code names the seat can send: an open country, not yet there, and only the due task completed. */
    List<CodeName> playable(int seat) {
        Hand hand = hands.get(seat);
        return memo.get(seat, hand, board.agents(), () -> hand.codeNames(MAX_CODE, CoopRules.allowed(board, task)));
    }

    Board board() {
        return board;
    }

    List<Country> row() {
        return board.countries();
    }

    /** Index in the row of the task due now; tasks left of it are done and their countries closed. */
    int task() {
        return task;
    }

    List<Integer> hand(int seat) {
        return hands.get(seat);
    }

    List<Integer> penalties() {
        return List.copyOf(penalties);
    }

    int pileSize() {
        return pile.size();
    }

    int handSize() {
        return handSize;
    }

    @Override
    int turn() {
        return turn;
    }

    Outcome outcome() {
        return outcome;
    }

    @Override
    public boolean isOver() {
        return outcome != Outcome.PLAYING;
    }

    @Override
    public Optional<GameResult> result() {
        if (outcome == Outcome.PLAYING) {
            return Optional.empty();
        }
        return Optional.of(CoopRules.result(this));
    }

    @Override
    public GameView view(int seat) {
        return DonCarloViewBuilder.coop(this, seat);
    }
}
