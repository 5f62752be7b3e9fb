package io.lamancha.server.command;

import static io.lamancha.server.command.StoreCalls.offStrand;
import static io.lamancha.server.command.StoreCalls.storage;

import io.lamancha.protocol.ErrorCode;
import io.lamancha.protocol.event.Info;
import io.lamancha.server.store.ModerationStore;
import io.lamancha.server.store.Storage;
import io.lamancha.server.world.Names;
import io.lamancha.server.world.Peers;
import io.lamancha.server.world.Refusal;
import io.lamancha.server.world.Sanction;
import io.lamancha.server.world.Session;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;

/**
 * Moderation: {@code /mute}, {@code /ban} and their undoing, for admins on the whole server and
 * for a channel's owner in that channel; {@code /modlog} for admins. Every measure is kept in the
 * store before it is told (it outlasts a restart), holds at once on every node of a cluster, and
 * goes into the moderators' log. {@code /report} is {@link Reports}.
 */
final class ModerationCommands {

    private static final DateTimeFormatter WHEN = DateTimeFormatter.ofPattern("MM-dd HH:mm").withZone(ZoneOffset.UTC);
    static final int MODLOG_DEFAULT = 20;
    static final int MODLOG_MAX = 200;

    private ModerationCommands() {
    }

    static void mute(Request req) {
        Moderating m = Moderating.parse(req, "/mute [#channel] <name> [minutes] [reason]", true);
        if (m.address()) {
            throw Request.refuse(ErrorCode.BAD_ARGUMENT, "+address is for /ban; /mute mutes the name.");
        }
        impose(req, m, m.sanction(req, Sanction.Kind.MUTE, null), "muted");
    }

    static void ban(Request req) {
        Moderating m = Moderating.parse(req, "/ban [#channel] <name> [minutes] [+address] [reason]", true);
        if (!m.address()) {
            impose(req, m, m.sanction(req, Sanction.Kind.BAN, null), "banned");
            return;
        }
        if (!m.serverWide()) {
            throw Request.refuse(ErrorCode.BAD_ARGUMENT, "A channel's ban is of the name; +address is for the server.");
        }
        Storage st = storage(req);
        m.allowed(req);
        Optional<Session> here = req.world().user(m.name());
        if (here.isPresent()) {
            impose(req, m, m.sanction(req, Sanction.Kind.BAN, here.get().address()), "banned");
            return;
        }
        // online on another node: that node knows the address; else the store, from their last login
        Peers peers = req.world().peers();
        CompletionStage<Optional<String>> online = peers.user(m.name()).map(peers::address)
                .orElse(CompletableFuture.completedFuture(Optional.empty()));
        req.defer();
        online.whenComplete((address, failure) -> offStrand(req,
                () -> failure == null && address.isPresent() ? address : st.accounts().lastAddress(m.name()),
                known -> impose(req, m, m.sanction(req, Sanction.Kind.BAN, known.orElseThrow(() -> unknownAddress(m))),
                        "banned")));
    }

    private static Refusal unknownAddress(Moderating m) {
        return Request.refuse(ErrorCode.NO_SUCH_USER, m.name() + "'s address is not known: they are not online, and no"
                + " login of theirs is kept (a guest's never is); /ban " + m.name() + " bans the name.");
    }

    private static void impose(Request req, Moderating m, Sanction s, String done) {
        Storage st = storage(req);
        m.allowed(req);
        if (m.serverWide() && req.world().user(m.name()).map(Session::admin).orElse(false)) {
            throw notAdmins(m);
        }
        req.defer();
        offStrand(req, () -> {
            if (m.serverWide() && st.accounts().find(m.name()).map(st::isAdmin).orElse(st.isAdmin(m.name()))) {
                throw notAdmins(m);
            }
            st.moderation().keep(s);
            return Boolean.TRUE;
        }, kept -> {
            ModLog.record(req, s.kind().name().toLowerCase(java.util.Locale.ROOT), s.name(), s.scope(),
                    s.term() + (s.address() != null ? ", and the address" : "") + ": " + s.reason());
            req.world().moderated(s, false);
            req.world().peers().moderated(s, false);
            req.reply(Info.of(s.name() + " is " + done + " in " + s.where() + " " + s.term()
                    + (s.address() != null ? ", and so is their address" : "") + ": " + s.reason() + "."));
            req.succeed();
        });
    }

    private static Refusal notAdmins(Moderating m) {
        return Request.refuse(ErrorCode.FORBIDDEN, m.name() + " is an admin; an admin is not muted or banned.");
    }

    static void unmute(Request req) {
        lift(req, Sanction.Kind.MUTE, "/unmute [#channel] <name>", "muted");
    }

    static void unban(Request req) {
        lift(req, Sanction.Kind.BAN, "/unban [#channel] <name>", "banned");
    }

    private static void lift(Request req, Sanction.Kind kind, String usage, String state) {
        Storage st = storage(req);
        Moderating m = Moderating.parse(req, usage, false);
        m.allowed(req);
        Sanction s = m.sanction(req, kind, null);
        req.defer();
        offStrand(req, () -> st.moderation().lift(kind, m.scope(), m.name()), lifted -> {
            boolean here = req.world().moderation().lift(kind, m.scope(), m.name(), s.at()).isPresent();
            if (!lifted && !here) {
                req.fail(ErrorCode.NO_SUCH_USER, m.name() + " is not " + state + " in " + s.where() + ".");
                return;
            }
            ModLog.record(req, "un" + kind.name().toLowerCase(java.util.Locale.ROOT), m.name(), m.scope(), "");
            req.world().moderated(s, true);
            req.world().peers().moderated(s, true);
            req.reply(Info.of(m.name() + " is no longer " + state + " in " + s.where() + "."));
            req.succeed();
        });
    }

    /** {@code /modlog [n|name]}: the newest lines of the moderators' log. */
    static void modlog(Request req) {
        AdminCommands.requireAdmin(req);
        Storage st = storage(req);
        List<String> w = req.command().words();
        int n = MODLOG_DEFAULT;
        String name = null;
        if (!w.isEmpty() && w.get(0).matches("\\d{1,4}")) {
            n = Math.max(1, Math.min(MODLOG_MAX, Integer.parseInt(w.get(0))));
        } else if (!w.isEmpty()) {
            name = w.get(0);
            Names.checkUser(name).ifPresent(msg -> {
                throw Request.refuse(ErrorCode.BAD_NAME, msg);
            });
        }
        int limit = n;
        String about = name;
        req.defer();
        offStrand(req, () -> st.moderation().recent(limit, about), entries -> {
            List<String> lines = new ArrayList<>();
            lines.add(entries.isEmpty() ? "The moderators' log is empty" + (about == null ? "." : " for " + about + ".")
                    : "The moderators' log" + (about == null ? "" : " for " + about) + ", newest last (UTC):");
            for (ModerationStore.Entry e : entries) {
                lines.add(WHEN.format(e.at()) + " " + e.actor() + " " + e.action() + " " + e.target()
                        + (e.scope().isEmpty() ? "" : " in #" + e.scope()) + (e.detail().isEmpty() ? "" : ": " + e.detail()));
            }
            lines.add("In force now: " + inForce(req));
            req.reply(Info.of(lines.toArray(String[]::new)));
            req.succeed();
        });
    }

    private static String inForce(Request req) {
        List<Sanction> all = req.world().moderation().all(req.clock().instant());
        if (all.isEmpty()) {
            return "no mute or ban.";
        }
        List<String> out = new ArrayList<>();
        for (Sanction s : all) {
            out.add(s.kind().name().toLowerCase(java.util.Locale.ROOT) + " " + s.name()
                    + (s.serverWide() ? "" : " in #" + s.scope()));
        }
        return String.join(", ", out) + ".";
    }

    /**
     * Refused when the request's user is muted on the server, or in {@code channel} (null: none):
     * what they say would reach nobody, and they are told so.
     */
    static void requireUnmuted(Request req, String channel) {
        String name = req.session().name();
        Optional<Sanction> mute = req.world().moderation().mute(name, "", req.clock().instant());
        if (mute.isEmpty() && channel != null) {
            mute = req.world().moderation().mute(name, channel, req.clock().instant());
        }
        mute.ifPresent(s -> {
            throw Request.refuse(ErrorCode.MUTED, "You are muted in " + s.where() + " " + s.term() + " (" + s.reason()
                    + "): nobody hears it.");
        });
    }
}
