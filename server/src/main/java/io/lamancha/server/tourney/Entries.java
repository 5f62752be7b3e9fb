package io.lamancha.server.tourney;

import io.lamancha.protocol.ErrorCode;
import io.lamancha.protocol.ServerEvent;
import io.lamancha.protocol.event.Info;
import io.lamancha.server.rating.RatingScale;
import io.lamancha.server.store.RatingStore;
import io.lamancha.server.world.Refusal;
import io.lamancha.server.world.Names;
import io.lamancha.server.world.Session;
import java.time.Duration;
import java.time.Instant;
import java.util.HashSet;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * What players do with tournaments: make one, join, leave, start it. Each runs on the
 * tournaments' strand and answers with what to tell the player, or fails with a {@link Refusal}.
 */
public final class Entries {

    private final Tourneys tourneys;
    private final Director d;
    /** Ids of a server without a store. */
    private final AtomicLong ids = new AtomicLong();
    /** The names of tournaments being made (their lease asked, or their row stored), on the strand. */
    private final Set<String> creating = new HashSet<>();

    Entries(Tourneys tourneys, Director d) {
        this.tourneys = tourneys;
        this.d = d;
    }

    /**
     * {@code /tourney create}: checked by the command already (the name, the game and its options,
     * who may); here the name is taken, for good.
     *
     * @param quota how many tournaments not finished the creator may have (their own included);
     *     negative: no limit (an admin)
     */
    public CompletableFuture<ServerEvent> create(Session by, TourneySpec spec, int quota) {
        return onStrand(() -> {
            if (tourneys.live(spec.name()).isPresent()) {
                throw refuse(ErrorCode.BAD_ARGUMENT, "A tournament called " + spec.name() + " exists; pick another name.");
            }
            if (d.world.channels().find(spec.name()).isPresent()) {
                throw refuse(ErrorCode.BAD_ARGUMENT, "#" + spec.name() + " is a chat channel already, and a tournament's"
                        + " channel is named as it is; pick another name.");
            }
            long mine = tourneys.all().stream().filter(t -> t.spec().creator().equalsIgnoreCase(by.name())
                    && (t.info().status().equals("open") || t.info().status().equals("running"))).count();
            if (quota >= 0 && mine >= quota) {
                throw refuse(ErrorCode.LIMIT_REACHED, "You have " + mine + " tournament" + (mine == 1 ? "" : "s")
                        + " open or running, the most you may; make another once one is over.");
            }
            if (!creating.add(Names.key(spec.name()))) {
                throw refuse(ErrorCode.BAD_ARGUMENT, "A tournament called " + spec.name() + " is being made; pick"
                        + " another name.");
            }
            CompletableFuture<ServerEvent> made = new CompletableFuture<>();
            made.whenComplete((x, y) -> d.strand.execute(() -> creating.remove(Names.key(spec.name()))));
            // the name's lease across the cluster, taken without holding the lobby's loop
            d.world.peers().claimRoomAsync(Tourneys.lease(spec.name())).whenComplete((claimed, cf) ->
                    d.strand.execute(() -> {
                        if (!Boolean.TRUE.equals(claimed)) {
                            made.completeExceptionally(refuse(ErrorCode.BAD_ARGUMENT, "Another node of this server"
                                    + " holds the name " + spec.name() + "; pick another name."));
                            return;
                        }
                        store(by, spec, made);
                    }));
            return made;
        });
    }

    /** The tournament {@code spec}, its name's lease held, goes to the store; then it is open. */
    private void store(Session by, TourneySpec spec, CompletableFuture<ServerEvent> made) {
        d.keeper.ask(s -> s.tourneys().create(Records.of(spec, d.clock.instant())),
                OptionalLong.of(ids.incrementAndGet())).whenComplete((id, failed) -> d.strand.execute(() -> {
                    if (failed != null || id.isEmpty()) {
                        d.world.peers().releaseRoom(Tourneys.lease(spec.name()));
                        made.completeExceptionally(failed != null ? refuse(ErrorCode.INTERNAL,
                                "The server's store is not answering; try again.") : refuse(ErrorCode.BAD_ARGUMENT,
                                "A tournament called " + spec.name() + " was played here before; names stay taken."));
                        return;
                    }
                    made.complete(created(by, new Tourney(id.getAsLong(), spec, Tourney.Status.OPEN, 0, null)));
                }));
    }

    private ServerEvent created(Session by, Tourney t) {
        tourneys.add(t);
        d.news.follow(t.name(), by);
        scheduleStart(t);
        TourneySpec spec = t.spec();
        String what = (spec.format() == Format.SWISS ? "Swiss, " + spec.rounds() + (spec.rounds() == 1 ? " round"
                : " rounds") : "arena, " + spec.minutes() + (spec.minutes() == 1 ? " minute" : " minutes")) + " of "
                + spec.game().title() + " at tables of " + spec.seats()
                + (spec.startsAt() == null ? "" : ", from " + clock(spec.startsAt()));
        d.news.lobby(by.name() + " announces " + t.name() + ": " + what + ". /tourney join " + t.name() + " plays.");
        return Info.of(t.name() + " is open: " + what + ".",
                "Players join with /tourney join " + t.name() + "; " + (spec.startsAt() == null ? "" : "it starts by"
                        + " itself then, or ") + "/tourney start " + t.name() + " starts it. #" + t.name()
                        + " has its news.");
    }

    /** An open tournament with a start time starts then (or at once, when that is past). */
    void scheduleStart(Tourney t) {
        Instant at = t.spec().startsAt();
        if (at == null) {
            return;
        }
        Duration wait = Duration.between(d.clock.instant(), at);
        t.timer(d.strand.schedule(() -> startsByItself(t), wait.isNegative() ? Duration.ZERO : wait));
    }

    private void startsByItself(Tourney t) {
        if (t.status() != Tourney.Status.OPEN) {
            return;
        }
        if (t.active().size() < 2) {
            t.status(Tourney.Status.CANCELLED);
            d.world.peers().releaseRoom(Tourneys.lease(t.name()));
            d.keeper.keep(s -> s.finish(t.id(), t.status().name(), d.clock.instant(), java.util.Map.of()),
                    "keep a tournament's end");
            t.refresh();
            d.news.post(t.name(), "Fewer than two players came: the tournament is cancelled.");
            d.news.lobby("The tournament " + t.name() + " is cancelled: fewer than two players came.");
            return;
        }
        tourneys.formatOf(t).begin(t);
    }

    /** {@code /tourney join name}. */
    public CompletableFuture<ServerEvent> join(Session s, String name) {
        return withOpen(name, t -> {
            if (!s.registered()) {
                throw refuse(ErrorCode.FORBIDDEN, "Tournaments are for registered players: /register <password> first.");
            }
            if (t.status() == Tourney.Status.RUNNING && lateForIt(t)) {
                throw refuse(ErrorCode.FORBIDDEN, t.spec().format() == Format.SWISS
                        ? t.name() + " plays its last round already; too late to join."
                        : t.name() + "'s time is up; too late to join.");
            }
            if (t.entrant(s.name()).filter(e -> !e.withdrawn).isPresent()) {
                throw refuse(ErrorCode.BAD_ARGUMENT, "You are in " + t.name() + " already.");
            }
            String game = t.spec().game().id();
            return d.keeper.ask(st -> ratingOf(st.ratings(), s.name(), game), (int) RatingScale.NEW_PLAYER_POINTS)
                    .thenApplyAsync(rating -> joined(t, s, rating), d.strand);
        });
    }

    private ServerEvent joined(Tourney t, Session s, int rating) {
        Tourney.Entrant e = t.entrant(s.name()).orElseGet(() -> new Tourney.Entrant(s.name(), rating, false));
        e.withdrawn = false;
        e.waitingSince = null;
        t.enter(e);
        int kept = e.rating;
        d.keeper.keep(st -> st.join(t.id(), s.name(), kept, d.clock.instant()), "keep a tournament's player");
        t.refresh();
        d.news.follow(t.name(), s);
        int n = t.active().size();
        d.news.post(t.name(), s.name() + " joins (" + n + " player" + (n == 1 ? "" : "s") + ").");
        if (t.status() == Tourney.Status.RUNNING && t.spec().format() == Format.ARENA) {
            tourneys.formatOf(t).resume(t);
        }
        return Info.of("You are in the tournament " + t.name() + " (" + n + " player" + (n == 1 ? "" : "s") + ").",
                "#" + t.name() + " has its pairings and results; when your table is ready you are taken there,"
                        + " unless you play at another table (then /room to it).");
    }

    private boolean lateForIt(Tourney t) {
        return t.spec().format() == Format.SWISS ? t.round() >= t.spec().rounds()
                : !d.clock.instant().isBefore(t.endsAt());
    }

    /** {@code /tourney leave name}: before the start, out; once it runs, withdrawn (the points stay). */
    public CompletableFuture<ServerEvent> leave(Session s, String name) {
        return withOpen(name, t -> {
            Tourney.Entrant e = t.entrant(s.name()).filter(x -> !x.withdrawn).orElseThrow(() ->
                    refuse(ErrorCode.BAD_ARGUMENT, "You are not in " + t.name() + "."));
            boolean started = t.status() == Tourney.Status.RUNNING;
            if (started) {
                e.withdrawn = true;
            } else {
                t.remove(e.name);
            }
            d.keeper.keep(st -> st.leave(t.id(), e.name, started), "keep a tournament's player");
            t.refresh();
            int n = t.active().size();
            d.news.post(t.name(), e.name + " leaves (" + n + " player" + (n == 1 ? "" : "s") + " left).");
            return CompletableFuture.completedFuture(started
                    ? Info.of("You left " + t.name() + ": you are seated no more, and your points stay in its standings.",
                            "A game you play now goes on; /resign gives it up.")
                    : Info.of("You left " + t.name() + "."));
        });
    }

    /** {@code /tourney start name}: its creator or an admin starts it now. */
    public CompletableFuture<ServerEvent> start(Session s, String name) {
        return withOpen(name, t -> {
            if (!s.admin() && !t.spec().creator().equalsIgnoreCase(s.name())) {
                throw refuse(ErrorCode.FORBIDDEN, "Only " + t.spec().creator() + ", who made " + t.name()
                        + ", or an admin starts it.");
            }
            if (t.status() != Tourney.Status.OPEN) {
                throw refuse(ErrorCode.BAD_ARGUMENT, t.name() + " is running already.");
            }
            if (t.active().size() < 2) {
                throw refuse(ErrorCode.CANNOT_START, t.name() + " has " + t.active().size() + " player"
                        + (t.active().size() == 1 ? "" : "s") + "; it starts with two or more (/tourney join " + t.name()
                        + ").");
            }
            t.timer(null);
            tourneys.formatOf(t).begin(t);
            return CompletableFuture.completedFuture(Info.of("The tournament " + t.name() + " starts."));
        });
    }

    /**
     * Runs {@code work} on the strand with the tournament {@code name}, open or running on this
     * node. One that is not is refused; on a cluster, one another node runs is refused with a
     * sentence that says so (its lease, asked without holding the lobby's loop, is held there).
     */
    private CompletableFuture<ServerEvent> withOpen(String name, Function<Tourney, CompletableFuture<ServerEvent>> work) {
        return onStrand(() -> {
            Optional<Tourney> here = tourneys.live(name)
                    .filter(t -> t.status() == Tourney.Status.OPEN || t.status() == Tourney.Status.RUNNING);
            if (here.isPresent()) {
                return work.apply(here.get());
            }
            CompletableFuture<ServerEvent> refused = new CompletableFuture<>();
            d.world.peers().claimRoomAsync(Tourneys.lease(name)).whenComplete((free, failure) -> d.strand.execute(() ->
                    refused.completeExceptionally(Boolean.TRUE.equals(free)
                            ? released(name, refuse(ErrorCode.NO_SUCH_TOURNEY, "No tournament called " + name
                                    + " is open or running; /tourney list lists them."))
                            : refuse(ErrorCode.NO_SUCH_TOURNEY, name + " is run by another node of this server; join,"
                                    + " leave and start it there (/tourney show " + name + " works anywhere)."))));
            return refused;
        });
    }

    /** The lease taken to learn that nobody holds it goes back. */
    private Refusal released(String name, Refusal r) {
        d.world.peers().releaseRoom(Tourneys.lease(name));
        return r;
    }

    private static int ratingOf(RatingStore ratings, String name, String game) {
        for (RatingStore.Entry e : ratings.of(name)) {
            if (e.gameId().equals(game)) {
                return e.standing().points();
            }
        }
        return (int) RatingScale.NEW_PLAYER_POINTS;
    }

    /** Runs {@code work} on the strand; a refusal it throws fails the answer. */
    private CompletableFuture<ServerEvent> onStrand(Supplier<CompletableFuture<ServerEvent>> work) {
        CompletableFuture<ServerEvent> answer = new CompletableFuture<>();
        d.strand.execute(() -> {
            try {
                work.get().whenComplete((event, failed) -> {
                    if (failed != null) {
                        answer.completeExceptionally(failed instanceof java.util.concurrent.CompletionException
                                && failed.getCause() != null ? failed.getCause() : failed);
                    } else {
                        answer.complete(event);
                    }
                });
            } catch (Refusal r) {
                answer.completeExceptionally(r);
            }
        });
        return answer;
    }

    private static Refusal refuse(ErrorCode code, String message) {
        return new Refusal(code, message);
    }

    static String clock(Instant at) {
        String iso = at.toString();
        return iso.substring(0, Math.min(16, iso.length())).replace('T', ' ') + " UTC";
    }
}
