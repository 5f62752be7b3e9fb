package io.lamancha.server.ops;

import io.lamancha.engine.GameDefinition;
import io.lamancha.server.metrics.ConnectionCensus;
import io.lamancha.server.world.Room;
import io.lamancha.server.world.World;
import java.util.List;

/**
 * The gauges read from the world at each scrape: connections by transport and format, people
 * logged in, rooms by state, running games by game, and seats held for absent players. Each reads
 * snapshots that any thread may read ({@link Room#summary()}, the world's maps).
 */
public final class WorldGauges {

    /** The states a room's summary shows. */
    static final List<String> ROOM_STATES = List.of("lobby", "waiting", "playing", "finished");
    /** The wire formats a connection reads. */
    static final List<String> FORMATS = List.of("text", "json");

    private WorldGauges() {
    }

    /** Registers the gauges; {@code transports} are the listeners this server runs ("tcp", "tls"). */
    public static void register(OperatorMetrics metrics, World world, ConnectionCensus census, List<String> transports) {
        for (String transport : transports) {
            for (String format : FORMATS) {
                ConnectionCensus.Kind kind = new ConnectionCensus.Kind(transport, format);
                metrics.gauge("lamancha.connections", "Open connections", () -> census.count().getOrDefault(kind, 0),
                        "transport", transport, "format", format);
            }
        }
        metrics.gauge("lamancha.users.logged.in", "People logged in", () -> world.users().size());
        for (String state : ROOM_STATES) {
            metrics.gauge("lamancha.rooms", "Rooms by state", () -> rooms(world, state), "state", state);
        }
        for (GameDefinition game : world.games().all()) {
            metrics.gauge("lamancha.games.running", "Games being played", () -> running(world, game.id()),
                    "game", game.id());
        }
        metrics.gauge("lamancha.seats.held", "Seats waiting for a player who dropped", world::heldSeats);
    }

    static long rooms(World world, String state) {
        return world.rooms().stream().filter(r -> r.summary().state().equals(state)).count();
    }

    static long running(World world, String game) {
        return world.rooms().stream()
                .filter(r -> game.equals(r.summary().game()) && r.summary().state().equals("playing")).count();
    }
}
