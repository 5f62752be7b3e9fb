package io.lamancha.games.doncarlo;

import static org.assertj.core.api.Assertions.assertThat;

import io.lamancha.engine.EventSink;
import io.lamancha.engine.GameEvent;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Don Carlo's events in an {@link EventSink}: the server's moves keep every one in order; playouts make none. */
class EventSinkTest {

    @Test
    void eventsKeptGoIntoTheListInTheOrderTheyHappen() {
        List<GameEvent> events = new ArrayList<>();
        EventSink log = EventSink.into(events);
        log.add(new DonCarloEvent.OpenCardDrawn(0, 3));
        log.add(() -> new DonCarloEvent.HandLaidOpen(1, List.of(1, 2)));
        log.add(new DonCarloEvent.SeatOut(1, "gone"));
        assertThat(events).containsExactly(new DonCarloEvent.OpenCardDrawn(0, 3),
                new DonCarloEvent.HandLaidOpen(1, List.of(1, 2)), new DonCarloEvent.SeatOut(1, "gone"));
    }

    @Test
    void anEventKeptIsMadeAtOnceSoLaterChangesDoNotShowInIt() {
        List<GameEvent> events = new ArrayList<>();
        Hand hand = new Hand();
        hand.put(4);
        EventSink.into(events).add(() -> new DonCarloEvent.HandLaidOpen(0, hand));
        hand.put(5);
        assertThat(events).containsExactly(new DonCarloEvent.HandLaidOpen(0, List.of(4)));
    }

    @Test
    void eventsDroppedAreNotEvenMade() {
        int[] made = {0};
        EventSink.dropped().add(() -> {
            made[0]++;
            return new DonCarloEvent.SeatOut(0, "never made");
        });
        assertThat(made[0]).isZero();
    }
}
