package io.lamancha.server.command;

import io.lamancha.protocol.ErrorCode;
import io.lamancha.protocol.event.ChannelLine;
import io.lamancha.protocol.event.ChannelList;
import io.lamancha.protocol.event.ChannelWho;
import io.lamancha.protocol.event.Info;
import io.lamancha.protocol.event.Invite;
import io.lamancha.server.store.CommunityStore.UserList;
import io.lamancha.server.world.Channel;
import io.lamancha.server.world.ChannelBook;
import io.lamancha.server.world.Channels;
import io.lamancha.server.world.Names;
import io.lamancha.server.world.Refusal;
import io.lamancha.server.world.Sanction;
import io.lamancha.server.world.Session;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.CompletionStage;
import java.util.function.Consumer;

/**
 * Chat channels across rooms, BrettspielWelt style: {@code /channel} joins (and makes one on first
 * join), {@code /exit} leaves, {@code /gtell} speaks, {@code /chwho} and {@code /channels} list,
 * and a channel's owner sets {@code /chmode} and {@code /chinvite}s. Who may join, who owns a
 * channel and its mode are the channel book's to say (one for every node of a cluster); the
 * answer comes back on the session's owner, and a channel's own work runs on its strand.
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
        Optional<Sanction> ban = req.world().moderation().ban(s.name(), null, name, req.clock().instant());
        if (ban.isPresent()) {
            throw Request.refuse(ErrorCode.BANNED, "You are banned from #" + name + " " + ban.get().term() + ": "
                    + ban.get().reason() + ".");
        }
        if (!s.registered() || req.storage() == null) {
            open(req, name);
            return;
        }
        booked(req, channels.book().find(name), found -> {
            if (found.isPresent()) {
                open(req, name);
                return;
            }
            // a registered user's new channel is kept: it counts against the channels they may own
            int quota = req.context().allowances().quotas().channelsPerOwner();
            StoreCalls.offStrand(req, () -> req.storage().community().ownedChannels(s.name()), stored -> {
                int owned = Math.max(stored, channels.ownedBy(s.name()));
                if (owned >= quota) {
                    throw Request.refuse(ErrorCode.LIMIT_REACHED, "You own " + owned + " channels, the most one"
                            + " may; join one of /channels, or leave yours empty for a while and it goes.");
                }
                open(req, name);
            });
        });
    }

    /** Joins the channel in the book (made first when there is none), then this node's copy. */
    private static void open(Request req, String name) {
        Session s = req.session();
        Channels channels = req.world().channels();
        booked(req, channels.book().join(name, s.name(), channels.node(), s.registered(), channels.limits().members(),
                true), a -> {
                    switch (a.outcome()) {
                        case CLOSED -> throw Request.refuse(ErrorCode.FORBIDDEN, "#" + name
                                + " is closed: only those its owner " + a.state().owner() + " invited join.");
                        case FULL -> throw Request.refuse(ErrorCode.LIMIT_REACHED, "#" + name + " is full ("
                                + channels.limits().members() + " members).");
                        default -> {
                        }
                    }
                    Optional<Channel> copy = channels.copyOf(a.state());
                    if (copy.isEmpty()) {
                        channels.book().leave(name, s.name(), channels.node());
                        throw Request.refuse(ErrorCode.LIMIT_REACHED,
                                "The server holds as many channels as it may; join one of /channels.");
                    }
                    Channel c = copy.get();
                    boolean made = a.outcome() == ChannelBook.Outcome.MADE;
                    int online = a.state().members().size();
                    c.strand().execute(() -> join(req, c, made, online));
                });
    }

    /** On the channel's strand: the join of this node's copy, the book having let it ({@code online} on every node). */
    private static void join(Request req, Channel c, boolean made, int online) {
        Session s = req.session();
        Channels channels = req.world().channels();
        channels.join(c, s);
        Keep.list(req, UserList.CHANNEL, c.name(), true);
        if (made && channels.kept(c)) {
            Keep.inBackground(req.storage(), k -> k.keepChannel(c.name(), c.owner(), c.mode().name()), "keep a channel");
        }
        req.reply(Info.of("You are in #" + c.name() + " (" + c.mode().key() + ", owner " + c.owner() + ", " + online
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

    /** The members on every node, as the book has them. */
    static void chwho(Request req) {
        String name = channelName(req, "/chwho <channel>");
        String who = req.session().name();
        booked(req, req.world().channels().book().find(name), found -> {
            ChannelBook.State c = found.filter(st -> st.visibleTo(who)).orElseThrow(() -> Request.refuse(
                    ErrorCode.NO_SUCH_CHANNEL, "There is no channel #" + name + "; /channels lists them."));
            List<String> members = new ArrayList<>();
            for (ChannelBook.Member m : c.members()) {
                members.add(m.name());
            }
            req.reply(new ChannelWho(c.name(), c.owner(), c.mode().key(), members));
            req.succeed();
        });
    }

    static void channels(Request req) {
        Session s = req.session();
        booked(req, req.world().channels().book().all(), all -> {
            List<ChannelList.Entry> entries = new ArrayList<>();
            for (ChannelBook.State c : all) {
                boolean in = s.social().inChannel(c.name());
                if (in || c.mode() != Channel.Mode.CLOSED) {
                    entries.add(new ChannelList.Entry(c.name(), c.mode().key(), c.owner(), c.members().size(), in));
                }
            }
            req.reply(new ChannelList(entries));
            req.succeed();
        });
    }

    static void chmode(Request req) {
        List<String> w = req.command().words();
        if (w.size() != 2) {
            throw Request.refuse(ErrorCode.BAD_ARGUMENT, "Use /chmode <channel> open|closed|moderated.");
        }
        String name = channelName(req, "/chmode <channel> <mode>");
        Channel.Mode mode;
        try {
            mode = Channel.Mode.valueOf(w.get(1).toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw Request.refuse(ErrorCode.BAD_ARGUMENT, "A channel is open, closed or moderated: /chmode " + name
                    + " closed.");
        }
        Channels channels = req.world().channels();
        String by = ownerCheck(req);
        booked(req, channels.book().mode(name, by, mode), a -> {
            ChannelBook.State st = owned(a, name);
            if (st.kept()) {
                Keep.inBackground(req.storage(), k -> k.keepChannel(st.name(), st.owner(), mode.name()),
                        "keep a channel mode");
            }
            channels.mode(st, by, req::succeed);
        });
    }

    static void chinvite(Request req) {
        List<String> w = req.command().words();
        if (w.size() != 2) {
            throw Request.refuse(ErrorCode.BAD_ARGUMENT, "Use /chinvite <channel> <name>.");
        }
        String name = channelName(req, "/chinvite <channel> <name>");
        String who = w.get(1);
        Names.checkUser(who).ifPresent(msg -> {
            throw Request.refuse(ErrorCode.BAD_NAME, msg);
        });
        Channels channels = req.world().channels();
        String from = ownerCheck(req);
        booked(req, channels.book().invite(name, from, who), a -> {
            ChannelBook.State st = owned(a, name);
            if (st.kept()) {
                Keep.inBackground(req.storage(), k -> k.invite(st.name(), who), "keep a channel invite");
            }
            channels.invite(st, from, who);
            req.world().user(who).filter(to -> !to.social().ignores(from)).ifPresent(to -> Invitations.send(req, to,
                    Invite.toChannel(from, st.name())));
            req.reply(Info.of(who + " may join #" + st.name() + " now"
                    + (st.mode() == Channel.Mode.MODERATED ? " and speak there." : ".")));
            req.succeed();
        });
    }

    /** Waits for the book's answer (see {@link Awaits}). */
    private static <T> void booked(Request req, CompletionStage<T> call, Consumer<T> then) {
        Awaits.then(req, call, "The cluster's channel book does not answer now; try again in a moment.", then);
    }

    /** The channel {@code a} says was changed: refused when there is none, or the asker is not its owner. */
    private static ChannelBook.State owned(ChannelBook.Answer a, String name) {
        if (a.outcome() == ChannelBook.Outcome.NONE) {
            throw Request.refuse(ErrorCode.NO_SUCH_CHANNEL, "There is no channel #" + name + "; /channels lists them.");
        }
        if (a.outcome() == ChannelBook.Outcome.NOT_OWNER) {
            throw notOwner(name, a.state().owner());
        }
        return a.state();
    }

    /**
     * The name an owner's command goes in: a guest may not act for a registered owner's kept
     * channel here (a guest of the same name is not that owner).
     */
    private static String ownerCheck(Request req) {
        String name = channelName(req, "/chmode <channel>");
        Session s = req.session();
        req.world().channels().find(name).filter(c -> !s.registered() && req.world().channels().kept(c)).ifPresent(c -> {
            throw notOwner(name, c.owner());
        });
        return s.name();
    }

    private static Refusal notOwner(String name, String owner) {
        return Request.refuse(ErrorCode.FORBIDDEN, "Only the owner of #" + name + ", " + owner + ", may do that.");
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
}
