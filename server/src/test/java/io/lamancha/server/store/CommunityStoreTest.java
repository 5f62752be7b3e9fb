package io.lamancha.server.store;

import static org.assertj.core.api.Assertions.assertThat;

import io.lamancha.server.store.CommunityStore.UserList;
import io.lamancha.server.testing.MutableClock;
import java.nio.file.Path;
import java.time.Instant;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.MethodSource;

/** What a registered user keeps of the community, on H2 and PostgreSQL, across a reopen. */
@ParameterizedClass
@MethodSource("io.lamancha.server.store.TestBackend#all")
class CommunityStoreTest {

    @Parameter
    TestBackend backend;

    @TempDir
    Path dataDir;

    private final MutableClock clock = new MutableClock(Instant.parse("2026-12-01T12:00:00Z"));
    private Database database;
    private CommunityStore community;

    @BeforeEach
    void open() {
        database = backend.openEmpty(dataDir);
        community = new CommunityStore(database, clock);
    }

    @AfterEach
    void close() {
        if (database != null) {
            database.close();
        }
    }

    private CommunityStore reopened() {
        database.close();
        database = backend.reopen(dataDir);
        return new CommunityStore(database, clock);
    }

    @Test
    void listsKeepTheirNamesAsShownIgnoringCaseAndOutlastARestart() {
        community.change("Ann", UserList.IGNORE, "Bob", true);
        community.change("ann", UserList.IGNORE, "BOB", true);
        community.change("ann", UserList.NOTIFY, "Carol", true);
        community.change("ann", UserList.CHANNEL, "spain", true);
        community.change("ann", UserList.NOTIFY, "Dan", true);
        community.change("ann", UserList.NOTIFY, "dan", false);

        CommunityStore again = reopened();
        CommunityStore.Lists lists = again.lists("ANN");
        assertThat(lists.ignored()).containsExactly("BOB");
        assertThat(lists.notified()).containsExactly("Carol");
        assertThat(lists.channels()).containsExactly("spain");
        assertThat(again.listed("ann", UserList.IGNORE, "bob")).isTrue();
        assertThat(again.listed("ann", UserList.IGNORE, "carol")).isFalse();
    }

    @Test
    void aKeptChannelKeepsItsOwnerModeAndInvites() {
        community.keepChannel("club", "Ann", "OPEN");
        community.keepChannel("club", "Ann", "CLOSED");
        community.invite("club", "Bob");
        community.invite("club", "bob");

        assertThat(reopened().channels()).containsExactly(
                new CommunityStore.StoredChannel("club", "Ann", "CLOSED", java.util.List.of("bob")));
    }

    @Test
    void messagesWaitOldestFirstUpToTheCapAndGoWhenCleared() {
        assertThat(community.leaveMessage("Ann", "Bob", "first", 2)).isTrue();
        clock.advance(java.time.Duration.ofMinutes(1));
        assertThat(community.leaveMessage("Carol", "bob", "second", 2)).isTrue();
        assertThat(community.leaveMessage("Dan", "BOB", "third", 2)).as("the cap").isFalse();

        CommunityStore again = reopened();
        assertThat(again.messageCount("bob")).isEqualTo(2);
        assertThat(again.messages("bob")).extracting(CommunityStore.Message::from, CommunityStore.Message::text)
                .containsExactly(org.assertj.core.groups.Tuple.tuple("Ann", "first"),
                        org.assertj.core.groups.Tuple.tuple("Carol", "second"));
        assertThat(again.clearMessages("Bob")).isEqualTo(2);
        assertThat(again.messages("bob")).isEmpty();
    }
}
