package io.lamancha.server.persist;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Mutes, bans and the moderators' log over real sockets, kept across a restart of the server. */
class ModerationRestartTest {

    @TempDir
    Path data;

    @Test
    void bansAndMutesImposedOverTcpHoldAfterARestart() throws Exception {
        StoredServer.operatorMade(data, "root", "rocinante");
        try (StoredServer first = StoredServer.start(data, Duration.ZERO, Set.of("root"));
                LineClient root = LineClient.json(first.port(), "root rocinante");
                LineClient bob = LineClient.json(first.port(), "bob");
                LineClient carol = LineClient.json(first.port(), "carol")) {
            root.command("/mute carol spam");
            assertThat(carol.refused("/say buy gold").get("code").asText()).isEqualTo("MUTED");
            root.command("/ban bob cheating");
        }
        try (StoredServer second = StoredServer.start(data, Duration.ZERO, Set.of("root"));
                LineClient root = LineClient.json(second.port(), "root rocinante");
                LineClient carol = LineClient.json(second.port(), "carol");
                LineClient someone = LineClient.json(second.port())) {
            assertThat(someone.refused("/login bob").get("code").asText()).isEqualTo("BANNED");
            assertThat(carol.refused("/say still here").get("code").asText()).isEqualTo("MUTED");
            String log = root.command("/modlog").toString();
            assertThat(log).contains("root mute carol").contains("root ban bob").contains("In force now: mute carol, ban bob.");
        }
    }
}
