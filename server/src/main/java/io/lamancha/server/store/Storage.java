package io.lamancha.server.store;

import io.lamancha.server.account.PasswordHasher;
import io.lamancha.server.world.Channel;
import io.lamancha.server.world.Channels;
import io.lamancha.server.world.TokenKeeper;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.Executor;
import java.util.stream.Collectors;

/**
 * What the server keeps, as the commands see it: accounts and games, and the password hasher. Every call into the stores blocks, so it runs on {@code io}, never on a room's
 * strand.
 *
 * @param ratings the players' ratings per game, and their changes per rated game
 * @param io a single thread for store calls, in submission order
 * @param admins names given with {@code --admin}: an admin once registered, reserved until then
 * @param moderation the mutes and bans kept, and the moderators' log
 * @param tourneys the tournaments, their players, tables and standings
 */
public record Storage(AccountStore accounts, PasswordHasher hasher, GameStore games, RatingStore ratings,
                      ResumeTokenStore tokens, CommunityStore community, Executor io, Set<String> admins,
                      ModerationStore moderation, TourneyStore tourneys) {

    public Storage {
        admins = admins.stream().map(a -> a.toLowerCase(Locale.ROOT)).collect(Collectors.toUnmodifiableSet());
    }

    /** Whether {@code name} was given with {@code --admin}: an admin once it is registered. */
    public boolean isAdmin(String name) {
        return name != null && admins.contains(name.toLowerCase(Locale.ROOT));
    }

    /** Whether {@code account} has the admin role: given with {@code --admin}, or made one by the operator. */
    public boolean isAdmin(Account account) {
        return account.admin() || isAdmin(account.name());
    }

    /** The channels registered users own, as kept (blocks: at start, off the event loops). */
    public List<Channels.Record> keptChannels() {
        List<Channels.Record> out = new ArrayList<>();
        for (CommunityStore.StoredChannel c : community.channels()) {
            out.add(new Channels.Record(c.name(), c.owner(), Channel.Mode.valueOf(c.mode()), c.invited()));
        }
        return out;
    }

    /**
     * Keeps guests' resume tokens in {@link #tokens()}, on the store thread, the changes that
     * wait written together ({@link TokenWrites}).
     */
    public TokenKeeper tokenKeeper() {
        return new TokenWrites(tokens, io, games::unavailable);
    }
}
