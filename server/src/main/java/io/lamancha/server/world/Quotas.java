package io.lamancha.server.world;

import java.time.Duration;

/**
 * How much of what others see one user or address may make: the limits on creation that keep one
 * person from filling the server's lists (SECURITY.md has each with its test).
 *
 * @param registrationsPerHour names one address may register in an hour, across the cluster (0 = none)
 * @param channelsPerOwner channels one registered user may own (kept across logins)
 * @param emptyChannelKept how long a registered owner's channel stays with nobody in it
 * @param seeksPerMinute game ads ({@code /seek}) one user may post in a minute
 * @param invitesPerMinute invitations one user may send in a minute, to anyone
 * @param sameInviteEvery how long after an invitation to someone the next one to them may follow
 * @param reportsPerMinute reports ({@code /report}) one user may send the admins in a minute
 * @param reportsPerDay reports one user may send the admins in a day
 * @param tourneysPerPlayer tournaments one registered player who is not an admin may have open or
 *     running at once (0 = only admins make tournaments, the default)
 */
public record Quotas(int registrationsPerHour, int channelsPerOwner, Duration emptyChannelKept, int seeksPerMinute,
                     int invitesPerMinute, Duration sameInviteEvery, int reportsPerMinute, int reportsPerDay,
                     int tourneysPerPlayer) {

    public static final Quotas DEFAULT = new Quotas(3, 5, Duration.ofDays(7), 6, 10, Duration.ofMinutes(1), 3, 20, 0);

    public Quotas {
        if (registrationsPerHour < 0 || channelsPerOwner < 0 || seeksPerMinute < 1 || invitesPerMinute < 1
                || reportsPerMinute < 1 || reportsPerDay < 1 || tourneysPerPlayer < 0) {
            throw new IllegalArgumentException("quotas must not be negative, and seeks, invites and reports at least 1");
        }
    }

    public Quotas withRegistrationsPerHour(int perHour) {
        return new Quotas(perHour, channelsPerOwner, emptyChannelKept, seeksPerMinute, invitesPerMinute, sameInviteEvery,
                reportsPerMinute, reportsPerDay, tourneysPerPlayer);
    }

    public Quotas withChannelsPerOwner(int perOwner) {
        return new Quotas(registrationsPerHour, perOwner, emptyChannelKept, seeksPerMinute, invitesPerMinute,
                sameInviteEvery, reportsPerMinute, reportsPerDay, tourneysPerPlayer);
    }

    /** With registered players allowed {@code perPlayer} tournaments open or running at once (0: admins only). */
    public Quotas withTourneysPerPlayer(int perPlayer) {
        return new Quotas(registrationsPerHour, channelsPerOwner, emptyChannelKept, seeksPerMinute, invitesPerMinute,
                sameInviteEvery, reportsPerMinute, reportsPerDay, perPlayer);
    }
}
