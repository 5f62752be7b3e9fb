package io.lamancha.server.tourney;

import io.lamancha.protocol.ErrorCode;
import io.lamancha.protocol.ServerEvent;
import io.lamancha.protocol.event.Finger;
import io.lamancha.protocol.event.GameOver;
import io.lamancha.protocol.event.TourneyInfo;
import io.lamancha.protocol.event.TourneyList;
import io.lamancha.server.store.Storage;
import io.lamancha.server.store.StoredTourney;
import io.lamancha.server.table.TableOptions;
import io.lamancha.server.world.Refusal;
import io.lamancha.server.world.Room;
import io.lamancha.server.world.World;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.LongSupplier;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.Logger;

/**
 * The server's tournaments: those open and running, run on one strand (the lobby's), and the
 * finished ones in the store. The commands reach them here ({@link Entries}); the world tells them
 * of every game's end ({@link #gameEnded}); at start they are read back from the store before the
 * running games are restored ({@link #load}), and go on once they are ({@link #resume}).
 *
 * <p>On a cluster each tournament is run by one node, which holds its name's lease in Redis as a
 * room's ({@code tourney:<name>}); its tables are rooms of that node.
 */
public final class Tourneys {

    private static final Logger LOG = LogManager.getLogger(Tourneys.class);

    private final World world;
    private final Director director;
    private final SwissRounds swiss;
    private final Arena arena;
    private final Entries entries;
    /** Open and running tournaments of this node, and those finished since it started; by name. */
    private final Map<String, Tourney> known = new ConcurrentHashMap<>();

    /**
     * @param storage the store, or {@code null} for a server that keeps nothing
     * @param minute how long a tournament's minute lasts (a minute; tests shorten it)
     * @param seeds where the seat draws come from
     */
    public Tourneys(World world, Storage storage, Clock clock, Duration minute, LongSupplier seeds) {
        this.world = world;
        Keeper keeper = new Keeper(storage, world.lobby().strand());
        this.director = new Director(world, world.lobby().strand(), clock, minute, keeper, new Seater(world, seeds));
        this.swiss = new SwissRounds(director);
        this.arena = new Arena(director);
        director.formats(this::formatOf);
        this.entries = new Entries(this, director);
    }

    /** The commands' way in. */
    public Entries entries() {
        return entries;
    }

    Director.FormatRun formatOf(Tourney t) {
        return t.spec().format() == Format.SWISS ? swiss : arena;
    }

    /** The lease key of a tournament's name on a cluster. */
    static String lease(String name) {
        return "tourney:" + Tourney.key(name);
    }

    Optional<Tourney> live(String name) {
        return Optional.ofNullable(known.get(Tourney.key(name)));
    }

    void add(Tourney t) {
        known.put(Tourney.key(t.name()), t);
    }

    /** Every tournament this node knows, for {@code /tourney list}. */
    List<Tourney> all() {
        List<Tourney> out = new ArrayList<>(known.values());
        out.sort(Comparator.comparing(Tourney::name));
        return out;
    }

    /**
     * At start, before the running games are restored (blocks): the open and running tournaments
     * from the store, those this node may run (on a cluster: whose lease it takes).
     */
    public void load() {
        List<StoredTourney> stored = director.keeper.ask(s -> s.tourneys().live(), List.<StoredTourney>of()).join();
        for (StoredTourney st : stored) {
            if (!world.peers().claimRoom(lease(st.name()))) {
                LOG.info("the tournament {} is run by another node", st.name());
                continue;
            }
            Records.tourney(st, world.games()).ifPresentOrElse(this::add,
                    () -> LOG.warn("the tournament {} is of the game {}, which this server no longer has", st.name(),
                            st.gameId()));
        }
        if (!known.isEmpty()) {
            LOG.info("{} tournament(s) open or running", known.size());
        }
    }

    /** Once the running games are restored: every tournament goes on where it was. */
    public void resume() {
        director.strand.execute(() -> {
            for (Tourney t : known.values()) {
                if (t.status() == Tourney.Status.OPEN) {
                    entries.scheduleStart(t);
                } else if (t.status() == Tourney.Status.RUNNING) {
                    director.recover(t, () -> formatOf(t).resume(t));
                }
            }
        });
    }

    /** A game ended in {@code room} (its strand): a tournament's table is scored. */
    public void gameEnded(Room room, Map<String, String> options, GameOver end) {
        Tag.parse(options.get(TableOptions.TOURNEY)).ifPresent(tag -> {
            TableEnd result = TableEnd.of(end);
            director.strand.execute(() -> live(tag.tourney()).ifPresent(t -> t.table(tag.round(), tag.table())
                    .ifPresent(table -> director.score(t, table, result))));
        });
    }

    /**
     * {@code /tourney list}: those this node knows, those other nodes of a cluster run (as the
     * store has them), and the last finished.
     */
    public CompletableFuture<ServerEvent> list() {
        return director.keeper.ask(s -> {
            List<StoredTourney> stored = new ArrayList<>(s.tourneys().live());
            stored.addAll(s.tourneys().finished(5));
            return stored;
        }, List.<StoredTourney>of()).thenApply(stored -> {
            List<TourneyList.Entry> open = new ArrayList<>();
            List<TourneyList.Entry> done = new ArrayList<>();
            List<Tourney> listed = new ArrayList<>(all());
            for (StoredTourney st : stored) {
                if (!known.containsKey(Tourney.key(st.name()))) {
                    Records.tourney(st, world.games()).ifPresent(listed::add);
                }
            }
            for (Tourney t : listed) {
                TourneyList.Entry e = t.entry();
                (e.status().equals("open") || e.status().equals("running") ? open : done).add(e);
            }
            open.addAll(done);
            return new TourneyList(open);
        });
    }

    /** {@code /tourney show name}. */
    public CompletableFuture<ServerEvent> show(String name) {
        Optional<Tourney> t = live(name);
        if (t.isPresent()) {
            return CompletableFuture.completedFuture(t.get().info());
        }
        return director.keeper.ask(s -> s.tourneys().load(name), Optional.<StoredTourney>empty()).thenApply(stored ->
                stored.flatMap(st -> Records.tourney(st, world.games())).map(x -> (ServerEvent) x.info()).orElseThrow(() ->
                        new Refusal(ErrorCode.NO_SUCH_TOURNEY, "No tournament called " + name + "; /tourney list"
                                + " lists them.")));
    }

    /**
     * The tournaments {@code name} played in, for {@code /finger}, from the store's {@code rows}:
     * the places so far in those running here (any thread).
     */
    public List<Finger.TourneyLine> played(String name, List<StoredTourney.Played> rows) {
        List<Finger.TourneyLine> out = new ArrayList<>();
        for (StoredTourney.Played p : rows) {
                Optional<TourneyInfo.Player> now = live(p.name()).flatMap(t -> t.info().standings().stream()
                        .filter(s -> s.name().equalsIgnoreCase(name)).findFirst());
                Integer place = now.map(TourneyInfo.Player::rank).orElse(p.place());
                double points = now.map(TourneyInfo.Player::points).orElse(p.points() == null ? 0 : p.points() / 2.0);
                out.add(new Finger.TourneyLine(p.name(), p.gameId(), p.format().toLowerCase(java.util.Locale.ROOT),
                        p.status().toLowerCase(java.util.Locale.ROOT), place, p.players(), points));
        }
        return out;
    }
}
