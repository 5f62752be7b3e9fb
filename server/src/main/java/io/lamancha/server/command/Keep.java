package io.lamancha.server.command;

import io.lamancha.server.store.CommunityStore;
import io.lamancha.server.store.Storage;
import io.lamancha.server.world.Session;
import java.util.function.Consumer;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.Logger;

/**
 * Keeps what a registered user changed of their community in the store, in the background: a guest's
 * lists last for the connection only. A failure is logged; the change holds until the next login.
 */
final class Keep {

    private static final Logger LOG = LogManager.getLogger(Keep.class);

    private Keep() {
    }

    /** Adds {@code item} to or removes it from one of the session's kept lists, if it is registered. */
    static void list(Request req, CommunityStore.UserList list, String item, boolean add) {
        Session s = req.session();
        if (s.registered()) {
            inBackground(req.storage(), c -> c.change(s.name(), list, item, add), "keep a list change");
        }
    }

    /** Runs {@code work} on the store thread when the server keeps anything. */
    static void inBackground(Storage storage, Consumer<CommunityStore> work, String what) {
        if (storage == null) {
            return;
        }
        storage.io().execute(() -> {
            try {
                work.accept(storage.community());
            } catch (RuntimeException e) {
                LOG.warn("could not {}: {}", what, e.toString());
            }
        });
    }
}
