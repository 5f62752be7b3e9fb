package io.lamancha.server.community;

import static org.assertj.core.api.Assertions.assertThat;

import io.lamancha.server.testing.CoinGame;
import io.lamancha.server.testing.Fitted;
import io.lamancha.server.testing.TestServer;
import io.lamancha.server.testing.TestServer.Client;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Chat channels across rooms: joining, speaking, listing, owners' modes and invites, limits. */
class ChannelCommandsTest {

    private final TestServer server = new TestServer(List.of(new CoinGame()));

    @Test
    void aChannelIsMadeOnFirstJoinAndItsLinesReachItsMembersInAnyRoom() {
        Client alice = server.login("alice");
        Client bob = server.login("bob");
        alice.take();
        alice.type("/channel #Spain");
        assertThat(alice.take()).containsExactly("[#spain] alice joins.", "You are in #spain (open, owner alice, 1 online).",
                "/gtell spain <text> speaks there, /exit spain leaves it.");
        bob.type("/room coins-1").type("/channel spain");
        bob.take();
        assertThat(alice.take()).containsExactly("[lobby] bob leaves (to coins-1).", "[#spain] bob joins.");
        alice.type("/gtell spain hola");
        assertThat(bob.take()).containsExactly("[#spain] <alice> hola");
        assertThat(alice.take()).containsExactly("[#spain] <alice> hola");

        alice.type("/chwho spain").type("/channels");
        assertThat(alice.take()).containsExactly("#spain (open, owner alice), 2 online: alice bob",
                "  Channel                Mode       Owner            Online",
                "* #spain                 open       alice            2",
                "* = you are in it. /channel <name> joins one, /gtell <name> <text> speaks there.");
        bob.type("/exit spain");
        assertThat(bob.take()).containsExactly("[#spain] bob leaves (left).");
        assertThat(alice.take()).containsExactly("[#spain] bob leaves (left).");
        bob.type("/gtell spain still here?");
        assertThat(bob.take()).containsExactly("error NO_SUCH_CHANNEL: You are not in #spain; /channel spain joins it.");
    }

    @Test
    void theOwnerClosesAChannelToAllButTheInvitedAndModeratesWhoSpeaks() {
        Client alice = server.login("alice");
        Client bob = server.login("bob");
        Client carol = server.login("carol");
        alice.type("/channel club").type("/chmode club closed");
        alice.take();
        bob.take();
        bob.type("/channel club");
        assertThat(bob.take()).containsExactlyElementsOf(Fitted.lines(
                "error FORBIDDEN: #club is closed: only those its owner alice invited join."));
        bob.type("/chmode club open");
        assertThat(bob.take()).containsExactly("error FORBIDDEN: Only the owner of #club, alice, may do that.");
        alice.type("/chinvite club bob");
        assertThat(bob.take()).containsExactly("*** alice invites you to the channel #club: /channel club joins.");
        bob.type("/channel club");
        assertThat(bob.take()).contains("[#club] bob joins.");

        alice.type("/chmode club moderated");
        assertThat(bob.take()).containsExactly(
                "[#club] alice sets the mode to moderated: only the owner and the invited speak.");
        carol.type("/channel club").take();
        carol.type("/gtell club me too");
        assertThat(carol.take()).containsExactlyElementsOf(Fitted.lines(
                "error FORBIDDEN: #club is moderated: only its owner alice and those invited speak."));
        bob.type("/gtell club invited, so I speak");
        assertThat(carol.take()).containsExactly("[#club] <bob> invited, so I speak");
    }

    @Test
    void limitsOnChannelsPerPersonAndOnABusyChannelAreClearErrors() {
        Client alice = server.login("alice");
        for (int i = 0; i < 10; i++) {
            alice.type("/channel c" + i);
        }
        alice.take();
        alice.type("/channel c10");
        assertThat(alice.take()).containsExactlyElementsOf(Fitted.lines(
                "error LIMIT_REACHED: You are in 10 channels, the most one may be in; /exit <name> leaves one."));
        List<String> replies = new java.util.ArrayList<>();
        for (int i = 0; i < 60; i++) {
            alice.type("/gtell c0 line " + i);
            replies.addAll(alice.take());
        }
        assertThat(replies).as("a burst passes, then the channel's rate holds")
                .contains("[#c0] <alice> line 0", "[#c0] <alice> line 39")
                .contains("error LIMIT_REACHED: #c0 is busy right now; say it again in a moment.");
        alice.type("/channel sp@in");
        assertThat(alice.take()).containsExactlyElementsOf(Fitted.lines(
                "error BAD_ARGUMENT: A channel name has 2-32 letters, digits, _ or -, e.g. /channel spain."));
        alice.type("/exit");
        assertThat(alice.take()).containsExactly("error BAD_ARGUMENT: Say which channel: /exit <channel>. /quit leaves the server.");
    }

    @Test
    void aTableCanPostEachResultToAChannel() {
        Client alice = server.login("alice");
        alice.type("/channel results").type("/room coins-1").type("/join").type("/addbot random")
                .type("/option result #results").type("/option rounds 1");
        alice.take();
        alice.type("/start").type("/play heads");
        assertThat(String.join(" ", alice.take()).replaceAll(" +", " ")).as("the result, as the end says it")
                .matches("(?s).*\\[#results] <result> Coins in coins-1: alice \\d+, ~Sancho \\d+; .*"
                        + "(wins|share the win) with \\d+ points?\\..*");
    }

    @Test
    void aGuestsChannelGoesWhenItsLastMemberLeaves() {
        Client alice = server.login("alice");
        alice.type("/channel brief");
        alice.type("/quit");
        assertThat(server.world().channels().find("brief")).isEmpty();
    }
}
