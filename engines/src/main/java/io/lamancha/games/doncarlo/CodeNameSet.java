package io.lamancha.games.doncarlo;

import java.util.AbstractList;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.RandomAccess;
import java.util.function.Predicate;

/**
 * A set of the code names a country can ever take (one to five numbers, a sum some country card
 * carries), kept as bits in {@link CodeName} order: read out lowest bit first, the members come in
 * the order moves are listed in. An immutable list of its members, in that order.
 *
 * <p>Listing a seat's code names after every move of a playout is then a few ANDs of words (what
 * the hand can make, what the board still takes, how many cards a code name may have) rather than a
 * look at every code name the hand can make.
 */
final class CodeNameSet extends AbstractList<CodeName> implements RandomAccess {

    /** The most numbers in a code name that any variant sends (the cooperative variant's five). */
    static final int MOST_CARDS = 5;
    /** Every code name with a bit, in order: its bit is its index here. */
    private static final CodeName[] BY_BIT = inOrder();
    private static final int WORDS = (BY_BIT.length + Long.SIZE - 1) / Long.SIZE;
    /** The bit of each code name of up to five numbers at its {@link CodeName#smallIndex}, -1 for none. */
    private static final int[] BIT_BY_SMALL_INDEX = bitsBySmallIndex();
    /**
     * At {@code [n][k]}: the code names with at most {@code k} cards numbered {@code n} (k up to
     * {@value #MOST_CARDS}, which is every code name). What a hand can make is where these agree
     * for each of its numbers.
     */
    private static final CodeNameSet[][] AT_MOST_OF_NUMBER = atMostOfNumber();
    /** At {@code [k]}: the code names of at most {@code k} numbers. */
    private static final CodeNameSet[] AT_MOST_CARDS = atMostCards();
    /** At a country's ordinal: the code names whose sum it takes. */
    private static final CodeNameSet[] TAKEN_BY = takenBy();

    private final long[] words;
    private final int size;

    private CodeNameSet(long[] words) {
        this(words, bitsIn(words));
    }

    private CodeNameSet(long[] words, int size) {
        this.words = words;
        this.size = size;
    }

    private static int bitsIn(long[] words) {
        int count = 0;
        for (long w : words) {
            count += Long.bitCount(w);
        }
        return count;
    }

    /** No code name. */
    static CodeNameSet none() {
        return new CodeNameSet(new long[WORDS]);
    }

    /** The code names whose sum {@code country} takes. */
    static CodeNameSet takenBy(Country country) {
        return TAKEN_BY[country.ordinal()];
    }

    /** The code names whose sum one of {@code countries} takes. */
    static CodeNameSet takenByAny(List<Country> countries) {
        long[] taken = new long[WORDS];
        for (Country c : countries) {
            long[] more = TAKEN_BY[c.ordinal()].words;
            for (int i = 0; i < WORDS; i++) {
                taken[i] |= more[i];
            }
        }
        return new CodeNameSet(taken);
    }

    /**
     * The code names of {@code allowed} of at most {@code maxCards} numbers that a hand with these
     * counts per number can make, whatever its size.
     */
    static CodeNameSet madeFrom(int[] counts, int maxCards, CodeNameSet allowed) {
        long[] most = AT_MOST_CARDS[Math.min(maxCards, MOST_CARDS)].words;
        long[] zero = AT_MOST_OF_NUMBER[0][Math.min(counts[0], MOST_CARDS)].words;
        long[] one = AT_MOST_OF_NUMBER[1][Math.min(counts[1], MOST_CARDS)].words;
        long[] two = AT_MOST_OF_NUMBER[2][Math.min(counts[2], MOST_CARDS)].words;
        long[] three = AT_MOST_OF_NUMBER[3][Math.min(counts[3], MOST_CARDS)].words;
        long[] four = AT_MOST_OF_NUMBER[4][Math.min(counts[4], MOST_CARDS)].words;
        long[] five = AT_MOST_OF_NUMBER[5][Math.min(counts[5], MOST_CARDS)].words;
        long[] six = AT_MOST_OF_NUMBER[6][Math.min(counts[6], MOST_CARDS)].words;
        long[] made = new long[WORDS];
        // word by word, every limit at once: one pass, nothing stored twice
        for (int i = 0; i < WORDS; i++) {
            made[i] = allowed.words[i] & most[i] & zero[i] & one[i] & two[i] & three[i] & four[i] & five[i]
                    & six[i];
        }
        return new CodeNameSet(made);
    }

    private static void and(long[] into, CodeNameSet other) {
        for (int i = 0; i < into.length; i++) {
            into[i] &= other.words[i];
        }
    }

    /** The members of this set that are also the other's. */
    CodeNameSet and(CodeNameSet other) {
        long[] common = words.clone();
        and(common, other);
        return new CodeNameSet(common);
    }

    /** This set and the other's members. */
    CodeNameSet with(CodeNameSet other) {
        long[] both = words.clone();
        for (int i = 0; i < both.length; i++) {
            both[i] |= other.words[i];
        }
        return new CodeNameSet(both);
    }

    /** This set without {@code code}; this set itself when the code name has no bit. */
    CodeNameSet without(CodeName code) {
        int bit = bitOf(code);
        if (bit < 0 || !contains(bit)) {
            return this;
        }
        long[] fewer = words.clone();
        fewer[bit / Long.SIZE] &= ~(1L << bit);
        return new CodeNameSet(fewer, size - 1);
    }

    /** Whether {@code code} has a bit at all: one to five numbers, a sum some country takes. */
    static boolean covers(CodeName code) {
        return bitOf(code) >= 0;
    }

    private static int bitOf(CodeName code) {
        int index = code.smallIndex();
        return index < 0 ? -1 : BIT_BY_SMALL_INDEX[index];
    }

    @Override
    public boolean contains(Object o) {
        if (!(o instanceof CodeName)) {
            return false;
        }
        int bit = bitOf((CodeName) o);
        return bit >= 0 && contains(bit);
    }

    private boolean contains(int bit) {
        return (words[bit / Long.SIZE] & 1L << bit) != 0;
    }

    @Override
    public int size() {
        return size;
    }

    @Override
    public boolean isEmpty() {
        return size == 0;
    }

    /** The member at {@code index} in {@link CodeName} order. */
    @Override
    public CodeName get(int index) {
        if (index < 0 || index >= size) {
            throw new IndexOutOfBoundsException("no code name " + index + " of " + size);
        }
        int left = index;
        int word = 0;
        while (Long.bitCount(words[word]) <= left) {
            left -= Long.bitCount(words[word]);
            word++;
        }
        long w = words[word];
        for (int k = 0; k < left; k++) {
            w &= w - 1;
        }
        return BY_BIT[word * Long.SIZE + Long.numberOfTrailingZeros(w)];
    }

    private static CodeName[] inOrder() {
        int lowest = Integer.MAX_VALUE;
        int highest = Integer.MIN_VALUE;
        for (Country c : Country.values()) {
            lowest = Math.min(lowest, c.lowestSum());
            highest = Math.max(highest, c.highestSum());
        }
        List<CodeName> taken = new ArrayList<>();
        for (CodeName code : CodeName.upToFive()) {
            if (code.sum() >= lowest && code.sum() <= highest) {
                taken.add(code);
            }
        }
        taken.sort(null);
        return taken.toArray(new CodeName[0]);
    }

    private static int[] bitsBySmallIndex() {
        int[] bits = new int[1 << 15];
        Arrays.fill(bits, -1);
        for (int bit = 0; bit < BY_BIT.length; bit++) {
            bits[BY_BIT[bit].smallIndex()] = bit;
        }
        return bits;
    }

    /** The code names that {@code member} accepts. */
    private static CodeNameSet where(Predicate<CodeName> member) {
        long[] words = new long[WORDS];
        for (int bit = 0; bit < BY_BIT.length; bit++) {
            if (member.test(BY_BIT[bit])) {
                words[bit / Long.SIZE] |= 1L << bit;
            }
        }
        return new CodeNameSet(words);
    }

    private static CodeNameSet[][] atMostOfNumber() {
        CodeNameSet[][] sets = new CodeNameSet[Cards.HIGHEST + 1][MOST_CARDS + 1];
        for (int n = Cards.LOWEST; n <= Cards.HIGHEST; n++) {
            for (int k = 0; k <= MOST_CARDS; k++) {
                int number = n;
                int most = k;
                sets[n][k] = where(code -> code.numbers().stream().filter(x -> x == number).count() <= most);
            }
        }
        return sets;
    }

    private static CodeNameSet[] atMostCards() {
        CodeNameSet[] sets = new CodeNameSet[MOST_CARDS + 1];
        for (int k = 0; k <= MOST_CARDS; k++) {
            int most = k;
            sets[k] = where(code -> code.size() <= most);
        }
        return sets;
    }

    private static CodeNameSet[] takenBy() {
        CodeNameSet[] sets = new CodeNameSet[Country.values().length];
        for (Country c : Country.values()) {
            sets[c.ordinal()] = where(code -> c.takes(code.sum()));
        }
        return sets;
    }
}
