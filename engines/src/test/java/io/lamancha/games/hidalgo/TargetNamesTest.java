package io.lamancha.games.hidalgo;

import static org.assertj.core.api.Assertions.assertThat;

import io.lamancha.engine.MoveResult;
import io.lamancha.engine.RenderContext;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A Hidalgo target is typed and read by name ({@code zap bob}); the seat form stays what it was. */
class TargetNamesTest {

    private static final RenderContext TABLE = new RenderContext(List.of("alice", "Bob", "~Sancho"), 0, false);

    @Test
    void movesAimedAtAPlayerReadWithTheirName() {
        assertThat(TargetNames.named("zap seat2", TABLE)).isEqualTo("zap Bob");
        assertThat(TargetNames.named("steal seat3 shield", TABLE)).isEqualTo("steal ~Sancho shield");
        assertThat(TargetNames.named("'x' is not possible now. Send one of: zap seat2, zap adventure, pass.", TABLE))
                .isEqualTo("'x' is not possible now. Send one of: zap Bob, zap adventure, pass.");
        assertThat(TargetNames.named("zap adventure", TABLE)).isEqualTo("zap adventure");
    }

    @Test
    void aNameTypedAsTheTargetIsThatPlayersSeatAndTheSeatFormPassesAsItIs() {
        assertThat(TargetNames.unnamed("zap bob", TABLE)).isEqualTo("zap seat2");
        assertThat(TargetNames.unnamed("ZAP  Bob", TABLE)).isEqualTo("ZAP seat2");
        assertThat(TargetNames.unnamed("steal sancho diamond", TABLE)).isEqualTo("steal seat3 diamond");
        assertThat(TargetNames.unnamed("steal ~Sancho diamond", TABLE)).isEqualTo("steal seat3 diamond");
        assertThat(TargetNames.unnamed("zap seat2", TABLE)).isEqualTo("zap seat2");
        assertThat(TargetNames.unnamed("zap zed", TABLE)).as("nobody: the engine says what to send").isEqualTo("zap zed");
        assertThat(TargetNames.unnamed("zap adventure", TABLE)).isEqualTo("zap adventure");
    }

    @Test
    void onlyATargetIsReadAsAName() {
        RenderContext odd = new RenderContext(List.of("diamond", "seat3", "pass"), 0, false);
        assertThat(TargetNames.unnamed("get diamond", odd)).isEqualTo("get diamond");
        assertThat(TargetNames.unnamed("pass", odd)).isEqualTo("pass");
        assertThat(TargetNames.unnamed("zap seat3", odd)).as("the seat form wins over a name").isEqualTo("zap seat3");
        assertThat(TargetNames.unnamed("zap pass", odd)).isEqualTo("zap seat3");
    }

    @Test
    void aZapTypedByNameIsPlayedAndRecordedInTheSeatForm() {
        Fixture f = HidalgoRenderTest.lions();
        f.move(0, "play C50");
        f.move(1, "play C4");
        f.move(2, "play C24");
        RenderContext names = new RenderContext(List.of("alice", "bob", "carol"), 0, false);
        assertThat(f.game.legalMoves(0)).contains("zap seat2");
        MoveResult r = f.game.apply(0, f.game.unnamed("zap bob", names));
        assertThat(r).isInstanceOf(MoveResult.Accepted.class);
        assertThat(((MoveResult.Accepted) r).move()).isEqualTo("zap seat2");
    }
}
