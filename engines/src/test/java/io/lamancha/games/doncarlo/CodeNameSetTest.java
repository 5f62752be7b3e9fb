package io.lamancha.games.doncarlo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Code names kept as bits: what a hand makes, in listing order, and how the board's set shrinks. */
class CodeNameSetTest {

    private static final List<CodeName> EVERY_CODE_NAME = everyCodeNameInOrder();

    @Test
    void aHandMakesExactlyTheCodeNamesItHoldsTheCardsForInListingOrder() {
        CodeNameSet all = everyCountry();
        for (List<Integer> hand : hands(7)) {
            int[] counts = Cards.counts(hand);
            for (int maxCards = 1; maxCards <= CodeNameSet.MOST_CARDS; maxCards++) {
                List<CodeName> expected = new ArrayList<>();
                for (CodeName code : EVERY_CODE_NAME) {
                    if (code.size() <= maxCards && Cards.holds(counts, code.numbers())) {
                        expected.add(code);
                    }
                }
                assertThat(CodeNameSet.madeFrom(counts, maxCards, all)).as(hand + " up to " + maxCards)
                        .containsExactlyElementsOf(expected);
            }
        }
    }

    @Test
    void aHandLaidOpenWithManyCardsOfANumberStillMakesEveryCodeNameOfThem() {
        int[] counts = {25, 0, 0, 6, 0, 0, 0};
        assertThat(CodeNameSet.madeFrom(counts, 5, everyCountry()))
                .extracting(CodeName::notation)
                .as("by sum, then by size").containsExactly("3", "0/3", "0/0/3", "0/0/0/3", "0/0/0/0/3",
                        "3/3", "0/3/3", "0/0/3/3", "0/0/0/3/3", "3/3/3", "0/3/3/3", "0/0/3/3/3",
                        "3/3/3/3", "0/3/3/3/3");
    }

    @Test
    void onlyTheCodeNamesAllowedAreMade() {
        int[] counts = Cards.counts(List.of(1, 2, 3, 6));
        assertThat(CodeNameSet.madeFrom(counts, 4, CodeNameSet.takenBy(Country.ABSURDISTAN)))
                .extracting(CodeName::notation).containsExactly("6", "1/2/3");
    }

    @Test
    void aCodeNameSentToACountryIsNoLongerSendableThere() {
        Board board = new Board(Country.forSeats(2));
        CodeName code = CodeName.of(1, 2, 3);
        assertThat(board.sendable()).contains(code).hasSize(countOf(Country.forSeats(2)));
        assertThat(board.holds(Country.ABSURDISTAN, code)).isFalse();
        board.send(Country.ABSURDISTAN, new Agent(0, code));
        assertThat(board.sendable()).doesNotContain(code).hasSize(countOf(Country.forSeats(2)) - 1);
        assertThat(board.holds(Country.ABSURDISTAN, code)).isTrue();
        assertThat(board.holds(Country.ABSURDISTAN, CodeName.of(6))).isFalse();
    }

    @Test
    void codeNamesNoCountryCanTakeAreInNoSet() {
        assertThat(everyCountry()).doesNotContain(CodeName.of(0), CodeName.of(6, 6, 1))
                .doesNotContain(CodeName.of(1, 1, 1, 1, 1, 1));
        assertThat(CodeNameSet.covers(CodeName.of(0, 0))).isFalse();
        assertThat(CodeNameSet.covers(CodeName.of(6, 6))).isTrue();
    }

    @Test
    void readingPastTheLastMemberFails() {
        CodeNameSet some = CodeNameSet.takenBy(Country.PROTZLAND);
        assertThat(some.get(some.size() - 1).sum()).isEqualTo(7);
        assertThatThrownBy(() -> some.get(some.size())).isInstanceOf(IndexOutOfBoundsException.class);
        assertThatThrownBy(() -> CodeNameSet.none().get(0)).isInstanceOf(IndexOutOfBoundsException.class);
    }

    @Test
    void theCooperativeVariantAllowsWhatItsRefusalHasNothingAgainst() {
        List<Country> row = List.of(Country.ABSURDISTAN, Country.EGOISTRIA, Country.PROTZLAND,
                Country.SQUADRONIA, Country.CHAOTANIA, Country.ABSTRUSIA);
        Board board = new Board(row);
        // Egoistria one agent short of its three, not yet due; Protzland and Absurdistan part way
        board.send(Country.EGOISTRIA, new Agent(0, CodeName.of(1)));
        board.send(Country.EGOISTRIA, new Agent(1, CodeName.of(0, 1)));
        board.send(Country.PROTZLAND, new Agent(0, CodeName.of(7 - 6, 6)));
        board.send(Country.ABSURDISTAN, new Agent(1, CodeName.of(6)));
        for (int task = 0; task < row.size(); task++) {
            List<CodeName> expected = new ArrayList<>();
            for (CodeName code : EVERY_CODE_NAME) {
                if (CoopRules.refusal(board, task, code) == null) {
                    expected.add(code);
                }
            }
            assertThat(CoopRules.allowed(board, task)).as("task " + task).containsExactlyElementsOf(expected);
        }
        assertThat(CoopRules.allowed(board, 0)).as("the last agent of Egoistria is not due")
                .doesNotContain(CodeName.of(2)).contains(CodeName.of(0, 6));
        assertThat(CoopRules.allowed(board, 1)).contains(CodeName.of(2)).doesNotContain(CodeName.of(0, 6));
    }

    private static CodeNameSet everyCountry() {
        CodeNameSet all = CodeNameSet.none();
        for (Country c : Country.values()) {
            all = all.with(CodeNameSet.takenBy(c));
        }
        return all;
    }

    private static int countOf(List<Country> countries) {
        int n = 0;
        for (CodeName code : EVERY_CODE_NAME) {
            n += countries.stream().anyMatch(c -> c.takes(code.sum())) ? 1 : 0;
        }
        return n;
    }

    /** Every code name of one to five numbers with a sum from 1 to 12, in listing order. */
    private static List<CodeName> everyCodeNameInOrder() {
        List<CodeName> all = new ArrayList<>();
        for (List<Integer> numbers : hands(5)) {
            int sum = numbers.stream().mapToInt(Integer::intValue).sum();
            if (sum >= 1 && sum <= 12) {
                all.add(CodeName.of(numbers));
            }
        }
        all.sort(null);
        return all;
    }

    /** Every multiset of one to {@code most} card numbers, each ascending. */
    private static List<List<Integer>> hands(int most) {
        List<List<Integer>> hands = new ArrayList<>();
        extend(new ArrayList<>(), Cards.LOWEST, most, hands);
        return hands;
    }

    private static void extend(List<Integer> hand, int from, int most, List<List<Integer>> hands) {
        if (!hand.isEmpty()) {
            hands.add(List.copyOf(hand));
        }
        if (hand.size() == most) {
            return;
        }
        for (int n = from; n <= Cards.HIGHEST; n++) {
            hand.add(n);
            extend(hand, n, most, hands);
            hand.remove(hand.size() - 1);
        }
    }
}
