package io.lamancha.server.cluster;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import io.lamancha.protocol.event.RoomSummary;
import io.lamancha.server.world.HandedSession;
import java.util.List;

/**
 * What one node tells the others over Redis pub/sub: presence, public lines and addressed
 * requests, and the lines of users whose session runs on another node than their connection.
 * Each names the node that sent it. Nothing here is durable, and nothing secret is published: a message lost
 * (Redis restarting, a node partitioned) is made good by the next {@link Hello} or
 * {@link Here}, and what only one seat may see travels only as an {@link Output}, to the one node that holds
 * that user's connection.
 */
@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "t")
@JsonSubTypes({
        @JsonSubTypes.Type(value = BusMessage.Beat.class, name = "beat"),
        @JsonSubTypes.Type(value = BusMessage.Hello.class, name = "hello"),
        @JsonSubTypes.Type(value = BusMessage.Here.class, name = "here"),
        @JsonSubTypes.Type(value = BusMessage.Gone.class, name = "gone"),
        @JsonSubTypes.Type(value = BusMessage.LobbySaid.class, name = "lobby"),
        @JsonSubTypes.Type(value = BusMessage.ChannelSaid.class, name = "channel"),
        @JsonSubTypes.Type(value = BusMessage.ChannelInvited.class, name = "chinvite"),
        @JsonSubTypes.Type(value = BusMessage.SeekPosted.class, name = "seek"),
        @JsonSubTypes.Type(value = BusMessage.SeekEnded.class, name = "unseek"),
        @JsonSubTypes.Type(value = BusMessage.SeekAccept.class, name = "accept"),
        @JsonSubTypes.Type(value = BusMessage.TellRequest.class, name = "tell"),
        @JsonSubTypes.Type(value = BusMessage.TakeOver.class, name = "takeover"),
        @JsonSubTypes.Type(value = BusMessage.Answer.class, name = "answer"),
        @JsonSubTypes.Type(value = BusMessage.HandOff.class, name = "handoff"),
        @JsonSubTypes.Type(value = BusMessage.Input.class, name = "in"),
        @JsonSubTypes.Type(value = BusMessage.Output.class, name = "out"),
        @JsonSubTypes.Type(value = BusMessage.Close.class, name = "close"),
        @JsonSubTypes.Type(value = BusMessage.Closed.class, name = "closed"),
        @JsonSubTypes.Type(value = BusMessage.RoomLines.class, name = "roomlines"),
        @JsonSubTypes.Type(value = BusMessage.Redraw.class, name = "redraw"),
        @JsonSubTypes.Type(value = BusMessage.GroupClosed.class, name = "groupclosed"),
        @JsonSubTypes.Type(value = BusMessage.Echo.class, name = "echo"),
        @JsonSubTypes.Type(value = BusMessage.Rehome.class, name = "rehome"),
        @JsonSubTypes.Type(value = BusMessage.Moderated.class, name = "moderated"),
        @JsonSubTypes.Type(value = BusMessage.Report.class, name = "report"),
        @JsonSubTypes.Type(value = BusMessage.AddressAsk.class, name = "address"),
        @JsonSubTypes.Type(value = BusMessage.Draining.class, name = "draining"),
})
sealed interface BusMessage {

    /** The node that sent it. */
    String node();

    /**
     * A node is alive (every second), with its game rooms as {@code /rooms} lists them; a node
     * unheard of for a while is taken for dead.
     */
    record Beat(String node, List<RoomSummary> rooms) implements BusMessage {
        public Beat {
            rooms = rooms == null ? List.of() : List.copyOf(rooms);
        }
    }

    /**
     * {@code node} stops (SIGTERM, {@code /shutdown}): it takes no more moves, its every
     * acknowledged move is stored and it released the leases of {@code rooms} (the rooms of its
     * running games). The other nodes take them over at once, and carry its relayed players.
     */
    record Draining(String node, List<String> rooms) implements BusMessage {
        public Draining {
            rooms = rooms == null ? List.of() : List.copyOf(rooms);
        }
    }

    /** A node (re)joined the bus: everyone announces who is logged in on them again. */
    record Hello(String node) implements BusMessage {
    }

    /** {@code name} is logged in on {@code node}, in {@code room}, away or not. */
    record Here(String node, String name, String room, String away) implements BusMessage {
    }

    /** {@code name} logged out of {@code node}. */
    record Gone(String node, String name) implements BusMessage {
    }

    /** A line in the lobby of {@code node}: said, or an action ({@code /me}). */
    record LobbySaid(String node, String from, String text, boolean emote) implements BusMessage {
    }

    /**
     * Something in a chat channel on {@code node}: {@code kind} is {@code line}, {@code joined},
     * {@code left} (with the reason as {@code text}) or {@code mode} (the mode as {@code text}).
     */
    record ChannelSaid(String node, String channel, String from, String kind, String text) implements BusMessage {
    }

    /**
     * The owner {@code from} invited {@code who} to {@code channel} (the channel book has it):
     * every node's copy follows, and the node {@code who} is on tells them.
     */
    record ChannelInvited(String node, String channel, String from, String who) implements BusMessage {
    }

    /** {@code author} on {@code node} posted the ad {@code id} (numbered across the cluster): every lobby lists it. */
    record SeekPosted(String node, int id, String author, String game, int seats, java.util.Map<String, String> options,
                      boolean bots) implements BusMessage {
        public SeekPosted {
            options = java.util.Map.copyOf(options);
        }
    }

    /** The ad {@code id} of {@code node} ended ({@code reason}: withdrawn, accepted, gone...). */
    record SeekEnded(String node, int id, String author, String reason) implements BusMessage {
    }

    /**
     * {@code who} on {@code node} accepts the ad {@code id} of the addressed node's: answered
     * {@code PLACED} with the room of its table as the detail, or {@code REFUSED} with the error
     * code and the message to show, as {@code CODE message}.
     */
    record SeekAccept(String node, long request, int id, String who) implements BusMessage {
    }

    /**
     * A moderator on {@code node} muted, banned or kicked {@code name} ({@code kind}; in
     * {@code scope}, {@code ""} for the server), or lifted a mute or ban ({@code lifted}); times
     * are epoch milliseconds, {@code until} 0 for "until lifted". Every node makes it hold there.
     */
    record Moderated(String node, String kind, String scope, String name, String address, long until, String reason,
                     String by, long at, boolean lifted) implements BusMessage {
    }

    /**
     * A user's report for the admin {@code to} on the node it is addressed to, who reads its
     * {@code lines} at once; answered {@code DELIVERED}, or {@code OFFLINE} when they are gone.
     */
    record Report(String node, long id, String to, List<String> lines) implements BusMessage {
        public Report {
            lines = List.copyOf(lines);
        }
    }

    /**
     * A moderator's question to the node that runs {@code name}'s session: from which address
     * they connect; answered {@code FOUND} with the address as the detail, or {@code OFFLINE}.
     */
    record AddressAsk(String node, long id, String name) implements BusMessage {
    }

    /** A whisper for someone on the node it is addressed to; answered with its outcome. */
    record TellRequest(String node, long id, String from, String to, String text) implements BusMessage {
    }

    /** A registered login of {@code name} elsewhere: the addressed node closes its session. */
    record TakeOver(String node, long id, String name) implements BusMessage {
    }

    /** The answer to request {@code id}: an outcome and, for a whisper, the reader's away message. */
    record Answer(String node, long id, String outcome, String detail) implements BusMessage {
    }

    /**
     * The user on connection {@code conn} of {@code node} goes to a room the addressed node
     * holds: that node runs the session from now on ({@code address} is the user's, for limits
     * and logs), and {@code node} relays the connection's lines.
     */
    record HandOff(String node, long conn, String address, HandedSession session) implements BusMessage {
    }

    /**
     * The user on connection {@code conn} of the addressed node, whose session {@code node} ran,
     * goes to a room {@code to} holds: the addressed node takes the session back (when {@code to}
     * is itself) or hands it to {@code to}, rather than {@code node} relaying a relay; then the
     * {@code lines} the session was given meanwhile (the {@code /accept} of an ad, say) go on as
     * the user's own input there.
     */
    record Rehome(String node, long conn, String to, HandedSession session, List<String> lines)
            implements BusMessage {
        public Rehome {
            lines = lines == null ? List.of() : List.copyOf(lines);
        }
    }

    /** A line the user on connection {@code conn} of {@code node} typed, for the node that runs it. */
    record Input(String node, long conn, String line) implements BusMessage {
    }

    /**
     * Lines for the user on connection {@code conn} of the addressed node, from the node that runs
     * the session: already encoded (UTF-8 text, each line ending in a line feed), written as they are.
     * What the user may see, and no one else: it goes to that one node only.
     */
    record Output(String node, long seq, long conn, String lines) implements BusMessage, Linked {
    }

    /** The last lines for connection {@code conn} of the addressed node, which then closes it. */
    record Close(String node, long seq, long conn, String lines) implements BusMessage, Linked {
    }

    /**
     * A room's line for several users whose connections the addressed node holds ({@code conns}):
     * one copy for them all. {@code group} names the room's members in one format on that link,
     * so the addressed node keeps one feed for them and stores the line once per event loop.
     */
    record RoomLines(String node, long seq, long group, List<Long> conns, String lines) implements BusMessage, Linked {
        public RoomLines {
            conns = List.copyOf(conns);
        }
    }

    /** The telnet client on connection {@code conn} is to stop (hide) or resume echoing what its user types. */
    record Echo(String node, long seq, long conn, boolean hide) implements BusMessage, Linked {
    }

    /** The group {@code group} of {@code node}'s link has no member left. */
    record GroupClosed(String node, long seq, long group) implements BusMessage, Linked {
    }

    /**
     * Lines for the users on connections {@code conns} of {@code node} may have been lost on the
     * way (a gap in the sequence, Redis restarted): the node that runs them shows them where they
     * are again.
     */
    record Redraw(String node, List<Long> conns) implements BusMessage {
        public Redraw {
            conns = List.copyOf(conns);
        }
    }

    /**
     * What one node sends another for the users it runs there, numbered in sending order on
     * that link: the receiver sees a gap, when one is lost, and asks for a {@link Redraw}.
     */
    interface Linked {
        long seq();
    }

    /** The user's connection {@code conn} on {@code node} is gone. */
    record Closed(String node, long conn) implements BusMessage {
    }
}
