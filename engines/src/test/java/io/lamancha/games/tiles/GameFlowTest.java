package io.lamancha.games.tiles;

import static org.assertj.core.api.Assertions.assertThat;

import io.lamancha.engine.GameEvent;
import io.lamancha.engine.GameOptions;
import io.lamancha.engine.MoveResult;
import io.lamancha.engine.Rejection;
import java.util.HashSet;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Setup, rounds and turns, move notation and the end of the game. */
class GameFlowTest {

    private static final TilesDefinition DEFINITION = new TilesDefinition();

    private static TilesGame newGame(int seats, long seed) {
        return (TilesGame) DEFINITION.newGame(seats, GameOptions.empty(), seed);
    }

    @Test
    void theCastlesStandOnTwoNonTouchingFieldsTheSameForEveryPlayer() {
        for (long seed = 0; seed < 300; seed++) {
            TilesGame game = newGame(4, seed);
            List<TilesView.CastleView> castles = ((TilesView) game.view(0)).castles();
            assertThat(castles).extracting(TilesView.CastleView::value).containsExactly(6, 4);
            assertThat(Field.parse(castles.get(0).field()).touches(Field.parse(castles.get(1).field()))).isFalse();
            for (int s = 0; s < 4; s++) {
                assertThat(((TilesView) game.view(s)).boards().get(s).fields())
                        .filteredOn(f -> f.castle() > 0).extracting(TilesView.FieldView::field)
                        .containsExactlyInAnyOrder(castles.get(0).field(), castles.get(1).field());
            }
        }
    }

    @Test
    void theDeckHoldsTheOtherTwentyTwoFieldsAndEachStackIsItsOwnShuffleOfTheTileSet() {
        Setup setup = Setup.random(TestBoards.SET, 4, 12345);
        assertThat(new HashSet<>(setup.deck())).hasSize(22).doesNotContainAnyElementsOf(setup.castleFields());
        for (List<RoadTile> stack : setup.stacks()) {
            assertThat(stack).containsExactlyInAnyOrderElementsOf(TestBoards.SET.tiles());
        }
        assertThat(new HashSet<>(setup.stacks())).as("independent shuffles").hasSize(4);
        assertThat(Setup.random(TestBoards.SET, 4, 12345)).isEqualTo(setup);
    }

    @Test
    void roundsDealNineSevenAndSixTilesAndEveryoneShareTheAnnouncedField() {
        TilesGame game = newGame(2, 8);
        for (int round = 1; round <= 3; round++) {
            TilesView v = (TilesView) game.view(1);
            assertThat(v.round()).isEqualTo(round);
            assertThat(v.hand()).hasSize(List.of(9, 7, 6).get(round - 1));
            for (int turn = 1; turn <= v.turnsInRound(); turn++) {
                assertThat(((TilesView) game.view(0)).field()).isEqualTo(((TilesView) game.view(1)).field());
                TestGames.play(game, 0, game.legalMoves(0).get(0));
                TestGames.play(game, 1, game.legalMoves(1).get(0));
            }
            assertThat(game.players().get(0).scores()).hasSize(round);
        }
        assertThat(game.isOver()).isTrue();
        assertThat(game.players().get(0).board().size()).isEqualTo(24);
    }

    @Test
    void aPlacementIsAnnouncedWithoutTheTileAndRevealedWhenEveryoneHasPlaced() {
        TilesGame game = newGame(3, 2);
        String field = ((TilesView) game.view(0)).field();
        String tile = game.legalMoves(0).get(1).split(" ")[1];
        List<GameEvent> first = TestGames.play(game, 0, "place " + tile + " r").events();
        assertThat(first).hasSize(2);
        assertThat(first.get(0)).isEqualTo(new TilesEvent.Placed(0, field));
        assertThat(first.get(0).audience().isEveryone()).isTrue();
        assertThat(first.get(1)).isEqualTo(new TilesEvent.OwnPlacement(0, field, tile, true));
        assertThat(first.get(1).audience().admits(1)).isFalse();
        assertThat(game.awaited()).containsExactly(1, 2);
        assertThat(((TilesView) game.view(2)).placed()).containsExactly(0);
        assertThat(((TilesView) game.view(2)).boards().get(0).fields()).noneMatch(f -> f.tile() != null);
        assertThat(((TilesView) game.view(0)).boards().get(0).fields()).filteredOn(TilesView.FieldView::pending)
                .extracting(TilesView.FieldView::tile).containsExactly(tile);
        String t1 = game.legalMoves(1).get(0).split(" ")[1];
        TestGames.play(game, 1, "place " + t1);
        String t2 = game.legalMoves(2).get(0).split(" ")[1];
        List<GameEvent> last = TestGames.play(game, 2, "place " + t2).events();
        assertThat(last).contains(new TilesEvent.Revealed(field, List.of(new TilesEvent.Placement(0, tile, true),
                new TilesEvent.Placement(1, t1, false), new TilesEvent.Placement(2, t2, false))));
        assertThat(last.get(last.size() - 1)).isInstanceOf(TilesEvent.FieldAnnounced.class);
        assertThat(((TilesView) game.spectatorView()).boards().get(0).fields()).anyMatch(f -> tile.equals(f.tile()));
    }

    @Test
    void shorthandsAreAcceptedAndAnsweredInCanonicalForm() {
        for (String typed : List.of("place T07 r", "T07 r", "t07r", "  PLACE   t07   R ", "place T07R", "A1 T07r",
                "place T07 rotated", "T07r on A1", "place t07 turned at a1")) {
            TilesGame game = TestGames.workedExample(1, List.of());
            MoveResult r = game.apply(0, typed);
            assertThat(r).as(typed).isInstanceOf(MoveResult.Accepted.class);
            assertThat(((MoveResult.Accepted) r).move()).isEqualTo("place T07 r");
            assertThat(game.players().get(0).board().at(Field.parse("A1"))).isEqualTo(TestBoards.piece("T07r"));
        }
        TilesGame game = TestGames.workedExample(1, List.of());
        assertThat(((MoveResult.Accepted) game.apply(0, "t07")).move()).isEqualTo("place T07");
    }

    @Test
    void aTileNamedForAnotherFieldOrUnreadableIsRejectedWithWhatToDo() {
        TilesGame game = TestGames.workedExample(1, List.of());
        assertThat(game.apply(0, "C2 T07r")).isEqualTo(MoveResult.illegal("This turn every tile goes on A1 (the field is"
                + " drawn for everyone), not on C2. " + MoveParser.HOW
                + " You can place: T01, T03, T05, T07, T09, T11, T12, T16, T20."));
        assertThat(((MoveResult.Rejected) game.apply(0, "place T07 on C2")).reason())
                .startsWith("This turn every tile goes on A1 (the field is drawn for everyone), not on C2.");
        assertThat(((MoveResult.Rejected) game.apply(0, "place")).reason()).startsWith("Write place <tile>");
        assertThat(((MoveResult.Rejected) game.apply(0, "place T99")).reason()).startsWith("There is no tile T99.");
        assertThat(game.apply(0, "place T02")).isEqualTo(MoveResult.illegal(
                "T02 is not a tile you can place now; choose one of: T01, T03, T05, T07, T09, T11, T12, T16, T20."));
        assertThat(game.version()).isZero();
    }

    @Test
    void aSecondPlacementInTheSameTurnAndAnyMoveAfterTheEndAreNotYourTurn() {
        TilesGame game = newGame(2, 4);
        TestGames.play(game, 0, game.legalMoves(0).get(0));
        MoveResult again = game.apply(0, game.players().get(0).placeable().get(0).id());
        assertThat(again).isInstanceOf(MoveResult.Rejected.class);
        assertThat(((MoveResult.Rejected) again).code()).isEqualTo(Rejection.NOT_YOUR_TURN);
        assertThat(game.legalMoves(0)).isEmpty();
        while (!game.isOver()) {
            int seat = game.awaited().iterator().next();
            TestGames.play(game, seat, game.legalMoves(seat).get(0));
        }
        assertThat(((MoveResult.Rejected) game.apply(1, "place T01")).code()).isEqualTo(Rejection.NOT_YOUR_TURN);
        assertThat(((TilesView) game.view(0)).field()).isNull();
    }

    @Test
    void inRoundThreeTheLastTileDrawnStaysHiddenUntilTheLastTurnAndIsPlacedLast() {
        TilesGame game = TestGames.workedExample(2, TestBoards.SET.tiles());
        for (int i = 0; i < 16; i++) {
            TestGames.play(game, 0, TestGames.recordMove(i));
            TestGames.othersPlaceFirstTile(game);
        }
        TilesView v = (TilesView) game.view(0);
        assertThat(v.hand()).hasSize(6).last().isEqualTo(new TilesView.HandTile(null, true, true, null));
        assertThat(game.legalMoves(0)).noneMatch(m -> m.contains("T08"));
        assertThat(game.apply(0, "place T08")).as("the same answer as for a tile not in the hand")
                .isEqualTo(MoveResult.illegal("T08 is not a tile you can place now; choose one of: "
                        + "T14, T15, T19, T21, T22 (your hidden tile comes last)."));
        List<GameEvent> events = List.of();
        for (int i = 16; i < 21; i++) {
            TestGames.play(game, 0, TestGames.recordMove(i));
            events = TestGames.play(game, 1, game.legalMoves(1).get(0)).events();
        }
        assertThat(events).contains(new TilesEvent.LastTileRevealed(0, "T08", "H3"));
        assertThat(events).filteredOn(e -> e instanceof TilesEvent.LastTileRevealed)
                .allMatch(e -> !e.audience().isEveryone());
        assertThat(game.legalMoves(0)).containsExactly("place T08", "place T08 r");
        assertThat(((TilesView) game.view(0)).hand()).extracting(TilesView.HandTile::tile, TilesView.HandTile::last)
                .containsExactly(org.assertj.core.groups.Tuple.tuple("T08", true));
    }

    @Test
    void everyRoundIsScoredPerCategoryForEveryPlayerAndTheHighestTotalWins() {
        TilesGame game = TestGames.workedExample(1, List.of());
        List<GameEvent> events = List.of();
        for (int i = 0; i < TestGames.RECORD.size(); i++) {
            events = TestGames.play(game, 0, TestGames.recordMove(i)).events();
        }
        List<RoundScore> rounds = game.players().get(0).scores();
        assertThat(rounds).hasSize(3);
        assertThat(rounds.get(2)).isEqualTo(TilesScoring.score(TestBoards.workedExample(), 3));
        int total = rounds.stream().mapToInt(RoundScore::total).sum();
        assertThat(events).contains(new TilesEvent.RoundScored(3, List.of(rounds.get(2)), List.of(total)),
                new TilesEvent.GameOver(List.of(total), List.of(0)));
        assertThat(game.result().orElseThrow().scores()).containsExactly(total);
    }

    @Test
    void equalHighestTotalsShareTheWin() {
        TilesGame game = TestGames.workedExample(3, TestGames.RECORD.stream()
                .map(r -> TestBoards.tile(r.substring(3, 6))).toList());
        for (int i = 0; i < TestGames.RECORD.size(); i++) {
            TestGames.play(game, 0, TestGames.recordMove(i));
            TestGames.play(game, 1, TestGames.recordMove(i));
            TestGames.play(game, 2, game.legalMoves(2).get(game.legalMoves(2).size() - 1));
        }
        List<Integer> scores = game.result().orElseThrow().scores();
        assertThat(scores.get(0)).isEqualTo(scores.get(1)).isGreaterThan(scores.get(2));
        assertThat(game.result().orElseThrow().winners()).containsExactly(0, 1);
    }
}
