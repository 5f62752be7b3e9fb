package io.lamancha.server.world;

import io.lamancha.protocol.event.Bye;
import io.lamancha.protocol.event.Notice;
import java.util.ArrayList;
import java.util.List;

/**
 * What a mute, ban or kick does to the sessions of this node, whichever node it was imposed on:
 * the user is told, a banned or kicked user is closed, and a user banned from a channel leaves it.
 */
final class Enforcement {

    private Enforcement() {
    }

    static void apply(World world, Sanction s, boolean lifted) {
        if (lifted) {
            world.moderation().lift(s.kind(), s.scope(), s.name(), s.at());
            world.user(s.name()).ifPresent(u -> u.send(new Notice("moderation", "Your " + noun(s) + " in " + s.where()
                    + " is lifted by " + s.by() + ".")));
            return;
        }
        world.moderation().put(s);
        switch (s.kind()) {
            case MUTE -> world.user(s.name()).ifPresent(u -> muted(world, u, s));
            case KICK -> world.user(s.name()).ifPresent(u -> close(world, u, "kicked by " + s.by() + ": " + s.reason()));
            case BAN -> banned(world, s);
            default -> throw new IllegalStateException("no such sanction: " + s.kind());
        }
    }

    /** Told; on the whole server their away message goes too, as others read it. */
    private static void muted(World world, Session u, Sanction s) {
        u.send(new Notice("moderation", "You are muted in " + s.where() + " by " + s.by() + " " + s.term() + ": "
                + s.reason() + ". Nobody hears what you say there."));
        if (s.serverWide() && u.social().away() != null) {
            u.runOnOwner(() -> {
                u.social().away(null);
                world.peers().here(u);
            });
        }
    }

    private static void banned(World world, Sanction s) {
        String why = "banned from " + s.where() + " by " + s.by() + " " + s.term() + ": " + s.reason();
        if (s.serverWide()) {
            List<Session> out = new ArrayList<>();
            for (Session u : world.users()) {
                boolean named = u.name() != null && Names.key(u.name()).equals(Names.key(s.name()));
                boolean fromAddress = s.address() != null && s.address().equals(u.address())
                        && !Names.key(s.by()).equals(Names.key(String.valueOf(u.name())));
                if (named || fromAddress) {
                    out.add(u);
                }
            }
            out.forEach(u -> close(world, u, why));
            return;
        }
        world.user(s.name()).filter(u -> u.social().inChannel(s.scope())).ifPresent(u ->
                world.channels().find(s.scope()).ifPresent(c -> c.strand().execute(() -> {
                    world.channels().leave(c, u, "banned", true);
                    u.send(new Notice("moderation", "You are " + why + "."));
                })));
    }

    private static void close(World world, Session u, String why) {
        u.runOnOwner(() -> {
            world.remove(u, why.startsWith("kicked") ? "kicked" : "banned");
            u.closeWith(null, new Bye(Bye.Code.KICKED, why));
        });
    }

    private static String noun(Sanction s) {
        return s.kind() == Sanction.Kind.MUTE ? "mute" : "ban";
    }
}
