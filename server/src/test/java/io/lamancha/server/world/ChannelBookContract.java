package io.lamancha.server.world;

import static org.assertj.core.api.Assertions.assertThat;

import io.lamancha.server.world.ChannelBook.Outcome;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The channel book's decisions, which every book makes alike: one server's memory
 * ({@code MemoryChannelBookTest}) and the cluster's Redis ({@code cluster.RedisChannelBookTest}).
 */
public abstract class ChannelBookContract {

    private ChannelBook book;

    /** A book with no channel in it. */
    protected abstract ChannelBook emptyBook();

    @BeforeEach
    void open() {
        book = emptyBook();
    }

    private ChannelBook.Answer join(String who, String node) {
        return book.join("club", who, node, false, 3, true).toCompletableFuture().join();
    }

    @Test
    public void theFirstJoinerOwnsAClosedChannelRefusesTheUninvitedAndOnlyTheOwnerChangesIt() {
        assertThat(join("ann", "a").outcome()).isEqualTo(Outcome.MADE);
        assertThat(book.mode("club", "bob", Channel.Mode.CLOSED).toCompletableFuture().join().outcome())
                .isEqualTo(Outcome.NOT_OWNER);
        assertThat(book.mode("club", "ANN", Channel.Mode.CLOSED).toCompletableFuture().join().outcome())
                .isEqualTo(Outcome.OK);
        ChannelBook.Answer refused = join("bob", "b");
        assertThat(refused.outcome()).isEqualTo(Outcome.CLOSED);
        assertThat(refused.state().owner()).isEqualTo("ann");
        assertThat(book.invite("club", "bob", "carol").toCompletableFuture().join().outcome())
                .isEqualTo(Outcome.NOT_OWNER);
        book.invite("club", "ann", "Bob");
        ChannelBook.Answer in = join("bob", "b");
        assertThat(in.outcome()).isEqualTo(Outcome.OK);
        assertThat(in.state().members()).containsExactly(new ChannelBook.Member("ann", "a"),
                new ChannelBook.Member("bob", "b"));
    }

    @Test
    public void aFullChannelRefusesAndAGuestsChannelGoesWithItsLastMemberOrItsNode() {
        join("ann", "a");
        join("bob", "b");
        join("carol", "b");
        assertThat(join("dan", "a").outcome()).isEqualTo(Outcome.FULL);
        book.forgetNode("b");
        assertThat(book.find("club").toCompletableFuture().join().orElseThrow().members())
                .extracting(ChannelBook.Member::name).containsExactly("ann");
        book.leave("club", "ann", "elsewhere");
        assertThat(book.find("club").toCompletableFuture().join()).as("left from another node: still in").isPresent();
        book.leave("club", "ann", "a");
        assertThat(book.find("club").toCompletableFuture().join()).isEmpty();
        assertThat(book.join("club", "ann", "a", false, 3, false).toCompletableFuture().join().outcome())
                .as("a login's rejoin makes no channel").isEqualTo(Outcome.NONE);
        book.restore(new Channels.Record("kept", "ann", Channel.Mode.MODERATED, List.of("bob")), true, "a", List.of());
        assertThat(book.all().toCompletableFuture().join()).extracting(ChannelBook.State::name).containsExactly("kept");
    }
}
