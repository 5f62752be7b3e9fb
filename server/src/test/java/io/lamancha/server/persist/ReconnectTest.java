package io.lamancha.server.persist;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Lost connections over TCP: the seat waits for its player through the grace period, a bot plays
 * for them after it (or sooner, by the others' vote) until they come back, and a second login of
 * a registered name takes the session, seat and all.
 */
class ReconnectTest {

    private static final Duration LONG_GRACE = Duration.ofSeconds(120);
    private static final String ROOM = "quixote-tricks-1";

    @TempDir
    Path data;

    @Test
    void aPlayerWhoComesBackWithinTheGraceGetsTheSeatBackAndNoBotEverPlaysForThem() throws Exception {
        try (StoredServer server = StoredServer.start(data, LONG_GRACE);
                LineClient dora = LineClient.text(server.port(), "dora");
                LineClient alice = LineClient.json(server.port(), "alice");
                LineClient bob = LineClient.json(server.port(), "bob")) {
            dora.send("/room " + ROOM);
            dora.next(l -> l.startsWith("You are in room " + ROOM));
            startWithABot(alice, bob);
            alice.player().playUpTo(2);
            bob.player().playToTheEnd();
            alice.player().awaitAcked(2);

            alice.close();
            dora.next(("[" + ROOM + "] alice leaves (lost connection).")::equals);
            bob.nextEvent("leave", ReconnectTest::aliceLostConnection);
            try (LineClient thief = LineClient.json(server.port())) {
                assertThat(thief.refused("/login alice").get("code").asText()).isEqualTo("NAME_TAKEN");
            }

            try (LineClient back = LineClient.json(server.port(), "alice " + alice.login().get("token").asText())) {
                assertThat(back.login().get("room").asText()).isEqualTo(ROOM);
                JsonNode room = back.nextEvent("room", r -> true);
                assertThat(room.get("seat").asInt()).as("described as seated again, not watching").isZero();
                List<JsonNode> alices = new ArrayList<>();
                room.get("members").forEach(m -> {
                    if (m.get("name").asText().equals("alice")) {
                        alices.add(m);
                    }
                });
                assertThat(alices).as("listed once, back in seat 1").hasSize(1);
                assertThat(alices.get(0).get("seat").asInt()).isZero();
                assertThat(alices.get(0).path("away").asBoolean()).isFalse();
                assertThat(back.nextEvent("state", s -> true).get("seat").asInt()).as("the state after the room").isZero();
                dora.next(("[" + ROOM + "] alice is back in seat 1.")::equals);
                back.player().playToTheEnd();
                JsonNode end = back.nextEvent("end", e -> true);
                assertThat(end.get("players").get(0).asText()).isEqualTo("alice");
                assertThat(back.player().acked()).as("alice's own moves after coming back").isNotEmpty();
                assertThat(bob.all()).noneMatch(ReconnectTest::botTookOver);
            }
        }
    }

    @Test
    void afterTheGraceABotPlaysForTheAbsentPlayerUntilTheyLogInAgain() throws Exception {
        try (StoredServer server = StoredServer.start(data, Duration.ofSeconds(1));
                LineClient alice = LineClient.json(server.port(), "alice");
                LineClient bob = LineClient.json(server.port(), "bob")) {
            startWithABot(alice, bob);
            // both pause after two moves, so the bot cannot finish the game before alice is back
            alice.player().playUpTo(2);
            bob.player().playUpTo(2);
            alice.player().awaitAcked(2);
            bob.player().awaitAcked(2);

            alice.close();
            bob.nextEvent("leave", ReconnectTest::aliceLostConnection);
            JsonNode substitute = bob.nextEvent("substitute", e -> e.get("name").asText().equals("alice"));
            assertThat(substitute.get("seat").asInt()).isZero();
            assertThat(substitute.get("bot").asText()).isEqualTo("smart");
            bob.player().playUpTo(5);
            bob.nextEvent("game", e -> e.get("type").asText().equals("card_played") && e.get("data").get("seat").asInt() == 0);
            bob.player().awaitAcked(5);

            try (LineClient back = LineClient.json(server.port(), "alice " + alice.login().get("token").asText())) {
                assertThat(back.login().get("room").asText()).isEqualTo(ROOM);
                assertThat(back.nextEvent("state", s -> true).get("seat").asInt()).isZero();
                JsonNode returned = bob.nextEvent("substitute", e -> e.get("name").asText().equals("alice"));
                assertThat(returned.hasNonNull("bot")).as("nobody plays for alice any more").isFalse();
                back.player().playToTheEnd();
                bob.player().playToTheEnd();
                back.nextEvent("end", e -> true);
                assertThat(back.player().acked()).as("alice's own moves after coming back").isNotEmpty();
            }
        }
    }

    @Test
    void theOtherPlayersCanVoteABotInForAnAbsentPlayerBeforeTheGraceEnds() throws Exception {
        try (StoredServer server = StoredServer.start(data, LONG_GRACE);
                LineClient alice = LineClient.json(server.port(), "alice");
                LineClient bob = LineClient.json(server.port(), "bob");
                LineClient carol = LineClient.json(server.port(), "carol");
                LineClient dora = LineClient.json(server.port(), "dora")) {
            for (LineClient c : List.of(alice, bob, carol)) {
                seat(c);
            }
            dora.command("/room " + ROOM);
            carol.command("/start");
            alice.player().playUpTo(1);
            bob.player().playToTheEnd();
            carol.player().playToTheEnd();
            alice.player().awaitAcked(1);

            alice.close();
            carol.nextEvent("leave", ReconnectTest::aliceLostConnection);
            assertThat(dora.refused("/remove alice").get("code").asText()).isEqualTo("NOT_SEATED");
            bob.command("/remove alice");
            JsonNode vote = carol.nextEvent("notice", e -> e.get("kind").asText().equals("vote"));
            assertThat(vote.get("message").asText()).startsWith("bob votes to let a bot play for alice (1/2)");
            assertThat(bob.all()).as("one vote of two is not enough").noneMatch(ReconnectTest::botTookOver);

            carol.command("/remove alice");
            JsonNode substitute = bob.nextEvent("substitute", e -> e.get("name").asText().equals("alice"));
            assertThat(substitute.get("seat").asInt()).isZero();
            bob.nextEvent("game", e -> e.get("type").asText().equals("card_played") && e.get("data").get("seat").asInt() == 0);
            JsonNode end = bob.nextEvent("end", e -> true);
            assertThat(end.get("players").get(0).asText()).isEqualTo("alice");
        }
    }

    @Test
    void aSecondLoginWithThePasswordTakesOverTheSessionAndItsSeat() throws Exception {
        try (StoredServer server = StoredServer.start(data, LONG_GRACE);
                LineClient first = LineClient.json(server.port(), "alice")) {
            first.command("/register rocinante");
            first.startWithBots("/room " + ROOM, "smart", "random");
            first.player().playUpTo(2);
            first.player().awaitAcked(2);

            try (LineClient wrong = LineClient.json(server.port())) {
                assertThat(wrong.refused("/login alice sancho").get("code").asText()).isEqualTo("BAD_PASSWORD");
            }
            first.command("/who");

            try (LineClient second = LineClient.json(server.port(), "alice rocinante")) {
                JsonNode bye = first.nextEvent("bye", e -> true);
                assertThat(bye.get("reason").asText()).isEqualTo("you logged in from another connection");
                assertThat(first.awaitEnd()).as("the old connection is closed").isTrue();
                assertThat(second.login().get("room").asText()).isEqualTo(ROOM);
                JsonNode state = second.nextEvent("state", s -> true);
                assertThat(state.get("seat").asInt()).isZero();
                assertThat(state.get("view").get("hand")).hasSize(7 - 2);
                second.player().playToTheEnd();
                second.nextEvent("end", e -> true);
                assertThat(second.player().acked()).isNotEmpty();
            }
        }
    }

    /** Alice in seat 1, bob in seat 2, a smart bot in seat 3, and the game started. */
    private static void startWithABot(LineClient alice, LineClient bob) {
        seat(alice);
        seat(bob);
        bob.command("/addbot smart");
        bob.command("/start");
    }

    private static void seat(LineClient c) {
        c.command("/room " + ROOM);
        c.command("/join");
    }

    private static boolean aliceLostConnection(JsonNode leave) {
        return leave.get("name").asText().equals("alice") && leave.get("reason").asText().equals("lost connection");
    }

    private static boolean botTookOver(String line) {
        return line.startsWith("{\"ev\":\"substitute\"") && line.contains("\"bot\":");
    }
}
