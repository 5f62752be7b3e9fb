package io.lamancha.games.hidalgo;

import java.util.AbstractSet;
import java.util.Iterator;
import java.util.NoSuchElementException;

/** Seats as one bit each (seat s is bit s), read as an unmodifiable set in ascending order. */
final class SeatSet extends AbstractSet<Integer> {

    private final int bits;

    SeatSet(int bits) {
        this.bits = bits;
    }

    /** Whether {@code seat}'s bit is set in {@code bits}. */
    static boolean has(int bits, int seat) {
        return seat >= 0 && seat < Integer.SIZE && (bits >>> seat & 1) != 0;
    }

    @Override
    public boolean contains(Object o) {
        return o instanceof Integer && has(bits, (Integer) o);
    }

    @Override
    public int size() {
        return Integer.bitCount(bits);
    }

    @Override
    public Iterator<Integer> iterator() {
        return new Iterator<>() {
            private int left = bits;

            @Override
            public boolean hasNext() {
                return left != 0;
            }

            @Override
            public Integer next() {
                if (left == 0) {
                    throw new NoSuchElementException();
                }
                int seat = Integer.numberOfTrailingZeros(left);
                left &= left - 1;
                return seat;
            }
        };
    }
}
