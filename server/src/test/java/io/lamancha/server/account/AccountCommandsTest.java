package io.lamancha.server.account;

import static org.assertj.core.api.Assertions.assertThat;

import io.lamancha.server.store.Persistence;
import io.lamancha.server.store.Storage;
import io.lamancha.server.testing.CoinGame;
import io.lamancha.server.testing.Fitted;
import io.lamancha.server.testing.TestServer;
import io.lamancha.server.testing.TestServer.Client;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ThreadFactory;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Accounts over the command handlers, with a real embedded store. */
class AccountCommandsTest {

    @TempDir
    Path data;
    private Persistence persistence;
    private TestServer server;

    @BeforeEach
    void open() {
        persistence = Persistence.openForTests(null, data, Set.of("root"), Clock.systemUTC());
        server = new TestServer(List.of(new CoinGame()), Duration.ofSeconds(120), persistence.journal(), persistence.storage());
    }

    @AfterEach
    void close() {
        persistence.close();
    }

    /** An account the operator made (as {@code lamancha account register} does), logged in. */
    private Client admin(String name, String password) {
        Storage st = persistence.storage();
        assertThat(st.accounts().create(name, st.hasher().hash(password.toCharArray()))).isTrue();
        Client c = server.connect();
        c.take();
        c.typeAndAwait("/login " + name + " " + password, l -> l.startsWith("Say something"));
        return c;
    }

    private Client registered(String name, String password) {
        Client c = server.connect();
        c.take();
        c.typeAndAwait("/login " + name, l -> l.startsWith("Say something"));
        c.typeAndAwait("#r /register " + password, l -> l.startsWith("#r "));
        return c;
    }

    @Test
    void aGuestRegistersAndLogsInLaterWithThePasswordInOneLine() {
        Client alice = registered("alice", "rocinante");
        alice.type("/quit");
        Client again = server.connect();
        again.take();
        List<String> lines = again.typeAndAwait("#1 /login alice rocinante", l -> l.equals("#1 ok"));
        assertThat(lines).anyMatch(l -> l.startsWith("#1 Welcome, alice!")).noneMatch(l -> l.contains("resume token"));
    }

    @Test
    void aRegisteredNameAsksForThePasswordOnTheNextLineAndNeverEchoesIt() {
        registered("alice", "rocinante").type("/quit");
        Client c = server.connect();
        c.take();
        List<String> lines = c.typeAndAwait("/login alice", l -> l.contains("type your password"));
        assertThat(lines).containsExactly("alice is registered: type your password on the next line.");
        lines = c.typeAndAwait("rocinante", l -> l.startsWith("Say something"));
        assertThat(lines).anyMatch(l -> l.startsWith("Welcome, alice!")).noneMatch(l -> l.contains("rocinante"));
    }

    @Test
    void aWrongPasswordIsRefusedAndRepeatedFailuresAreThrottled() {
        registered("alice", "rocinante").type("/quit");
        Client c = server.connect();
        c.take();
        for (int i = 0; i < 5; i++) {
            assertThat(c.typeAndAwait("/login alice dulcinea", l -> l.startsWith("  with"))).containsExactlyElementsOf(Fitted.lines(
                    "error BAD_PASSWORD: Wrong password for alice. Try again, or log in as a guest with another name."));
        }
        List<String> lines = c.typeAndAwait("/login alice rocinante", l -> l.startsWith("error"));
        assertThat(lines.get(0)).startsWith("error THROTTLED: Too many failed logins; wait ");
    }

    @Test
    void theOwnerLogsInFromAnotherAddressWhileTheNameIsGuessedAt() {
        registered("dan", "rocinante").type("/quit");
        Client attacker = server.connectFrom("10.0.0.66");
        attacker.take();
        for (int i = 0; i < 12; i++) {
            attacker.typeAndAwait("/login dan guess" + i, l -> l.startsWith("error"));
        }
        assertThat(attacker.typeAndAwait("/login dan rocinante", l -> l.startsWith("error")).get(0))
                .startsWith("error THROTTLED");

        Client owner = server.connectFrom("192.168.1.5");
        owner.take();
        assertThat(owner.typeAndAwait("#1 /login dan rocinante", l -> l.startsWith("#1 ok") || l.startsWith("#1 error")))
                .anyMatch(l -> l.startsWith("#1 Welcome, dan!")).contains("#1 ok");
    }

    @Test
    void aPasswordHasSixTo128Characters() {
        Client c = server.connect();
        c.take();
        c.typeAndAwait("/login alice", l -> l.startsWith("Say something"));
        for (String password : List.of("12345", "x".repeat(129))) {
            assertThat(c.typeAndAwait("#r /register " + password, l -> l.startsWith("#r error")))
                    .contains("#r error BAD_ARGUMENT: A password has 6-128 characters.");
        }
        assertThat(c.typeAndAwait("#r /register " + "x".repeat(128), l -> l.startsWith("#r ok")
                || l.startsWith("#r error"))).contains("#r ok");
    }

    @Test
    void guessesSentOnManyConnectionsAtOnceAreCheckedOneAtATime() throws Exception {
        registered("dan", "rocinante").type("/quit");
        List<Client> attackers = new java.util.ArrayList<>();
        for (int i = 0; i < 12; i++) {
            Client c = server.connectFrom("10.0.0.66");
            c.take();
            attackers.add(c);
        }
        for (int i = 0; i < attackers.size(); i++) {
            attackers.get(i).type("/login dan guess" + i);
        }
        int checked = 0;
        for (Client c : attackers) {
            String answer = c.await(l -> l.startsWith("error")).stream().filter(l -> l.startsWith("error"))
                    .findFirst().orElseThrow();
            assertThat(answer).matches("error (BAD_PASSWORD|THROTTLED): .*");
            checked += answer.startsWith("error BAD_PASSWORD") ? 1 : 0;
        }
        assertThat(checked).as("guesses actually checked: no more than one at a time allows").isBetween(1, 5);

        Client owner = server.connectFrom("192.168.1.5");
        owner.take();
        assertThat(owner.typeAndAwait("#1 /login dan rocinante", l -> l.startsWith("#1 ok") || l.startsWith("#1 error")))
                .contains("#1 ok");
    }

    @Test
    void loginsBeyondWhatTheHasherQueuesAreToldToWaitNotGivenAnInternalError() throws Exception {
        registered("dan", "rocinante").type("/quit");
        CountDownLatch gate = new CountDownLatch(1);
        // The hasher's one thread waits at the gate, so every check after the first queues.
        ThreadFactory held = work -> {
            Thread t = new Thread(() -> {
                try {
                    gate.await();
                } catch (InterruptedException e) {
                    return;
                }
                work.run();
            }, "held-hasher");
            t.setDaemon(true);
            return t;
        };
        Storage st = persistence.storage();
        try (PasswordHasher hasher = new PasswordHasher(new Argon2Cost(1024, 1, 1), 1, held)) {
            Storage busy = new Storage(st.accounts(), hasher, st.games(), st.ratings(), st.tokens(), st.community(), st.io(),
                    st.admins(), st.moderation(), st.tourneys());
            TestServer flooded = new TestServer(List.of(new CoinGame()), Duration.ofSeconds(120), persistence.journal(),
                    busy);
            List<Client> clients = new java.util.ArrayList<>();
            for (int i = 0; i < 270; i++) {
                Client c = flooded.connectFrom("10.1." + i / 200 + "." + i % 200);
                c.take();
                c.type("/login dan guess");
                clients.add(c);
            }
            Client late = clients.get(clients.size() - 1);
            assertThat(late.await(l -> l.startsWith("error"))).containsExactly(
                    "error THROTTLED: Too many logins at once; try again in a few seconds.");
            gate.countDown();
            for (Client c : clients.subList(0, clients.size() - 1)) {
                assertThat(c.await(l -> l.startsWith("error"))).filteredOn(l -> l.startsWith("error"))
                        .allMatch(l -> l.startsWith("error BAD_PASSWORD") || l.startsWith("error THROTTLED: Too many"));
            }
        }
    }

    @Test
    void guessingAResumeTokenIsThrottledLikeAPassword() {
        Client alice = server.connect();
        alice.take();
        alice.typeAndAwait("/login alice", l -> l.startsWith("Say something"));
        alice.type("/room coins-1").type("/join");
        Client bob = server.connect();
        bob.take();
        bob.typeAndAwait("/login bob", l -> l.startsWith("Say something"));
        bob.type("/room coins-1").type("/join").type("/start");
        alice.disconnect();

        Client thief = server.connectFrom("10.0.0.66");
        thief.take();
        for (int i = 0; i < 4; i++) {
            assertThat(thief.typeAndAwait("/login alice fffffffffffff00" + i, l -> l.startsWith("error")).get(0))
                    .startsWith("error NAME_TAKEN");
        }
        assertThat(thief.typeAndAwait("/login alice fffffffffffff009", l -> l.startsWith("error")).get(0))
                .as("the fifth wrong token blocks").startsWith("error NAME_TAKEN");
        assertThat(thief.typeAndAwait("/login alice fffffffffffff00a", l -> l.startsWith("error")).get(0))
                .startsWith("error THROTTLED: Too many failed logins; wait ");
    }

    @Test
    void aGuestCannotTakeARegisteredName() {
        registered("alice", "rocinante").type("/quit");
        Client c = server.connect();
        c.take();
        c.typeAndAwait("/login alice", l -> l.contains("type your password"));
        assertThat(c.typeAndAwait("not-the-password", l -> l.startsWith("error")).get(0)).startsWith("error BAD_PASSWORD");
        assertThat(c.session().loggedIn()).isFalse();
    }

    @Test
    void aSecondLoginTakesOverTheSessionAndTellsTheOldOneWhy() {
        Client first = registered("alice", "rocinante");
        Client second = server.connect();
        second.take();
        second.typeAndAwait("/login alice rocinante", l -> l.startsWith("Say something"));
        server.strand().runAll();
        assertThat(first.take()).contains("Goodbye: you logged in from another connection");
        assertThat(first.closed()).isTrue();
        assertThat(server.world().user("alice").orElseThrow()).isSameAs(second.session());
    }

    @Test
    void aDroppedGuestGetsTheSeatBackOnlyWithTheResumeToken() {
        Client alice = server.connect();
        alice.take();
        List<String> login = alice.typeAndAwait("/login alice", l -> l.startsWith("Say something"));
        String token = login.stream().filter(l -> l.startsWith("Your resume token is ")).findFirst().orElseThrow()
                .split(" ")[4].replace(":", "");
        alice.type("/room coins-1").type("/join");
        Client bob = server.connect();
        bob.take();
        bob.typeAndAwait("/login bob", l -> l.startsWith("Say something"));
        bob.type("/room coins-1").type("/join").type("/start");
        alice.disconnect();

        Client thief = server.connect();
        thief.take();
        assertThat(thief.typeAndAwait("/login alice", l -> l.startsWith("error")).get(0))
                .startsWith("error NAME_TAKEN: alice is away from a game in coins-1");
        Client back = server.connect();
        back.take();
        List<String> lines = back.typeAndAwait("/login alice " + token, l -> l.startsWith("Your secret: "));
        assertThat(lines).anyMatch(l -> l.startsWith("You are in room coins-1"));
    }

    @Test
    void fingerTellsRegistrationGamesAndWhereSomeoneIs() {
        Client alice = registered("alice", "rocinante");
        Client bob = server.connect();
        bob.take();
        bob.typeAndAwait("/login bob", l -> l.startsWith("Say something"));
        List<String> lines = bob.typeAndAwait("#f /finger alice", l -> l.equals("#f ok"));
        assertThat(lines.get(0)).startsWith("#f alice, registered since 20");
        assertThat(lines).contains("#f Online now, in lobby, idle 0m.", "#f No finished games recorded.");
        assertThat(bob.typeAndAwait("#g /finger nobody", l -> l.startsWith("#g error")).get(0))
                .isEqualTo("#g error NO_SUCH_USER: Nobody called nobody is registered or online.");
        alice.take();
    }

    @Test
    void passwordsCanBeChangedWithTheOldOne() {
        Client alice = registered("alice", "rocinante");
        assertThat(alice.typeAndAwait("#p /password wrong123 sancho99", l -> l.startsWith("#p error")).get(0))
                .isEqualTo("#p error BAD_PASSWORD: The old password is wrong.");
        assertThat(alice.typeAndAwait("#q /password rocinante sancho99", l -> l.equals("#q ok"))).contains("#q Password changed.");
        alice.type("/quit");
        Client again = server.connect();
        again.take();
        assertThat(again.typeAndAwait("#1 /login alice sancho99", l -> l.startsWith("#1 ok") || l.startsWith("#1 error")))
                .contains("#1 ok");
    }

    @Test
    void adminsKickAnnounceAndShutDownOthersCannot() {
        Client root = admin("root", "secret-root");
        Client bob = server.connect();
        bob.take();
        bob.typeAndAwait("/login bob", l -> l.startsWith("Say something"));
        assertThat(bob.typeAndAwait("/announce hi", l -> l.startsWith("error")))
                .containsExactly("error FORBIDDEN: Only an admin can do that.");
        root.type("/announce tea time");
        assertThat(bob.take()).contains("*** Announcement from root: tea time");
        boolean[] stopped = new boolean[1];
        server.world().onShutdown(() -> stopped[0] = true);
        root.type("/shutdown 20");
        assertThat(bob.take()).anyMatch(l -> l.startsWith("*** The server shuts down in 20 seconds"));
        server.strand().advance(Duration.ofSeconds(21));
        assertThat(stopped[0]).isTrue();
        root.type("/kick bob rude");
        assertThat(bob.take()).contains("Goodbye: kicked by root: rude");
        assertThat(bob.closed()).isTrue();
    }

    /** An admin's {@code /reload} does what SIGHUP does and answers with what changed; nobody else may. */
    @Test
    void anAdminReloadsAndIsToldWhatChangedOthersAreRefused() {
        server.world().onReload(() -> CompletableFuture.completedFuture(
                List.of("Reloaded max-per-address: 32 -> 8.", "The setting port changed to 4001, which takes a restart;"
                        + " it stays 4000 until then.")));
        Client bob = server.connect();
        bob.take();
        bob.typeAndAwait("/login bob", l -> l.startsWith("Say something"));
        assertThat(bob.typeAndAwait("#1 /reload", l -> l.startsWith("#1 error")))
                .containsExactly("#1 error FORBIDDEN: Only an admin can do that.");

        Client root = admin("root", "secret-root");
        assertThat(root.typeAndAwait("#2 /reload", l -> l.startsWith("#2 ok") || l.startsWith("#2 error")))
                .contains("#2 Reloaded max-per-address: 32 -> 8.", "#2 ok");
    }
}
