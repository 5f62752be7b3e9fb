package io.lamancha.server.command;

import io.lamancha.protocol.ErrorCode;
import io.lamancha.protocol.event.ChannelLine;
import io.lamancha.protocol.event.ChannelList;
import io.lamancha.protocol.event.ChannelWho;
import io.lamancha.protocol.event.Info;
import io.lamancha.protocol.event.Invite;
import io.lamancha.server.store.CommunityStore.UserList;
import io.lamancha.server.world.Channel;
import io.lamancha.server.world.Channels;
import io.lamancha.server.world.Names;
import io.lamancha.server.world.Sanction;
import io.lamancha.server.world.Session;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Chat channels across rooms, BrettspielWelt style: {@code /channel} joins (and makes one on first
 * join), {@code /exit} leaves, {@code /gtell} speaks, {@code /chwho} and {@code /channels} list,
 * and a channel's owner sets {@code /chmode} and {@code /chinvite}s. A channel's own work runs on
 * its strand; the answer comes back from there.
 */
final class ChannelCommands {

    private ChannelCommands() {
    }

    static void channel(Request req) {
        String name = channelName(req, "/channel <name>");
        Session s = req.session();
        Channels channels = req.world().channels();
        if (s.social().inChannel(name)) {
            throw Request.refuse(ErrorCode.BAD_ARGUMENT, "You are in #" + name + " already; /gtell " + name
                    + " <text> speaks there.");
        }
        if (s.social().channels().size() >= channels.limits().perUser()) {
            throw Request.refuse(ErrorCode.LIMIT_REACHED, "You are in " + channels.limits().perUser()
                    + " channels, the most one may be in; /exit <name> leaves one.");
        }
        if (channels.find(name).isPresent() || !s.registered() || req.storage() == null) {
            open(req, name);
            return;
        }
        // a registered user's new channel is kept: it counts against the channels they may own
        int quota = req.context().allowances().quotas().channelsPerOwner();
        req.defer();
        StoreCalls.offStrand(req, () -> req.storage().community().ownedChannels(s.name()), stored -> {
            int owned = Math.max(stored, channels.ownedBy(s.name()));
            if (owned >= quota && channels.find(name).isEmpty()) {
                throw Request.refuse(ErrorCode.LIMIT_REACHED, "You own " + owned + " channels, the most one may;"
                        + " join one of /channels, or leave yours empty for a while and it goes.");
            }
            open(req, name);
        });
    }

    /** Joins the channel, made first when there is none. */
    private static void open(Request req, String name) {
        Session s = req.session();
        Channel c = req.world().channels().findOrCreate(name, s.name(), s.registered()).orElseThrow(() -> Request.refuse(
                ErrorCode.LIMIT_REACHED, "The server holds as many channels as it may; join one of /channels."));
        req.defer();
        c.strand().execute(() -> join(req, c));
    }

    /** On the channel's strand: the checks that need it, then the join. */
    private static void join(Request req, Channel c) {
        Session s = req.session();
        Channels channels = req.world().channels();
        Optional<Sanction> ban = req.world().moderation().ban(s.name(), null, c.name(), req.clock().instant());
        if (ban.isPresent()) {
            req.fail(ErrorCode.BANNED, "You are banned from #" + c.name() + " " + ban.get().term() + ": "
                    + ban.get().reason() + ".");
            return;
        }
        if (!c.mayJoin(s.name())) {
            req.fail(ErrorCode.FORBIDDEN, "#" + c.name() + " is closed: only those its owner " + c.owner() + " invited join.");
            return;
        }
        if (c.size() >= channels.limits().members()) {
            req.fail(ErrorCode.LIMIT_REACHED, "#" + c.name() + " is full (" + channels.limits().members() + " members).");
            return;
        }
        boolean fresh = c.size() == 0 && c.ownedBy(s.name());
        channels.join(c, s);
        Keep.list(req, UserList.CHANNEL, c.name(), true);
        if (fresh && channels.kept(c)) {
            Keep.inBackground(req.storage(), k -> k.keepChannel(c.name(), c.owner(), c.mode().name()), "keep a channel");
        }
        req.reply(Info.of("You are in #" + c.name() + " (" + c.mode().key() + ", owner " + c.owner() + ", " + c.size()
                + " online).", "/gtell " + c.name() + " <text> speaks there, /exit " + c.name() + " leaves it."));
        req.succeed();
    }

    static void exit(Request req) {
        if (req.command().words().isEmpty()) {
            throw Request.refuse(ErrorCode.BAD_ARGUMENT, "Say which channel: /exit <channel>. /quit leaves the server.");
        }
        Channel c = joined(req, channelName(req, "/exit <channel>"));
        Session s = req.session();
        Keep.list(req, UserList.CHANNEL, c.name(), false);
        req.defer();
        c.strand().execute(() -> {
            req.world().channels().leave(c, s, "left", true);
            req.succeed();
        });
    }

    static void gtell(Request req) {
        List<String> w = req.command().words();
        String text = req.command().rest();
        if (w.isEmpty() || text.isEmpty()) {
            throw Request.refuse(ErrorCode.BAD_ARGUMENT, "Use /gtell <channel> <text>.");
        }
        Channel c = joined(req, channelName(req, "/gtell <channel> <text>"));
        ModerationCommands.requireUnmuted(req, c.name());
        req.session().social().said("#" + Names.key(c.name()), text);
        String from = req.session().name();
        req.defer();
        c.strand().execute(() -> {
            if (!c.maySpeak(from)) {
                req.fail(ErrorCode.FORBIDDEN, "#" + c.name() + " is moderated: only its owner " + c.owner()
                        + " and those invited speak.");
            } else if (!req.world().channels().say(c, from, new ChannelLine(c.name(), from, text), System.nanoTime())) {
                req.fail(ErrorCode.LIMIT_REACHED, "#" + c.name() + " is busy right now; say it again in a moment.");
            } else {
                req.succeed();
            }
        });
    }

    static void chwho(Request req) {
        String name = channelName(req, "/chwho <channel>");
        Channel c = req.world().channels().find(name).filter(ch -> ch.mode() != Channel.Mode.CLOSED
                || req.session().social().inChannel(name) || ch.mayJoin(req.session().name())).orElseThrow(() ->
                Request.refuse(ErrorCode.NO_SUCH_CHANNEL, "There is no channel #" + name + "; /channels lists them."));
        req.defer();
        c.strand().execute(() -> {
            List<String> members = new ArrayList<>();
            for (Session m : c.members()) {
                members.add(m.name());
            }
            req.reply(new ChannelWho(c.name(), c.owner(), c.mode().key(), members));
            req.succeed();
        });
    }

    static void channels(Request req) {
        Session s = req.session();
        List<ChannelList.Entry> entries = new ArrayList<>();
        for (Channel c : req.world().channels().all()) {
            boolean in = s.social().inChannel(c.name());
            if (in || c.mode() != Channel.Mode.CLOSED) {
                entries.add(new ChannelList.Entry(c.name(), c.mode().key(), c.owner(), c.size(), in));
            }
        }
        req.reply(new ChannelList(entries));
    }

    static void chmode(Request req) {
        List<String> w = req.command().words();
        if (w.size() != 2) {
            throw Request.refuse(ErrorCode.BAD_ARGUMENT, "Use /chmode <channel> open|closed|moderated.");
        }
        Channel c = owned(req, channelName(req, "/chmode <channel> <mode>"));
        Channel.Mode mode;
        try {
            mode = Channel.Mode.valueOf(w.get(1).toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw Request.refuse(ErrorCode.BAD_ARGUMENT, "A channel is open, closed or moderated: /chmode " + c.name()
                    + " closed.");
        }
        req.defer();
        c.strand().execute(() -> {
            req.world().channels().mode(c, mode, req.session().name());
            if (req.world().channels().kept(c)) {
                Keep.inBackground(req.storage(), k -> k.keepChannel(c.name(), c.owner(), mode.name()), "keep a channel mode");
            }
            req.succeed();
        });
    }

    static void chinvite(Request req) {
        List<String> w = req.command().words();
        if (w.size() != 2) {
            throw Request.refuse(ErrorCode.BAD_ARGUMENT, "Use /chinvite <channel> <name>.");
        }
        Channel c = owned(req, channelName(req, "/chinvite <channel> <name>"));
        String who = w.get(1);
        Names.checkUser(who).ifPresent(msg -> {
            throw Request.refuse(ErrorCode.BAD_NAME, msg);
        });
        req.world().channels().invite(c, who);
        if (req.world().channels().kept(c)) {
            Keep.inBackground(req.storage(), k -> k.invite(c.name(), who), "keep a channel invite");
        }
        String from = req.session().name();
        req.world().user(who).filter(to -> !to.social().ignores(from)).ifPresent(to -> Invitations.send(req, to,
                Invite.toChannel(from, c.name())));
        req.reply(Info.of(who + " may join #" + c.name() + " now" + (c.mode() == Channel.Mode.MODERATED ? " and speak there." : ".")));
    }

    /** The channel named in the first word, {@code #} and case aside; refused when it is not a valid name. */
    private static String channelName(Request req, String usage) {
        List<String> w = req.command().words();
        if (w.isEmpty()) {
            throw Request.refuse(ErrorCode.BAD_ARGUMENT, "Say which channel: " + usage + ".");
        }
        String name = w.get(0).replaceFirst("^#", "").toLowerCase(Locale.ROOT);
        if (!Names.isRoomName(name)) {
            throw Request.refuse(ErrorCode.BAD_ARGUMENT, "A channel name has 2-32 letters, digits, _ or -, e.g. /channel spain.");
        }
        return name;
    }

    private static Channel joined(Request req, String name) {
        return req.world().channels().find(name).filter(c -> req.session().social().inChannel(name)).orElseThrow(() ->
                Request.refuse(ErrorCode.NO_SUCH_CHANNEL, "You are not in #" + name + "; /channel " + name + " joins it."));
    }

    private static Channel owned(Request req, String name) {
        Channel c = req.world().channels().find(name).orElseThrow(() ->
                Request.refuse(ErrorCode.NO_SUCH_CHANNEL, "There is no channel #" + name + "; /channels lists them."));
        if (!c.ownedBy(req.session().name()) || !req.session().registered() && req.world().channels().kept(c)) {
            throw Request.refuse(ErrorCode.FORBIDDEN, "Only the owner of #" + name + ", " + c.owner() + ", may do that.");
        }
        return c;
    }
}
