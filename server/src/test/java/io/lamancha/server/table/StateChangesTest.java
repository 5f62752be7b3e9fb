package io.lamancha.server.table;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.lamancha.engine.GameDefinition;
import io.lamancha.engine.GameOptions;
import io.lamancha.engine.Rng;
import io.lamancha.games.Games;
import io.lamancha.server.testing.TestServer;
import io.lamancha.server.testing.TestServer.Client;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * {@code /set updates patch} and {@code changes}: random games of every game and seat count played
 * move for move on two servers from one seed, a seat taking patches on one (changes on the other)
 * and whole states on the other, and spectators taking patches and changes beside one taking
 * whole states: at every version the view rebuilt from the change lines is the whole state's view
 * (JSON equality), across {@code /show}s too; a change sets only values of the viewer's own view,
 * as they are in it; and a session the game sent no state of its current view gets the whole state.
 */
@Timeout(300)
class StateChangesTest {

    private static final int MAX_MOVES = 3_000;

    /** One server's table: people at every seat and two JSON spectators, first taking changes. */
    private static final class Side {
        final TestServer server = new TestServer(Games.definitions());
        final List<Client> seats = new ArrayList<>();
        final List<RebuiltView> seen = new ArrayList<>();
        final Client watcher = server.login("watcher");
        final Client otherWatcher = server.login("otherwatcher");
        final Client fullWatcher = server.login("fullwatcher");
        final RebuiltView watched = new RebuiltView();
        final RebuiltView otherWatched = new RebuiltView();
        final RebuiltView fullyWatched = new RebuiltView();

        /** Seats {@code changing} and the watcher take {@code form}, the other watcher the other form. */
        Side(GameDefinition game, int n, Set<Integer> changing, String form, long seed) {
            String room = game.id() + "-1";
            for (int i = 0; i < n; i++) {
                Client c = server.login("p" + i).type("/set format json");
                if (changing.contains(i)) {
                    c.type("/set updates " + form);
                }
                c.type("/room " + room).type("/join");
                if (i == 0) {
                    c.type("/option seed " + seed);
                }
                seats.add(c);
                seen.add(new RebuiltView());
            }
            watcher.type("/set format json").type("/set updates " + form).type("/room " + room);
            otherWatcher.type("/set format json").type("/set updates " + (form.equals("patch") ? "changes" : "patch"))
                    .type("/room " + room);
            fullWatcher.type("/set format json").type("/room " + room);
            seats.get(0).type("/start");
            read();
        }

        void read() {
            for (int i = 0; i < seats.size(); i++) {
                seen.get(i).read(seats.get(i).take());
            }
            watched.read(watcher.take());
            otherWatched.read(otherWatcher.take());
            fullyWatched.read(fullWatcher.take());
        }

        void play(int seat, String move) {
            seats.get(seat).type("/play " + move);
            read();
        }

        /** A random legal move of a random awaited seat, drawn from {@code rng}. */
        void playRandom(Rng rng) {
            int seat = rng.pick(fullyWatched.awaited());
            play(seat, rng.pick(seen.get(seat).legal()));
        }
    }

    @Test
    void theViewRebuiltFromChangesIsTheWholeStateAtEveryVersionOfEveryGame() {
        long changed = 0;
        for (GameDefinition game : Games.definitions()) {
            for (int n = game.minSeats(); n <= game.maxSeats(); n++) {
                if (game.validate(n, GameOptions.defaults(game, Map.of())).isPresent()) {
                    continue;
                }
                changed += playSideBySide(game, n, 1000L + n);
            }
        }
        assertThat(changed).as("change lines compared").isGreaterThan(1_000);
    }

    /** One random game on two servers, compared; the count of change lines read. */
    private long playSideBySide(GameDefinition game, int n, long seed) {
        Side a = new Side(game, n, Set.of(0), "patch", seed);
        Side b = new Side(game, n, Set.of(1), "changes", seed);
        Rng rng = new Rng(seed);
        String what = game.id() + " with " + n;
        for (int moves = 0; moves < MAX_MOVES; moves++) {
            RebuiltView ref = b.seen.get(0);
            if (ref.awaited().isEmpty()) {
                compare(what + ", seat 0", a.seen.get(0), b.seen.get(0));
                if (n > 1) {
                    compare(what + ", seat 1", b.seen.get(1), a.seen.get(1));
                }
                compare(what + ", a spectator", a.watched, a.fullyWatched);
                compare(what + ", a spectator of the other", b.watched, a.fullyWatched);
                compare(what + ", a spectator taking changes", a.otherWatched, a.fullyWatched);
                compare(what + ", a spectator taking patches", b.otherWatched, a.fullyWatched);
                checkSecrets(game, a, b);
                if (n > 1) { // seat 1 and b's spectators never ask /show: every line is an update
                    System.out.printf("%s, %d versions: state and change bytes to seat 1, changes %d,"
                            + " whole %d; to a spectator, patches %d, changes %d, whole %d%n", what, ref.version(),
                            b.seen.get(1).bytes(), a.seen.get(1).bytes(), b.otherWatched.bytes(), b.watched.bytes(),
                            b.fullyWatched.bytes());
                }
                return a.seen.get(0).changes().size() + b.seen.get(Math.min(1, n - 1)).changes().size()
                        + a.watched.changes().size() + b.otherWatched.changes().size();
            }
            int seat = rng.pick(ref.awaited());
            String move = rng.pick(b.seen.get(seat).legal());
            a.play(seat, move);
            b.play(seat, move);
            if (moves % 7 == 3) {
                a.seats.get(0).type("/show");
                a.watcher.type("/show");
                a.read();
            }
        }
        throw new AssertionError(what + " did not end in " + MAX_MOVES + " moves");
    }

    /**
     * At every version the full viewer saw, the changing one has the same view, legal moves and
     * awaited seats, and each of its changes sets only that view's fields, as they are in it.
     */
    private static void compare(String what, RebuiltView changing, RebuiltView whole) {
        assertThat(changing.byVersion().keySet()).as(what).containsExactlyElementsOf(whole.byVersion().keySet());
        for (Map.Entry<Integer, JsonNode> v : whole.byVersion().entrySet()) {
            assertThat(changing.byVersion().get(v.getKey())).as("%s at version %d", what, v.getKey())
                    .isEqualTo(v.getValue());
        }
        assertThat(whole.changes()).as(what + ": the whole viewer reads no change").isEmpty();
        for (JsonNode change : changing.changes()) {
            JsonNode full = whole.byVersion().get(change.get("version").asInt());
            if (change.has("patch")) {
                for (JsonNode op : change.get("patch")) {
                    if (!op.get("op").asText().equals("remove")) {
                        assertThat(full.at(op.get("path").asText())).as("%s: %s in its own view", what, op)
                                .isEqualTo(op.get("value"));
                    }
                }
                continue;
            }
            change.get("set").fields().forEachRemaining(e -> assertThat(full.get(e.getKey()))
                    .as("%s: %s in its own view", what, e.getKey()).isEqualTo(e.getValue()));
            change.get("unset").forEach(name -> assertThat(full.has(name.asText())).as(what).isFalse());
        }
        assertThat(changing.version()).isEqualTo(whole.version());
        assertThat(changing.legal()).isEqualTo(whole.legal());
        assertThat(changing.awaited()).isEqualTo(whole.awaited());
    }

    /** The tile game's probes of hidden placements hold of the rebuilt views too. */
    private static void checkSecrets(GameDefinition game, Side a, Side b) {
        if (game.id().contains("tiles")) {
            io.lamancha.server.e2e.TileSecrets.check(a.seen.get(0).asStateLines(), 0);
            io.lamancha.server.e2e.TileSecrets.check(a.watched.asStateLines(), -1);
            if (b.seats.size() > 1) {
                io.lamancha.server.e2e.TileSecrets.check(b.seen.get(1).asStateLines(), 1);
            }
        }
    }

    @Test
    void aSessionBackFromTheLobbyGetsTheWholeStateThenChangesOverIt() {
        Side side = tricks(Set.of(0), 5);
        Rng rng = new Rng(5);
        side.playRandom(rng);
        assertThat(side.watched.changes()).as("changes while watching").isNotEmpty();
        side.watcher.type("/lobby");
        side.watcher.take();
        side.playRandom(rng);
        side.watcher.type("/room quixote-tricks-1");
        List<String> back = side.watcher.take();
        assertThat(back).anyMatch(l -> l.startsWith("{\"ev\":\"state\""));
        assertThat(back).noneMatch(l -> l.startsWith("{\"ev\":\"change\""));
        side.watched.read(back);
        int returned = side.watched.version();
        int before = side.watched.changes().size();
        side.playRandom(rng);
        assertThat(side.watched.changes()).as("a change after the return").hasSize(before + 1);
        assertThat(side.watched.changes().get(before).get("from").asInt()).isEqualTo(returned);
        compareNow(side.watched, side.fullyWatched);
    }

    @Test
    void aSessionThatChangedItsFormatGetsTheWholeStateNext() {
        Side side = tricks(Set.of(0), 9);
        Rng rng = new Rng(9);
        side.playRandom(rng);
        int changes = side.seen.get(0).changes().size();
        int wholes = side.seen.get(0).wholes();
        side.seats.get(0).type("/set format text").type("/set format json");
        side.seats.get(0).take();
        side.playRandom(rng);
        assertThat(side.seen.get(0).changes()).as("no change over what it may have dropped").hasSize(changes);
        assertThat(side.seen.get(0).wholes()).isEqualTo(wholes + 1);
        side.playRandom(rng);
        assertThat(side.seen.get(0).changes()).as("changes again").hasSize(changes + 1);
    }

    @Test
    void theStartAndTheEndComeWhole() {
        Side side = tricks(Set.of(0, 1, 2), 3);
        assertThat(side.seen.get(0).wholes()).as("the deal").isEqualTo(1);
        Rng rng = new Rng(3);
        while (!side.seen.get(0).awaited().isEmpty()) {
            side.playRandom(rng);
        }
        int last = side.seen.get(0).version();
        assertThat(side.seen.get(0).changes()).noneMatch(c -> c.get("version").asInt() == last);
        assertThat(side.watched.changes()).noneMatch(c -> c.get("version").asInt() == last);
    }

    /** Three people at the tricks game, those at {@code changing} taking patches, dealt from {@code seed}. */
    private static Side tricks(Set<Integer> changing, long seed) {
        return new Side(Games.registry().find("quixote-tricks").orElseThrow(), 3, changing, "patch", seed);
    }

    private static void compareNow(RebuiltView changing, RebuiltView whole) {
        assertThat(changing.version()).isEqualTo(whole.version());
        assertThat(changing.byVersion().get(changing.version())).isEqualTo(whole.byVersion().get(whole.version()));
    }
}
