package io.lamancha.protocol.event;

import java.util.List;

/** How a line names some of a count of people: {@code ann, bo and 3 more}. */
final class SomeNames {

    private SomeNames() {
    }

    /** {@code names} joined by {@code separator}, then how many ({@code more}) they leave out, if any. */
    static String of(List<String> names, int more, String separator) {
        String listed = String.join(separator, names);
        return more > 0 ? listed + " and " + more + " more" : listed;
    }
}
