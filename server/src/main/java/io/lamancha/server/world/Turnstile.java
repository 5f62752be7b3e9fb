package io.lamancha.server.world;

import io.lamancha.protocol.ServerEvent;
import io.lamancha.protocol.event.Comings;
import io.lamancha.protocol.event.Entered;
import io.lamancha.protocol.event.Left;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.IntSupplier;

/**
 * Tells a room's members who comes and goes. In a room of up to {@link #CROWD} people each arrival
 * and departure is told at once ({@code enter}, {@code leave}); in a more crowded one they are
 * counted and told once a {@link #BATCH} ({@code comings}), as large IRC and Twitch channels do:
 * a line to everyone for everyone who comes would grow with the square of the room's size (a
 * thousand people arriving in a lobby would be half a million lines). Once a batch is open,
 * what comes before it is told goes into it, so nothing is told out of order. Strand only.
 */
final class Turnstile {

    /** A room of more people than this tells its comings and goings in batches. */
    static final int CROWD = 50;
    /** How long a batch gathers before it is told. */
    static final Duration BATCH = Duration.ofSeconds(1);
    /** How many of those who came (and of those who went) a batch names. */
    static final int NAMED = 3;

    private final String room;
    private final Strand strand;
    private final IntSupplier here;
    private final Consumer<ServerEvent> tell;
    private int entered;
    private int left;
    private final List<String> came = new ArrayList<>(NAMED);
    private final List<String> went = new ArrayList<>(NAMED);
    private boolean open;

    /** The turnstile of {@code room}: {@code here} counts its members, {@code tell} tells them all. */
    Turnstile(String room, Strand strand, IntSupplier here, Consumer<ServerEvent> tell) {
        this.room = room;
        this.strand = strand;
        this.here = here;
        this.tell = tell;
    }

    /** {@code name} came in. */
    void entered(String name) {
        if (!batching()) {
            tell.accept(new Entered(room, name));
            return;
        }
        entered++;
        if (came.size() < NAMED) {
            came.add(name);
        }
    }

    /** {@code name} went out, for {@code reason}. */
    void left(String name, String reason) {
        if (!batching()) {
            tell.accept(new Left(room, name, reason));
            return;
        }
        left++;
        if (went.size() < NAMED) {
            went.add(name);
        }
    }

    /** Whether this coming or going goes into a batch: one is open, or the room is crowded (one opens). */
    private boolean batching() {
        if (open) {
            return true;
        }
        if (here.getAsInt() <= CROWD) {
            return false;
        }
        open = true;
        strand.schedule(this::close, BATCH);
        return true;
    }

    /** The batch is told and the next coming or going is told as the room's size says. */
    private void close() {
        open = false;
        tell.accept(new Comings(room, entered, left, came, went));
        entered = 0;
        left = 0;
        came.clear();
        went.clear();
    }
}
