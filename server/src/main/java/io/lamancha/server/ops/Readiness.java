package io.lamancha.server.ops;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentSkipListMap;
import java.util.function.BooleanSupplier;

/**
 * Whether this node should get players, as named conditions that each may hold it back: it is
 * {@link #DRAINING draining} (set by hand, see {@link #draining(boolean)}), {@link #STOPPING
 * stopping}, cut off from {@link #REDIS Redis} or from its {@link #DATABASE database}. Each
 * condition is read when asked, so it must be cheap and never block: a flag or a cached result.
 * The load balancer's probe ({@code /readyz}) answers with the names that hold it back.
 */
public final class Readiness {

    public static final String DRAINING = "draining";
    public static final String STOPPING = "stopping";
    public static final String REDIS = "redis";
    public static final String DATABASE = "database";

    /** Name -> true while it holds the node back; sorted so that the reasons read the same each time. */
    private final Map<String, BooleanSupplier> conditions = new ConcurrentSkipListMap<>();
    private volatile boolean draining;

    public Readiness() {
        conditions.put(DRAINING, () -> draining);
    }

    /** {@code name} holds the node back while {@code notReady} says true (it replaces one of that name). */
    public Readiness notReadyWhile(String name, BooleanSupplier notReady) {
        conditions.put(name, notReady);
        return this;
    }

    /** The node is draining (or no longer): it gets no new players while its rooms move away. */
    public Readiness draining(boolean on) {
        this.draining = on;
        return this;
    }

    public boolean draining() {
        return draining;
    }

    /** The names of the conditions that hold the node back now, in order; empty when it is ready. */
    public List<String> blocking() {
        List<String> out = new ArrayList<>();
        for (Map.Entry<String, BooleanSupplier> e : conditions.entrySet()) {
            boolean notReady;
            try {
                notReady = e.getValue().getAsBoolean();
            } catch (RuntimeException failed) {
                notReady = true; // a check that cannot say counts as not ready
            }
            if (notReady) {
                out.add(e.getKey());
            }
        }
        return out;
    }
}
