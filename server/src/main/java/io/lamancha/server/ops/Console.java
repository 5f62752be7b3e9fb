package io.lamancha.server.ops;

import java.io.PrintWriter;

/** What the command line tells an operator: sentences wrapped to the 80 columns of a terminal. */
public final class Console {
    public static final int WIDTH = 80;

    private Console() {
    }

    /** Prints {@code text} broken at spaces: no line is longer than {@link #WIDTH} but a longer word. */
    public static void say(PrintWriter out, String text) {
        out.println(wrap(text));
        out.flush();
    }

    /**
     * Tells a failure: its sentence, and with {@code -v} the stack trace of its cause, which is
     * otherwise left out (an operator needs the sentence, a developer the trace).
     */
    public static void fail(PrintWriter err, boolean verbose, StartFailure failure) {
        say(err, failure.getMessage());
        if (verbose && failure.getCause() != null) {
            failure.getCause().printStackTrace(err);
            err.flush();
        }
    }

    /**
     * Tells where TLS listens and the certificate's fingerprint, so that the operator can give it
     * to users who check what {@code openssl s_client} shows. The fingerprint is split in two
     * halves of 16 bytes to fit the terminal.
     */
    public static void tlsListening(PrintWriter out, String bind, int port, String fingerprint) {
        out.println("TLS on " + bind + ":" + port + " (try: openssl s_client -quiet -connect " + bind + ":" + port + ")");
        out.println("TLS certificate SHA-256 fingerprint:");
        int half = fingerprint.length() / 2 + 1;
        out.println("  " + fingerprint.substring(0, half));
        out.println("  " + fingerprint.substring(half));
        out.flush();
    }

    public static String wrap(String text) {
        StringBuilder out = new StringBuilder();
        int lineStart = 0;
        for (String word : text.trim().split(" +")) {
            int lineLength = out.length() - lineStart;
            if (lineLength > 0 && lineLength + 1 + word.length() > WIDTH) {
                out.append('\n');
                lineStart = out.length();
            } else if (lineLength > 0) {
                out.append(' ');
            }
            out.append(word);
        }
        return out.toString();
    }
}
