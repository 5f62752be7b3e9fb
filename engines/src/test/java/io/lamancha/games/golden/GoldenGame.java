package io.lamancha.games.golden;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import io.lamancha.engine.Game;
import io.lamancha.engine.GameDefinition;
import io.lamancha.engine.GameOptions;
import io.lamancha.engine.GameResult;
import io.lamancha.games.Games;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * A stored game as the server keeps one (game id, seed, complete options, seat count and the
 * accepted moves in canonical form), with what it must come to: the result and every seat's and
 * the spectator's final view, as JSON written the way the protocol writes views (nulls left out).
 * A file {@code golden/<name>.json} holds one; see {@link GoldenGamesTest}.
 *
 * @param moves the accepted moves in order, each by the seat that made it
 */
record GoldenGame(String game, long seed, int seats, Map<String, String> options, List<Move> moves,
                  Result result, JsonNode spectatorView, List<JsonNode> seatViews) {

    /** Where the files are, from the engines module (the working directory of its tests). */
    static final Path DIRECTORY = Path.of("src", "test", "resources", "golden");

    /** Views and results as the protocol's JSON lines carry them: nulls omitted. */
    static final ObjectMapper JSON = new ObjectMapper().setSerializationInclusion(JsonInclude.Include.NON_NULL)
            .disable(SerializationFeature.FAIL_ON_EMPTY_BEANS);

    GoldenGame {
        options = Collections.unmodifiableMap(new TreeMap<>(options));
        moves = List.copyOf(moves);
        seatViews = List.copyOf(seatViews);
    }

    /** One accepted move. */
    record Move(int seat, String move) {
    }

    /** The final scores and winners, seat by seat. */
    record Result(List<Integer> scores, List<Integer> winners) {
        static Result of(GameResult r) {
            return new Result(r.scores(), r.winners());
        }
    }

    static GameDefinition definition(String id) {
        return Games.registry().find(id).orElseThrow(() -> new IllegalArgumentException("no game " + id));
    }

    /** A new game from the stored seed, options and seat count, no move made yet. */
    Game start() {
        return definition(game).newGame(seats, new GameOptions(options), seed);
    }

    /** The finished game's result and final views, as the file stores them. */
    static GoldenGame of(String game, long seed, Map<String, String> options, List<Move> moves, Game finished) {
        List<JsonNode> seatViews = new ArrayList<>();
        for (int s = 0; s < finished.seats(); s++) {
            seatViews.add(JSON.valueToTree(finished.view(s)));
        }
        return new GoldenGame(game, seed, finished.seats(), options, moves,
                Result.of(finished.result().orElseThrow()), JSON.valueToTree(finished.spectatorView()), seatViews);
    }

    static GoldenGame read(String name) throws IOException {
        return JSON.readValue(Files.readString(DIRECTORY.resolve(name + ".json"), StandardCharsets.UTF_8),
                GoldenGame.class);
    }

    void write(String name) throws IOException {
        Files.createDirectories(DIRECTORY);
        Files.writeString(DIRECTORY.resolve(name + ".json"),
                JSON.writerWithDefaultPrettyPrinter().writeValueAsString(this) + "\n", StandardCharsets.UTF_8);
    }
}
