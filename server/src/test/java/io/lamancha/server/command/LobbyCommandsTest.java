package io.lamancha.server.command;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.lamancha.server.testing.CoinGame;
import io.lamancha.server.testing.Fitted;
import io.lamancha.server.testing.TestServer;
import io.lamancha.server.testing.TestServer.Client;
import java.util.List;
import org.junit.jupiter.api.Test;

class LobbyCommandsTest {

    private final TestServer server = new TestServer(List.of(new CoinGame()));

    @Test
    void loggingInPutsYouInTheLobbyAndTellsTheOthers() {
        Client alice = server.login("alice");
        Client bob = server.connect();
        bob.take();
        bob.type("/login bob");
        assertThat(bob.take()).anyMatch(l -> l.startsWith("Welcome, bob!"))
                .anyMatch(l -> l.startsWith("You are in the lobby. Here: alice bob"));
        assertThat(alice.take()).containsExactly("[lobby] bob enters.");
    }

    @Test
    void badAndTakenNamesAreRefusedWithAReason() {
        server.login("alice");
        Client c = server.connect();
        assertThat(c.take()).contains("Type /help for all commands.");
        c.type("/login a");
        c.type("/login ALICE");
        c.type("/login ~Sancho");
        c.type("/login");
        assertThat(c.take()).containsExactly(
                "error BAD_NAME: A name has 2-16 letters, digits, _ or -; 'a' does not.",
                "error NAME_TAKEN: ALICE is taken right now; choose another name.",
                "error BAD_NAME: A name has 2-16 letters, digits, _ or -; '~Sancho' does not.",
                "error BAD_ARGUMENT: Say who you are: /login <name>.");
        assertThat(c.session().loggedIn()).isFalse();
    }

    @Test
    void commandsAndChatBeforeLoginAskYouToLogIn() {
        Client c = server.connect();
        c.take();
        c.type("/rooms");
        c.type("hello");
        assertThat(c.take()).containsExactly(
                "error NOT_LOGGED_IN: Log in first with /login <name>.",
                "error NOT_LOGGED_IN: Log in first with /login <name>.");
    }

    @Test
    void chatReachesEveryoneInTheRoomAndNobodyElsewhere() {
        Client alice = server.login("alice");
        Client bob = server.login("bob");
        Client carol = server.login("carol");
        carol.type("/room coins-1");
        alice.take();
        bob.take();
        alice.type("hello all");
        alice.type("//slash at the start");
        assertThat(bob.take()).containsExactly("[lobby] <alice> hello all", "[lobby] <alice> /slash at the start");
        assertThat(alice.take()).containsExactly("[lobby] <alice> hello all", "[lobby] <alice> /slash at the start");
        assertThat(carol.take()).noneMatch(l -> l.contains("hello all"));
    }

    @Test
    void whispersReachOnlyTheirTargetAndEchoToTheSender() {
        Client alice = server.login("alice");
        Client bob = server.login("bob");
        Client carol = server.login("carol");
        alice.take();
        bob.take();
        carol.take();
        alice.type(";bob psst");
        alice.type("/tell carol hi there");
        alice.type("/tell nobody hi");
        assertThat(alice.take()).containsExactlyElementsOf(Fitted.lines("You tell bob: psst", "You tell carol: hi there",
                "error NO_SUCH_USER: Nobody called nobody is online; /wwho lists everyone, /message nobody <text>"
                        + " leaves a message."));
        assertThat(bob.take()).containsExactly("alice tells you: psst");
        assertThat(carol.take()).containsExactly("alice tells you: hi there");
    }

    @Test
    void anEmoteShowsAsAnAction() {
        Client alice = server.login("alice");
        alice.type("/me waves");
        assertThat(alice.take()).containsExactly("[lobby] * alice waves");
    }

    @Test
    void anUnknownCommandIsAnsweredWithAHintAndTheConnectionStays() {
        Client alice = server.login("alice");
        alice.type("/frobnicate now");
        alice.type("/ping");
        assertThat(alice.take()).containsExactly("error UNKNOWN_COMMAND: There is no /frobnicate. /help lists the commands.",
                "pong " + server.clock().millis());
        assertThat(alice.closed()).isFalse();
    }

    @Test
    void aMistypedCommandIsAnsweredWithTheOneItProbablyMeant() {
        Client alice = server.login("alice");
        alice.type("/jion");
        alice.type("/spielnifo");
        alice.type("/xyzzy");
        assertThat(alice.take()).containsExactly(
                "error UNKNOWN_COMMAND: There is no /jion. Did you mean /join?",
                "error UNKNOWN_COMMAND: There is no /spielnifo. Did you mean /spielinfo?",
                "error UNKNOWN_COMMAND: There is no /xyzzy. /help lists the commands.");
    }

    @Test
    void aTaggedCommandTagsEveryReplyLineAndEndsWithOneOkOrError() {
        Client alice = server.login("alice");
        alice.type("#7 /who");
        List<String> who = alice.take();
        assertThat(who).hasSize(3).startsWith("#7 In lobby (1):").endsWith("#7 ok");
        assertThat(who.get(1)).matches("#7   alice\\s+-\\s+0m");
        alice.type("#8 /room nowhere");
        assertThat(alice.take()).containsExactlyElementsOf(Fitted.tagged("8",
                "error NO_SUCH_ROOM: There is no room nowhere; /rooms lists them, /newroom <game> makes one."));
        alice.type("#9");
        assertThat(alice.take()).containsExactly("#9 ok");
    }

    @Test
    void roomsListTwoRoomsPerGameWithStateAndSeats() {
        Client alice = server.login("alice");
        alice.type("/rooms");
        List<String> lines = alice.take();
        assertThat(lines.get(1)).startsWith("lobby").contains("alice");
        assertThat(lines.get(2)).startsWith("coins-1").contains("coins").contains("waiting").contains("0/2-3");
        assertThat(lines.get(3)).startsWith("coins-2");
    }

    @Test
    void aNewRoomGetsTheNextFreeNumberAndGoesAwayWhenEmpty() {
        Client alice = server.login("alice");
        alice.type("/newroom coins");
        assertThat(alice.take()).anyMatch(l -> l.startsWith("You are in room coins-3"));
        alice.type("/newroom chess");
        assertThat(alice.take()).containsExactly("error NO_SUCH_GAME: Games: coins. Use /newroom <game>.");
        alice.type("/lobby");
        assertThat(server.world().room("coins-3")).isEmpty();
        assertThat(server.world().room("coins-1")).isPresent();
    }

    @Test
    void whoWwhoAndWhereisTellWhoIsWhere() {
        Client alice = server.login("alice");
        Client bob = server.login("bob");
        bob.type("/room coins-1");
        alice.take();
        alice.type("/wwho");
        List<String> users = alice.take();
        assertThat(users).hasSize(4).startsWith("2 users online:");
        assertThat(users.get(1)).matches("  Name\\s+Where\\s+Rating\\s+Idle");
        assertThat(users.get(2)).matches("  alice\\s+lobby\\s+-\\s+0m");
        assertThat(users.get(3)).matches("  bob\\s+coins-1\\s+-\\s+0m");
        alice.type("/whereis BOB");
        assertThat(alice.take()).containsExactly("bob is in coins-1.");
    }

    @Test
    void jsonFormatSendsOneObjectPerLineWithTheEventFirst() throws Exception {
        Client alice = server.login("alice");
        alice.type("#a /set format json");
        alice.take();
        alice.type("#b /who");
        List<String> lines = alice.take();
        ObjectMapper mapper = new ObjectMapper();
        JsonNode who = mapper.readTree(lines.get(0));
        assertThat(lines.get(0)).startsWith("{\"ev\":\"who\",\"tag\":\"b\"");
        assertThat(who.get("members").get(0).get("name").asText()).isEqualTo("alice");
        assertThat(lines.get(1)).isEqualTo("{\"ev\":\"ok\",\"tag\":\"b\"}");
    }

    @Test
    void helpIsGeneratedFromTheRegistryAndCoversEveryCommand() {
        Client alice = server.connect();
        alice.take();
        alice.type("/help");
        List<String> lines = alice.take();
        for (CommandSpec spec : Commands.registry().all()) {
            assertThat(lines).anyMatch(l -> l.startsWith(spec.usage()));
        }
        alice.type("/help play");
        assertThat(alice.take()).anyMatch(l -> l.contains("STALE"));
    }

    @Test
    void quitSaysGoodbyeAndTheRoomIsTold() {
        Client alice = server.login("alice");
        Client bob = server.login("bob");
        alice.take();
        bob.type("/quit");
        assertThat(bob.take()).containsExactly("Goodbye: you asked to quit. Vaya con Dios!");
        assertThat(bob.closed()).isTrue();
        assertThat(alice.take()).containsExactly("[lobby] bob leaves (quit).");
        assertThat(server.world().user("bob")).isEmpty();
    }
}
