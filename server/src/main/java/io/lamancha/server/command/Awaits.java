package io.lamancha.server.command;

import io.lamancha.protocol.ErrorCode;
import io.lamancha.server.world.Refusal;
import io.lamancha.server.world.Session;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CompletionStage;
import java.util.function.Consumer;

/**
 * A command that waits for the cluster (Redis, or another node) without holding a strand: the
 * request is deferred, and the answer comes back on the session's owner.
 */
final class Awaits {

    private Awaits() {
    }

    /**
     * Waits for {@code call}, then runs {@code then} on the session's owner; a refusal (from
     * {@code then}, or the failure of {@code call}) ends the request with its error line, and any
     * other failure with {@code silent}, which says what did not answer.
     */
    static <T> void then(Request req, CompletionStage<T> call, String silent, Consumer<T> then) {
        Session s = req.session();
        req.defer();
        call.whenComplete((value, failure) -> s.runOnOwner(() -> {
            Throwable cause = failure instanceof CompletionException && failure.getCause() != null
                    ? failure.getCause() : failure;
            if (cause instanceof Refusal r) {
                req.fail(r.code(), r.getMessage());
                return;
            }
            if (cause != null) {
                req.fail(ErrorCode.INTERNAL, silent);
                return;
            }
            try {
                then.accept(value);
            } catch (Refusal r) {
                req.fail(r.code(), r.getMessage());
            }
        }));
    }
}
