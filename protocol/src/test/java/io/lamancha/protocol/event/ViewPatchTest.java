package io.lamancha.protocol.event;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.lamancha.protocol.JsonPatch;
import io.lamancha.protocol.LineEncoder;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * A view's change as a JSON Patch (protocol 3): applied to the JSON of the view before, it gives
 * the JSON of the view after, for random views changed at random; and it says the small changes
 * of a game in a few operations (a card played, a card added to a trick, one player's count).
 */
public class ViewPatchTest {

    private static final ObjectMapper JSON = LineEncoder.newMapper();

    /** A player as views list them. */
    public record Player(int seat, int cards, String note) {
    }

    /** A view: scalars, an optional field, lists of strings and of records, a map. */
    public record View(int turn, String lead, List<String> hand, List<Player> players, Map<String, Object> board,
                       List<List<Integer>> rows) {
    }

    @Test
    void aPatchAppliedToTheViewBeforeGivesTheViewAfterForRandomViewsAndChanges() {
        Random rng = new Random(7);
        int ops = 0;
        for (int i = 0; i < 3000; i++) {
            View before = randomView(rng);
            View after = rng.nextInt(4) == 0 ? randomView(rng) : mutate(before, rng);
            List<PatchOp> patch = patch(before, after);
            ops += patch.size();
            JsonNode applied = JsonPatch.apply(JSON.valueToTree(before), JSON.valueToTree(patch));
            assertThat(applied).as("%s -> %s by %s", before, after, patch).isEqualTo(JSON.valueToTree(after));
        }
        assertThat(ops).as("operations made").isGreaterThan(3000);
    }

    @Test
    void aCardPlayedFromTheHandIntoTheTrickIsAFewSmallOperations() {
        View before = new View(1, null, List.of("B1", "B6", "R2", "Y2"),
                List.of(new Player(0, 4, null), new Player(1, 4, null), new Player(2, 4, null)), Map.of(), List.of());
        View after = new View(2, "B", List.of("B1", "R2", "Y2"),
                List.of(new Player(0, 4, null), new Player(1, 3, null), new Player(2, 4, null)), Map.of(), List.of());

        assertThat(patch(before, after)).containsExactly(
                PatchOp.replace("/turn", 2), PatchOp.add("/lead", "B"), PatchOp.remove("/hand/1"),
                PatchOp.replace("/players/1/cards", 3));
        assertThat(patch(after, after)).isEmpty();
    }

    @Test
    void anElementAppendedIsOneAddAndAListMostlyChangedGoesWhole() {
        View before = view(List.of("a", "b"));
        assertThat(patch(before, view(List.of("a", "b", "c")))).containsExactly(PatchOp.add("/hand/2", "c"));
        assertThat(patch(before, view(List.of("x", "a", "b")))).containsExactly(PatchOp.add("/hand/0", "x"));
        assertThat(patch(before, view(List.of()))).containsExactly(PatchOp.replace("/hand", List.of()));
        assertThat(patch(view(List.of("a", "b", "c", "d")), view(List.of("w", "x", "y", "z"))))
                .containsExactly(PatchOp.replace("/hand", List.of("w", "x", "y", "z")));
    }

    @Test
    void mapKeysAreEscapedAsJsonPointerSays() {
        View before = new View(0, null, List.of(), List.of(), Map.of("a/b", 1, "c~d", 2), List.of());
        View after = new View(0, null, List.of(), List.of(), Map.of("a/b", 5, "c~d", 2), List.of());
        assertThat(patch(before, after)).containsExactly(PatchOp.replace("/board/a~1b", 5));
        assertThat(JsonPatch.apply(JSON.valueToTree(before), JSON.valueToTree(patch(before, after))))
                .isEqualTo(JSON.valueToTree(after));
    }

    @Test
    void viewsOfTwoClassesCannotBePatched() {
        GameState now = state(new Player(0, 1, null));
        assertThat(ViewChanges.patch(0, view(List.of()), now)).isNull();
    }

    private static View view(List<String> hand) {
        return new View(0, null, hand, List.of(), Map.of(), List.of());
    }

    private static List<PatchOp> patch(Object before, Object after) {
        GameChange change = ViewChanges.patch(3, before, state(after));
        assertThat(change.from()).isEqualTo(3);
        assertThat(change.set()).isNull();
        return change.patch();
    }

    private static GameState state(Object view) {
        return new GameState("r-1", "g", 0, 4, List.of(0), List.of(), null, view, List.of());
    }

    private static View randomView(Random rng) {
        List<String> hand = new ArrayList<>();
        for (int i = rng.nextInt(6); i > 0; i--) {
            hand.add("c" + rng.nextInt(5));
        }
        List<Player> players = new ArrayList<>();
        for (int i = rng.nextInt(4); i > 0; i--) {
            players.add(new Player(i, rng.nextInt(3), rng.nextBoolean() ? null : "n" + rng.nextInt(2)));
        }
        Map<String, Object> board = new LinkedHashMap<>();
        for (int i = rng.nextInt(4); i > 0; i--) {
            board.put("k" + rng.nextInt(5), rng.nextBoolean() ? rng.nextInt(3) : List.of(rng.nextInt(2)));
        }
        List<List<Integer>> rows = new ArrayList<>();
        for (int i = rng.nextInt(3); i > 0; i--) {
            rows.add(List.of(rng.nextInt(2), rng.nextInt(2)));
        }
        return new View(rng.nextInt(3), rng.nextBoolean() ? null : "L" + rng.nextInt(2), hand, players, board, rows);
    }

    /** {@code v} with one to three of its parts changed as a game changes them. */
    private static View mutate(View v, Random rng) {
        View out = v;
        for (int n = 1 + rng.nextInt(3); n > 0; n--) {
            View r = randomView(rng);
            List<String> hand = new ArrayList<>(out.hand());
            List<Player> players = new ArrayList<>(out.players());
            switch (rng.nextInt(6)) {
                case 0 -> out = new View(r.turn(), out.lead(), out.hand(), out.players(), out.board(), out.rows());
                case 1 -> out = new View(out.turn(), r.lead(), out.hand(), out.players(), out.board(), out.rows());
                case 2 -> {
                    if (!hand.isEmpty()) {
                        hand.remove(rng.nextInt(hand.size()));
                    }
                    hand.add(rng.nextInt(hand.size() + 1), "c" + rng.nextInt(9));
                    out = new View(out.turn(), out.lead(), hand, out.players(), out.board(), out.rows());
                }
                case 3 -> {
                    if (!players.isEmpty()) {
                        int i = rng.nextInt(players.size());
                        Player p = players.get(i);
                        players.set(i, new Player(p.seat(), p.cards() + 1, rng.nextBoolean() ? null : "m"));
                    }
                    out = new View(out.turn(), out.lead(), out.hand(), players, out.board(), out.rows());
                }
                case 4 -> out = new View(out.turn(), out.lead(), out.hand(), out.players(), r.board(), out.rows());
                default -> out = new View(out.turn(), out.lead(), out.hand(), out.players(), out.board(), r.rows());
            }
        }
        return out;
    }
}
