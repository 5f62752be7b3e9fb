package io.lamancha.server.world;

import static org.assertj.core.api.Assertions.assertThat;

import io.lamancha.server.testing.CoinGame;
import io.lamancha.server.testing.TestServer;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/** Held seats and resume tokens: a token lasts while its guest is online or awaited, no longer. */
class SeatHoldsTest {

    private final Set<String> online = new HashSet<>();
    private final AtomicLong seeds = new AtomicLong(41);
    private final SeatHolds holds = new SeatHolds(seeds::incrementAndGet, TokenKeeper.NONE, online::contains);
    private final Room room = new TestServer(List.of(new CoinGame())).world().room("coins-1").orElseThrow();

    @Test
    void aTokenIsSixtyFourBitsOfTheTokenSourceInHex() {
        SeatHolds fromOneValue = new SeatHolds(() -> 0xfedcba9876543210L, TokenKeeper.NONE, online::contains);

        assertThat(fromOneValue.issueToken("alice")).isEqualTo("fedcba9876543210");
    }

    @Test
    void aTokenOfAGuestWhoLeavesWithoutASeatWaitingIsForgotten() {
        online.add("alice");
        String token = holds.issueToken("Alice");
        assertThat(holds.token("ALICE")).contains(token);
        online.remove("alice");
        holds.loggedOut("alice", token);
        assertThat(holds.token("alice")).isEmpty();
    }

    @Test
    void aTokenLastsWhileTheSeatWaitsAndGoesWhenItNoLongerDoes() {
        online.add("bob");
        String token = holds.issueToken("bob");
        holds.hold("bob", room);
        online.remove("bob");
        holds.loggedOut("bob", token);
        assertThat(holds.token("bob")).as("the seat waits").contains(token);
        assertThat(holds.heldSeat("Bob")).contains(room);
        holds.unhold("bob", room);
        assertThat(holds.token("bob")).isEmpty();
        assertThat(holds.heldSeat("bob")).isEmpty();
    }

    @Test
    void aSeatGivenUpWhileItsGuestIsBackKeepsTheirToken() {
        String token = holds.issueToken("carol");
        holds.hold("carol", room);
        online.add("carol");
        holds.unhold("carol", room);
        assertThat(holds.token("carol")).contains(token);
    }

    @Test
    void aLateLogoutLeavesTheTokenOfANewerLoginOfTheName() {
        String first = holds.issueToken("dave");
        String second = holds.issueToken("dave");
        assertThat(second).isNotEqualTo(first);
        holds.loggedOut("dave", first);
        assertThat(holds.token("dave")).contains(second);
    }

    @Test
    void atStartOnlyTheTokensOfHeldSeatsComeBack() {
        holds.hold("erin", room);
        Set<String> kept = holds.restoreTokens(Map.of("erin", "0000aaaa", "frank", "0000bbbb"));
        assertThat(kept).containsExactly("erin");
        assertThat(holds.token("erin")).contains("0000aaaa");
        assertThat(holds.token("frank")).isEmpty();
    }
}
