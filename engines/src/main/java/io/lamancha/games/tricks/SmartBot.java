package io.lamancha.games.tricks;

import io.lamancha.engine.Bot;
import io.lamancha.engine.GameView;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The {@code smart} bot. From its own view only it decides whether it wants the current trick
 * ({@link TrickWish}) and then plays the cheapest card that does that: the lowest sure winner when
 * it wants the trick, the highest card that cannot win (shedding danger) when it does not, and a
 * pass card as the last way out. It is deterministic and needs no seed.
 */
final class SmartBot implements Bot {

    @Override
    public String choose(GameView view, List<String> legal) {
        if (legal.size() == 1) {
            return legal.get(0);
        }
        Situation s = Situation.of((TricksView) view);
        List<Card> cards = new ArrayList<>();
        legal.forEach(code -> cards.add(Card.parse(code)));
        boolean want = TrickWish.wants(s);
        Card choice = s.trick.isEmpty() ? lead(s, cards, want) : follow(s, cards, want);
        return choice.code();
    }

    private static Card lead(Situation s, List<Card> cards, boolean want) {
        List<Card> numbers = numbers(cards);
        if (numbers.isEmpty()) {
            return Card.PASS;
        }
        Comparator<Card> safest = Comparator.comparingDouble(s::beaters).thenComparingInt(s.power::strength);
        if (want) {
            return numbers.stream().min(safest).orElseThrow();
        }
        Card weakest = numbers.stream().max(Comparator.comparingDouble(s::beaters)
                .thenComparingInt(c -> -s.power.strength(c))).orElseThrow();
        boolean risky = s.beaters(weakest) < 1.0;
        return risky && cards.contains(Card.PASS) ? Card.PASS : weakest;
    }

    private static Card follow(Situation s, List<Card> cards, boolean want) {
        int best = s.bestSoFar();
        List<Card> winning = new ArrayList<>();
        List<Card> losing = new ArrayList<>();
        for (Card c : numbers(cards)) {
            (s.power.strength(c) > best ? winning : losing).add(c);
        }
        Comparator<Card> byStrength = Comparator.comparingInt(s.power::strength);
        if (want && !winning.isEmpty()) {
            if (s.lastToPlay()) {
                return winning.stream().min(byStrength).orElseThrow();
            }
            return winning.stream().filter(c -> s.beaters(c) == 0).min(byStrength)
                    .orElseGet(() -> winning.stream().max(byStrength).orElseThrow());
        }
        if (want) {
            return losing.isEmpty() ? Card.PASS : losing.stream().min(byStrength).orElseThrow();
        }
        if (!losing.isEmpty()) {
            return losing.stream().max(byStrength).orElseThrow();
        }
        if (cards.contains(Card.PASS)) {
            return Card.PASS;
        }
        // Every card wins for now: when last the trick is ours anyway, so shed the strongest.
        return s.lastToPlay() ? winning.stream().max(byStrength).orElseThrow()
                : winning.stream().min(byStrength).orElseThrow();
    }

    private static List<Card> numbers(List<Card> cards) {
        List<Card> numbers = new ArrayList<>(cards);
        numbers.remove(Card.PASS);
        return numbers;
    }
}
