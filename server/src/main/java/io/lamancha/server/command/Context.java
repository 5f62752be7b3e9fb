package io.lamancha.server.command;

import io.lamancha.server.account.LoginThrottle;
import io.lamancha.server.metrics.ServerMetrics;
import io.lamancha.server.store.Storage;
import io.lamancha.server.tourney.Tourneys;
import io.lamancha.server.world.Allowances;
import io.lamancha.server.world.Quotas;
import io.lamancha.server.world.World;
import java.time.Clock;

/**
 * What commands act on: the world of sessions and rooms, what the server keeps, the guard on
 * guessed secrets, the clock, where commands and logins are counted, and where an admin's backup
 * is made.
 *
 * @param storage accounts and stored games, or {@code null} when the server keeps nothing
 * @param throttle slows down guessing of passwords and resume tokens
 * @param allowances the quotas on what one user makes, and their counts
 * @param tourneys the tournaments, or {@code null} on a server that runs none
 */
public record Context(World world, Storage storage, LoginThrottle throttle, Clock clock, ServerMetrics metrics,
                      Backups backups, Allowances allowances, Tourneys tourneys) {

    /** A context whose server runs no tournaments. */
    public Context(World world, Storage storage, LoginThrottle throttle, Clock clock, ServerMetrics metrics,
            Backups backups, Allowances allowances) {
        this(world, storage, throttle, clock, metrics, backups, allowances, null);
    }

    /** A context with the default quotas. */
    public Context(World world, Storage storage, LoginThrottle throttle, Clock clock, ServerMetrics metrics,
            Backups backups) {
        this(world, storage, throttle, clock, metrics, backups, new Allowances(Quotas.DEFAULT));
    }

    /** A context that makes no backups. */
    public Context(World world, Storage storage, LoginThrottle throttle, Clock clock, ServerMetrics metrics) {
        this(world, storage, throttle, clock, metrics, Backups.NONE);
    }

    /** A context whose commands are counted nowhere, and that makes no backups. */
    public Context(World world, Storage storage, LoginThrottle throttle, Clock clock) {
        this(world, storage, throttle, clock, ServerMetrics.NONE);
    }
}
