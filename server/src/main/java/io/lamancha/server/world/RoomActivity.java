package io.lamancha.server.world;

import io.lamancha.engine.GameDefinition;
import io.lamancha.protocol.event.Member;
import io.lamancha.protocol.event.SeatInfo;
import java.util.List;

/**
 * What goes on in a game room, as the room sees it: the seats and the game (a table implements
 * it). The room tells it who comes and goes; everything else reaches it through the commands.
 * Confined to the room's strand, except {@link #game()}.
 */
public interface RoomActivity {

    /** The game played here. */
    GameDefinition game();

    /** {@code waiting}, {@code playing} or {@code finished}. */
    String state();

    /** No game running: the room may be closed when empty. */
    boolean idle();

    int seatCount();

    List<SeatInfo> seats();

    /** Seat index of a connected session, or {@code null}. */
    Integer seatOf(Session session);

    /** Seats with nobody connected in them (bots, away players), for {@code /who}. */
    List<Member> absentMembers();

    /**
     * Someone is coming into the room (before it is a member): a player whose seat waits for them
     * takes it back, and the others are told. False when no seat waits for them.
     */
    boolean takeSeatBack(Session session);

    /**
     * A member came into the room and has been told what the room is: a player who took their
     * seat back ({@code back}) gets their own view of the game, anyone else a spectator's.
     */
    void arrived(Session session, boolean back);

    /** A member left the room or lost the connection. */
    void departed(Session session);

    /**
     * The last member left and no game runs (strand only): the activity is made fresh for whoever
     * comes next, as if the room were new.
     */
    default void vacated() {
    }

    /**
     * The room went to another node of the cluster, which runs its game from the store: nothing
     * of it goes on here (no bot, no timer, no write), and nothing is recorded of its end.
     */
    default void lost() {
    }

    /** Makes the activity of a new game room. */
    interface Factory {
        RoomActivity open(Room room, GameDefinition game);
    }
}
