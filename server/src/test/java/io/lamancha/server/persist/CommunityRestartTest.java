package io.lamancha.server.persist;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The community over real sockets, across a restart: channels, ignore and notify lists and
 * messages of registered users are kept; a bot (JSON) and a person (text) read the same things.
 */
@Timeout(120)
class CommunityRestartTest {

    @TempDir
    Path data;

    private static LineClient registeredJson(int port, String name) throws Exception {
        LineClient c = LineClient.json(port, name);
        c.command("/register rocinante");
        return c;
    }

    @Test
    void whatRegisteredUsersKeepOfTheCommunityOutlastsARestart() throws Exception {
        try (StoredServer first = StoredServer.start(data, Duration.ZERO)) {
            try (LineClient ann = registeredJson(first.port(), "ann"); LineClient bob = registeredJson(first.port(), "bob")) {
                ann.command("/channel tavern");
                bob.command("/channel tavern");
                ann.command("/gtell tavern hola");
                JsonNode line = bob.nextEvent("channel", n -> true);
                assertThat(line.get("channel").asText()).isEqualTo("tavern");
                assertThat(line.get("from").asText()).isEqualTo("ann");
                assertThat(line.get("text").asText()).isEqualTo("hola");
                bob.command("/ignore mallory");
                bob.command("/notify ann");
                bob.command("/quit");
            }
            try (LineClient ann = LineClient.json(first.port(), "ann rocinante")) {
                ann.command("/message bob see you at eight");
            }
        }

        try (StoredServer second = StoredServer.start(data, Duration.ZERO);
                LineClient bob = LineClient.text(second.port(), "bob rocinante")) {
            bob.next(l -> l.equals("*** You have 1 new message (/messages reads them)."));
            bob.send("#1 /channels");
            assertThat(bob.next(l -> l.startsWith("#1 * #tavern"))).contains("open").contains("ann");
            bob.send("#2 /ignore");
            assertThat(bob.next(l -> l.startsWith("#2 You ignore"))).isEqualTo("#2 You ignore: mallory");
            bob.send("#3 /messages");
            assertThat(bob.next(l -> l.startsWith("#3   "))).endsWith(" ann: see you at eight");
            try (LineClient ann = LineClient.json(second.port(), "ann rocinante")) {
                bob.next(l -> l.equals("*** ann has logged in."));
                ann.command("/gtell tavern back again");
                bob.next(l -> l.equals("[#tavern] <ann> back again"));
                List<JsonNode> who = ann.command("/chwho tavern");
                assertThat(who.get(0).get("members").toString()).contains("ann").contains("bob");
            }
        }
    }
}
