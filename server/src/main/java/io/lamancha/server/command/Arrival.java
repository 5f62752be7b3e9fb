package io.lamancha.server.command;

import io.lamancha.protocol.event.Notice;
import io.lamancha.protocol.event.Presence;
import io.lamancha.server.store.CommunityStore;
import io.lamancha.server.store.Storage;
import io.lamancha.server.world.Channels;
import io.lamancha.server.world.Session;
import io.lamancha.server.world.World;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.Logger;

/**
 * What a login brings besides the room: those who watch the name hear of it, and a registered
 * user gets back their ignore and notify lists and their channels, and hears of messages left
 * for them.
 */
final class Arrival {

    private static final Logger LOG = LogManager.getLogger(Arrival.class);

    private Arrival() {
    }

    /**
     * Runs on the session's owner strand once it is in its first room; {@code done} runs (on any
     * thread) once everything kept is back, so the login's answer comes after it and the user's
     * next line finds their lists and channels in place.
     */
    static void arrived(Context context, Session s, Runnable done) {
        context.world().tellWatchers(s.name(), new Presence(s.name(), "login", null, null));
        restoreKept(context, s, false, done);
    }

    /**
     * A registered user's kept lists and channels, read from the store, then {@code done};
     * {@code handedOver} as for {@link #restore}.
     */
    private static void restoreKept(Context context, Session s, boolean handedOver, Runnable done) {
        Storage st = context.storage();
        if (!s.registered() || st == null) {
            done.run();
            return;
        }
        st.io().execute(() -> {
            CommunityStore.Lists lists;
            int messages;
            Optional<Notice> yourMoves;
            try {
                lists = st.community().lists(s.name());
                messages = st.community().messageCount(s.name());
                yourMoves = handedOver ? Optional.empty() : GamesCommands.yourMoves(
                        st.games().turns().playing(s.name()), s.name(), context.clock().instant());
            } catch (RuntimeException e) {
                LOG.warn("could not read the kept lists of a user: {}", e.toString());
                done.run();
                return;
            }
            // a session handed over heard of its messages and moves at its login already
            s.runOnOwner(() -> {
                yourMoves.ifPresent(s::send);
                restore(context.world(), s, lists, handedOver ? 0 : messages, handedOver)
                        .whenComplete((ok, err) -> done.run());
            });
        });
    }

    /**
     * A session another node handed over, once it is in its room here: its lists and channels,
     * a registered user's as the store keeps them, a guest's as they came with it; then {@code done}.
     */
    static void handedOver(Context context, Session s, CommunityStore.Lists lists, Runnable done) {
        if (s.registered() && context.storage() != null) {
            restoreKept(context, s, true, done);
            return;
        }
        restore(context.world(), s, lists, 0, true).whenComplete((ok, err) -> done.run());
    }

    /**
     * @param handedOver a session handed over from another node, in its channels there already:
     *     a channel this node has no copy of is made (channels span the nodes), and it comes into
     *     each without a word; else (a login's list) a channel gone is skipped and the others told
     */
    private static CompletableFuture<Void> restore(World world, Session s, CommunityStore.Lists lists, int messages,
            boolean handedOver) {
        if (world.user(s.name()).orElse(null) != s) {
            return CompletableFuture.completedFuture(null); // gone meanwhile
        }
        for (String name : lists.ignored()) {
            s.social().ignore(name, true);
        }
        for (String name : lists.notified()) {
            if (s.social().notify(name, true)) {
                world.watchers().watch(s, name);
            }
        }
        Channels channels = world.channels();
        List<CompletableFuture<Void>> joins = new ArrayList<>();
        for (String name : lists.channels()) {
            joins.add(channels.rejoin(name, s, handedOver, () -> world.user(s.name()).orElse(null) == s));
        }
        if (messages > 0) {
            s.send(new Notice("messages", "You have " + messages + (messages == 1 ? " new message" : " new messages")
                    + " (/messages reads them)."));
        }
        return CompletableFuture.allOf(joins.toArray(new CompletableFuture[0]));
    }
}
