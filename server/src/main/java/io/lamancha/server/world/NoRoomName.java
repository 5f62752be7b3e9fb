package io.lamancha.server.world;

/** No new room could be named: the cluster's Redis did not answer, or every name tried was taken. */
public final class NoRoomName extends RuntimeException {

    private static final long serialVersionUID = 1L;

    NoRoomName(Throwable cause) {
        super("No new room could be made: the cluster does not answer. Try again in a moment,"
                + " or join a room that /rooms lists.", cause);
    }
}
