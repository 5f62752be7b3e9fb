package io.lamancha.server.command;

import io.lamancha.server.store.Storage;
import io.lamancha.server.world.World;
import java.time.Clock;

/**
 * What commands act on: the world of sessions and rooms, what the server keeps, and the clock.
 *
 * @param storage accounts and stored games, or {@code null} when the server keeps nothing
 */
public record Context(World world, Storage storage, Clock clock) {
}
