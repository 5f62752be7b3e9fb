package io.lamancha.server.safety;

import static org.assertj.core.api.Assertions.assertThat;

import io.lamancha.server.store.Persistence;
import io.lamancha.server.store.Storage;
import io.lamancha.server.testing.CoinGame;
import io.lamancha.server.testing.Fitted;
import io.lamancha.server.testing.TestServer;
import io.lamancha.server.testing.TestServer.Client;
import io.lamancha.server.world.Quotas;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 25 over the command handlers with a real embedded store: admin capture, reserved and
 * look-alike names, the quotas, and mute, ban, report and the moderators' log.
 */
class SafetyCommandsTest {

    @TempDir
    Path data;
    private Persistence persistence;
    private TestServer server;

    @BeforeEach
    void open() {
        persistence = Persistence.openForTests(null, data, Set.of("root", "boss"), Clock.systemUTC());
        server = new TestServer(List.of(new CoinGame()), persistence.journal(), persistence.storage(), Quotas.DEFAULT);
    }

    @AfterEach
    void close() {
        persistence.close();
    }

    private Client guest(String name, String address) {
        Client c = server.connectFrom(address);
        c.take();
        c.typeAndAwait("/login " + name, l -> l.startsWith("Say something"));
        return c;
    }

    private List<String> refused(Client c, String line) {
        return c.typeAndAwait(line, l -> l.startsWith("error"));
    }

    /** The operator made the account (lamancha account register); it logs in with its password. */
    private Client operatorMade(String name, boolean admin) {
        Storage st = persistence.storage();
        st.accounts().create(name, st.hasher().hash("secret-pw".toCharArray()));
        if (admin) {
            st.accounts().promote(name);
        }
        Client c = server.connectFrom("10.9.9.9");
        c.take();
        c.typeAndAwait("/login " + name + " secret-pw", l -> l.startsWith("Say something"));
        return c;
    }

    private Client registered(String name, String address) {
        Client c = guest(name, address);
        c.typeAndAwait("#r /register rocinante", l -> l.startsWith("#r ok"));
        return c;
    }

    @Test
    void anAdminNameNobodyRegisteredIsReservedAndAGuestGetsNoAdminRightsByRegisteringIt() {
        Client c = server.connect();
        c.take();
        assertThat(refused(c, "/login boss")).anyMatch(l -> l.startsWith("error NAME_TAKEN: boss is reserved for an admin"));
        assertThat(refused(c, "/login Boss")).anyMatch(l -> l.contains("reserved for an admin"));
        Client alice = registered("alice", "10.0.0.1");
        assertThat(refused(alice, "/announce mine now")).containsExactly("error FORBIDDEN: Only an admin can do that.");
    }

    @Test
    void theOperatorsAccountsAreAdminsWhetherListedOrPromoted() {
        Client boss = operatorMade("boss", false);
        Client helper = operatorMade("helper", true);
        Client bob = guest("bob", "10.0.0.2");
        boss.type("/announce tea");
        helper.type("/announce cake");
        assertThat(bob.take()).contains("*** Announcement from boss: tea", "*** Announcement from helper: cake");
    }

    @Test
    void botAndStaffNamesAndTheirLookAlikesAreReserved() {
        Client c = server.connect();
        c.take();
        for (String name : List.of("Sancho", "dulcinea", "admin", "Adm1n", "Server", "root", "sysop", "moderator", "admin2")) {
            assertThat(refused(c, "/login " + name)).as(name).anyMatch(l -> l.startsWith("error NAME_TAKEN: " + name + " is reserved"));
        }
    }

    @Test
    void aNameThatLooksLikeARegisteredOrOnlineOneCannotBeTaken() {
        registered("Victim", "10.0.0.3").type("/quit");
        Client c = server.connect();
        c.take();
        assertThat(refused(c, "/login Vict1m")).anyMatch(l -> l.contains("Vict1m looks too much like Victim, a registered name"));
        assertThat(refused(c, "/login Vlctim")).anyMatch(l -> l.contains("looks too much like Victim"));
        guest("Carla", "10.0.0.4");
        assertThat(refused(c, "/login CARLA")).as("the same name is not a look-alike: it is taken")
                .anyMatch(l -> l.startsWith("error NAME_TAKEN: CARLA is taken"));
        assertThat(refused(c, "/login Car1a")).anyMatch(l -> l.contains("Car1a looks too much like Carla, who is online"));
    }

    @Test
    void aLookAlikeOfAGuestOnlineIsRefusedOnlyWhileTheyAreOnline() {
        Client carla = guest("Carla", "10.0.0.4");
        Client c = server.connect();
        c.take();
        assertThat(refused(c, "/login CarIa")).anyMatch(l -> l.contains("CarIa looks too much like Carla, who is online"));

        carla.type("/quit");
        assertThat(server.world().user("Carla")).isEmpty();
        c.typeAndAwait("/login CarIa", l -> l.startsWith("Say something"));
        assertThat(server.world().user("CarIa")).isPresent();
        Client d = server.connect();
        d.take();
        assertThat(refused(d, "/login Car1a")).as("the name that came in is looked up by its look in turn")
                .anyMatch(l -> l.contains("Car1a looks too much like CarIa, who is online"));
    }

    @Test
    void aPasswordForANameNobodyRegisteredIsAnErrorThatSaysSo() {
        Client c = server.connect();
        c.take();
        assertThat(refused(c, "/login newname hunter22")).anyMatch(l -> l.startsWith(
                "error NO_SUCH_USER: newname is not registered: /login newname logs in as a"));
        assertThat(server.world().user("newname")).isEmpty();
    }

    @Test
    void oneAddressRegistersThreeNamesAnHourAndIsThenToldWhy() {
        for (String name : List.of("anna", "bert", "cleo")) {
            registered(name, "10.0.0.5");
        }
        Client fourth = guest("dora", "10.0.0.5");
        assertThat(refused(fourth, "/register rocinante")).anyMatch(l -> l.startsWith(
                "error LIMIT_REACHED: Your address registered 3 names in the last hour, the most"));
        registered("emil", "10.0.0.6");
    }

    @Test
    void aRegisteredUserOwnsFiveChannels() {
        Client anna = registered("anna", "10.0.0.7");
        for (int i = 1; i <= 5; i++) {
            anna.typeAndAwait("#c /channel room" + i, l -> l.startsWith("#c ok"));
            anna.typeAndAwait("#e /exit room" + i, l -> l.startsWith("#e ok"));
        }
        assertThat(refused(anna, "/channel room6")).anyMatch(l -> l.startsWith(
                "error LIMIT_REACHED: You own 5 channels, the most one may"));
        Client bert = guest("bert", "10.0.0.8");
        bert.typeAndAwait("#c /channel room1", l -> l.startsWith("#c ok"));
    }

    @Test
    void anInvitationToTheSamePersonWaitsAMinuteAndAdsAreCounted() {
        Client anna = guest("anna", "10.0.1.1");
        Client bert = guest("bert", "10.0.1.2");
        anna.typeAndAwait("#r /room coins-1", l -> l.startsWith("#r ok"));
        anna.typeAndAwait("#i /invite bert", l -> l.startsWith("#i ok"));
        assertThat(bert.take()).anyMatch(l -> l.contains("anna invites you"));
        assertThat(refused(anna, "/invite bert")).anyMatch(l -> l.startsWith("error LIMIT_REACHED: You invited bert a moment ago"));
        assertThat(bert.take()).noneMatch(l -> l.contains("invites you"));
        for (int i = 0; i < 6; i++) {
            bert.typeAndAwait("#s /seek coins", l -> l.startsWith("#s ok"));
        }
        assertThat(refused(bert, "/seek coins")).anyMatch(l -> l.startsWith("error LIMIT_REACHED: You posted 6 ads"));
    }

    @Test
    void aMutedUserIsToldAndNothingTheySayReachesAnyone() {
        Client root = operatorMade("root", false);
        Client bob = guest("bob", "10.0.2.1");
        Client carol = registered("carol", "10.0.2.2");
        root.typeAndAwait("#m /mute bob 30 spam links", l -> l.startsWith("#m ok"));
        assertThat(bob.take()).anyMatch(l -> l.contains("You are muted in the server by root until 2026-11-29 12:30 UTC:"
                + " spam links."));
        carol.take();
        assertThat(refused(bob, "buy cheap gold")).anyMatch(l -> l.startsWith("error MUTED: You are muted in the server"));
        assertThat(refused(bob, "/tell carol psst")).anyMatch(l -> l.startsWith("error MUTED"));
        assertThat(refused(bob, "/me dances")).anyMatch(l -> l.startsWith("error MUTED"));
        assertThat(carol.take()).noneMatch(l -> l.contains("gold") || l.contains("psst") || l.contains("dances"));
        assertThat(refused(guest("dan", "10.0.2.3"), "/mute carol")).containsExactly("error FORBIDDEN: Only an admin can do that.");
        root.typeAndAwait("#u /unmute bob", l -> l.startsWith("#u ok"));
        bob.type("hello again");
        assertThat(carol.take()).anyMatch(l -> l.contains("hello again"));
        List<String> log = root.typeAndAwait("#l /modlog", l -> l.startsWith("#l ok"));
        assertThat(log).anyMatch(l -> l.contains("root mute bob: until 2026-11-29 12:30 UTC: spam links"))
                .anyMatch(l -> l.contains("root unmute bob"));
    }

    @Test
    void aChannelsOwnerMutesAndBansThereOnly() {
        Client anna = registered("anna", "10.0.3.1");
        Client bob = guest("bob", "10.0.3.2");
        anna.typeAndAwait("#c /channel spain", l -> l.startsWith("#c ok"));
        bob.typeAndAwait("#c /channel spain", l -> l.startsWith("#c ok"));
        anna.typeAndAwait("#m /mute #spain bob", l -> l.startsWith("#m ok"));
        assertThat(refused(bob, "/gtell spain hola")).anyMatch(l -> l.startsWith("error MUTED: You are muted in #spain"));
        bob.take();
        bob.type("still heard in the lobby");
        assertThat(anna.take()).anyMatch(l -> l.contains("still heard in the lobby"));
        assertThat(refused(bob, "/mute #spain anna")).anyMatch(l -> l.startsWith("error FORBIDDEN: Only the owner of #spain"));
        anna.typeAndAwait("#b /ban #spain bob", l -> l.startsWith("#b ok"));
        assertThat(bob.take()).anyMatch(l -> l.contains("You are banned from #spain by anna"));
        assertThat(refused(bob, "/channel spain")).anyMatch(l -> l.startsWith("error BANNED: You are banned from #spain"));
    }

    @Test
    void aBannedUserIsKickedAndKeptOutAndAnAddressBanKeepsOutEveryNameFromThere() {
        Client root = operatorMade("root", false);
        Client bob = registered("bob", "10.0.4.1");
        root.typeAndAwait("#b /ban bob 60 cheating", l -> l.startsWith("#b ok"));
        assertThat(bob.lines()).anyMatch(l -> l.contains("banned from the server by root until 2026-11-29 13:00 UTC: cheating"));
        assertThat(bob.closed()).isTrue();
        Client back = server.connectFrom("10.0.4.1");
        back.take();
        assertThat(refused(back, "/login bob")).anyMatch(l -> l.startsWith("error BANNED: bob is banned from the server"));
        Client eve = guest("eve", "10.0.5.1");
        root.typeAndAwait("#b /ban eve +address troll", l -> l.startsWith("#b ok"));
        assertThat(eve.closed()).isTrue();
        Client other = server.connectFrom("10.0.5.1");
        other.take();
        assertThat(refused(other, "/login evelyn")).anyMatch(l -> l.startsWith("error BANNED: Your address is banned"));
        root.typeAndAwait("#u /unban eve", l -> l.startsWith("#u ok"));
        guest("evelyn", "10.0.5.1");
    }

    @Test
    void aReportReachesTheAdminOnlineWithWhatTheReporterSawAndWaitsForTheOthers() {
        persistence.storage().accounts().create("boss", persistence.storage().hasher().hash("secret-pw".toCharArray()));
        Client root = operatorMade("root", false);
        Client bob = guest("bob", "10.0.6.1");
        Client carol = guest("carol", "10.0.6.2");
        bob.type("you are all idiots");
        bob.type("/tell carol and you most of all");
        carol.take();
        root.take();
        List<String> said = carol.typeAndAwait("#r /report bob insults everyone", l -> l.startsWith("#r ok"));
        assertThat(said).anyMatch(l -> l.contains("Your report about bob went to 1 admin online and waits for 1 more."));
        assertThat(root.take()).anyMatch(l -> l.contains("Report from carol about bob: insults everyone"))
                .anyMatch(l -> l.contains("[lobby] you are all idiots"))
                .anyMatch(l -> l.contains("[tell] and you most of all"));
        assertThat(persistence.storage().community().messages("boss")).singleElement()
                .satisfies(m -> assertThat(m.text()).contains("Report from carol about bob").contains("you are all idiots"));
    }

    @Test
    void aUserSendsThreeReportsAMinuteAndIsThenToldToWait() {
        operatorMade("root", false);
        Client carol = guest("carol", "10.0.7.1");
        for (int i = 1; i <= 3; i++) {
            carol.typeAndAwait("#r /report bob spam " + i, l -> l.startsWith("#r ok"));
        }
        assertThat(refused(carol, "/report bob spam 4")).isEqualTo(Fitted.lines(
                "error LIMIT_REACHED: You sent the admins 3 reports in the last minute, the most one may; wait a minute."));
        Client dan = guest("dan", "10.0.7.2");
        dan.typeAndAwait("#r /report bob spam too", l -> l.startsWith("#r ok"));
    }

    @Test
    void anAddressBanOfSomeoneOfflineTakesTheAddressOfTheirLastLoginOrSaysItIsNotKnown() {
        Client root = operatorMade("root", false);
        registered("bob", "10.0.8.1").type("/quit");
        Client again = server.connectFrom("10.0.8.2");
        again.take();
        again.typeAndAwait("/login bob rocinante", l -> l.startsWith("Say something"));
        again.type("/quit");

        List<String> said = root.typeAndAwait("#b /ban bob +address cheating", l -> l.startsWith("#b "));
        assertThat(said).anyMatch(l -> l.contains("bob is banned in the server until lifted, and so is their"));
        Client fromThere = server.connectFrom("10.0.8.2");
        fromThere.take();
        assertThat(refused(fromThere, "/login bobby")).anyMatch(l -> l.startsWith("error BANNED: Your address is banned"));
        guest("carla", "10.0.8.1");

        guest("ghost", "10.0.8.3").type("/quit");
        root.take();
        assertThat(refused(root, "/ban ghost +address")).isEqualTo(Fitted.lines("error NO_SUCH_USER: ghost's address"
                + " is not known: they are not online, and no login of theirs is kept (a guest's never is); /ban ghost"
                + " bans the name."));
        assertThat(persistence.storage().moderation().inForce()).extracting(s -> s.name()).containsExactly("bob");
    }

    @Test
    void anAdminTheOperatorPromotedIsNotBannedWhileOffline() {
        operatorMade("helper", true).type("/quit");
        Client root = operatorMade("root", false);
        assertThat(refused(root, "/ban helper")).anyMatch(l -> l.startsWith(
                "error FORBIDDEN: helper is an admin; an admin is not muted or banned."));
    }

    @Test
    void aMutedUsersWordsReachNobodyByAnyWayAndTheirAwayMessageGoes() {
        Client root = operatorMade("root", false);
        Client bob = registered("bob", "10.0.9.1");
        Client carol = registered("carol", "10.0.9.2");
        carol.typeAndAwait("#c /channel spain", l -> l.startsWith("#c ok"));
        bob.typeAndAwait("#c /channel spain", l -> l.startsWith("#c ok"));
        carol.type("/tell bob hello");
        bob.type("/away at www.spam.example");
        root.typeAndAwait("#m /mute bob spam", l -> l.startsWith("#m ok"));
        carol.take();

        for (String line : List.of("buy gold", "/say buy gold", "/me sells gold", "/tell carol gold", ";carol gold",
                "/r gold", "/gtell spain gold", "/message carol gold", "/away gold")) {
            assertThat(refused(bob, line)).as(line).anyMatch(l -> l.startsWith("error MUTED: You are muted in the server"));
        }
        bob.typeAndAwait("#g /room coins-1", l -> l.startsWith("#g ok"));
        carol.typeAndAwait("#g /room coins-1", l -> l.startsWith("#g ok"));
        assertThat(refused(bob, "gold in the room")).anyMatch(l -> l.startsWith("error MUTED"));
        bob.typeAndAwait("#a /away", l -> l.startsWith("#a ok"));

        List<String> seen = new java.util.ArrayList<>(carol.take());
        seen.addAll(carol.typeAndAwait("#f /finger bob", l -> l.startsWith("#f ok")));
        seen.addAll(carol.typeAndAwait("#w /whereis bob", l -> l.startsWith("#w ok")));
        seen.addAll(carol.typeAndAwait("#m /messages", l -> l.startsWith("#m ok")));
        assertThat(seen).noneMatch(l -> l.contains("gold") || l.contains("spam.example"));
    }
}
