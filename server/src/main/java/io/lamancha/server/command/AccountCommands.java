package io.lamancha.server.command;

import io.lamancha.protocol.ClientLine;
import io.lamancha.protocol.ErrorCode;
import io.lamancha.protocol.event.Bye;
import io.lamancha.protocol.event.Finger;
import io.lamancha.protocol.event.Info;
import io.lamancha.protocol.event.LoggedIn;
import io.lamancha.server.store.Account;
import io.lamancha.server.store.GameStats;
import io.lamancha.server.world.Names;
import io.lamancha.server.world.Refusal;
import io.lamancha.server.world.Room;
import io.lamancha.server.world.Session;
import io.lamancha.server.world.Storage;
import io.lamancha.server.world.World;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.Logger;

/**
 * Names and passwords: guest and registered logins (with a password prompt for people), taking
 * over one's own session, resume tokens, {@code /register}, {@code /password} and {@code /finger}.
 * Store calls and password hashing run off the strands; results come back to the session's owner.
 * Passwords are never logged, echoed or kept.
 */
final class AccountCommands {

    private static final Logger LOG = LogManager.getLogger(AccountCommands.class);
    static final int MIN_PASSWORD = 6;
    static final int MAX_PASSWORD = 128;

    private AccountCommands() {
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
        String secret = words.size() > 1 ? words.get(1) : null;
        Storage st = req.world().services().storage();
        if (st == null) {
            guestLogin(req, name, secret);
            return;
        }
        req.defer();
        offStrand(req, () -> st.accounts().find(name), account -> {
            if (account.isEmpty()) {
                guestLogin(req, name, secret);
            } else if (secret == null) {
                s.pendingLogin(account.get().name());
                s.hideInput(true);
                req.reply(Info.of(account.get().name() + " is registered: type your password on the next line."));
                req.succeed();
            } else {
                checkPassword(req, account.get(), secret);
            }
        });
    }

    /** The line after {@code /login name} for a registered name: the password. */
    static void passwordLine(Session s, String password, World world) {
        String name = s.pendingLogin();
        s.pendingLogin(null);
        s.hideInput(false);
        Request req = new Request(s, new ClientLine.Command(null, "login", name), world);
        Storage st = world.services().storage();
        req.defer();
        offStrand(req, () -> st.accounts().find(name), account -> {
            if (account.isEmpty()) {
                req.fail(ErrorCode.NO_SUCH_USER, name + " is no longer registered; /login " + name + " as a guest.");
            } else {
                checkPassword(req, account.get(), password);
            }
        });
    }

    private static void checkPassword(Request req, Account account, String password) {
        Storage st = req.world().services().storage();
        Session s = req.session();
        Optional<Duration> blocked = st.throttle().blockedFor(account.name(), s.address());
        if (blocked.isPresent()) {
            req.fail(ErrorCode.THROTTLED, "Too many failed logins; wait " + Math.max(1, blocked.get().toSeconds())
                    + " seconds and try again.");
            return;
        }
        req.defer();
        st.hasher().verifyAsync(password.toCharArray(), account.passwordHash()).whenComplete((ok, err) -> s.runOnOwner(() -> {
            if (err != null) {
                LOG.warn("password check failed for a login from {}: {}", s.address(), err.toString());
                req.fail(ErrorCode.INTERNAL, "The password could not be checked now; try again.");
            } else if (!ok) {
                st.throttle().recordFailure(account.name(), s.address());
                req.fail(ErrorCode.BAD_PASSWORD, "Wrong password for " + account.name() + ". Try again, or log in as a guest with another name.");
            } else {
                st.throttle().recordSuccess(account.name(), s.address());
                st.io().execute(() -> st.accounts().touchLastSeen(account.name()));
                takeOver(req, account.name());
            }
        }));
    }

    /** A second login of a registered name closes the first session, then logs in. */
    private static void takeOver(Request req, String name) {
        World world = req.world();
        Session s = req.session();
        Optional<Session> old = world.user(name);
        if (old.isEmpty() || old.get() == s) {
            finishLogin(req, name, true);
            return;
        }
        Session o = old.get();
        o.send(new Bye("you logged in from another connection"));
        o.runOnOwner(() -> {
            world.remove(o, "logged in elsewhere");
            o.close();
            s.runOnOwner(() -> finishLogin(req, name, true));
        });
    }

    private static void guestLogin(Request req, String name, String token) {
        World world = req.world();
        Optional<Room> held = world.heldSeat(name);
        Optional<String> expected = world.token(name);
        if (held.isPresent() && expected.isPresent() && !expected.get().equals(token)) {
            req.fail(ErrorCode.NAME_TAKEN, name + " is away from a game in " + held.get().name() + "; /login " + name
                    + " <resume token> takes the seat back, or choose another name.");
            return;
        }
        finishLogin(req, name, false);
    }

    private static void finishLogin(Request req, String name, boolean registered) {
        World world = req.world();
        Session s = req.session();
        if (!world.claim(name, s)) {
            req.fail(ErrorCode.NAME_TAKEN, name + " is taken right now; choose another name.");
            return;
        }
        s.registered(registered);
        Room target = world.heldSeat(name).orElse(world.lobby());
        req.reply(new LoggedIn(s.name(), !registered, target.name(), registered ? null : world.issueToken(name)));
        req.defer();
        world.move(s, target, "login", req.tag(), req::succeed);
    }

    static void register(Request req) {
        Session s = req.session();
        Storage st = storage(req);
        if (s.registered()) {
            throw Request.refuse(ErrorCode.BAD_ARGUMENT, s.name() + " is already registered; /password <old> <new> changes the password.");
        }
        String password = req.command().args();
        checkStrength(password);
        req.defer();
        st.hasher().hashAsync(password.toCharArray()).thenAccept(hash -> offStrand(req, () -> st.accounts().create(s.name(), hash), created -> {
            if (created) {
                s.registered(true);
                req.reply(Info.of(s.name() + " is registered. Next time: /login " + s.name() + " (the password follows)."));
                req.succeed();
            } else {
                req.fail(ErrorCode.NAME_TAKEN, s.name() + " was registered by someone else meanwhile; reconnect with another name.");
            }
        })).exceptionally(e -> {
            s.runOnOwner(() -> req.fail(ErrorCode.INTERNAL, "Registration failed; try again."));
            return null;
        });
    }

    static void password(Request req) {
        Session s = req.session();
        Storage st = storage(req);
        if (!s.registered()) {
            throw Request.refuse(ErrorCode.FORBIDDEN, "Guests have no password; /register <password> first.");
        }
        List<String> w = req.command().words();
        if (w.size() != 2) {
            throw Request.refuse(ErrorCode.BAD_ARGUMENT, "Use /password <old> <new>.");
        }
        checkStrength(w.get(1));
        req.defer();
        offStrand(req, () -> st.accounts().find(s.name()), account -> {
            if (account.isEmpty()) {
                req.fail(ErrorCode.NO_SUCH_USER, "Your account is gone; /register again.");
                return;
            }
            st.hasher().verifyAsync(w.get(0).toCharArray(), account.get().passwordHash())
                    .thenCompose(ok -> ok ? st.hasher().hashAsync(w.get(1).toCharArray()) : java.util.concurrent.CompletableFuture.completedFuture(null))
                    .whenComplete((hash, err) -> {
                        if (err != null || hash == null) {
                            s.runOnOwner(() -> req.fail(err != null ? ErrorCode.INTERNAL : ErrorCode.BAD_PASSWORD,
                                    err != null ? "The password could not be changed now; try again." : "The old password is wrong."));
                            return;
                        }
                        offStrand(req, () -> st.accounts().updatePassword(s.name(), hash), done -> {
                            req.reply(Info.of("Password changed."));
                            req.succeed();
                        });
                    });
        });
    }

    static void finger(Request req) {
        List<String> w = req.command().words();
        String name = w.isEmpty() ? req.session().name() : w.get(0);
        Optional<Session> online = req.world().user(name);
        Room room = online.map(Session::room).orElse(null);
        Storage st = req.world().services().storage();
        if (st == null) {
            Session o = online.orElseThrow(() -> Request.refuse(ErrorCode.NO_SUCH_USER, "Nobody called " + name + " is online."));
            req.reply(new Finger(o.name(), false, null, null, room == null ? null : room.name(), List.of()));
            return;
        }
        req.defer();
        offStrand(req, () -> new Object[] {st.accounts().find(name), st.accounts().stats(name)}, found -> {
            @SuppressWarnings("unchecked")
            Optional<Account> account = (Optional<Account>) found[0];
            @SuppressWarnings("unchecked")
            List<GameStats> stats = (List<GameStats>) found[1];
            if (account.isEmpty() && online.isEmpty()) {
                req.fail(ErrorCode.NO_SUCH_USER, "Nobody called " + name + " is registered or online.");
                return;
            }
            List<Finger.GameRecordLine> games = new ArrayList<>();
            for (GameStats g : stats) {
                games.add(new Finger.GameRecordLine(g.gameId(), g.played(), g.won()));
            }
            String shown = account.map(Account::name).orElse(online.map(Session::name).orElse(name));
            req.reply(new Finger(shown, account.isPresent(), account.map(a -> a.registeredAt().toString()).orElse(null),
                    account.map(a -> a.lastSeen() == null ? null : a.lastSeen().toString()).orElse(null),
                    room == null ? null : room.name(), games));
            req.succeed();
        });
    }

    private static void checkStrength(String password) {
        if (password.length() < MIN_PASSWORD || password.length() > MAX_PASSWORD) {
            throw Request.refuse(ErrorCode.BAD_ARGUMENT, "A password has " + MIN_PASSWORD + "-" + MAX_PASSWORD + " characters.");
        }
    }

    static Storage storage(Request req) {
        Storage st = req.world().services().storage();
        if (st == null) {
            throw Request.refuse(ErrorCode.FORBIDDEN, "This server keeps no accounts or games.");
        }
        return st;
    }

    /**
     * Runs a blocking store call on the store thread, then {@code then} on the session's owner
     * strand; a failure or a refusal ends the request with an error line.
     */
    static <T> void offStrand(Request req, Supplier<T> call, java.util.function.Consumer<T> then) {
        Storage st = req.world().services().storage();
        Session s = req.session();
        st.io().execute(() -> {
            T value;
            try {
                value = call.get();
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
