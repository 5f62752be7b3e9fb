package io.lamancha.server.world;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Optional;

/**
 * Where a cluster keeps the seats that wait for players who dropped, beyond Redis: one per name,
 * with the node that held the room and, for a guest, a hash of the resume token (never the
 * token). Each method blocks: call it off the event loops.
 */
public interface SeatKeeper {

    /** A seat that waits for {@code name} in {@code room}, held by {@code node}. */
    record HeldSeat(String name, String room, String node, String tokenHash) {

        /** Whether {@code token} is the one this seat was held with (a registered name's: any). */
        public boolean takenBackWith(String token) {
            return tokenHash == null || token != null && MessageDigest.isEqual(
                    tokenHash.getBytes(StandardCharsets.US_ASCII), hash(token).getBytes(StandardCharsets.US_ASCII));
        }
    }

    /**
     * Notes that a seat waits for {@code name} in {@code room}, which {@code node} holds; a guest's
     * {@code token} is kept as a hash ({@code null} for a registered name). Replaces any earlier seat.
     */
    void hold(String name, String room, String node, String token);

    /** The seat in {@code room} no longer waits for {@code name} (one held elsewhere since stays). */
    void free(String name, String room);

    /** The seat that waits for {@code name}, whatever the case, if one does. */
    Optional<HeldSeat> seatOf(String name);

    /** SHA-256 of a resume token, in hex. */
    static String hash(String token) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256")
                    .digest(token.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java has SHA-256", e);
        }
    }
}
