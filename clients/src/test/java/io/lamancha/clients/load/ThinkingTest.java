package io.lamancha.clients.load;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import io.lamancha.clients.kit.Strategy;
import io.lamancha.clients.kit.Turn;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class ThinkingTest {

    @Test
    void pausesAreTheThinkTimeGiveOrTakeATenthAndVary() {
        Thinking thinking = new Thinking(Strategy.first(), 1000, 7);
        Set<Long> seen = new HashSet<>();
        for (int i = 0; i < 2000; i++) {
            long pause = thinking.nextPause();
            assertThat(pause).isBetween(900L, 1100L);
            seen.add(pause);
        }
        assertThat(seen).as("jittered, not one fixed pause").hasSizeGreaterThan(100);
        assertThat(seen).contains(900L, 1100L);
    }

    @Test
    void theSameSeedGivesTheSamePausesAndAnotherSeedOthers() {
        assertThat(pauses(3)).isEqualTo(pauses(3)).isNotEqualTo(pauses(4));
    }

    @Test
    void noThinkTimeIsTheStrategyItself() {
        Strategy first = Strategy.first();
        assertThat(Thinking.of(first, 0, 1)).isSameAs(first);
        assertThat(Thinking.of(first, 5, 1)).isInstanceOf(Thinking.class);
    }

    @Test
    void aMoveIsChosenOnlyAfterThePause() {
        Strategy thinking = Thinking.of(Strategy.first(), 100, 1);
        Turn turn = new Turn("pick-1", "pick", 0, 3, List.of(0), List.of("a", "b"),
                JsonNodeFactory.instance.objectNode());
        long start = System.nanoTime();

        assertThat(thinking.choose(turn)).isEqualTo("a");
        assertThat(System.nanoTime() - start).as("waited at least 90 ms").isGreaterThanOrEqualTo(90_000_000L);
    }

    private static List<Long> pauses(long seed) {
        Thinking thinking = new Thinking(Strategy.first(), 500, seed);
        List<Long> out = new ArrayList<>();
        for (int i = 0; i < 50; i++) {
            out.add(thinking.nextPause());
        }
        return out;
    }
}
