package io.lamancha.server.command;

import io.lamancha.protocol.ErrorCode;
import io.lamancha.protocol.event.Info;
import io.lamancha.protocol.event.Notice;
import io.lamancha.server.world.RemoteUser;
import io.lamancha.server.world.Sanction;
import io.lamancha.server.world.Session;
import io.lamancha.server.world.World;
import java.time.Duration;
import java.util.List;

/**
 * Commands for admins (accounts given with {@code --admin} or made admins by the operator): kick,
 * announce, shutdown, stats, backup, reload. Each is written to the moderators' log ({@link ModLog}).
 */
final class AdminCommands {

    private AdminCommands() {
    }

    /** Refused unless the session logged in to an account with the admin role. */
    static void requireAdmin(Request req) {
        if (req.storage() == null || !req.session().admin()) {
            throw Request.refuse(ErrorCode.FORBIDDEN, "Only an admin can do that.");
        }
    }

    static void kick(Request req) {
        requireAdmin(req);
        List<String> w = req.command().words();
        if (w.isEmpty()) {
            throw Request.refuse(ErrorCode.BAD_ARGUMENT, "Say whom: /kick <name> [reason].");
        }
        String reason = req.command().rest().isEmpty() ? "no reason given" : req.command().rest();
        World world = req.world();
        String name = world.user(w.get(0)).map(Session::name)
                .or(() -> world.peers().user(w.get(0)).map(RemoteUser::name))
                .orElseThrow(() -> Request.refuse(ErrorCode.NO_SUCH_USER, "Nobody called " + w.get(0) + " is online."));
        ModLog.record(req, "kick", name, "", reason);
        // closed here when here, else by the node of the cluster that holds them
        Sanction kick = new Sanction(Sanction.Kind.KICK, "", name, null, null, reason, req.session().name(),
                req.clock().instant());
        world.moderated(kick, false);
        world.peers().moderated(kick, false);
        req.reply(Info.of(name + " was kicked."));
    }

    static void announce(Request req) {
        requireAdmin(req);
        String text = req.command().args();
        if (text.isEmpty()) {
            throw Request.refuse(ErrorCode.BAD_ARGUMENT, "Say what: /announce <text>.");
        }
        ModLog.record(req, "announce", "", "", text);
        notifyAll(req.world(), "announce", "Announcement from " + req.session().name() + ": " + text);
    }

    /** The server's figures, the same as its metrics; never a name. */
    static void stats(Request req) {
        requireAdmin(req);
        req.reply(req.context().metrics().stats());
    }

    /**
     * A copy of the store while everyone plays on: made on the store thread, checked, and told to
     * the admin with where it is and how big.
     */
    static void backup(Request req) {
        requireAdmin(req);
        ModLog.record(req, "backup", "", "", "");
        req.defer();
        StoreCalls.offStrand(req, req.context().backups()::take, backup -> {
            String made = "Backed up the store to " + backup.dir() + " (" + (backup.bytes() + 1023) / 1024 + " KiB)";
            if (backup.problems().isEmpty()) {
                req.reply(Info.of(made + "; the copy is checked and sound."));
                req.succeed();
            } else {
                req.fail(ErrorCode.INTERNAL, made + ", but the copy has problems (" + backup.problems().get(0)
                        + "); keep an older backup.");
            }
        });
    }

    /** Reads the config file and the TLS certificate again, as SIGHUP does; says what changed. */
    static void reload(Request req) {
        requireAdmin(req);
        ModLog.record(req, "reload", "", "", "");
        req.defer();
        Session s = req.session();
        req.world().lifecycle().reload().whenComplete((lines, failure) -> s.runOnOwner(() -> {
            if (failure != null) {
                req.fail(ErrorCode.INTERNAL, "The reload failed (" + failure.getMessage() + "); the log says more.");
                return;
            }
            req.reply(new Info(lines));
            req.succeed();
        }));
    }

    static void shutdown(Request req) {
        requireAdmin(req);
        List<String> w = req.command().words();
        int seconds;
        try {
            seconds = w.isEmpty() ? 30 : Integer.parseInt(w.get(0));
        } catch (NumberFormatException e) {
            throw Request.refuse(ErrorCode.BAD_ARGUMENT, "Use /shutdown [seconds], e.g. /shutdown 60.");
        }
        if (seconds < 0 || seconds > 3600) {
            throw Request.refuse(ErrorCode.BAD_ARGUMENT, "Give 0-3600 seconds.");
        }
        World world = req.world();
        ModLog.record(req, "shutdown", "", "", seconds + " s");
        world.lifecycle().shutdownScheduled();
        countdown(world, seconds);
    }

    private static void countdown(World world, int seconds) {
        notifyAll(world, "shutdown", "The server shuts down in " + seconds + " seconds; running games are saved and go on after the restart.");
        if (seconds == 0) {
            world.lifecycle().shutdownNow();
            return;
        }
        int next = seconds > 60 ? seconds - 60 : seconds > 10 ? 10 : 0;
        world.lobby().strand().schedule(() -> countdown(world, next), Duration.ofSeconds(seconds - next));
    }

    private static void notifyAll(World world, String kind, String message) {
        Notice notice = new Notice(kind, message);
        for (Session s : world.users()) {
            s.send(notice);
        }
    }
}
