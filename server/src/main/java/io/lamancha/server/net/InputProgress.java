package io.lamancha.server.net;

/**
 * What the line decoder tells of a peer's input as it reads it, for the {@link IdleGuard}: only a
 * finished line or telnet command is activity, and an unfinished one is on a clock of its own.
 * Called on the channel's event loop.
 */
public interface InputProgress {

    /** Tells nobody. */
    InputProgress NONE = new InputProgress() {
        @Override
        public void finished() {
        }

        @Override
        public void unfinished(boolean held) {
        }
    };

    /** A line ended (at its line feed) or a telnet command was complete. */
    void finished();

    /** Whether the decoder now holds bytes of an unfinished line or telnet command; called on each change. */
    void unfinished(boolean held);
}
