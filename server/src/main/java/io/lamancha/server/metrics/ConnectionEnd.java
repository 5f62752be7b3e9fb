package io.lamancha.server.metrics;

/** Why connections end, as the {@code reason} tag of the disconnect count. */
public final class ConnectionEnd {

    /** The client closed the connection (or it broke). */
    public static final String CLIENT = "client";
    /** The server closed it after a last line: {@code /quit}, a kick, a login refused for good. */
    public static final String SERVER = "server";
    public static final String IDLE = "idle";
    public static final String LINE_TIMEOUT = "line-timeout";
    public static final String FLOOD = "flood";
    /** Its unsent output passed the cap: a slow reader, cut off. */
    public static final String SLOW_READER = "slow-reader";
    public static final String STOPPING = "stopping";

    private ConnectionEnd() {
    }
}
