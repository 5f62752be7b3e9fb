package io.lamancha.server.testing;

import io.lamancha.protocol.TextLayout;
import java.util.ArrayList;
import java.util.List;

/**
 * Lines as a person reads them in text mode: each wrapped to 80 columns the way the server wraps
 * them, so a test can state a sentence whole and still assert exactly what arrives.
 */
public final class Fitted {

    private Fitted() {
    }

    /** {@code lines}, each wrapped as the server sends it. */
    public static List<String> lines(String... lines) {
        return tagged(null, lines);
    }

    /** {@code lines} as the reply to a command tagged {@code tag}: every wrapped line carries it. */
    public static List<String> tagged(String tag, String... lines) {
        List<String> out = new ArrayList<>();
        for (String line : lines) {
            for (String fitted : TextLayout.wrap(line)) {
                out.add(tag == null ? fitted : "#" + tag + " " + fitted);
            }
        }
        return out;
    }
}
