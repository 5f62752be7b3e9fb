package io.lamancha.server.metrics;

import io.lamancha.protocol.event.Stats;
import java.util.Map;

/**
 * Where the parts of the server report what they did, for the operator's metrics: a port, so that
 * rooms, tables, commands and the store name no metrics library. Every tag is from a closed set
 * (command names, error codes, game ids, reasons), never a player's or a room's name. Calls come
 * from any thread and must not block.
 */
public interface ServerMetrics {

    /** How a login attempt ended. */
    enum Login { OK, FAILED, THROTTLED }

    /** Reports nothing: for tests and for servers without a metrics listener. */
    ServerMetrics NONE = new ServerMetrics() {
    };

    /**
     * A command finished: its registered name, how long from its line being taken to its reply's
     * end, and its error code ({@code null} when it succeeded).
     */
    default void commandFinished(String command, long nanos, String errorCode) {
    }

    default void login(Login outcome) {
    }

    /** A move was made durable in a game of {@code game}. */
    default void moveRecorded(String game) {
    }

    default void gameFinished(String game) {
    }

    /** A connection ended, for {@code reason} (one of {@link ConnectionEnd}'s). */
    default void connectionEnded(String transport, String reason) {
    }

    /** Bytes handed to the socket of a connection of {@code transport}. */
    default void bytesWritten(String transport, long bytes) {
    }

    /** One group commit of the move journal: how many writes, and how long until they were durable. */
    default void groupCommit(int writes, long nanos) {
    }

    /**
     * One round of a room's fan-out: every connection of one event loop that follows the room took
     * its turn; {@code nanos} is the loop's time spent on it.
     */
    default void fanoutRound(long nanos) {
    }

    /** One Argon2id derivation (a hash or a check of a password). */
    default void passwordHashed(long nanos) {
    }

    /** This node took over a room of a node found dead (a cluster's node only). */
    default void roomTakenOver() {
    }

    /** The fence refused {@code writes}: their game is run by another node now (a cluster's node only). */
    default void fencedWrites(int writes) {
    }

    /** The figures {@code /stats} shows, now; zeros where nothing is counted. */
    default Stats stats() {
        return new Stats(0, Map.of(), Map.of(), 0, Map.of(), Map.of(), 0, 0, 0, 0, 0, 0, Map.of(), 0, 0, 0, 0, 0, 0);
    }
}
