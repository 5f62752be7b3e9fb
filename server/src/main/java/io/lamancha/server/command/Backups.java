package io.lamancha.server.command;

import io.lamancha.protocol.ErrorCode;
import io.lamancha.server.world.Refusal;
import java.nio.file.Path;
import java.util.List;

/** Where an admin's {@code /backup} is made: a copy of the store taken while the server plays on. */
public interface Backups {

    /** A server that keeps no store has nothing to back up. */
    Backups NONE = () -> {
        throw new Refusal(ErrorCode.FORBIDDEN, "This server keeps no store to back up.");
    };

    /**
     * A copy made and checked.
     *
     * @param dir the new data directory that holds the copy
     * @param bytes the size of the copy's database file
     * @param problems what the check of the copy found wrong; empty for a sound copy
     */
    record Backup(Path dir, long bytes, List<String> problems) {
        public Backup {
            problems = List.copyOf(problems);
        }
    }

    /**
     * Copies the store into a new directory and checks the copy. Blocks: runs on the store thread.
     *
     * @throws Refusal with a sentence that says why there is no copy and what to do instead
     */
    Backup take();
}
