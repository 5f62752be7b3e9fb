package io.lamancha.server.net;

/** Output gathered on an event loop that its {@link LoopFlusher} sends in its next pass. */
interface PendingOutput {

    /** Passes what is gathered to the channel(s) and flushes them (event loop only). */
    void flushPending();
}
