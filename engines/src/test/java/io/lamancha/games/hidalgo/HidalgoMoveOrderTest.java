package io.lamancha.games.hidalgo;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The move orders the index path reads a move number against, worked out without listing the moves. */
class HidalgoMoveOrderTest {

    @Test
    void aChoiceFoundByItsNumberIsTheOneListedAtThatNumber() {
        List<String> items = List.of("A1", "A2", "A5", "A7", "A8", "A11", "A12", "A20");
        for (int n = 0; n <= items.size(); n++) {
            for (int k = 0; k <= n; k++) {
                List<String> listed = Combinations.of(items.subList(0, n), k);
                assertThat(Combinations.count(n, k)).isEqualTo(listed.size());
                for (int index = 0; index < listed.size(); index++) {
                    List<String> chosen = new ArrayList<>();
                    for (int position : Combinations.at(n, k, index)) {
                        chosen.add(items.get(position));
                    }
                    assertThat(String.join(" ", chosen)).as("%s of %s choose %s", index, n, k)
                            .isEqualTo(listed.get(index));
                }
            }
        }
    }

    @Test
    void playSubmissionsComeByTargetWithinEachDonkeyMixWithoutTheTentFirst() {
        PlayChoices choices = PlayChoices.ofCards(new int[] {4, 9}, 2, true);
        List<String> legal = choices.notations();
        assertThat(legal).hasSize(choices.count()).startsWith(
                "play C4", "play C9", "play C4 donkey +", "play C9 donkey +", "play C4 donkey -",
                "play C9 donkey -", "play C4 donkey + donkey +", "play C9 donkey + donkey +",
                "play C4 donkey + donkey -", "play C9 donkey + donkey -", "play C4 donkey - donkey -",
                "play C9 donkey - donkey -", "play C4 tent", "play C9 tent", "play C4 donkey + tent");
        assertThat(legal).endsWith("play C9 donkey - donkey - tent");
        assertThat(PlayChoices.blind(1, false).notations())
                .containsExactly("play blind", "play blind donkey +", "play blind donkey -");
        assertThat(PlayChoices.blind(0, true).notations()).containsExactly("play blind", "play blind tent");
    }
}
