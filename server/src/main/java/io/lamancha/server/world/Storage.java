package io.lamancha.server.world;

import io.lamancha.server.store.AccountStore;
import io.lamancha.server.store.GameStore;
import io.lamancha.server.store.LoginThrottle;
import io.lamancha.server.store.PasswordHasher;
import io.lamancha.server.store.ResumeTokenStore;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.Executor;
import java.util.stream.Collectors;

/**
 * What the server keeps: accounts and games. Every call into the stores blocks, so it runs on
 * {@code io}, never on a room's strand.
 *
 * @param io a single thread for store calls, in submission order
 * @param admins names (registered) that get the admin role
 */
public record Storage(AccountStore accounts, PasswordHasher hasher, LoginThrottle throttle, GameStore games,
                      ResumeTokenStore tokens, Executor io, Set<String> admins) {

    public Storage {
        admins = admins.stream().map(a -> a.toLowerCase(Locale.ROOT)).collect(Collectors.toUnmodifiableSet());
    }

    public boolean isAdmin(String name) {
        return name != null && admins.contains(name.toLowerCase(Locale.ROOT));
    }
}
