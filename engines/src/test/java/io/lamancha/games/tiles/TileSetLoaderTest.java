package io.lamancha.games.tiles;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/** The loader of quixote_tiles.json: the shipped file loads, and every check docs/games/quixote-tiles.md lists rejects. */
class TileSetLoaderTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    private static ObjectNode shipped() throws IOException {
        try (InputStream in = TileSetLoader.class.getResourceAsStream(TileSetLoader.RESOURCE)) {
            return (ObjectNode) JSON.readTree(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        }
    }

    /** Loads the shipped file after {@code change}. */
    private static TileSet loadChanged(Consumer<ObjectNode> change) throws IOException {
        ObjectNode root = shipped();
        change.accept(root);
        return TileSetLoader.load(JSON.writeValueAsString(root), "test.json");
    }

    private static ObjectNode tile(ObjectNode root, int index) {
        return (ObjectNode) root.withArray("tiles").get(index);
    }

    private static ObjectNode segment(ObjectNode root, int tile, int segment) {
        return (ObjectNode) tile(root, tile).withArray("segments").get(segment);
    }

    private static void rejects(Consumer<ObjectNode> change, String problem) {
        assertThatThrownBy(() -> loadChanged(change)).isInstanceOf(TileDataException.class)
                .hasMessageStartingWith("test.json: ").hasMessageContaining(problem);
    }

    @Test
    void theShippedFileLoadsTwentyTwoTilesAndTheCastlesSixAndFour() {
        TileSet set = TileSetLoader.loadDefault();
        assertThat(set.tiles()).hasSize(22);
        assertThat(set.tiles().get(6)).isEqualTo(TestBoards.custom("T07", "N-SE-S-SW:K1@B"));
        assertThat(set.castles()).extracting(Castle::value).containsExactly(6, 4);
        assertThat(set.castles().get(1).segments()).extracting(Segment::exits)
                .containsExactly(java.util.List.of(Exit.SW), java.util.List.of(Exit.SE));
    }

    @Test
    void rejectsTextThatIsNotJson() {
        assertThatThrownBy(() -> TileSetLoader.load("{\"tiles\": [", "broken.json"))
                .isInstanceOf(TileDataException.class).hasMessageStartingWith("broken.json: not valid JSON");
    }

    @Test
    void rejectsAnotherFormat() {
        rejects(r -> r.put("format", "quixote-tiles/2"), "\"format\" must be \"quixote-tiles/1\"");
    }

    @Test
    void rejectsAFileWithoutExactlyTwentyTwoTiles() {
        rejects(r -> r.withArray("tiles").remove(21), "expected exactly 22 tiles, found 21");
        rejects(r -> r.withArray("tiles").add(tile(r, 0).deepCopy().put("id", "T23")), "found 23");
    }

    @Test
    void rejectsADuplicateTileId() {
        rejects(r -> tile(r, 4).put("id", "t01"), "tile id t01 appears more than once");
    }

    @Test
    void rejectsATileWithoutOneOrTwoSegments() {
        rejects(r -> tile(r, 5).withArray("segments").add(JSON.createObjectNode().set("exits",
                JSON.createArrayNode().add("S"))), "tile T06 has 3 segments; a tile has 1 or 2");
        rejects(r -> tile(r, 0).putArray("segments"), "tile T01 has 0 segments");
    }

    @Test
    void rejectsASegmentWithoutOneToFourExits() {
        rejects(r -> segment(r, 18, 0).withArray("exits").add("N"), "tile T19 has a segment with 5 exits");
        rejects(r -> segment(r, 0, 0).putArray("exits"), "tile T01 has a segment with 0 exits");
    }

    @Test
    void rejectsAnExitThatIsNotOneOfTheSixNames() {
        rejects(r -> ((ArrayNode) segment(r, 0, 0).get("exits")).set(1, "E"), "tile T01 has an unknown exit \"E\"");
    }

    @Test
    void rejectsAnExitUsedTwiceInOneTile() {
        rejects(r -> ((ArrayNode) segment(r, 5, 1).get("exits")).set(0, "NE"), "tile T06 uses exit NE twice");
    }

    @Test
    void rejectsAFeatureThatIsNotAChurchWindmillOrKnight() {
        rejects(r -> ((ObjectNode) segment(r, 8, 0).get("feature")).put("kind", "inn"),
                "tile T09 has a feature of kind \"inn\"");
    }

    @Test
    void rejectsAKnightWithoutAWholeStrengthFromOneToThree() {
        rejects(r -> ((ObjectNode) segment(r, 0, 0).get("feature")).put("strength", 4), "knight with strength 4");
        rejects(r -> ((ObjectNode) segment(r, 0, 0).get("feature")).put("strength", 1.5), "knight with strength 1.5");
        rejects(r -> ((ObjectNode) segment(r, 0, 0).get("feature")).remove("strength"), "knight with strength");
    }

    @Test
    void rejectsAFeatureHalfOtherThanTopOrBottom() {
        rejects(r -> ((ObjectNode) segment(r, 9, 0).get("feature")).put("half", "left"),
                "tile T10 has a feature in half 'left'");
    }

    @Test
    void rejectsATileWithoutAFeature() {
        rejects(r -> segment(r, 15, 0).remove("feature"), "tile T16 has no feature");
    }

    @Test
    void rejectsAFileWithoutExactlyTwoCastles() {
        rejects(r -> r.withArray("castles").remove(1), "expected exactly 2 castles, found 1");
        rejects(r -> r.remove("castles"), "expected exactly 2 castles, found none");
    }

    @Test
    void rejectsCastleValuesOtherThanSixAndFour() {
        rejects(r -> ((ObjectNode) r.withArray("castles").get(1)).put("value", 5), "castle values must be 6 and 4");
        rejects(r -> ((ObjectNode) r.withArray("castles").get(1)).put("value", 6), "found 6 twice");
    }

    @Test
    void rejectsACastleWithoutExactlyTwoSegments() {
        rejects(r -> ((ObjectNode) r.withArray("castles").get(0)).withArray("segments").remove(1),
                "castle 6 needs exactly 2 segments, found 1");
    }

    @Test
    void rejectsCastleSegmentsThatShareAnExit() {
        rejects(r -> ((ArrayNode) ((ObjectNode) r.withArray("castles").get(1)).withArray("segments").get(1)
                .get("exits")).set(0, "SW"), "castle 4 uses exit SW twice");
    }

    @Test
    void acceptsAnyFileThatMeetsTheChecksAndTheGamePlaysWithIt() throws IOException {
        TileSet odd = loadChanged(r -> {
            for (int i = 0; i < 22; i++) {
                tile(r, i).set("segments", JSON.createArrayNode()
                        .add(JSON.createObjectNode().<ObjectNode>set("exits", JSON.createArrayNode().add("N").add("S"))
                                .set("feature", JSON.createObjectNode().put("kind", "church").put("half", "top")))
                        .add(JSON.createObjectNode().<ObjectNode>set("exits", JSON.createArrayNode().add("NE"))
                                .set("feature", JSON.createObjectNode().put("kind", "knight").put("strength", 3)
                                        .put("half", "top"))));
            }
        });
        io.lamancha.engine.Game game = new TilesDefinition(odd).newGame(2, io.lamancha.engine.GameOptions.empty(), 5);
        while (!game.isOver()) {
            int seat = game.awaited().iterator().next();
            TestGames.play((TilesGame) game, seat, game.legalMoves(seat).get(1));
        }
        assertThat(game.result().orElseThrow().scores()).allMatch(s -> s > 0);
    }
}
