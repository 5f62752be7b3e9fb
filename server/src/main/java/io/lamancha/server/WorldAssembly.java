package io.lamancha.server;

import io.lamancha.engine.GameDefinition;
import io.lamancha.engine.GameRegistry;
import io.lamancha.protocol.LineEncoder;
import io.lamancha.protocol.Protocol;
import io.lamancha.protocol.event.Welcome;
import io.lamancha.server.account.LoginThrottle;
import io.lamancha.server.cluster.ClusterConfig;
import io.lamancha.server.cluster.ClusterPeers;
import io.lamancha.server.command.Backups;
import io.lamancha.server.command.Commands;
import io.lamancha.server.command.Context;
import io.lamancha.server.command.Dispatcher;
import io.lamancha.server.command.Frontdoor;
import io.lamancha.server.command.OfflineNotes;
import io.lamancha.server.journal.Journal;
import io.lamancha.server.journal.LeasedJournal;
import io.lamancha.server.net.EventLoopStrand;
import io.lamancha.server.net.RoomOutput;
import io.lamancha.server.ops.OperatorMetrics;
import io.lamancha.server.ops.StartFailure;
import io.lamancha.server.recovery.GameRestorer;
import io.lamancha.server.recovery.OnlineBackups;
import io.lamancha.server.recovery.ParkedGames;
import io.lamancha.server.store.Persistence;
import io.lamancha.server.table.Table;
import io.lamancha.server.table.TableServices;
import io.lamancha.server.table.TurnServices;
import io.lamancha.server.tourney.Tourneys;
import io.lamancha.server.world.Allowances;
import io.lamancha.server.world.Channels;
import io.lamancha.server.world.Peers;
import io.lamancha.server.world.TokenKeeper;
import io.lamancha.server.world.World;
import io.netty.channel.EventLoopGroup;
import java.security.SecureRandom;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.Logger;

/**
 * The world of a starting server: its rooms on the event loops, the stored games brought back,
 * the tournaments, and the front door every connection enters by.
 */
final class WorldAssembly {

    private static final Logger LOG = LogManager.getLogger(LaManchaServer.class);

    /** What a start built: {@code restorer} and {@code parked} are {@code null} without a store. */
    record Built(World world, GameRestorer restorer, ParkedGames parked, Frontdoor frontdoor) {
    }

    private WorldAssembly() {
    }

    /**
     * @param peers the cluster, or {@code null} for a server of its own
     * @param journal where moves are recorded
     * @param leased the journal of a cluster's node, or {@code null}
     */
    static Built assemble(ServerConfig config, GameRegistry games, Persistence persistence, OperatorMetrics metrics,
            ExecutorService bots, EventLoopGroup workers, ClusterPeers peers, Journal journal, LeasedJournal leased,
            LineEncoder encoder) {
        SecureRandom random = new SecureRandom();
        ParkedGames parked = null;
        Clock clock = Clock.systemUTC();
        TurnServices turns = new TurnServices(clock, config.shortestMove(),
                persistence == null ? TurnServices.Letters.NONE : new OfflineNotes(persistence.storage()));
        TableServices tables = new TableServices(bots, config.botDelay(), config.grace(), random::nextLong, journal,
                persistence == null ? TableServices.SoloRecords.NONE : new StoredSoloRecords(persistence.storage()),
                config.rateSameAddress(), turns);
        TokenKeeper tokens = persistence == null ? TokenKeeper.NONE : persistence.storage().tokenKeeper();
        World world = new World(games, () -> new EventLoopStrand(workers.next()), RoomOutput.factory(encoder),
                RoomOutput.factory(encoder), config.limits().floodControlled() ? Channels.Limits.DEFAULT : Channels.Limits.UNLIMITED,
                Table.factory(tables), random::nextLong, tokens, config.roomsPerGame(),
                peers == null ? Peers.NONE : peers);
        GameRestorer restorer = persistence == null ? null : leased == null ? new GameRestorer(world, persistence)
                : new GameRestorer(world, persistence, leased::guarded);
        // the tournaments hear of every game's end, also of the games restored now
        Tourneys tourneys = new Tourneys(world, persistence == null ? null : persistence.storage(), clock,
                config.tourneyMinute(), random::nextLong);
        world.onGameEnd(tourneys::gameEnded);
        tourneys.load();
        if (persistence != null) {
            parked = new ParkedGames(world, persistence.storage().games().turns(), restorer, clock,
                    ParkedGames.searchEvery(config.shortestMove()));
            world.parking(parked);
            restorer.restoreAll();
            parked.start();
            world.channels().restore(persistence.storage().keptChannels());
            Safety.start(world, persistence.storage(), config.quotas());
        }
        tourneys.resume();
        Context context = new Context(world, persistence == null ? null : persistence.storage(), new LoginThrottle(clock),
                clock, metrics, persistence == null ? Backups.NONE
                        : new OnlineBackups(persistence, config.dataDir(), games, clock),
                new Allowances(config.quotas()), tourneys);
        Dispatcher dispatcher = new Dispatcher(Commands.registry(), context);
        Welcome welcome = new Welcome(config.name(), Version.current(), Protocol.VERSION, gameIds(games));
        return new Built(world, restorer, parked, new Frontdoor(dispatcher, encoder, welcome));
    }

    /** This node's view of the cluster's other nodes, or {@code null} for a server of its own. */
    static ClusterPeers joinCluster(ClusterConfig cluster) {
        if (cluster == null) {
            return null;
        }
        try {
            ClusterPeers joined = ClusterPeers.connect(cluster);
            LOG.info("node {} of the cluster on {}", cluster.node(), cluster.redis());
            return joined;
        } catch (RuntimeException e) {
            throw new StartFailure("cannot reach the cluster's Redis at " + cluster.redis() + " (" + e.getMessage()
                    + "); start redis-server there, or check --cluster.", e);
        }
    }

    private static List<String> gameIds(GameRegistry games) {
        List<String> ids = new ArrayList<>();
        for (GameDefinition g : games.all()) {
            ids.add(g.id());
        }
        return ids;
    }
}
