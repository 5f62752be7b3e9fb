package io.lamancha.games.doncarlo;

import io.lamancha.engine.EventSink;
import io.lamancha.engine.GameResult;
import io.lamancha.engine.GameView;
import io.lamancha.engine.Rng;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * The competitive game: each seat sends agents from its own family. When a seat's turn comes and
 * it cannot make a code name, the forced part (laying the hand open and drawing face up until a
 * code name exists, or going out) happens at once; the seat then chooses its code name and, if it
 * holds more than four cards afterwards, which cards go under its stockpile.
 */
final class DonCarloCompetitiveGame extends DonCarloGame {

    static final int HAND = 4;
    static final int MAX_CODE = 4;

    private final Board board;
    private final List<Family> families = new ArrayList<>();
    private final PlayableMemo memo = new PlayableMemo();
    private int turn;
    private boolean choosingBack;
    private boolean over;
    private GameResult result;

    /** A game with these decks, top card first: the first four of each are its hand. */
    DonCarloCompetitiveGame(List<List<Integer>> decks) {
        board = new Board(Country.forSeats(decks.size()));
        for (List<Integer> deck : decks) {
            Family f = new Family(deck);
            f.refill(HAND);
            families.add(f);
        }
        // Events of a forced draw before the first move show in the views (the hand lies open).
        startTurn(0, EventSink.dropped());
    }

    /** Each seat's family shuffled from the seed, seat 0 first. */
    static DonCarloCompetitiveGame shuffled(int seats, Rng rng) {
        List<List<Integer>> decks = new ArrayList<>();
        for (int s = 0; s < seats; s++) {
            List<Integer> deck = Cards.family();
            rng.shuffle(deck);
            decks.add(deck);
        }
        return new DonCarloCompetitiveGame(decks);
    }

    @Override
    public int seats() {
        return families.size();
    }

    @Override
    List<Move> legalOfTurn() {
        return choosingBack ? asMoves(backChoices(), Move.Back::new) : asMoves(playable(turn), Move.Play::new);
    }

    @Override
    Move meant(Move typed) {
        return choosingBack && typed instanceof Move.Play ? new Move.Back(((Move.Play) typed).code().numbers()) : typed;
    }

    @Override
    Optional<String> check(int seat, Move move) {
        return choosingBack ? CompetitiveRules.checkBack(this, move) : CompetitiveRules.checkPlay(this, seat, move);
    }

    @Override
    void perform(int seat, Move move, EventSink events) {
        if (choosingBack) {
            putBack(seat, ((Move.Back) move).cards(), events);
        } else {
            play(seat, ((Move.Play) move).code(), events);
        }
    }

    private void play(int seat, CodeName code, EventSink events) {
        Family f = families.get(seat);
        f.hand().takeOut(code);
        Country country = board.countryFor(code.sum());
        int agents = board.send(country, new Agent(seat, code));
        f.influence += agents;
        f.bonus += code.bonus();
        events.add(new DonCarloEvent.AgentSent(seat, code.notation(), country.label(), agents, agents,
                code.bonus()));
        if (f.hand().size() > HAND) {
            choosingBack = true;
        } else {
            endTurn(seat, events);
        }
    }

    private void putBack(int seat, List<Integer> cards, EventSink events) {
        families.get(seat).putBack(cards);
        events.add(() -> new DonCarloEvent.CardsPutBack(seat, cards));
        choosingBack = false;
        endTurn(seat, events);
    }

    private void endTurn(int seat, EventSink events) {
        Family f = families.get(seat);
        f.open = false;
        int drawn = f.refill(HAND);
        if (drawn > 0) {
            events.add(() -> new DonCarloEvent.CardsDrawn(seat, f.hand().last(drawn)));
        }
        if (f.cardsLeft() == 0) {
            f.out = true;
            events.add(new DonCarloEvent.SeatOut(seat, "all own number cards are played"));
        }
        startTurn((seat + 1) % seats(), events);
    }

    /** Gives the turn to the first seat from {@code from} on that can play; ends the game if none can. */
    private void startTurn(int from, EventSink events) {
        for (int i = 0; i < seats(); i++) {
            int s = (from + i) % seats();
            if (!families.get(s).out && CompetitiveRules.readyToPlay(this, s, events)) {
                turn = s;
                return;
            }
        }
        over = true;
        CompetitiveRules.score(this, events);
    }

    /** Distinct code names the seat can send now: held, a country in play, not yet in that country. */
    List<CodeName> playable(int seat) {
        Hand hand = families.get(seat).hand();
        return memo.get(seat, hand, board.agents(), () -> hand.codeNames(MAX_CODE, board.sendable()));
    }

    /** The distinct sets of cards the seat to move may put under its stockpile. */
    List<List<Integer>> backChoices() {
        List<Integer> hand = families.get(turn).hand();
        List<List<Integer>> choices = new ArrayList<>(Cards.choices(hand, hand.size() - HAND));
        choices.sort(Comparator.comparing(cards -> Cards.joined(cards, ' ')));
        return choices;
    }

    Board board() {
        return board;
    }

    Family family(int seat) {
        return families.get(seat);
    }

    List<Family> families() {
        return List.copyOf(families);
    }

    @Override
    int turn() {
        return turn;
    }

    boolean choosingBack() {
        return choosingBack;
    }

    @Override
    public boolean isOver() {
        return over;
    }

    @Override
    public Optional<GameResult> result() {
        if (over && result == null) {
            // made when first asked for, once: nothing changes after the game is over
            result = CompetitiveRules.result(this);
        }
        return Optional.ofNullable(result);
    }

    @Override
    public GameView view(int seat) {
        return DonCarloViewBuilder.competitive(this, seat);
    }
}
