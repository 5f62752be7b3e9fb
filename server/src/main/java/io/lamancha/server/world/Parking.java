package io.lamancha.server.world;

import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;

/**
 * Where turn-based games go while they wait for people who are away: out of every node's memory,
 * into the store, and back into a room when someone comes to it (or a move time runs out). A
 * parked game belongs to no node; the first that needs it takes it. Implemented by the server's
 * wiring over the store; a server that keeps nothing parks nothing.
 */
public interface Parking {

    /** The game of the room {@code name} is parked: that name waits for it (the room's strand). */
    void parked(String name);

    /**
     * Brings back the game parked in the room {@code name}, if one is: completes (on any thread,
     * never exceptionally) with the room it is played in now, which may be another name if that
     * one was taken meanwhile; empty when no game is parked there or it cannot be brought back.
     */
    CompletionStage<Optional<Room>> bringBack(String name);

    /** Whether a game parked from this node holds the room name {@code name} (any thread). */
    boolean reserves(String name);

    /** Nothing is ever parked. */
    Parking NONE = new Parking() {
        @Override
        public void parked(String name) {
        }

        @Override
        public CompletionStage<Optional<Room>> bringBack(String name) {
            return CompletableFuture.completedFuture(Optional.empty());
        }

        @Override
        public boolean reserves(String name) {
            return false;
        }
    };
}
