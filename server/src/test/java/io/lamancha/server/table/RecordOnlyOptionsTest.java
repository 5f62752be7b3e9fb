package io.lamancha.server.table;

import static org.assertj.core.api.Assertions.assertThat;

import io.lamancha.engine.GameDefinition;
import io.lamancha.games.Games;
import io.lamancha.server.testing.TestServer;
import io.lamancha.server.testing.TestServer.Client;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * An option only records carry (the version of the Hidalgo's start-player draw) goes with every new
 * game at its current value, a stored game without it replays with the first version, and nobody
 * sees or sets it.
 */
class RecordOnlyOptionsTest {

    private static final GameDefinition HIDALGO = Games.definitions().stream()
            .filter(d -> d.id().equals("hidalgo")).findFirst().orElseThrow();

    @Test
    void aNewGameIsRecordedWithTheCurrentDrawAndAnOldRecordReplaysWithTheFirst() {
        TableOptions fresh = new TableOptions(HIDALGO);
        assertThat(fresh.values()).containsEntry("startdraw", "2");
        assertThat(fresh.forGame().get("startdraw")).isEqualTo("2");
        TableOptions restored = new TableOptions(HIDALGO);
        restored.restore(Map.of("side", "a", "start", "drawn", "timer", "0"));
        assertThat(restored.forGame().get("startdraw")).as("a record from before the version").isEqualTo("1");
        restored.restore(Map.of("side", "a", "start", "drawn", "startdraw", "2"));
        assertThat(restored.forGame().get("startdraw")).isEqualTo("2");
    }

    @Test
    void nobodySeesOrSetsIt() {
        Client alice = new TestServer(Games.definitions()).login("alice");
        alice.type("/room hidalgo-1").take();
        alice.type("/option help");
        assertThat(alice.take()).anyMatch(l -> l.contains("start ")).noneMatch(l -> l.contains("startdraw"));
        alice.type("/option startdraw 1");
        assertThat(alice.take()).containsExactly("error BAD_ARGUMENT: No option startdraw; /option help lists them.");
    }
}
