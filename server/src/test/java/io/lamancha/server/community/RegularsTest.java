package io.lamancha.server.community;

import static org.assertj.core.api.Assertions.assertThat;

import io.lamancha.games.Games;
import io.lamancha.server.store.Persistence;
import io.lamancha.server.store.RatingStore;
import io.lamancha.server.store.StoredSeat;
import io.lamancha.server.testing.Fitted;
import io.lamancha.server.testing.TestServer;
import io.lamancha.server.testing.TestServer.Client;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What FICS and IRC regulars reach for: idle times and ratings in the lists of people, a direct
 * challenge with {@code /match}, whispers a MUD client does not eat, and IRC's {@code /join #channel}.
 */
class RegularsTest {

    @TempDir
    Path data;
    private Persistence persistence;
    private TestServer server;

    @BeforeEach
    void open() {
        persistence = Persistence.openForTests(null, data, Set.of(), Clock.systemUTC());
        server = new TestServer(Games.definitions(), Duration.ZERO, persistence.journal(), persistence.storage());
    }

    @AfterEach
    void close() {
        persistence.close();
    }

    /** {@code ann} beat {@code cid} in two rated games of Don Carlo: she has a rating there, he one too. */
    private String annsDonCarloRating() {
        var games = persistence.storage().games();
        for (int i = 0; i < 2; i++) {
            long id = games.create("r", "doncarlo", Map.of(), 1, List.of(StoredSeat.human("ann"), StoredSeat.human("cid")), true);
            games.finish(id, List.of(9, 3), List.of(0), List.of(1, 2), server.clock().instant()).join();
        }
        games.settled().join(); // the ratings are the store's once it has caught up
        RatingStore.Entry e = persistence.storage().ratings().of("ann").get(0);
        return e.standing().points() + (e.standing().provisional() ? "?" : "");
    }

    @Test
    void whoWwhoAndFingerTellHowLongSomeoneHasTypedNothing() {
        Client bob = server.loginStored("bob");
        server.clock().advance(Duration.ofMinutes(7));
        Client alice = server.loginStored("alice");
        bob.take();
        assertThat(alice.typeAndAwait("#1 /who", l -> l.equals("#1 ok")))
                .anyMatch(l -> l.matches("#1   bob\\s+-\\s+7m")).anyMatch(l -> l.matches("#1   alice\\s+-\\s+0m"));
        assertThat(alice.typeAndAwait("#2 /wwho", l -> l.equals("#2 ok")))
                .anyMatch(l -> l.matches("#2   bob\\s+lobby\\s+-\\s+7m"));
        assertThat(alice.typeAndAwait("#3 /finger bob", l -> l.equals("#3 ok"))).contains("#3 Online now, in lobby, idle 7m.");
        server.clock().advance(Duration.ofHours(3));
        assertThat(bob.typeAndAwait("#4 /wwho", l -> l.equals("#4 ok")))
                .anyMatch(l -> l.matches("#4   alice\\s+lobby\\s+-\\s+3h")).anyMatch(l -> l.matches("#4   bob\\s+lobby\\s+-\\s+0m"));
    }

    @Test
    void whoWwhoAndSoughtShowEachPersonsRating() {
        String rating = annsDonCarloRating();
        Client ann = server.loginStored("ann");
        Client bob = server.loginStored("bob");
        ann.take();
        assertThat(bob.typeAndAwait("#1 /who", l -> l.equals("#1 ok")))
                .anyMatch(l -> l.matches("#1   ann\\s+" + java.util.regex.Pattern.quote(rating) + " doncarlo\\s+0m"))
                .anyMatch(l -> l.matches("#1   bob\\s+-\\s+0m"));
        ann.typeAndAwait("#2 /seek doncarlo 2", l -> l.equals("#2 ok"));
        assertThat(bob.typeAndAwait("#3 /sought", l -> l.equals("#3 ok")))
                .anyMatch(l -> l.startsWith("#3   #1 ann (" + rating + ") seeks doncarlo for 2 players"));
        ann.typeAndAwait("#4 /room doncarlo-1", l -> l.equals("#4 ok"));
        ann.typeAndAwait("#5 /addbot smart", l -> l.equals("#5 ok"));
        assertThat(ann.typeAndAwait("#6 /who", l -> l.equals("#6 ok"))).contains("#6 In doncarlo-1 (2), ratings in doncarlo:")
                .anyMatch(l -> l.matches("#6   ann\\s+" + java.util.regex.Pattern.quote(rating) + "\\s+0m"))
                .anyMatch(l -> l.matches("#6   ~Sancho\\(1,smart bot\\)\\s+1800"));
        assertThat(bob.typeAndAwait("#7 /wwho", l -> l.equals("#7 ok")))
                .anyMatch(l -> l.matches("#7   ann\\s+doncarlo-1\\s+" + java.util.regex.Pattern.quote(rating) + " doncarlo\\s+0m"));
    }

    @Test
    void matchSeatsTheChallengerAtATableOfTheGameWithItsOptionsAndInvitesTheOther() {
        Client alice = server.loginStored("alice");
        Client bob = server.loginStored("bob");
        alice.take();
        List<String> said = alice.typeAndAwait("#1 /match bob doncarlo timer=60", l -> l.equals("#1 ok"));
        assertThat(said).anyMatch(l -> l.startsWith("#1 You are in room doncarlo-3: Don Carlo"))
                .anyMatch(l -> l.equals("[doncarlo-3] alice takes seat 1."))
                .anyMatch(l -> l.startsWith("#1 You challenge bob to Don Carlo at doncarlo-3 and have a seat;"));
        assertThat(bob.take()).contains("*** alice challenges you to Don Carlo (doncarlo, timer=60) at doncarlo-3.",
                "/room doncarlo-3 and /join accept it.");
        bob.type("/room doncarlo-3").type("/join");
        assertThat(bob.take()).contains("[doncarlo-3] bob takes seat 2.");
        alice.type("/option help");
        assertThat(alice.take()).anyMatch(l -> l.matches("\\s*timer\\s+= 60\\s.*"));
    }

    @Test
    void matchWithoutAGameUsesThisRoomsTableAndRefusesWhatCannotBe() {
        Client alice = server.loginStored("alice");
        Client bob = server.loginStored("bob");
        alice.type("/match bob");
        assertThat(alice.take()).anyMatch(l -> l.startsWith("error BAD_ARGUMENT: Which game? /match <name> <game>"));
        alice.type("/match alice doncarlo");
        assertThat(alice.take()).anyMatch(l -> l.startsWith("error BAD_ARGUMENT: You cannot challenge yourself"));
        alice.type("/match zed doncarlo");
        assertThat(alice.take()).anyMatch(l -> l.startsWith("error NO_SUCH_USER: Nobody called zed is online"));
        alice.type("/match bob doncarlo colour=blue");
        assertThat(alice.take()).anyMatch(l -> l.startsWith("error BAD_ARGUMENT: doncarlo has no option colour."));
        bob.type("/ignore alice");
        alice.type("/match bob doncarlo");
        assertThat(alice.take()).anyMatch(l -> l.startsWith("error IGNORED: bob is ignoring you"));
        bob.type("/unignore alice");
        alice.type("/room hidalgo-1");
        alice.take();
        alice.type("/match bob");
        assertThat(alice.take()).contains("[hidalgo-1] alice takes seat 1.");
        assertThat(String.join(" ", bob.take()).replaceAll("\\s+", " "))
                .contains("*** alice challenges you to Don Quixote: The Ingenious Hidalgo (hidalgo) at hidalgo-1.");
    }

    @Test
    void aWhisperCanBeTypedWithADotOrSlashWForClientsThatTakeTheSemicolon() {
        Client alice = server.loginStored("alice");
        Client bob = server.loginStored("bob");
        alice.take();
        bob.type(".alice hi from tintin");
        assertThat(alice.take()).containsExactly("bob tells you: hi from tintin");
        bob.type("/w alice and again");
        assertThat(alice.take()).containsExactly("bob tells you: and again");
        bob.type("... well");
        assertThat(alice.take()).containsExactly("[lobby] <bob> ... well");
        bob.type(".zed are you there");
        assertThat(bob.take()).anyMatch(l -> l.startsWith("error NO_SUCH_USER:"));
        bob.type("/help");
        assertThat(String.join("\n", bob.take())).contains(".name text").contains("/w");
    }

    @Test
    void joinWithAChannelNameSaysThatChannelsAreJoinedWithSlashChannel() {
        Client alice = server.loginStored("alice");
        alice.type("/join #spain");
        assertThat(alice.take()).containsExactlyElementsOf(Fitted.lines("error BAD_ARGUMENT: /join takes a seat at"
                + " this room's table; chat channels are joined with /channel spain."));
    }
}
