package io.lamancha.server.persist;

import io.lamancha.server.store.AccountStore;
import io.lamancha.server.store.Database;
import io.lamancha.server.store.GameStore;
import io.lamancha.server.store.StoredSeat;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Clock;
import java.time.Instant;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A data dir as a server leaves it after some use, and the ways the tests damage its embedded
 * database file.
 */
final class UsedStore {

    static final int FINISHED_GAMES = 11;
    static final String ACCOUNT = "Alice";
    private static final int BLOCK = 4096;
    private static final Pattern NEWEST_BLOCK = Pattern.compile("block:([0-9a-f]+)");

    private UsedStore() {
    }

    /** Eleven finished games and one registered account, written and closed as a server does. */
    static Path build(Path data) {
        try (Database database = Database.open(null, data);
                GameStore games = new GameStore(database, Clock.systemUTC())) {
            new AccountStore(database, Clock.systemUTC()).create(ACCOUNT, "not-a-real-hash");
            for (int g = 0; g < FINISHED_GAMES; g++) {
                long id = games.create("room-" + g, "quixote-tricks", Map.of(), g,
                        List.of(StoredSeat.human("alice"), StoredSeat.bot("~Sancho", "smart")));
                for (int seq = 1; seq <= 20; seq++) {
                    games.append(id, seq, seq % 2, "move" + seq).join();
                }
                games.finish(id, List.of(3, 1), List.of(0), Instant.now()).join();
            }
        }
        return file(data);
    }

    static Path file(Path data) {
        return data.resolve("lamancha.mv.db");
    }

    /** What the hostile test did: every 97th byte after offset 4096 flipped. */
    static void flipEvery97thByte(Path file) throws IOException {
        byte[] bytes = Files.readAllBytes(file);
        for (int i = BLOCK; i < bytes.length; i += 97) {
            bytes[i] ^= (byte) 0xFF;
        }
        Files.write(file, bytes);
    }

    /**
     * Damages only the newest part of the file (the chunk its header names), which H2 answers by
     * opening the older state before it.
     */
    static void damageNewestChunk(Path file) throws IOException {
        byte[] bytes = Files.readAllBytes(file);
        Matcher m = NEWEST_BLOCK.matcher(new String(bytes, 0, BLOCK, StandardCharsets.ISO_8859_1));
        if (!m.find()) {
            throw new AssertionError("no newest block in the header of " + file);
        }
        bytes[Integer.parseInt(m.group(1), 16) * BLOCK + 10] ^= (byte) 0xFF;
        Files.write(file, bytes);
    }

    static String sha256(Path file) throws IOException {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(file)));
        } catch (NoSuchAlgorithmException e) {
            throw new AssertionError(e);
        }
    }
}
