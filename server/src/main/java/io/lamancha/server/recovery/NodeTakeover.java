package io.lamancha.server.recovery;

import io.lamancha.engine.GameDefinition;
import io.lamancha.server.store.Persistence;
import io.lamancha.server.store.StoredGame;
import io.lamancha.server.world.Room;
import io.lamancha.server.world.World;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.Logger;

/**
 * When a node of the cluster dies, its running games must go on elsewhere: this node tries to
 * take the lease of each room that had one (it is free once the dead node's lease runs out), and
 * puts the games of the rooms it won back on tables, from the store, with every move the dead
 * node made durable. Other nodes try too; each room goes to one of them. The dead node's players
 * log in again (to any node) and get their seats back there.
 */
public final class NodeTakeover {

    private static final Logger LOG = LogManager.getLogger(NodeTakeover.class);
    /** How long to go on trying for a room: beyond the dead node's lease, with room to spare. */
    public static final Duration GIVE_UP_AFTER = Duration.ofSeconds(30);
    private static final long RETRY_MILLIS = 250;
    /** How soon a drained room's claim is tried again (its lease is on its way out of Redis). */
    private static final long DRAINED_RETRY_MILLIS = 50;

    private final World world;
    private final Persistence persistence;
    private final GameRestorer restorer;
    /**
     * How long after a node is found dead the first claim is tried: its leases run out about then
     * anyway, and a node that was only silent (Redis restarting under everyone) is heard again
     * first and keeps its rooms.
     */
    public static final Duration FIRST_CLAIM_AFTER = Duration.ofMillis(1500);

    private final ExecutorService executor;
    private final java.util.function.Predicate<String> alive;
    private final java.util.function.Predicate<String> silent;
    private final io.lamancha.server.metrics.ServerMetrics metrics;

    /**
     * @param executor where the take-over waits and reads the store (never an event loop)
     * @param alive whether a node is heard from again (then it keeps its rooms)
     * @param silent whether a node's silence is proven now (this node in touch long enough, its
     *     alive mark run out in Redis): only then is a room of its claimed
     * @param metrics where each room taken over is counted
     */
    public NodeTakeover(World world, Persistence persistence, GameRestorer restorer, ExecutorService executor,
            java.util.function.Predicate<String> alive, java.util.function.Predicate<String> silent,
            io.lamancha.server.metrics.ServerMetrics metrics) {
        this.silent = silent;
        this.metrics = metrics;
        this.world = world;
        this.persistence = persistence;
        this.restorer = restorer;
        this.executor = executor;
        this.alive = alive;
    }

    /** {@code node} was found dead: take over what of its rooms this node can (returns at once). */
    public void nodeDied(String node) {
        executor.execute(() -> {
            try {
                takeOver(node);
            } catch (RuntimeException e) {
                LOG.error("taking over the rooms of node {} failed", node, e);
            }
        });
    }

    /**
     * {@code node} drains: it released the leases of {@code rooms} and takes no more moves there;
     * take over what of them this node can, at once (returns at once).
     */
    public void nodeDrained(String node, List<String> rooms) {
        java.util.Set<String> keys = new java.util.HashSet<>();
        for (String r : rooms) {
            keys.add(io.lamancha.server.world.Names.key(r));
        }
        executor.execute(() -> {
            try {
                takeOver(node, keys);
            } catch (RuntimeException e) {
                LOG.error("taking over the rooms of draining node {} failed", node, e);
            }
        });
    }

    private void takeOver(String node) {
        takeOver(node, null);
    }

    /** Takes over the rooms of {@code node}: those of {@code drained} (room keys) at once, or all once it is proven dead. */
    private void takeOver(String node, java.util.Set<String> drained) {
        long start = System.nanoTime();
        Map<String, List<StoredGame>> byRoom = new LinkedHashMap<>();
        for (StoredGame g : persistence.storage().games().runningOn(node)) {
            if (drained == null || drained.contains(io.lamancha.server.world.Names.key(g.room()))) {
                byRoom.computeIfAbsent(g.room(), r -> new java.util.ArrayList<>()).add(g);
            }
        }
        for (Map.Entry<String, List<StoredGame>> e : byRoom.entrySet()) {
            List<StoredGame> games = e.getValue();
            Optional<GameDefinition> def = world.games().find(games.get(0).gameId());
            if (def.isEmpty()) {
                continue;
            }
            Optional<Room> room = claim(node, e.getKey(), def.get(), start, drained != null);
            if (room.isEmpty()) {
                continue;
            }
            int restored = 0;
            for (StoredGame g : games) {
                if (restorer.takeOver(g, room.get())) {
                    restored++;
                }
            }
            metrics.roomTakenOver();
            LOG.info("took over the room {} of {} node {} ({} game(s)) {} ms after it was found {}",
                    e.getKey(), drained != null ? "draining" : "dead", node, restored,
                    (System.nanoTime() - start) / 1_000_000, drained != null ? "draining" : "dead");
        }
    }

    /**
     * The room, once this node holds its lease; empty when another node took it, or time ran out.
     * A {@code drained} room's lease was released by its node: it is claimed at once.
     */
    private Optional<Room> claim(String dead, String name, GameDefinition game, long start, boolean drained) {
        while (System.nanoTime() - start < GIVE_UP_AFTER.toNanos()) {
            if (drained) {
                if (world.peers().roomNode(name).toCompletableFuture().join().filter(h -> !h.equals(dead))
                        .isPresent()) {
                    return Optional.empty(); // another node took it first
                }
                Optional<Room> room = world.claimRoom(name, game);
                if (room.isPresent() || !pause(DRAINED_RETRY_MILLIS)) {
                    return room;
                }
                continue;
            }
            if (System.nanoTime() - start < FIRST_CLAIM_AFTER.toNanos()) {
                if (!pause()) {
                    return Optional.empty();
                }
                continue;
            }
            if (alive.test(dead)) {
                LOG.info("node {} is heard from again: its room {} stays its own", dead, name);
                return Optional.empty();
            }
            if (!silent.test(dead)) {
                // Redis back a moment ago, or the node still marks itself alive: it may prove
                // its lease yet
                if (!pause()) {
                    return Optional.empty();
                }
                continue;
            }
            if (world.peers().roomNode(name).toCompletableFuture().join().isPresent()) {
                return Optional.empty(); // a live node has it
            }
            Optional<Room> room = world.claimRoom(name, game);
            if (room.isPresent()) {
                return room;
            }
            if (!pause()) {
                return Optional.empty();
            }
        }
        LOG.warn("could not take over the room {} within {} s", name, GIVE_UP_AFTER.toSeconds());
        return Optional.empty();
    }

    /** Waits a little between tries; false when interrupted (the server stops). */
    private static boolean pause() {
        return pause(RETRY_MILLIS);
    }

    private static boolean pause(long millis) {
        try {
            Thread.sleep(millis);
            return true;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }
}
