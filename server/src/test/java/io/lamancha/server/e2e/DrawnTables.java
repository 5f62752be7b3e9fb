package io.lamancha.server.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The drawn table against the JSON the page was sent, game by game: the trick on the table is the
 * view's trick, the trick just won is shown with its winner (also after a round's last), the
 * hand, the countries' agents, the principalities' tiles, the track's tokens, the pool and the
 * votes revealed are the view's, and the move buttons are the legal moves. Counts what it saw.
 */
final class DrawnTables {

    /** Tricks seen complete (with their winner) on a table, and of them the last of a round. */
    int completedTricks;
    int lastTricksOfARound;
    int checks;

    /** Compares what {@code user}'s page drew now with the state it drew it from. */
    void check(BrowserUser user) {
        BrowserUser.Drawn d = user.drawnWithItsState();
        JsonNode table = d.table();
        JsonNode state = d.state();
        JsonNode view = state.path("view");
        String who = user.name() + " at version " + state.path("version").asInt();
        Map<Integer, String> names = names(d.before());
        assertThat(table.path("failed").asBoolean()).as(who + ": the drawing failed").isFalse();
        assertThat(strings(table.path("moves"))).as(who + ": the move buttons").isEqualTo(strings(state.path("legal")));
        switch (state.path("game").asText()) {
            case "quixote-tricks" -> tricks(who, table, view, names, story(user.received(), state));
            case "doncarlo" -> donCarlo(who, table, view, state);
            case "quixote-tiles" -> tiles(who, table, view, state);
            case "hidalgo" -> hidalgo(who, table, view);
            default -> throw new AssertionError("no check for " + state.path("game"));
        }
        checks++;
    }

    /** Seat numbers to names, from the page's last start (or room) event. */
    private static Map<Integer, String> names(List<JsonNode> before) {
        for (int i = before.size() - 1; i >= 0; i--) {
            JsonNode e = before.get(i);
            String ev = e.path("ev").asText();
            if ((ev.equals("start") || ev.equals("room")) && e.has("seats")) {
                Map<Integer, String> names = new HashMap<>();
                e.path("seats").forEach(s -> names.put(s.path("seat").asInt(), s.path("name").asText()));
                return names;
            }
        }
        throw new AssertionError("no seats told before the state");
    }

    /**
     * The game events the drawing knows: those sent up to the drawn state (a game log the server
     * sent again replaces them), and a game log that came right after it.
     */
    private static List<JsonNode> story(List<JsonNode> seen, JsonNode state) {
        int at = seen.lastIndexOf(state);
        List<JsonNode> events = new ArrayList<>();
        for (int j = 0; j < seen.size(); j++) {
            JsonNode f = seen.get(j);
            String ev = f.path("ev").asText();
            if (j > at && (ev.equals("state") || ev.equals("game"))) {
                break;
            }
            if (ev.equals("game")) {
                events.add(f);
            } else if (ev.equals("gamelog")) {
                events.clear();
                f.path("events").forEach(events::add);
            }
        }
        return events;
    }

    private void tricks(String who, JsonNode table, JsonNode view, Map<Integer, String> names, List<JsonNode> events) {
        assertThat(pairs(table.path("current"))).as(who + ": the trick on the table")
                .isEqualTo(played(view.path("currentTrick"), names));
        assertThat(strings(table.path("power"))).as(who + ": the suit power").isEqualTo(strings(view.path("suitPower")));
        if (view.has("hand")) {
            assertThat(strings(table.path("hand"))).as(who + ": the hand").isEqualTo(strings(view.path("hand")));
        }
        JsonNode won = null;
        List<List<String>> wonCards = new ArrayList<>();
        for (JsonNode e : events) {
            JsonNode data = e.path("data");
            if (e.path("type").asText().equals("trick_won")) {
                won = data;
                wonCards = new ArrayList<>();
                for (JsonNode c : events) {
                    JsonNode cd = c.path("data");
                    if (c.path("type").asText().equals("card_played") && cd.path("round").asInt() == data.path("round").asInt()
                            && cd.path("trick").asInt() == data.path("trick").asInt()) {
                        wonCards.add(List.of(names.get(cd.path("seat").asInt()), cd.path("card").asText()));
                    }
                }
            }
        }
        if (won == null) {
            assertThat(table.path("completed").isNull() && table.path("last").isNull()).as(who + ": no trick won yet").isTrue();
            return;
        }
        String winner = names.get(won.path("seat").asInt());
        if (view.path("currentTrick").isEmpty()) {
            assertThat(table.path("completed").isNull()).as(who + ": the trick just won stays on the table").isFalse();
            assertThat(pairs(table.path("completed").path("cards"))).as(who + ": the trick just won").isEqualTo(wonCards);
            assertThat(table.path("completed").path("winner").asText()).as(who + ": its winner").isEqualTo(winner);
            if (view.path("lastTrick").size() > 0) {
                assertThat(wonCards).as(who + ": the view's last trick")
                        .isEqualTo(played(view.path("lastTrick"), names));
            }
            completedTricks++;
            lastTricksOfARound += won.path("trick").asInt() == 7 ? 1 : 0;
        } else {
            assertThat(table.path("last").path("winner").asText()).as(who + ": the last trick's winner").isEqualTo(winner);
        }
    }

    private static void donCarlo(String who, JsonNode table, JsonNode view, JsonNode state) {
        boolean coop = view.path("variant").asText().equals("coop");
        for (JsonNode c : view.path(coop ? "row" : "countries")) {
            List<String> expected = new ArrayList<>();
            c.path("agents").forEach(a -> expected.add(a.path("seat").asInt() + ":" + a.path("code").asText()));
            List<String> drawn = new ArrayList<>();
            table.path("countries").path(c.path("name").asText()).forEach(a -> drawn.add(a.get(0).asInt() + ":" + a.get(1).asText()));
            assertThat(drawn).as(who + ": the agents in " + c.path("name").asText()).containsExactlyInAnyOrderElementsOf(expected);
        }
        assertThat(table.path("countries").size()).as(who + ": the countries").isEqualTo(view.path(coop ? "row" : "countries").size());
        if (view.has("hand")) {
            List<Integer> hand = new ArrayList<>();
            view.path("hand").forEach(n -> hand.add(n.asInt()));
            List<Integer> drawnHand = new ArrayList<>();
            table.path("hand").forEach(n -> drawnHand.add(n.asInt()));
            assertThat(drawnHand).as(who + ": the hand").isEqualTo(hand);
        }
        List<String> codeNames = strings(state.path("legal")).stream().filter(m -> m.matches("[0-9/]+")).sorted().toList();
        assertThat(strings(table.path("sendable"))).as(who + ": the code names to send").isEqualTo(codeNames);
        if (!coop) {
            List<Integer> totals = new ArrayList<>();
            view.path("seats").forEach(s -> totals.add(s.path("total").asInt()));
            List<Integer> drawnTotals = new ArrayList<>();
            table.path("totals").forEach(n -> drawnTotals.add(n.asInt()));
            assertThat(drawnTotals).as(who + ": the families' totals").isEqualTo(totals);
        }
    }

    private static void tiles(String who, JsonNode table, JsonNode view, JsonNode state) {
        for (JsonNode b : view.path("boards")) {
            Map<String, String> expected = new TreeMap<>();
            b.path("fields").forEach(f -> {
                if (f.has("tile")) {
                    expected.put(f.path("field").asText(), f.path("tile").asText() + (f.path("rotated").asBoolean() ? "r" : ""));
                }
            });
            Map<String, String> drawn = new TreeMap<>();
            table.path("boards").path(b.path("seat").asText()).fields()
                    .forEachRemaining(f -> drawn.put(f.getKey(), f.getValue().asText()));
            assertThat(drawn).as(who + ": the tiles of seat " + b.path("seat")).isEqualTo(expected);
        }
        if (view.has("hand")) {
            List<String> hand = new ArrayList<>();
            view.path("hand").forEach(h -> {
                if (!h.path("hidden").asBoolean()) {
                    hand.add(h.path("tile").asText());
                    hand.add(h.path("tile").asText() + "r");
                }
            });
            assertThat(strings(table.path("hand"))).as(who + ": the tiles in hand").isEqualTo(hand);
            if (!view.path("over").asBoolean()) {
                assertThat(strings(table.path("current"))).as(who + ": the field of the turn").containsExactly(view.path("field").asText());
            }
        }
        assertThat(strings(table.path("placeable"))).as(who + ": the tiles to place")
                .isEqualTo(strings(state.path("legal")).stream().sorted().toList());
    }

    private static void hidalgo(String who, JsonNode table, JsonNode view) {
        Map<String, Integer> tokens = new TreeMap<>();
        view.path("track").path("positions").fields().forEachRemaining(e -> tokens.put(e.getKey(), e.getValue().asInt()));
        Map<String, Integer> drawn = new TreeMap<>();
        table.path("tokens").fields().forEachRemaining(e -> drawn.put(e.getKey(), e.getValue().asInt()));
        assertThat(drawn).as(who + ": the tokens on the track").isEqualTo(tokens);
        List<String> pool = new ArrayList<>();
        view.path("pool").forEach(a -> pool.add(a.path("id").asText()));
        assertThat(strings(table.path("pool"))).as(who + ": the pool").isEqualTo(pool);
        if (view.has("hand")) {
            List<String> hand = new ArrayList<>();
            view.path("hand").forEach(c -> hand.add(c.path("id").asText()));
            assertThat(strings(table.path("hand"))).as(who + ": the hand").isEqualTo(hand);
        }
        List<String> reveal = new ArrayList<>();
        view.path("reveal").path("plays").forEach(p -> reveal.add(p.path("seat").asInt() + ":"
                + (p.has("card") ? p.path("card").path("id").asText() : "none")));
        List<String> drawnReveal = new ArrayList<>();
        table.path("reveal").forEach(p -> drawnReveal.add(p.get(0).asInt() + ":" + (p.get(1).isNull() ? "none" : p.get(1).asText())));
        assertThat(drawnReveal).as(who + ": the votes revealed").isEqualTo(reveal);
    }

    private static List<List<String>> played(JsonNode cards, Map<Integer, String> names) {
        List<List<String>> out = new ArrayList<>();
        cards.forEach(c -> out.add(List.of(names.get(c.path("seat").asInt()), c.path("card").asText())));
        return out;
    }

    private static List<List<String>> pairs(JsonNode list) {
        List<List<String>> out = new ArrayList<>();
        list.forEach(p -> out.add(List.of(p.get(0).asText(), p.get(1).asText())));
        return out;
    }

    private static List<String> strings(JsonNode list) {
        List<String> out = new ArrayList<>();
        list.forEach(n -> out.add(n.asText()));
        return out;
    }
}
