package io.lamancha.server.net;

import java.time.Duration;
import java.util.Objects;

/**
 * Every per-connection limit of the transport layer, in one validated value.
 *
 * <p>Contract: all sizes are positive; {@code floodRatePerSecond == 0} turns flood control off;
 * {@code idleTimeout == 0} turns idle handling off; {@code lineTimeout == 0} lets a line take as
 * long as it likes; {@code maxConnectionsPerAddress == 0} means no per-address limit. The idle warning comes {@code idleWarning} before the timeout and must be
 * shorter than it ({@code idleWarning == 0} means no warning).
 *
 * @param maxLineBytes longest accepted line, in bytes, without the line end
 * @param floodBurst lines a quiet connection may send at once
 * @param floodRatePerSecond lines per second sustained after the burst; 0 = unlimited
 * @param floodMaxQueued lines waiting beyond which the connection is flooding
 * @param outputCapBytes output not yet sent beyond which a slow reader is cut off: what the server
 *     holds for the connection and what its kernel's send buffer may hold (twice
 *     {@code socketSendBufferBytes} on Linux) together
 * @param writeBufferLowWater channel becomes writable again below this many pending bytes
 * @param writeBufferHighWater channel becomes unwritable above this many pending bytes
 * @param slowReaderGrace how long a channel may stay unwritable before it is closed
 * @param idleTimeout how long a connection that finishes no line is kept; zero = forever
 * @param idleWarning how long before the idle timeout the warning comes; zero = none
 * @param maxConnectionsPerAddress open connections allowed per remote address; 0 = unlimited
 * @param lineTimeout how long a line (or telnet command) may take from its first byte to its end
 *     before the connection is closed; zero = no limit
 * @param socketSendBufferBytes the kernel's send buffer of each connection ({@code SO_SNDBUF}),
 *     fixed so that it cannot grow to megabytes the server does not see; 0 = the kernel's own
 *     sizing, which then does not count toward the cap
 */
public record Limits(
        int maxLineBytes,
        int floodBurst,
        double floodRatePerSecond,
        int floodMaxQueued,
        long outputCapBytes,
        int writeBufferLowWater,
        int writeBufferHighWater,
        Duration slowReaderGrace,
        Duration idleTimeout,
        Duration idleWarning,
        int maxConnectionsPerAddress,
        Duration lineTimeout,
        int socketSendBufferBytes) {

    /** The largest line limit accepted: lines are held in memory whole. */
    public static final int MAX_LINE_BYTES_CEILING = 1 << 20;
    /** Long enough for anyone typing a line in a client that sends each key as it is typed. */
    public static final Duration DEFAULT_LINE_TIMEOUT = Duration.ofSeconds(60);

    public Limits {
        Objects.requireNonNull(slowReaderGrace, "slowReaderGrace");
        Objects.requireNonNull(idleTimeout, "idleTimeout");
        Objects.requireNonNull(idleWarning, "idleWarning");
        Objects.requireNonNull(lineTimeout, "lineTimeout");
        require(maxLineBytes > 0 && maxLineBytes <= MAX_LINE_BYTES_CEILING,
                "maxLineBytes must be in 1.." + MAX_LINE_BYTES_CEILING + ": " + maxLineBytes);
        require(floodBurst > 0, "floodBurst must be positive: " + floodBurst);
        require(floodRatePerSecond >= 0 && Double.isFinite(floodRatePerSecond),
                "floodRatePerSecond must be finite and >= 0: " + floodRatePerSecond);
        require(floodMaxQueued > 0, "floodMaxQueued must be positive: " + floodMaxQueued);
        require(outputCapBytes > 0, "outputCapBytes must be positive: " + outputCapBytes);
        require(writeBufferLowWater > 0 && writeBufferLowWater <= writeBufferHighWater,
                "need 0 < writeBufferLowWater <= writeBufferHighWater");
        require(writeBufferHighWater <= outputCapBytes,
                "writeBufferHighWater must not exceed outputCapBytes");
        require(!slowReaderGrace.isNegative() && !slowReaderGrace.isZero(), "slowReaderGrace must be positive");
        require(!idleTimeout.isNegative(), "idleTimeout must not be negative");
        require(!idleWarning.isNegative(), "idleWarning must not be negative");
        require(idleTimeout.isZero() || idleWarning.compareTo(idleTimeout) < 0,
                "idleWarning must be shorter than idleTimeout");
        require(maxConnectionsPerAddress >= 0, "maxConnectionsPerAddress must be >= 0");
        require(!lineTimeout.isNegative(), "lineTimeout must not be negative");
        require(socketSendBufferBytes >= 0 && 2L * socketSendBufferBytes < outputCapBytes,
                "socketSendBufferBytes must be >= 0 and less than half of outputCapBytes");
    }

    /**
     * The same limits, with the {@link #DEFAULT_LINE_TIMEOUT} and the send buffer
     * {@link #sendBufferFor the cap} calls for.
     */
    public Limits(int maxLineBytes, int floodBurst, double floodRatePerSecond, int floodMaxQueued,
            long outputCapBytes, int writeBufferLowWater, int writeBufferHighWater, Duration slowReaderGrace,
            Duration idleTimeout, Duration idleWarning, int maxConnectionsPerAddress) {
        this(maxLineBytes, floodBurst, floodRatePerSecond, floodMaxQueued, outputCapBytes, writeBufferLowWater,
                writeBufferHighWater, slowReaderGrace, idleTimeout, idleWarning, maxConnectionsPerAddress,
                DEFAULT_LINE_TIMEOUT, sendBufferFor(outputCapBytes));
    }

    /**
     * The kernel send buffer for an output cap: an eighth of it, at most 32 KiB. Linux doubles it,
     * so the kernel holds at most a quarter of the cap and the server keeps the rest for itself.
     */
    public static int sendBufferFor(long outputCapBytes) {
        return (int) Math.min(32 * 1024, outputCapBytes / 8);
    }

    /** What the server's own buffers may hold for a connection: the cap less the kernel's share. */
    public long ownOutputCapBytes() {
        return outputCapBytes - 2L * socketSendBufferBytes;
    }

    /** The production defaults (see the parameter descriptions). */
    public static Limits defaults() {
        return new Limits(1024, 10, 5.0, 20, 1L << 20, 32 * 1024, 64 * 1024,
                Duration.ofSeconds(30), Duration.ofMinutes(30), Duration.ofMinutes(5), 32, DEFAULT_LINE_TIMEOUT,
                sendBufferFor(1L << 20));
    }

    /** For benchmarks and load tests: no flood control, no idle or line timeout, no per-address limit, big caps. */
    public static Limits unlimited() {
        return new Limits(64 * 1024, 1_000_000, 0.0, 1_000_000, 256L << 20, 256 * 1024, 1024 * 1024,
                Duration.ofMinutes(10), Duration.ZERO, Duration.ZERO, 0, Duration.ZERO, 0);
    }

    /** These limits with {@code timeout} for a line to end. */
    public Limits withLineTimeout(Duration timeout) {
        return new Limits(maxLineBytes, floodBurst, floodRatePerSecond, floodMaxQueued, outputCapBytes,
                writeBufferLowWater, writeBufferHighWater, slowReaderGrace, idleTimeout, idleWarning,
                maxConnectionsPerAddress, timeout, socketSendBufferBytes);
    }

    /** Whether flood control is on. */
    public boolean floodControlled() {
        return floodRatePerSecond > 0;
    }

    /** Whether idle connections are closed. */
    public boolean idleControlled() {
        return !idleTimeout.isZero();
    }

    private static void require(boolean condition, String message) {
        if (!condition) {
            throw new IllegalArgumentException(message);
        }
    }
}
