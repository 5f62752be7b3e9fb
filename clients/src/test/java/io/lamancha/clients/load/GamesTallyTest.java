package io.lamancha.clients.load;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class GamesTallyTest {

    private static GamesTally.Window window(long games, long errors, long clientMoves) {
        return new GamesTally.Window(games, games * 40, 20.0, 1_000, 5_000, 9_000, errors, 300.0, clientMoves, 900.0);
    }

    @Test
    void aPacedRunThatEndsNoGameButMovesHasPlayed() {
        assertThat(window(0, 0, 1_200).played()).isTrue();
    }

    @Test
    void aRunWithGamesAndNoErrorsHasPlayed() {
        assertThat(window(12, 0, 480).played()).isTrue();
    }

    @Test
    void aRunWithErrorsOrWithoutAnyMoveHasNot() {
        assertThat(window(12, 1, 480).played()).isFalse();
        assertThat(window(0, 0, 0).played()).isFalse();
    }
}
