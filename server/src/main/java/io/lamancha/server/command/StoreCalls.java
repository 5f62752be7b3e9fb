package io.lamancha.server.command;

import io.lamancha.protocol.ErrorCode;
import io.lamancha.server.world.Refusal;
import io.lamancha.server.world.Session;
import io.lamancha.server.store.Storage;
import java.util.function.Consumer;
import java.util.function.Supplier;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.Logger;

/** How a command reaches the store: off the strands, with the answer back on the session's owner. */
final class StoreCalls {

    private static final Logger LOG = LogManager.getLogger(StoreCalls.class);

    private StoreCalls() {
    }

    static Storage storage(Request req) {
        Storage st = req.storage();
        if (st == null) {
            throw Request.refuse(ErrorCode.FORBIDDEN, "This server keeps no accounts or games.");
        }
        return st;
    }

    /**
     * Runs a blocking store call on the store thread, then {@code then} on the session's owner
     * strand; a failure or a refusal (by either) ends the request with an error line.
     */
    static <T> void offStrand(Request req, Supplier<T> call, Consumer<T> then) {
        Storage st = req.storage();
        Session s = req.session();
        st.io().execute(() -> {
            T value;
            try {
                value = call.get();
            } catch (Refusal r) {
                s.runOnOwner(() -> req.fail(r.code(), r.getMessage()));
                return;
            } catch (RuntimeException e) {
                LOG.error("store call failed for {}", s, e);
                s.runOnOwner(() -> req.fail(ErrorCode.INTERNAL, "The server's store is not answering; try again."));
                return;
            }
            s.runOnOwner(() -> {
                try {
                    then.accept(value);
                } catch (Refusal r) {
                    req.fail(r.code(), r.getMessage());
                }
            });
        });
    }
}
