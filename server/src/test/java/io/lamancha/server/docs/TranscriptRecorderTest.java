package io.lamancha.server.docs;

import io.lamancha.games.Games;
import io.lamancha.server.testing.TestServer;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

/**
 * Writes a full transcript for docs/PROTOCOL.md from a script of {@code name> input} lines:
 * {@code mvn -pl server test -Dtest=TranscriptRecorderTest -Dtranscript.script=in.txt -Dtranscript.out=out.txt}.
 * Not a check: it only records what the server says, for a person to edit into the document.
 */
@EnabledIfSystemProperty(named = "transcript.script", matches = ".+")
class TranscriptRecorderTest {

    @Test
    void recordTheTranscript() throws IOException {
        List<String> script = Files.readAllLines(Path.of(System.getProperty("transcript.script")), StandardCharsets.UTF_8);
        TestServer server = new TestServer(Games.definitions());
        Map<String, TestServer.Client> clients = new LinkedHashMap<>();
        List<String> out = new ArrayList<>();
        for (String line : script) {
            int gt = line.indexOf("> ");
            String who = line.substring(0, gt);
            TestServer.Client c = clients.computeIfAbsent(who, w -> server.connect());
            drain(clients, out);
            out.add(who + "> " + line.substring(gt + 2));
            c.type(line.substring(gt + 2));
            drain(clients, out);
        }
        Files.write(Path.of(System.getProperty("transcript.out")), out, StandardCharsets.UTF_8);
    }

    private static void drain(Map<String, TestServer.Client> clients, List<String> out) {
        clients.forEach((who, c) -> {
            for (String l : c.take()) {
                out.add(who + "< " + l);
            }
        });
    }
}
