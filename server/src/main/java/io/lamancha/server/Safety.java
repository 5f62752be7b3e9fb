package io.lamancha.server;

import io.lamancha.server.store.Storage;
import io.lamancha.server.world.Channels;
import io.lamancha.server.world.Quotas;
import io.lamancha.server.world.World;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.Logger;

/**
 * The wiring's part in trust and safety at start: look-alike keys for old accounts, the mutes and
 * bans the store kept, a warning for admin names nobody registered, and the sweep that drops
 * registered owners' channels left empty for a while.
 */
public final class Safety {

    private static final Logger LOG = LogManager.getLogger(Safety.class);
    /** How often the empty channels are looked at. */
    static final Duration SWEEP_EVERY = Duration.ofHours(1);

    private Safety() {
    }

    /** Before the first connection (blocks on the store). */
    static void start(World world, Storage storage, Quotas quotas) {
        int filled = storage.accounts().fillSkeletons();
        if (filled > 0) {
            LOG.info("look-alike keys made for {} accounts registered before they were kept", filled);
        }
        world.moderation().restore(storage.moderation().inForce());
        for (String name : unregisteredAdmins(storage)) {
            LOG.warn("admin name {} has no account: nobody may log in as it until the operator makes it with"
                    + " ./lamancha account register {} --admin", name, name);
        }
        sweepLater(world, storage, quotas.emptyChannelKept());
    }

    /** The names given with --admin that no account has. */
    static List<String> unregisteredAdmins(Storage storage) {
        List<String> out = new ArrayList<>();
        for (String name : storage.admins()) {
            if (storage.accounts().find(name).isEmpty()) {
                out.add(name);
            }
        }
        out.sort(null);
        return out;
    }

    private static void sweepLater(World world, Storage storage, Duration keep) {
        world.lobby().strand().schedule(() -> {
            Channels channels = world.channels();
            List<String> gone = channels.sweep(keep, System.nanoTime());
            if (!gone.isEmpty()) {
                LOG.info("{} channels were empty for {} and are dropped", gone.size(), keep);
                storage.io().execute(() -> {
                    for (String name : gone) {
                        try {
                            storage.community().dropChannel(name);
                        } catch (RuntimeException e) {
                            LOG.warn("could not drop the channel {}: {}", name, e.toString());
                        }
                    }
                });
            }
            sweepLater(world, storage, keep);
        }, SWEEP_EVERY);
    }
}
