package io.lamancha.server.command;

import io.lamancha.server.store.Storage;
import io.lamancha.server.table.TurnServices;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.Logger;

/**
 * Notes from the server to registered players who are not online (a turn-based game waits for
 * their move, or ended): left as messages, as {@code /message} leaves them, from the game's room,
 * within the same cap, and read with {@code /messages}.
 */
public final class OfflineNotes implements TurnServices.Letters {

    private static final Logger LOG = LogManager.getLogger(OfflineNotes.class);

    private final Storage storage;

    public OfflineNotes(Storage storage) {
        this.storage = storage;
    }

    @Override
    public void leave(String to, String from, String text) {
        storage.io().execute(() -> {
            try {
                if (storage.accounts().find(to).isPresent()) {
                    storage.community().leaveMessage(from, to, text, MessageCommands.CAP);
                }
            } catch (RuntimeException e) {
                if (!storage.games().unavailable(e)) {
                    LOG.warn("could not leave a note for a player: {}", e.toString());
                }
            }
        });
    }
}
