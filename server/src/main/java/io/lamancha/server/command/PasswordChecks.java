package io.lamancha.server.command;

import static io.lamancha.server.command.StoreCalls.offStrand;

import io.lamancha.protocol.ClientLine;
import io.lamancha.protocol.ErrorCode;
import io.lamancha.server.account.LoginThrottle;
import io.lamancha.server.metrics.ServerMetrics;
import io.lamancha.server.store.Account;
import io.lamancha.server.store.Storage;
import io.lamancha.server.world.Session;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.CompletionException;
import java.util.concurrent.RejectedExecutionException;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.Logger;

/**
 * A registered name's password at login ({@link LoginCommands}): checked off the strands by the
 * store's hasher, one check at a time per name and address, failures counted by the login
 * throttle. The password is never logged, echoed or kept.
 */
final class PasswordChecks {

    private static final Logger LOG = LogManager.getLogger(LoginCommands.class); // the login's log

    private PasswordChecks() {
    }

    /** The line after {@code /login name} for a registered name: the password. */
    static void passwordLine(Session s, String password, Context context) {
        String name = s.pendingLogin();
        s.pendingLogin(null);
        s.hideInput(false);
        Request req = new Request(s, new ClientLine.Command(null, "login", name), context);
        Storage st = context.storage();
        req.defer();
        offStrand(req, () -> st.accounts().find(name), account -> {
            if (account.isEmpty()) {
                req.fail(ErrorCode.NO_SUCH_USER, name + " is no longer registered; /login " + name + " as a guest.");
            } else {
                check(req, account.get(), password);
            }
        });
    }

    /** Checks {@code password} for {@code account} off the strands; logs in when it is right. */
    static void check(Request req, Account account, String password) {
        Storage st = req.storage();
        Session s = req.session();
        if (throttled(req, account.name())) {
            return;
        }
        LoginThrottle throttle = req.throttle();
        if (!throttle.startCheck(account.name(), s.address())) {
            req.context().metrics().login(ServerMetrics.Login.THROTTLED);
            req.fail(ErrorCode.THROTTLED, "A password for " + account.name() + " from your address is being checked;"
                    + " wait for its answer and try again.");
            return;
        }
        req.defer();
        st.hasher().verifyAsync(password.toCharArray(), account.passwordHash()).whenComplete((ok, err) -> {
            // Counted here, before the check ends, so that the next guess already meets the count.
            if (err == null) {
                if (ok) {
                    throttle.recordSuccess(account.name(), s.address());
                } else {
                    throttle.recordFailure(account.name(), s.address());
                }
            }
            throttle.endCheck(account.name(), s.address());
            s.runOnOwner(() -> answerPassword(req, account, ok, err));
        });
    }

    /** The answer to a checked password; {@code err} when it could not be checked. */
    private static void answerPassword(Request req, Account account, Boolean ok, Throwable err) {
        Storage st = req.storage();
        if (err != null && hasherBusy(err)) {
            req.context().metrics().login(ServerMetrics.Login.THROTTLED);
            req.fail(ErrorCode.THROTTLED, "Too many logins at once; try again in a few seconds.");
        } else if (err != null) {
            LOG.warn("password check failed for a login from {}: {}", req.session().address(), err.toString());
            req.fail(ErrorCode.INTERNAL, "The password could not be checked now; try again.");
        } else if (!ok) {
            req.context().metrics().login(ServerMetrics.Login.FAILED);
            req.fail(ErrorCode.BAD_PASSWORD, "Wrong password for " + account.name() + ". Try again, or log in as a guest with another name.");
        } else {
            String address = req.session().address();
            st.io().execute(() -> st.accounts().touchLastSeen(account.name(), address));
            LoginCommands.takeOver(req, account.name(), st.isAdmin(account));
        }
    }

    /** Whether the hasher refused the check because as many wait as it queues: a login flood. */
    private static boolean hasherBusy(Throwable err) {
        Throwable cause = err instanceof CompletionException && err.getCause() != null ? err.getCause() : err;
        return cause instanceof RejectedExecutionException;
    }

    /** Refuses the login when guessing at {@code name} from this address is held back; true then. */
    static boolean throttled(Request req, String name) {
        Optional<Duration> blocked = req.throttle().blockedFor(name, req.session().address());
        if (blocked.isPresent()) {
            req.context().metrics().login(ServerMetrics.Login.THROTTLED);
            req.fail(ErrorCode.THROTTLED, "Too many failed logins; wait " + Math.max(1, blocked.get().toSeconds())
                    + " seconds and try again.");
        }
        return blocked.isPresent();
    }
}
