package io.lamancha.server.command;

import static io.lamancha.server.command.StoreCalls.offStrand;
import static io.lamancha.server.command.StoreCalls.storage;

import io.lamancha.protocol.ErrorCode;
import io.lamancha.protocol.event.Finger;
import io.lamancha.protocol.event.Info;
import io.lamancha.server.store.Account;
import io.lamancha.server.account.Passwords;
import io.lamancha.server.store.GameStats;
import io.lamancha.server.world.Session;
import io.lamancha.server.world.World;
import io.lamancha.server.store.Storage;
import io.lamancha.server.store.StoredTourney;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;

/**
 * An account once logged in: {@code /register}, {@code /password} and {@code /finger}. Logging in
 * is {@link LoginCommands}. Hashing and store calls run off the strands; passwords are never
 * logged, echoed or kept.
 */
final class AccountCommands {

    private static final org.apache.logging.log4j.Logger LOG =
            org.apache.logging.log4j.LogManager.getLogger(AccountCommands.class);

    private AccountCommands() {
    }

    static void register(Request req) {
        Session s = req.session();
        Storage st = storage(req);
        if (s.registered()) {
            throw Request.refuse(ErrorCode.BAD_ARGUMENT, s.name() + " is already registered; /password <old> <new> changes the password.");
        }
        String password = req.command().args();
        checkStrength(password);
        int quota = req.context().allowances().quotas().registrationsPerHour();
        req.defer();
        offStrand(req, () -> new Registering(st.accounts().lookalike(s.name()),
                st.accounts().registrationsFrom(s.address(), req.clock().instant().minus(Duration.ofHours(1)))), found -> {
            NameChecks.mayTake(req, s.name(), found.lookalike());
            if (found.fromAddress() >= quota) {
                throw Request.refuse(ErrorCode.LIMIT_REACHED, "Your address registered " + found.fromAddress()
                        + " names in the last hour, the most it may; play as a guest and /register later.");
            }
            create(req, password);
        });
    }

    /** A registered name that looks like the one to register, and how many names the address registered lately. */
    private record Registering(Optional<String> lookalike, int fromAddress) {
    }

    private static void create(Request req, String password) {
        Session s = req.session();
        Storage st = req.storage();
        st.hasher().hashAsync(password.toCharArray()).thenAccept(hash -> offStrand(req,
                () -> st.accounts().create(s.name(), hash, s.address()), created -> {
            if (created) {
                s.registered(true);
                LOG.info("{} registers", s.name());
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
                    .thenCompose(ok -> ok ? st.hasher().hashAsync(w.get(1).toCharArray()) : CompletableFuture.completedFuture(null))
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
        Optional<World.Whereabouts> online = req.world().whereabouts(name);
        Storage st = req.storage();
        if (st == null) {
            World.Whereabouts o = online.orElseThrow(() -> Request.refuse(ErrorCode.NO_SUCH_USER,
                    "Nobody called " + name + " is online."));
            req.reply(new Finger(o.name(), false, null, null, o.room(), List.of(), o.away(), List.of(), idle(req, online)));
            return;
        }
        req.defer();
        offStrand(req, () -> new Object[] {st.accounts().find(name), st.accounts().stats(name),
                RatingCommands.ratingsOf(st.ratings(), name), st.tourneys().playedBy(name, 5)}, found -> {
            @SuppressWarnings("unchecked")
            Optional<Account> account = (Optional<Account>) found[0];
            @SuppressWarnings("unchecked")
            List<GameStats> stats = (List<GameStats>) found[1];
            @SuppressWarnings("unchecked")
            List<Finger.RatingLine> ratings = (List<Finger.RatingLine>) found[2];
            @SuppressWarnings("unchecked")
            List<StoredTourney.Played> played = (List<StoredTourney.Played>) found[3];
            if (account.isEmpty() && online.isEmpty()) {
                req.fail(ErrorCode.NO_SUCH_USER, "Nobody called " + name + " is registered or online.");
                return;
            }
            List<Finger.GameRecordLine> games = new ArrayList<>();
            for (GameStats g : stats) {
                games.add(new Finger.GameRecordLine(g.gameId(), g.played(), g.won()));
            }
            String shown = account.map(Account::name).orElse(online.map(World.Whereabouts::name).orElse(name));
            req.reply(new Finger(shown, account.isPresent(), account.map(a -> a.registeredAt().toString()).orElse(null),
                    account.map(a -> a.lastSeen() == null ? null : a.lastSeen().toString()).orElse(null),
                    online.map(World.Whereabouts::room).orElse(null), games,
                    online.map(World.Whereabouts::away).orElse(null), ratings, idle(req, online),
                    tourneysOf(req, name, played)));
            req.succeed();
        });
    }

    /** The tournaments someone played in, with the places so far in those running. */
    private static List<Finger.TourneyLine> tourneysOf(Request req, String name, List<StoredTourney.Played> played) {
        return req.context().tourneys() == null ? List.of() : req.context().tourneys().played(name, played);
    }

    /** Seconds since someone online here last typed a line; null when offline or on another node. */
    private static Long idle(Request req, Optional<World.Whereabouts> online) {
        return online.map(World.Whereabouts::lastActive)
                .map(last -> Math.max(0, java.time.Duration.between(last, req.clock().instant()).toSeconds()))
                .orElse(null);
    }

    private static void checkStrength(String password) {
        Passwords.problem(password.length()).ifPresent(msg -> {
            throw Request.refuse(ErrorCode.BAD_ARGUMENT, msg);
        });
    }
}
