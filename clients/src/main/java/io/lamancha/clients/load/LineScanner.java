package io.lamancha.clients.load;

/**
 * Finds the timed chat tail {@code ~ <sender> <seq> <nanoTime>} at the end of a line without making
 * strings, so the reader keeps up with hundreds of thousands of lines a second.
 */
final class LineScanner {

    private LineScanner() {
    }

    /** The send time in the line's tail, or -1 when the line is not a timed chat line. */
    static long sentNanos(byte[] a, int from, int to) {
        int end = to;
        if (end > from && a[end - 1] == '\r') {
            end--;
        }
        int i = end - 1;
        long nanos = 0;
        long scale = 1;
        int digits = 0;
        while (i >= from && a[i] >= '0' && a[i] <= '9') {
            nanos += (a[i] - '0') * scale;
            scale *= 10;
            digits++;
            i--;
        }
        if (digits == 0 || digits > 18) {
            return -1;
        }
        for (int field = 0; field < 2; field++) {
            if (i < from || a[i] != ' ') {
                return -1;
            }
            i--;
            int start = i;
            while (i >= from && a[i] >= '0' && a[i] <= '9') {
                i--;
            }
            if (i == start) {
                return -1;
            }
        }
        return i - 1 >= from && a[i] == ' ' && a[i - 1] == '~' ? nanos : -1;
    }
}
