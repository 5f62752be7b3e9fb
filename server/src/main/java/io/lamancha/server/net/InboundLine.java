package io.lamancha.server.net;

/**
 * What the transport hands the session for each line a client sends: the decoded text, or a marker
 * that a line was too long and was dropped whole (never truncated, never executed).
 */
public sealed interface InboundLine {

    /**
     * One complete line, line end and one trailing CR removed, telnet commands removed, UTF-8
     * decoded with invalid bytes as U+FFFD. Not yet sanitised: run {@link TextSanitizer} before
     * showing it to anyone else.
     */
    record Text(String line) implements InboundLine {
        public Text {
            java.util.Objects.requireNonNull(line, "line");
        }
    }

    /** A line longer than {@code limit} bytes was received and dropped. */
    record TooLong(int limit) implements InboundLine {
    }
}
