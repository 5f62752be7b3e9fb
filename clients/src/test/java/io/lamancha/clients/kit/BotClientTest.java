package io.lamancha.clients.kit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.lamancha.clients.testing.DropProxy;
import io.lamancha.clients.testing.LiveServer;
import io.lamancha.engine.GameDefinition;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

@Timeout(value = 60, unit = TimeUnit.SECONDS)
class BotClientTest {

    @TempDir
    static Path dir;
    static LiveServer server;

    @BeforeAll
    static void startServer() throws Exception {
        server = LiveServer.start(dir, false, Duration.ofSeconds(30));
    }

    @AfterAll
    static void stopServer() {
        server.close();
    }

    static Stream<String> gameIds() {
        return LiveServer.games().stream().map(GameDefinition::id);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("gameIds")
    void aBotPlaysEveryRegisteredGameToTheEndFromTheLegalMovesAlone(String game) throws Exception {
        String name = ("k" + Math.abs(game.hashCode())).substring(0, 8);
        List<GameEnd> ends = new BotClient(BotConfig.newRoom("127.0.0.1", server.port(), name, game),
                Strategy.random(7), new BotClient.Listener() { }).run();

        assertThat(ends).hasSize(1);
        GameEnd end = ends.get(0);
        assertThat(end.game()).isEqualTo(game);
        assertThat(end.players()).contains(name);
        assertThat(end.scores()).hasSameSizeAs(end.players());
        assertThat(end.resultLine()).startsWith(game + " " + end.room() + " ");

        // Having played its games it quits and leaves nothing behind: no new game at its table
        // holding a seat for it, and its name free again.
        try (JsonChannel check = JsonChannel.open("127.0.0.1", server.port(), Duration.ofSeconds(10))) {
            assertThat(logInOnceFree(check, name)).as("logging in as the bot once it has quit").isEqualTo("ok");
            JsonChannel.Reply room = check.request("/room " + end.room());
            if (room.ok()) { // a room made with /newroom goes once it is empty and idle
                assertThat(room.first("room").body().get("state").asText()).isNotEqualTo("playing");
            }
        }
    }

    /** Logs in as {@code name}, retrying for a few seconds while the server still has it online; the last answer. */
    private static String logInOnceFree(JsonChannel channel, String name) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
        while (true) {
            JsonChannel.Reply reply = channel.request("/login " + name);
            if (reply.ok() || System.nanoTime() > deadline) {
                return reply.ok() ? "ok" : reply.code() + ": " + reply.message();
            }
            Thread.sleep(50);
        }
    }

    @Test
    void aBotToldGoodbyeForAnythingButAStoppingServerEndsItsRunInsteadOfComingBack(@TempDir Path own) throws Exception {
        try (LiveServer strict = LiveServer.withIdleTimeout(own, Duration.ofSeconds(2))) {
            // Waits for a second player who never comes, saying nothing: the server's idle goodbye.
            BotConfig alone = BotConfig.inRoom("127.0.0.1", strict.port(), "lonely", "pick-1").withSeats(2);
            List<String> notes = new CopyOnWriteArrayList<>();
            BotClient bot = new BotClient(alone, Strategy.first(), new BotClient.Listener() {
                @Override
                public void note(String text) {
                    notes.add(text);
                }
            });

            assertThatThrownBy(bot::run).isInstanceOfSatisfying(BotException.class, e -> {
                assertThat(e.code()).isEqualTo("IDLE");
                assertThat(e.getMessage()).contains("idle for too long");
            });
            assertThat(notes).as("no reconnect").noneMatch(n -> n.contains("reconnecting"));
        }
    }

    @Test
    void twoBotsInOneRoomWaitForEachOtherAndPlaySeveralGamesWithSimultaneousTurns() throws Exception {
        BotConfig base = BotConfig.inRoom("127.0.0.1", server.port(), "alpha", "pick-1").withSeats(2).withGames(2);
        BotConfig other = BotConfig.inRoom("127.0.0.1", server.port(), "beta", "pick-1").withSeats(2).withGames(2);
        CompletableFuture<List<GameEnd>> a = CompletableFuture.supplyAsync(() -> play(base, Strategy.first()));
        CompletableFuture<List<GameEnd>> b = CompletableFuture.supplyAsync(() -> play(other, Strategy.random(3)));

        List<GameEnd> ea = a.get(50, TimeUnit.SECONDS);
        List<GameEnd> eb = b.get(50, TimeUnit.SECONDS);
        assertThat(ea).hasSize(2);
        assertThat(eb).hasSize(2);
        assertThat(ea.get(0).players()).containsExactlyInAnyOrder("alpha", "beta");
        // Both saw the same results: they played each other, not two separate games.
        assertThat(ea.get(0).scores()).isEqualTo(eb.get(0).scores());
    }

    @Test
    void aBotTakesItsSeatBackAfterItsConnectionDropsAndFinishesTheGame() throws Exception {
        try (DropProxy proxy = new DropProxy(server.port())) {
            AtomicInteger turns = new AtomicInteger();
            List<String> notes = new CopyOnWriteArrayList<>();
            Strategy dropOnSecondTurn = turn -> {
                if (turns.incrementAndGet() == 2) {
                    proxy.dropAll();
                }
                return turn.legal().get(0);
            };
            BotConfig config = BotConfig.newRoom("127.0.0.1", proxy.port(), "phoenix", "pick").withSeats(3);
            List<GameEnd> ends = new BotClient(config, dropOnSecondTurn, new BotClient.Listener() {
                @Override
                public void note(String message) {
                    notes.add(message);
                }
            }).run();

            assertThat(notes).anyMatch(n -> n.startsWith("connection lost"));
            assertThat(ends).hasSize(1);
            assertThat(ends.get(0).players()).contains("phoenix");
            assertThat(turns.get()).isGreaterThanOrEqualTo(3);
        }
    }

    @Test
    void aRefusedMoveIsAskedForAgainAndTheGameGoesOn() throws Exception {
        AtomicInteger calls = new AtomicInteger();
        List<String> notes = new CopyOnWriteArrayList<>();
        Strategy clumsyOnce = turn -> calls.incrementAndGet() == 1 ? "no-such-move" : turn.legal().get(0);
        List<GameEnd> ends = new BotClient(BotConfig.newRoom("127.0.0.1", server.port(), "clumsy", "pick"), clumsyOnce,
                new BotClient.Listener() {
                    @Override
                    public void note(String message) {
                        notes.add(message);
                    }
                }).run();

        assertThat(ends).hasSize(1);
        assertThat(notes).anyMatch(n -> n.contains("ILLEGAL_MOVE"));
    }

    @Test
    void aMissingRoomEndsTheRunWithTheServersErrorCode() {
        BotConfig config = BotConfig.inRoom("127.0.0.1", server.port(), "lost", "no-such-room");
        assertThatThrownBy(() -> new BotClient(config, Strategy.first(), new BotClient.Listener() { }).run())
                .isInstanceOf(BotException.class)
                .satisfies(e -> assertThat(((BotException) e).code()).isEqualTo("NO_SUCH_ROOM"));
    }

    private static List<GameEnd> play(BotConfig config, Strategy strategy) {
        try {
            return new BotClient(config, strategy, new BotClient.Listener() { }).run();
        } catch (BotException e) {
            throw new IllegalStateException(e);
        }
    }
}
