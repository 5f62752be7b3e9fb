package io.lamancha.server.world;

import io.lamancha.protocol.WireFormat;
import java.util.List;

/**
 * A logged-in session as one node hands it to another: who it is and how it is shown (its
 * format, colour, and what it asked to be sent after a move: {@code /set updates}), where it
 * goes (a room the other node holds; {@code tag} is the {@code /room} command's, answered there),
 * its social lists, so that nothing of them is lost on the way, and its tokens. Secret: it goes
 * only to the node that is to run the session.
 */
public record HandedSession(String name, boolean registered, WireFormat format, boolean color, boolean telnet,
        Updates updates, String room, String tag, String away, List<String> ignored, List<String> notified,
        List<String> channels, String token, String presented, boolean admin) {

    public HandedSession {
        ignored = List.copyOf(ignored);
        notified = List.copyOf(notified);
        channels = List.copyOf(channels);
    }

    /**
     * What {@code session} is now, going to {@code room}; {@code token} is its guest name's
     * resume token (the node that runs it keeps it, to check a later return), and the token the
     * user gave at login goes too: a seat held for the name there is theirs only with it.
     */
    public static HandedSession of(Session session, String room, String tag, String token) {
        Social social = session.social();
        return new HandedSession(session.name(), session.registered(), session.format(), session.color(),
                session.telnet(), session.states().updates(), room, tag, social.away(), social.ignored(),
                social.notified(), social.channels(), token, session.presentedToken(), session.admin());
    }
}
