package io.lamancha.server.table;

import static org.assertj.core.api.Assertions.assertThat;

import io.lamancha.engine.Game;
import io.lamancha.engine.GameEvent;
import io.lamancha.engine.MoveResult;
import io.lamancha.engine.RenderContext;
import io.lamancha.engine.GameDefinition;
import io.lamancha.engine.GameOptions;
import io.lamancha.engine.OptionSpec;
import io.lamancha.engine.Rng;
import io.lamancha.games.Games;
import io.lamancha.protocol.LineEncoder;
import io.lamancha.protocol.WireFormat;
import io.lamancha.protocol.event.GameChange;
import io.lamancha.protocol.event.GameNews;
import io.lamancha.protocol.event.GameState;
import io.lamancha.protocol.event.Ok;
import io.lamancha.protocol.event.ViewChanges;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The state line every JSON viewer gets after every move, the change line (over the viewer's view
 * of the step before), and the game's news, are written on
 * Jackson's streaming generator, not by databind: in random games of every game, option and seat count, at every step,
 * for every seat and a spectator, with and without a tag and a move timer, it is the very text
 * databind wrote, so no client sees a difference; so is the ok that closes a move.
 */
@Timeout(120)
class StateLinesTest {

    private static final int GAMES_PER_SET = 1;
    private static final int MAX_MOVES = 5_000;

    private static final List<String> NAMES = List.of("Ana", "Bo \"B\"", "Cé", "Dee", "Eve", "Fay", "Gus", "Hal");

    private final LineEncoder encoder = new LineEncoder();

    @Test
    void theStreamedStateIsDatabindsTextForEveryViewerAtEveryStep() {
        int compared = 0;
        for (GameDefinition definition : Games.definitions()) {
            for (GameOptions options : optionSets(definition)) {
                for (int seats = definition.minSeats(); seats <= definition.maxSeats(); seats++) {
                    if (definition.validate(seats, options).isPresent()) {
                        continue;
                    }
                    for (int i = 0; i < GAMES_PER_SET; i++) {
                        long seed = 7919L * seats + i + options.hashCode();
                        compared += playAndCompare(definition.newGame(seats, options, seed), new Rng(seed), seats,
                                definition.id());
                    }
                }
            }
        }
        assertThat(compared).as("state lines compared").isGreaterThan(10_000);
    }

    /** A random game to its end, every viewer's state compared after every move; the count compared. */
    private int playAndCompare(Game game, Rng rng, int seats, String id) {
        int compared = 0;
        Map<Integer, Object> shown = new java.util.HashMap<>();
        for (int moves = 0; moves < MAX_MOVES; moves++) {
            for (int seat = -1; seat < seats; seat++) {
                Integer viewer = seat < 0 ? null : seat;
                GameState state = new GameState("Room " + rng.nextInt(100) + " \"é\"", "g-" + id, viewer,
                        game.version(), new ArrayList<>(game.awaited()),
                        viewer == null ? List.of() : game.legalMoves(seat),
                        moves % 2 == 0 ? null : 30, viewer == null ? game.spectatorView() : game.view(seat),
                        List.of("a render, never sent in JSON"));
                String tag = moves % 3 == 0 ? "t" + moves : null;
                String databind = encoder.databind(state, tag);
                assertThat(encoder.json(state, tag)).as("%s seat %s at version %d", id, viewer, game.version())
                        .isEqualTo(databind);
                assertThat(encoder.encodeBytes(state, WireFormat.JSON, tag)).as("the bytes on the wire")
                        .isEqualTo((databind + "\n").getBytes(StandardCharsets.UTF_8));
                GameChange change = ViewChanges.between(game.version() - 1, shown.put(seat, state.view()), state);
                if (change != null) { // what changed since this viewer's last view: the same bytes too
                    assertThat(encoder.encodeBytes(change, WireFormat.JSON, tag)).as("%s change", id)
                            .isEqualTo((encoder.databind(change, tag) + "\n").getBytes(StandardCharsets.UTF_8));
                }
                compared++;
            }
            if (game.isOver()) {
                return compared;
            }
            int seat = rng.pick(new ArrayList<>(game.awaited()));
            MoveResult result = game.apply(seat, rng.pick(game.legalMoves(seat)));
            for (GameEvent e : ((MoveResult.Accepted) result).events()) {
                GameNews news = new GameNews("Room", "g-" + id, e.type(),
                        e.text(new RenderContext(NAMES.subList(0, seats), seat, false)), e);
                assertThat(encoder.encodeBytes(news, WireFormat.JSON, null)).as("%s news %s", id, e.type())
                        .isEqualTo((encoder.databind(news, null) + "\n").getBytes(StandardCharsets.UTF_8));
            }
        }
        throw new AssertionError(id + " did not end in " + MAX_MOVES + " moves");
    }

    /** The ok that closes every {@code /play}, streamed too: databind's text, tagged or not. */
    @Test
    void theOkClosingAMoveIsDatabindsText() {
        for (String tag : new String[] {null, "m-12"}) {
            assertThat(encoder.encodeBytes(new Ok(), WireFormat.JSON, tag)).as("tag %s", tag)
                    .isEqualTo((encoder.databind(new Ok(), tag) + "\n").getBytes(StandardCharsets.UTF_8));
        }
        assertThat(encoder.encode(new Ok(), WireFormat.JSON, "m-12"))
                .isEqualTo("{\"ev\":\"ok\",\"tag\":\"m-12\"}\n");
        assertThat(encoder.encode(new Ok(), WireFormat.TEXT, "m-12")).isEqualTo("#m-12 ok\n");
    }

    /** The defaults, and each choice of each option with the others at their defaults. */
    private static List<GameOptions> optionSets(GameDefinition definition) {
        List<GameOptions> sets = new ArrayList<>();
        sets.add(GameOptions.defaults(definition, Map.of()));
        for (OptionSpec option : definition.options()) {
            for (String choice : option.choices()) {
                if (!choice.equals(option.defaultValue())) {
                    sets.add(GameOptions.defaults(definition, Map.of(option.key(), choice)));
                }
            }
        }
        return sets;
    }
}
