package io.lamancha.server.store;

import io.lamancha.server.world.TokenKeeper;
import java.util.ArrayList;
import java.util.List;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Predicate;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.Logger;

/**
 * Guests' resume tokens kept and forgotten on the store thread, the writes that wait gathered
 * into one transaction: a thousand guests logging in at once cost a few commits, not a thousand
 * (each an H2 chunk written or a PostgreSQL WAL flush) queued before the logins' own lookups. A
 * write is done before any store call handed to the thread after it, in the order given. If the
 * transaction fails while the store can write, the writes are made one by one: one bad write
 * loses only itself.
 */
final class TokenWrites implements TokenKeeper {

    private static final Logger LOG = LogManager.getLogger(TokenWrites.class);

    private final ResumeTokenStore tokens;
    private final Executor io;
    private final Predicate<RuntimeException> storeDown;
    private final Queue<ResumeTokenStore.Write> waiting = new ConcurrentLinkedQueue<>();
    private final AtomicBoolean drainQueued = new AtomicBoolean();

    /**
     * @param io the store's single thread
     * @param storeDown whether a failure means the store cannot write at all (told elsewhere)
     */
    TokenWrites(ResumeTokenStore tokens, Executor io, Predicate<RuntimeException> storeDown) {
        this.tokens = tokens;
        this.io = io;
        this.storeDown = storeDown;
    }

    @Override
    public void keep(String name, String token) {
        add(new ResumeTokenStore.Write(name, token, true));
    }

    @Override
    public void forget(String name, String token) {
        add(new ResumeTokenStore.Write(name, token, false));
    }

    private void add(ResumeTokenStore.Write write) {
        waiting.add(write);
        if (drainQueued.compareAndSet(false, true)) {
            io.execute(this::drain);
        }
    }

    /** Writes all that wait, in one transaction (store thread). */
    private void drain() {
        drainQueued.set(false);
        List<ResumeTokenStore.Write> writes = new ArrayList<>();
        for (ResumeTokenStore.Write w; (w = waiting.poll()) != null; ) {
            writes.add(w);
        }
        if (writes.isEmpty()) {
            return;
        }
        try {
            tokens.record(writes);
        } catch (RuntimeException e) {
            if (!storeDown.test(e)) {
                oneByOne(writes);
            }
        }
    }

    /**
     * After a failed transaction that was not the store being down: each write alone, so a bad one
     * (another node's insert of the same name in between, say) loses only itself.
     */
    private void oneByOne(List<ResumeTokenStore.Write> writes) {
        int lost = 0;
        RuntimeException last = null;
        for (ResumeTokenStore.Write w : writes) {
            try {
                tokens.record(List.of(w));
            } catch (RuntimeException e) {
                lost++;
                last = e;
            }
        }
        if (lost > 0) {
            LOG.warn("could not keep {} of {} resume token change(s) of guests: {}", lost, writes.size(),
                    last.toString());
        }
    }
}
