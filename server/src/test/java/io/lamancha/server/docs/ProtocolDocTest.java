package io.lamancha.server.docs;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import io.lamancha.games.Games;
import io.lamancha.protocol.ErrorCode;
import io.lamancha.server.command.CommandSpec;
import io.lamancha.server.command.Commands;
import io.lamancha.server.testing.TestServer;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** docs/PROTOCOL.md stays true: every command and error code is documented, and its example sessions replay exactly. */
class ProtocolDocTest {

    static final Path DOC = Path.of("..", "docs", "PROTOCOL.md");

    @Test
    void everyCommandIsDocumented() throws IOException {
        String doc = Files.readString(DOC, StandardCharsets.UTF_8);
        for (CommandSpec spec : Commands.registry().all()) {
            assertThat(doc).as("/%s in PROTOCOL.md", spec.name()).contains("`/" + spec.name());
        }
    }

    @Test
    void everyErrorCodeIsDocumented() throws IOException {
        String doc = Files.readString(DOC, StandardCharsets.UTF_8);
        for (ErrorCode code : ErrorCode.values()) {
            assertThat(doc).as("%s in PROTOCOL.md", code).contains("`" + code + "`");
        }
    }

    @Test
    void theExampleSessionsReplayExactly() throws IOException {
        List<Transcript> transcripts = Transcript.parse(DOC);
        assertThat(transcripts).hasSizeGreaterThanOrEqualTo(2);
        for (Transcript t : transcripts) {
            replay(t);
        }
    }

    private static void replay(Transcript t) {
        TestServer server = new TestServer(Games.definitions());
        Map<String, TestServer.Client> clients = new LinkedHashMap<>();
        Map<String, Deque<String>> received = new LinkedHashMap<>();
        for (Transcript.Step step : t.steps()) {
            TestServer.Client c = clients.computeIfAbsent(step.who(), w -> server.connect());
            Deque<String> queue = received.computeIfAbsent(step.who(), w -> new ArrayDeque<>());
            clients.forEach((who, client) -> received.computeIfAbsent(who, w -> new ArrayDeque<>()).addAll(client.take()));
            if (step.input()) {
                c.type(step.text());
                clients.forEach((who, client) -> received.get(who).addAll(client.take()));
            } else if (!step.skip()) {
                expect(t, step, queue);
            }
        }
    }

    private static void expect(Transcript t, Transcript.Step step, Deque<String> queue) {
        List<String> skipped = new ArrayList<>();
        // A "..." before this step lets lines be skipped; otherwise the next line must match.
        while (!queue.isEmpty()) {
            String line = queue.poll();
            if (line.equals(step.text())) {
                return;
            }
            skipped.add(line);
            if (!step.lenient()) {
                break;
            }
        }
        // one line each, so that a reader (or a script) can tell them apart
        fail("In '" + t.title() + "', " + step.who() + " expected:\n  | " + step.text() + "\nbut got:\n  | "
                + String.join("\n  | ", skipped) + "\nthen:\n  | " + String.join("\n  | ", queue) + "\nend.");
    }
}
