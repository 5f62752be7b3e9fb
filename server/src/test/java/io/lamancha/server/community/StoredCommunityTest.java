package io.lamancha.server.community;

import static org.assertj.core.api.Assertions.assertThat;

import io.lamancha.server.store.Persistence;
import io.lamancha.server.testing.CoinGame;
import io.lamancha.server.testing.Fitted;
import io.lamancha.server.testing.TestServer;
import io.lamancha.server.testing.TestServer.Client;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The community of registered users, over the command handlers with a real embedded store. */
class StoredCommunityTest {

    @TempDir
    Path data;
    private Persistence persistence;
    private TestServer server;

    @BeforeEach
    void open() {
        persistence = Persistence.openForTests(null, data, Set.of(), Clock.systemUTC());
        server = newServer();
    }

    private TestServer newServer() {
        return new TestServer(List.of(new CoinGame()), Duration.ZERO, persistence.journal(), persistence.storage());
    }

    @AfterEach
    void close() {
        persistence.close();
    }

    private Client registered(TestServer on, String name) {
        Client c = on.connect();
        c.take();
        c.typeAndAwait("/login " + name, l -> l.startsWith("Say something") || l.contains("type your password"));
        if (c.session().loggedIn()) {
            c.typeAndAwait("#r /register rocinante", l -> l.startsWith("#r ok"));
        } else {
            c.typeAndAwait("rocinante", l -> l.startsWith("Say something"));
        }
        c.take();
        return c;
    }

    /** Lets the store thread and the strand finish what they were given. */
    private static void settle(TestServer on, Client c) {
        for (int i = 0; i < 30; i++) {
            on.strand().runAll();
            try {
                Thread.sleep(10);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }

    @Test
    void friendsHearWhenSomeoneComesSitsDownAndGoes() {
        Client ann = registered(server, "ann");
        ann.type("/notify bob");
        Client bob = registered(server, "bob");
        settle(server, ann);
        assertThat(ann.take()).contains("*** bob has logged in.");
        bob.type("/room coins-1").type("/join");
        assertThat(ann.take()).contains("*** bob sits down to coins in coins-1 (/observe bob watches).");
        ann.type("/notify");
        assertThat(ann.take()).containsExactly("Your notify list: bob", "Online now: bob");
        bob.type("/quit");
        assertThat(ann.take()).contains("*** bob has logged out.");
    }

    @Test
    void listsAndChannelsAreBackAfterARestartAndMessagesWait() {
        Client ann = registered(server, "ann");
        ann.type("/ignore mallory").type("/channel tavern").type("/chmode tavern moderated");
        registered(server, "bob").type("/quit");
        assertThat(ann.typeAndAwait("#m /message bob see you at eight",
                l -> l.startsWith("#m ok") || l.startsWith("#m error"))).as("the message left").contains("#m ok");
        settle(server, ann);
        ann.type("/quit");

        TestServer restarted = newServer();
        Client back = registered(restarted, "ann");
        settle(restarted, back);
        back.type("/ignore").type("/channels");
        assertThat(back.take()).contains("You ignore: mallory", "* #tavern                moderated  ann              1");
        Client bob = restarted.connect();
        bob.take();
        bob.typeAndAwait("/login bob", l -> l.contains("type your password"));
        // the count comes from the store's thread after the login, before or after the login's
        // last line: every line from the password on is kept, waited for, not slept on
        List<String> seen = new java.util.ArrayList<>(
                bob.typeAndAwait("rocinante", l -> l.startsWith("Say something")));
        String waiting = "*** You have 1 new message (/messages reads them).";
        long end = System.nanoTime() + 10_000_000_000L;
        while (!seen.contains(waiting) && System.nanoTime() < end) {
            restarted.strand().runAll();
            seen.addAll(bob.take());
            java.util.concurrent.locks.LockSupport.parkNanos(2_000_000L);
        }
        assertThat(seen).contains(waiting);
        List<String> read = bob.typeAndAwait("#r /messages", l -> l.equals("#r ok"));
        assertThat(read).anyMatch(l -> l.matches("#r   \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d ann: see you at eight"));
        assertThat(bob.typeAndAwait("#c /messages clear", l -> l.equals("#c ok"))).contains("#c 1 message deleted.");
        bob.type("/channel tavern");
        bob.take();
        bob.type("/gtell tavern hello");
        assertThat(bob.take()).containsExactlyElementsOf(Fitted.lines(
                "error FORBIDDEN: #tavern is moderated: only its owner ann and those invited speak."));
    }

    @Test
    void messagesAreForRegisteredNamesAndRespectIgnoring() {
        Client ann = registered(server, "ann");
        Client bob = registered(server, "bob");
        bob.type("/ignore ann");
        bob.type("/quit");
        settle(server, ann);
        ann.take();
        assertThat(ann.typeAndAwait("/message bob hi", l -> l.startsWith("error"))).containsExactly(
                "error IGNORED: bob is ignoring you; the message was not left.");
        assertThat(ann.typeAndAwait("/message nobody hi", l -> l.startsWith("error"))).containsExactlyElementsOf(
                Fitted.lines("error NO_SUCH_USER: nobody is not a registered name; only registered names get messages."));
        Client guest = server.connect();
        guest.typeAndAwait("/login gus", l -> l.startsWith("Say something"));
        assertThat(guest.typeAndAwait("/message ann hi", l -> l.startsWith("  keeps"))).containsExactlyElementsOf(Fitted.lines(
                "error FORBIDDEN: Leaving messages is for registered names; /register <password> keeps yours."));
    }

    @Test
    void aMessageHasFourHundredCharactersAtMostAndFiftyWaitForOneNameAtMost() {
        Client ann = registered(server, "ann");
        registered(server, "bob").type("/quit");
        settle(server, ann);
        ann.take();
        assertThat(ann.typeAndAwait("/message bob " + "x".repeat(401), l -> l.startsWith("error"))).containsExactly(
                "error BAD_ARGUMENT: A message has 400 characters at most.");
        for (int i = 0; i < 50; i++) {
            ann.typeAndAwait("/message bob " + "x".repeat(400), l -> l.equals("Message left for bob."));
        }
        assertThat(ann.typeAndAwait("/message bob one more", l -> l.startsWith("error"))).containsExactly(
                "error LIMIT_REACHED: 50 messages wait for bob already; try later.");
    }
}
