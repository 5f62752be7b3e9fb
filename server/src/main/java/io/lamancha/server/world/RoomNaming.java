package io.lamancha.server.world;

import java.time.Duration;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * Names a new game room without blocking: the candidate names are claimed across the cluster one
 * after another, each with a future, until one is this node's; after {@link #WITHIN} (or when
 * every candidate failed) it gives up with {@link NoRoomName}. A room made after the caller gave
 * up goes again.
 */
final class RoomNaming {

    /** How many names a new room tries (all held on other nodes, or the cluster unreachable). */
    static final int TRIES = 8;
    /** The longest naming a new room takes before it gives up. */
    static final Duration WITHIN = Duration.ofMillis(1800);

    private RoomNaming() {
    }

    /**
     * The first of {@code names} that {@code peers} claims and {@code place} makes a room of
     * ({@code null} when one of that name was made here meanwhile); {@code drop} takes a room
     * made too late away again. Completes on any thread.
     */
    static CompletableFuture<Room> first(List<String> names, Peers peers, Function<String, Room> place,
            Consumer<Room> drop) {
        CompletableFuture<Room> named = new CompletableFuture<>();
        claimNext(names.iterator(), peers, place, drop, named);
        return named.completeOnTimeout(null, WITHIN.toMillis(), TimeUnit.MILLISECONDS).thenApply(room -> {
            if (room == null) {
                throw new NoRoomName(null);
            }
            return room;
        });
    }

    private static void claimNext(Iterator<String> names, Peers peers, Function<String, Room> place,
            Consumer<Room> drop, CompletableFuture<Room> named) {
        if (!names.hasNext()) {
            named.completeExceptionally(new NoRoomName(null));
            return;
        }
        String name = names.next();
        peers.claimRoomAsync(name).whenComplete((claimed, failure) -> {
            Room room = Boolean.TRUE.equals(claimed) ? place.apply(name) : null;
            if (room != null && !named.complete(room)) {
                drop.accept(room); // the caller gave up waiting meanwhile
            } else if (room == null && !named.isDone()) {
                claimNext(names, peers, place, drop, named);
            }
        });
    }
}
