package io.lamancha.clients.bot;

/** Exit codes shared by the client CLIs; documented in their {@code --help}. */
public final class ExitCodes {

    /** Everything asked for was done. */
    public static final int OK = 0;
    /** The run failed: refused by the server, silence, lost data, or a missed target. */
    public static final int FAILED = 1;
    /** Bad command-line arguments (picocli's own code for usage errors). */
    public static final int USAGE = 2;
    /** No server answered at the address given. */
    public static final int NO_SERVER = 3;

    private ExitCodes() {
    }
}
