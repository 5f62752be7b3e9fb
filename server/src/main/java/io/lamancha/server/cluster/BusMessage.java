package io.lamancha.server.cluster;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;

/**
 * What one node tells the others over Redis pub/sub: presence, public lines and addressed
 * requests. Each names the node that sent it. Nothing here is durable or secret: a message lost
 * (Redis restarting, a node partitioned) is made good by the next {@link Hello} or
 * {@link Here}, and no message carries what only one seat may see.
 */
@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "t")
@JsonSubTypes({
        @JsonSubTypes.Type(value = BusMessage.Beat.class, name = "beat"),
        @JsonSubTypes.Type(value = BusMessage.Hello.class, name = "hello"),
        @JsonSubTypes.Type(value = BusMessage.Here.class, name = "here"),
        @JsonSubTypes.Type(value = BusMessage.Gone.class, name = "gone"),
        @JsonSubTypes.Type(value = BusMessage.LobbySaid.class, name = "lobby"),
        @JsonSubTypes.Type(value = BusMessage.ChannelSaid.class, name = "channel"),
        @JsonSubTypes.Type(value = BusMessage.TellRequest.class, name = "tell"),
        @JsonSubTypes.Type(value = BusMessage.TakeOver.class, name = "takeover"),
        @JsonSubTypes.Type(value = BusMessage.Answer.class, name = "answer"),
})
sealed interface BusMessage {

    /** The node that sent it. */
    String node();

    /** A node is alive (every second); a node unheard of for a while is taken for dead. */
    record Beat(String node) implements BusMessage {
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

    /** A whisper for someone on the node it is addressed to; answered with its outcome. */
    record TellRequest(String node, long id, String from, String to, String text) implements BusMessage {
    }

    /** A registered login of {@code name} elsewhere: the addressed node closes its session. */
    record TakeOver(String node, long id, String name) implements BusMessage {
    }

    /** The answer to request {@code id}: an outcome and, for a whisper, the reader's away message. */
    record Answer(String node, long id, String outcome, String detail) implements BusMessage {
    }
}
