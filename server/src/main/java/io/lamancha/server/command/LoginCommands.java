package io.lamancha.server.command;

import static io.lamancha.server.command.StoreCalls.offStrand;

import io.lamancha.protocol.ErrorCode;
import io.lamancha.protocol.event.Info;
import io.lamancha.protocol.event.LoggedIn;
import io.lamancha.protocol.event.Notice;
import io.lamancha.server.metrics.ServerMetrics;
import io.lamancha.server.store.Account;
import io.lamancha.server.world.Names;
import io.lamancha.server.world.Peers;
import io.lamancha.server.world.Room;
import io.lamancha.server.world.Session;
import io.lamancha.server.store.Storage;
import io.lamancha.server.world.World;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.Logger;

/**
 * Logging in: guest and registered names (with a password prompt for people), taking over one's
 * own session, and resume tokens for a guest's held seat. Store calls and password hashing run off
 * the strands; results come back to the session's owner. Passwords are never logged, echoed or kept.
 */
final class LoginCommands {

    private static final Logger LOG = LogManager.getLogger(LoginCommands.class);

    private LoginCommands() {
    }

    static void login(Request req) {
        Session s = req.session();
        if (s.loggedIn()) {
            throw Request.refuse(ErrorCode.ALREADY_LOGGED_IN, "You are logged in as " + s.name() + "; /quit and reconnect to change names.");
        }
        List<String> words = req.command().words();
        if (words.isEmpty()) {
            throw Request.refuse(ErrorCode.BAD_ARGUMENT, "Say who you are: /login <name>.");
        }
        String name = words.get(0);
        Names.checkUser(name).ifPresent(msg -> {
            throw Request.refuse(ErrorCode.BAD_NAME, msg);
        });
        NameChecks.notBanned(req, name);
        String secret = words.size() > 1 ? words.get(1) : null;
        Storage st = req.storage();
        if (st == null) {
            guestLogin(req, name, secret, Optional.empty(), false);
            return;
        }
        req.defer();
        offStrand(req, () -> new Found(st.accounts().find(name), st.accounts().lookalike(name),
                secret != null && isToken(secret) ? st.tokens().tokenOf(name) : Optional.empty()), found -> {
            Optional<Account> account = found.account();
            if (account.isEmpty()) {
                if (secret != null && !isToken(secret) && req.world().heldSeat(name).isEmpty()) {
                    throw Request.refuse(ErrorCode.NO_SUCH_USER, name + " is not registered: /login " + name
                            + " logs in as a guest, then /register <password> keeps the name.");
                }
                // the name's own resume token: a session of it left on a node that died is closed
                guestLogin(req, name, secret, found.lookalike(),
                        found.token().filter(t -> sameToken(t, secret)).isPresent());
            } else if (secret == null) {
                s.pendingLogin(account.get().name());
                s.hideInput(true);
                req.reply(Info.of(account.get().name() + " is registered: type your password on the next line."));
                req.succeed();
            } else {
                PasswordChecks.check(req, account.get(), secret);
            }
        });
    }

    /**
     * A name's account, if registered, a registered name that looks like it, if any, and the
     * resume token the name was given last (looked up when the login gave one).
     */
    private record Found(Optional<Account> account, Optional<String> lookalike, Optional<String> token) {
    }

    /** Whether a word after the name is a resume token (16 hex digits) rather than a password. */
    private static boolean isToken(String word) {
        return word.matches("[0-9a-f]{16}");
    }

    /** A second login of a registered name closes the first session, then logs in. */
    static void takeOver(Request req, String name, boolean admin) {
        World world = req.world();
        Session s = req.session();
        Optional<Session> old = world.user(name);
        if (old.isEmpty() || old.get() == s) {
            finishLogin(req, name, true, admin);
            return;
        }
        Session o = old.get();
        o.runOnOwner(() -> {
            world.replaced(o);
            s.runOnOwner(() -> finishLogin(req, name, true, admin));
        });
    }

    /**
     * A guest name. While a seat waits for it, only its resume token takes it (and the seat), and a
     * wrong token counts as a failed login. Any other guest name is first checked as a new one (a
     * name nobody may take as a guest is refused), so a guest whose seat waits keeps their name even
     * if it became reserved meanwhile (a server upgraded while they were away).
     *
     * @param lookalike a registered name that looks like {@code name}, if any
     * @param owner whether {@code token} is the one the name was given last: a session of the name
     *     on another node (one that died a moment ago, say) is closed rather than the login refused
     */
    private static void guestLogin(Request req, String name, String token, Optional<String> lookalike,
            boolean owner) {
        World world = req.world();
        Optional<Room> held = world.heldSeat(name);
        Optional<String> expected = world.seats().token(name);
        if (held.isEmpty() || expected.isEmpty()) {
            NameChecks.mayTake(req, name, lookalike);
        } else {
            if (PasswordChecks.throttled(req, name)) {
                return;
            }
            if (!sameToken(expected.get(), token)) {
                if (token != null) {
                    req.throttle().recordFailure(name, req.session().address());
                    req.context().metrics().login(ServerMetrics.Login.FAILED);
                }
                req.fail(ErrorCode.NAME_TAKEN, name + " is away from a game in " + held.get().name() + "; /login " + name
                        + " <resume token> takes the seat back, or choose another name.");
                return;
            }
            req.throttle().recordSuccess(name, req.session().address());
        }
        // kept: a seat held for the name on another node of a cluster is taken back only with it
        req.session().presentedToken(token);
        finishLogin(req, name, false, false, owner);
    }

    /** Compares in time independent of where the strings differ. */
    static boolean sameToken(String expected, String given) {
        return given != null && MessageDigest.isEqual(expected.getBytes(StandardCharsets.UTF_8),
                given.getBytes(StandardCharsets.UTF_8));
    }

    /**
     * Takes the name across the cluster first (on a server of its own at once): a guest name
     * someone holds on another node is taken; a registered login there is closed.
     */
    private static void finishLogin(Request req, String name, boolean registered, boolean admin) {
        finishLogin(req, name, registered, admin, registered);
    }

    /**
     * As above; with {@code takeOver} a session of the name on another node is closed first (a
     * registered login, or a guest's with the name's own resume token).
     */
    private static void finishLogin(Request req, String name, boolean registered, boolean admin, boolean takeOver) {
        Session s = req.session();
        Peers peers = req.world().peers();
        boolean seatedHere = req.world().heldSeat(name).isPresent();
        // a seat that waits on another node of the cluster is looked up once the name is this
        // node's: a session of it the claim closed there has left its seat by then
        CompletableFuture<Place> found = peers.claim(name, takeOver).toCompletableFuture().thenCompose(claimed ->
                !claimed || seatedHere ? CompletableFuture.completedFuture(new Place(claimed, Optional.empty()))
                        : peers.seatElsewhere(name, () -> s.runOnOwner(() -> s.send(new Notice("cluster",
                                "Your table is moving to another node; a moment..."))))
                                .thenApply(seat -> new Place(true, seat)));
        if (found.isDone() && !found.isCompletedExceptionally()) {
            claimedLogin(req, name, registered, admin, found.join().claimed(), found.join().elsewhere());
            return;
        }
        req.defer();
        found.whenComplete((place, failure) -> s.runOnOwner(() -> {
            if (failure != null) {
                req.fail(ErrorCode.INTERNAL, "The cluster is not answering; try again in a moment.");
            } else {
                claimedLogin(req, name, registered, admin, place.claimed(), place.elsewhere());
            }
        }));
    }

    /** Whether the cluster gave the name, and the seat that waits for it on another node, if any. */
    private record Place(boolean claimed, Optional<Peers.Seat> elsewhere) {
    }

    private static void claimedLogin(Request req, String name, boolean registered, boolean admin, boolean claimed,
            Optional<Peers.Seat> elsewhere) {
        World world = req.world();
        Session s = req.session();
        Optional<Room> seat = world.heldSeat(name);
        Optional<String> expected = world.seats().token(name);
        if (!registered && seat.isPresent() && expected.isPresent()
                && !sameToken(expected.get(), s.presentedToken())) {
            // the seat came here while the login waited (a take-over): it is only its token's
            req.fail(ErrorCode.NAME_TAKEN, name + " is away from a game in " + seat.get().name() + "; /login " + name
                    + " <resume token> takes the seat back, or choose another name.");
            return;
        }
        if (!claimed || !world.claim(name, s)) {
            req.fail(ErrorCode.NAME_TAKEN, name + " is taken right now; choose another name.");
            return;
        }
        s.registered(registered);
        s.admin(admin);
        req.context().metrics().login(ServerMetrics.Login.OK);
        LOG.info("{} logs in ({})", name, registered ? "registered" : "a guest");
        Optional<Room> held = world.heldSeat(name);
        Room target = held.orElse(world.lobby());
        String token = registered ? null : world.seats().issueToken(name);
        if (held.isEmpty() && elsewhere.isPresent()) {
            // the seat waits on another node of the cluster: the session goes there
            req.reply(new LoggedIn(s.name(), !registered, elsewhere.get().room(), token));
            HandOffs.handOff(req, elsewhere.get().node(), elsewhere.get().room());
            return;
        }
        req.reply(new LoggedIn(s.name(), !registered, target.name(), token));
        req.defer();
        world.move(s, target, "login", req.tag(), () -> Arrival.arrived(req.context(), s, req::succeed));
    }
}
