package io.lamancha.server.store;

import static org.assertj.core.api.Assertions.assertThat;

import io.lamancha.server.world.SeatKeeper.HeldSeat;
import java.nio.file.Path;
import java.time.Clock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.MethodSource;

@ParameterizedClass
@MethodSource("io.lamancha.server.store.TestBackend#all")
class HeldSeatStoreTest {

    @Parameter
    TestBackend backend;

    @TempDir
    Path dataDir;

    private Database database;
    private HeldSeatStore seats;

    @BeforeEach
    void open() {
        database = backend.openEmpty(dataDir);
        seats = new HeldSeatStore(database, Clock.systemUTC());
    }

    @AfterEach
    void close() {
        if (database != null) {
            database.close();
        }
    }

    @Test
    void aSeatIsFoundByItsNameWhateverTheCaseAndALaterOneReplacesIt() {
        seats.hold("Alice", "coins-1", "node-a", null);
        assertThat(seats.seatOf("alice")).contains(new HeldSeat("Alice", "coins-1", "node-a", null));
        seats.hold("alice", "coins-2", "node-b", null);
        assertThat(seats.seatOf("ALICE")).contains(new HeldSeat("alice", "coins-2", "node-b", null));
        assertThat(seats.seatOf("bob")).isEmpty();
    }

    @Test
    void freeingASeatInAnotherRoomLeavesTheSeatThatWaitsNow() {
        seats.hold("bob", "coins-1", "node-a", null);
        seats.hold("bob", "coins-2", "node-a", null);
        seats.free("bob", "coins-1");
        assertThat(seats.seatOf("bob")).map(HeldSeat::room).contains("coins-2");
        seats.free("Bob", "coins-2");
        assertThat(seats.seatOf("bob")).isEmpty();
    }

    @Test
    void aGuestsSeatIsTakenBackOnlyWithItsTokenWhichIsNotStored() {
        seats.hold("guest", "coins-1", "node-a", "00ff00ff00ff00ff");
        HeldSeat seat = seats.seatOf("guest").orElseThrow();
        assertThat(seat.tokenHash()).hasSize(64).doesNotContain("00ff00ff00ff00ff");
        assertThat(seat.takenBackWith("00ff00ff00ff00ff")).isTrue();
        assertThat(seat.takenBackWith("00ff00ff00ff00fe")).isFalse();
        assertThat(seat.takenBackWith(null)).isFalse();
        seats.hold("reg", "coins-1", "node-a", null);
        assertThat(seats.seatOf("reg").orElseThrow().takenBackWith(null)).isTrue();
    }

    @Test
    void seatsOutliveTheConnectionToTheDatabase() {
        seats.hold("alice", "coins-1", "node-a", null);
        database.close();
        database = backend.reopen(dataDir);
        assertThat(new HeldSeatStore(database, Clock.systemUTC()).seatOf("alice")).map(HeldSeat::node)
                .contains("node-a");
    }
}
