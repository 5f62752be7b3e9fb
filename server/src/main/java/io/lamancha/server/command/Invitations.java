package io.lamancha.server.command;

import io.lamancha.protocol.ErrorCode;
import io.lamancha.protocol.event.Invite;
import io.lamancha.server.world.Session;

/**
 * The one way an invitation reaches someone ({@code /invite}, {@code /chinvite}, and any other
 * command that asks someone to come and play): refused when they ignore the sender, or when the
 * sender invited them a moment ago or has sent as many invitations this minute as one may.
 */
final class Invitations {

    private Invitations() {
    }

    /** Refused (nothing sent, nothing counted) when {@code invite} may not reach {@code to} now. */
    static void check(Request req, Session to) {
        String from = req.session().name();
        if (to.social().ignores(from)) {
            throw Request.refuse(ErrorCode.IGNORED, to.name() + " is ignoring you; the invitation was not delivered.");
        }
        req.context().allowances().invite(from, to.name(), req.clock().instant()).ifPresent(msg -> {
            throw Request.refuse(ErrorCode.LIMIT_REACHED, msg);
        });
    }

    /** Checks, counts and sends {@code invite} to {@code to}. */
    static void send(Request req, Session to, Invite invite) {
        check(req, to);
        to.send(invite);
    }
}
