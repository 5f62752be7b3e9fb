package io.lamancha.server.world;

import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletionStage;

/**
 * The one authority on every chat channel of the server, whichever node its members are on: its
 * owner, mode, invitations and members. Joining, leaving, a mode and an invitation are decided
 * here, each at once (check and change in one step), so that a closed channel refuses a join from
 * any node and only its owner changes it. Each node keeps a copy ({@link Channel}) for its own
 * members and the feed of its lines; what it knows of the owner, mode and invitations is
 * refreshed from this book's answers. {@link MemoryChannelBook} serves a server of its own; a
 * cluster's is kept in Redis ({@code cluster.RedisChannelBook}). Every call completes on any
 * thread; a failed one (Redis unreachable) fails the future.
 */
public interface ChannelBook {

    /** What a join, a mode or an invitation came to. */
    enum Outcome {
        /** Done; the channel was there. */
        OK,
        /** Done: the join made the channel, its joiner the owner. */
        MADE,
        /** The channel is closed, and the joiner neither its owner nor invited. */
        CLOSED,
        /** The channel holds as many members as it may. */
        FULL,
        /** Only the owner may do that. */
        NOT_OWNER,
        /** There is no such channel. */
        NONE
    }

    /** One member: its name and the node its session runs on. */
    record Member(String name, String node) {
    }

    /**
     * A channel as the book has it now.
     *
     * @param kept whether it outlasts its members (a registered owner's)
     * @param invited the names invited, lower-cased
     * @param members in the order they joined
     */
    record State(String name, String owner, Channel.Mode mode, boolean kept, List<String> invited,
                 List<Member> members) {
        public State {
            invited = List.copyOf(invited);
            members = List.copyOf(members);
        }

        /** Whether {@code who} owns it. */
        public boolean ownedBy(String who) {
            return owner.equalsIgnoreCase(who);
        }

        /** Whether {@code who} may see it listed while it is closed: its owner, a member, the invited. */
        public boolean visibleTo(String who) {
            return mode != Channel.Mode.CLOSED || ownedBy(who) || invited.contains(Names.key(who))
                    || members.stream().anyMatch(m -> m.name().equalsIgnoreCase(who));
        }
    }

    /** An outcome and the channel afterwards ({@code null} when there is none). */
    record Answer(Outcome outcome, State state) {
    }

    /**
     * {@code who}, whose session runs on {@code node}, joins {@code name}: the channel is made
     * (open, {@code who} its owner, kept when {@code keep}) when there is none; refused when it
     * is closed to them or holds {@code maxMembers}. Joining again only notes the node. Without
     * {@code make} a channel that is not there stays away ({@link Outcome#NONE}): a login rejoins
     * the channels of its list that still are.
     */
    CompletionStage<Answer> join(String name, String who, String node, boolean keep, int maxMembers, boolean make);

    /**
     * {@code who} leaves {@code name}, if their session there is on {@code node} (a session that
     * moved on to another node is that node's to end); a guest's channel goes with its last member.
     */
    CompletionStage<Void> leave(String name, String who, String node);

    /** The owner {@code by} sets the mode of {@code name}. */
    CompletionStage<Answer> mode(String name, String by, Channel.Mode mode);

    /** The owner {@code by} invites {@code who} to {@code name}. */
    CompletionStage<Answer> invite(String name, String by, String who);

    /** The channel {@code name}, if there is one. */
    CompletionStage<Optional<State>> find(String name);

    /** Every channel, by name. */
    CompletionStage<List<State>> all();

    /**
     * Puts back a channel a store or a node kept ({@code record}), unless the book has it: at
     * start, and when the book was lost (Redis restarted) with {@code members} of this node's.
     */
    CompletionStage<Void> restore(Channels.Record record, boolean kept, String node, List<String> members);

    /** Drops {@code name} if it has no member (a kept channel empty for long); true when it went. */
    CompletionStage<Boolean> drop(String name);

    /** Every member whose session ran on {@code node} is gone: that node is dead, or starts again. */
    CompletionStage<Void> forgetNode(String node);
}
