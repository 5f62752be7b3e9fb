package io.lamancha.games.tricks;

import io.lamancha.engine.EventSink;
import io.lamancha.engine.Game;
import io.lamancha.engine.GameEvent;
import io.lamancha.engine.GameResult;
import io.lamancha.engine.GameView;
import io.lamancha.engine.MoveResult;
import io.lamancha.engine.Rng;
import io.lamancha.games.tricks.TricksEvent.CardPlayed;
import io.lamancha.games.tricks.TricksEvent.GameOver;
import io.lamancha.games.tricks.TricksEvent.HandDealt;
import io.lamancha.games.tricks.TricksEvent.RoundDealt;
import io.lamancha.games.tricks.TricksEvent.RoundScored;
import io.lamancha.games.tricks.TricksEvent.TrickWon;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/** A game of Don Quixote in progress: rounds of 7 tricks until a round ends with someone at 7+. */
final class TricksGame implements Game {

    private final PlayerCountRules rules;
    private final Rng rng;
    private final List<Integer> scores;
    private final List<Integer> lastRound;
    private SuitPower power;
    private Round round;
    private int version;
    private GameResult result;

    private TricksGame(PlayerCountRules rules, Rng rng, SuitPower power, List<Integer> scores) {
        this.rules = rules;
        this.rng = rng;
        this.power = power;
        this.scores = new ArrayList<>(scores);
        this.lastRound = new ArrayList<>(Collections.nCopies(rules.seats(), 0));
    }

    /** A new game: stack order, start player and every deal come from the seed, in that order. */
    static TricksGame start(int seats, long seed) {
        PlayerCountRules rules = PlayerCountRules.of(seats);
        Rng rng = new Rng(seed);
        SuitPower power = SuitPower.random(rng);
        int leader = rng.nextInt(seats);
        TricksGame game = new TricksGame(rules, rng, power, Collections.nCopies(seats, 0));
        game.round = new Round(1, Deal.shuffled(rules, rng), leader);
        return game;
    }

    /** A game from an exact position (for examples and tests); later deals come from the seed. */
    static TricksGame arranged(Deal deal, SuitPower power, int leader, List<Integer> scores, long seed) {
        PlayerCountRules rules = PlayerCountRules.of(deal.hands().size());
        TricksGame game = new TricksGame(rules, new Rng(seed), power, scores);
        game.round = new Round(1, deal, leader);
        return game;
    }

    @Override
    public int seats() {
        return rules.seats();
    }

    @Override
    public Set<Integer> awaited() {
        return isOver() ? Set.of() : Set.of(round.turn());
    }

    private boolean awaits(int seat) {
        return !isOver() && seat == round.turn();
    }

    /** The seat's playable cards in hand order; empty for seats not awaited. */
    private List<Card> legalCards(int seat) {
        return awaits(seat) ? power.sorted(round.trick().playable(round.heldBy(seat))) : List.of();
    }

    @Override
    public List<String> legalMoves(int seat) {
        return codes(legalCards(seat));
    }

    @Override
    public int legalMoveCount(int seat) {
        return awaits(seat) ? round.trick().playable(round.heldBy(seat)).size() : 0;
    }

    @Override
    public MoveResult apply(int seat, String move) {
        if (!awaits(seat)) {
            return MoveResult.notYourTurn(isOver() ? "The game is over." : "It is not your turn to play a card.");
        }
        Card card = MoveParser.parse(move);
        if (card == null) {
            return MoveResult.illegal(MoveParser.HOW_TO_WRITE);
        }
        Optional<String> refusal = MoveParser.refusal(card, round.heldBy(seat), round.trick());
        if (refusal.isPresent()) {
            return MoveResult.illegal(refusal.get());
        }
        List<GameEvent> events = new ArrayList<>();
        events.add(new CardPlayed(seat, card.code(), round.number, round.trickNumber()));
        play(seat, card, EventSink.into(events));
        return MoveResult.accepted(card.code(), events);
    }

    @Override
    public void applyLegal(int seat, int index) {
        List<Card> legal = legalCards(seat);
        Game.checkLegalIndex(seat, index, legal.size());
        play(seat, legal.get(index), EventSink.dropped());
    }

    /** Plays a checked card; {@code events} keeps what happened, or drops it on the index path. */
    private void play(int seat, Card card, EventSink events) {
        round.play(seat, card);
        if (round.trickComplete()) {
            finishTrick(events);
        }
        version++;
    }

    private void finishTrick(EventSink events) {
        Trick trick = round.trick();
        Play winner = trick.winner(power);
        power = power.afterWin(winner.card().colour());
        events.add(() -> new TrickWon(winner.seat(), winner.card().code(), round.number, round.trickNumber(),
                trick.passCards(), power.codes()));
        round.collect(winner.seat());
        if (round.isComplete()) {
            finishRound(events);
        }
    }

    private void finishRound(EventSink events) {
        List<Integer> tricks = new ArrayList<>();
        List<Integer> passes = new ArrayList<>();
        for (int s = 0; s < seats(); s++) {
            tricks.add(round.tricksTaken(s));
            passes.add(round.passesTaken(s));
            lastRound.set(s, TricksScoring.roundPoints(rules, tricks.get(s), passes.get(s)));
            scores.set(s, scores.get(s) + lastRound.get(s));
        }
        events.add(() -> new RoundScored(round.number, tricks, passes, lastRound, scores));
        if (TricksScoring.gameEnds(scores)) {
            List<Integer> winners = TricksScoring.winners(scores, lastRound);
            String decidedBy = TricksScoring.tieBreak(scores, winners);
            List<Integer> finalRound = List.copyOf(lastRound);
            result = new GameResult(scores, winners, lastRounds(), List.of("Final scores after " + round.number
                    + " rounds.", "A tie in score goes to the more points in the final round."))
                    .placedBy(TricksScoring.better(List.copyOf(scores), finalRound));
            events.add(() -> new GameOver(scores, winners, decidedBy));
            return;
        }
        round = new Round(round.number + 1, Deal.shuffled(rules, rng), round.lastWinner());
        dealt(events);
    }

    /** What the deal of the current round tells: its leftovers and leader to all, each hand to its seat. */
    private void dealt(EventSink events) {
        events.add(() -> new RoundDealt(round.number, codes(round.leftovers), round.leader()));
        for (int s = 0; s < seats(); s++) {
            int seat = s;
            events.add(() -> new HandDealt(seat, round.number, codes(power.sorted(round.heldBy(seat)))));
        }
    }

    /** The first round's deal, told as every later round's is: who leads, and each player their hand. */
    @Override
    public List<GameEvent> openingEvents() {
        List<GameEvent> events = new ArrayList<>();
        dealt(EventSink.into(events));
        return events;
    }

    /** Each seat's points in the final round, as the breakdown of its total. */
    private List<String> lastRounds() {
        List<String> lines = new ArrayList<>();
        for (int s = 0; s < seats(); s++) {
            lines.add("+" + lastRound.get(s) + " in the last round");
        }
        return lines;
    }

    static List<String> codes(List<Card> cards) {
        String[] codes = new String[cards.size()];
        for (int i = 0; i < codes.length; i++) {
            codes[i] = cards.get(i).code();
        }
        return List.of(codes);
    }

    @Override
    public boolean isOver() {
        return result != null;
    }

    @Override
    public Optional<GameResult> result() {
        return Optional.ofNullable(result);
    }

    @Override
    public int version() {
        return version;
    }

    @Override
    public GameView view(int seat) {
        if (seat < 0 || seat >= seats()) {
            throw new IllegalArgumentException("no seat " + seat);
        }
        return TricksViewBuilder.build(this, seat);
    }

    @Override
    public GameView spectatorView() {
        return TricksViewBuilder.build(this, -1);
    }

    PlayerCountRules rules() {
        return rules;
    }

    SuitPower power() {
        return power;
    }

    Round round() {
        return round;
    }

    List<Integer> scores() {
        return List.copyOf(scores);
    }

    List<Integer> lastRound() {
        return List.copyOf(lastRound);
    }
}
