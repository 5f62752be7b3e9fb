package io.lamancha.server.command;

import io.lamancha.protocol.ErrorCode;
import io.lamancha.server.store.Storage;
import io.lamancha.server.world.Names;
import io.lamancha.server.world.RemoteUser;
import io.lamancha.server.world.Sanction;
import io.lamancha.server.world.Session;
import io.lamancha.server.world.World;
import java.util.Optional;

/**
 * Which names a user may take over the wire: not a banned one (nor any from a banned address),
 * not a reserved one (the bots', the staff's, an admin's not yet registered), and none that looks
 * like the name of someone registered or online ({@link Names#skeleton}).
 */
final class NameChecks {

    private NameChecks() {
    }

    /** Refused when {@code name}, or the session's address, is banned from the server. */
    static void notBanned(Request req, String name) {
        Optional<Sanction> ban = req.world().moderation().ban(name, req.session().address(), "", req.clock().instant());
        if (ban.isPresent()) {
            Sanction b = ban.get();
            String who = Names.key(b.name()).equals(Names.key(name)) ? name + " is" : "Your address is";
            throw Request.refuse(ErrorCode.BANNED, who + " banned from the server " + b.term() + ": " + b.reason() + ".");
        }
    }

    /**
     * Refused when {@code name} may not be taken as a guest's or registered now.
     *
     * @param lookalike a registered name that looks like it, if the store found one
     */
    static void mayTake(Request req, String name, Optional<String> lookalike) {
        Storage st = req.storage();
        if (st != null && st.isAdmin(name)) {
            throw Request.refuse(ErrorCode.NAME_TAKEN, name + " is reserved for an admin; choose another name.");
        }
        if (Names.reserved(name)) {
            throw Request.refuse(ErrorCode.NAME_TAKEN, name + " is reserved (a bot's or the staff's name); choose"
                    + " another name.");
        }
        if (lookalike.isPresent()) {
            throw Request.refuse(ErrorCode.NAME_TAKEN, name + " looks too much like " + lookalike.get()
                    + ", a registered name; choose another name.");
        }
        onlineLookalike(req.world(), req.session(), name).ifPresent(other -> {
            throw Request.refuse(ErrorCode.NAME_TAKEN, name + " looks too much like " + other
                    + ", who is online; choose another name.");
        });
    }

    /** Someone else online, here or on another node, whose name looks like {@code name}. */
    private static Optional<String> onlineLookalike(World world, Session self, String name) {
        Optional<String> here = world.onlineLookalike(name, self);
        if (here.isPresent()) {
            return here;
        }
        String key = Names.key(name);
        String skeleton = Names.skeleton(name);
        for (RemoteUser u : world.peers().users()) {
            if (!Names.key(u.name()).equals(key) && Names.skeleton(u.name()).equals(skeleton)) {
                return Optional.of(u.name());
            }
        }
        return Optional.empty();
    }
}
