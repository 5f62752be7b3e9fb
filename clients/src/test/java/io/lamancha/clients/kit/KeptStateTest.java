package io.lamancha.clients.kit;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.lamancha.protocol.ServerLine;
import org.junit.jupiter.api.Test;

/** The state a bot holds: a whole state taken, a change or a patch laid over it, a gap told. */
class KeptStateTest {

    private static final String STATE = "{\"ev\":\"state\",\"tag\":\"k3\",\"room\":\"t-1\",\"game\":\"g\",\"seat\":1,"
            + "\"version\":5,\"awaited\":[1],\"legal\":[\"a\"],\"timer\":30,"
            + "\"view\":{\"turn\":1,\"hand\":[\"a\",\"b\"],\"lead\":\"Y\",\"scores\":[0,0]}}";

    @Test
    void aChangeLaidOverTheStateHeldGivesTheWholeStateOfItsVersion() {
        KeptState kept = new KeptState();
        JsonNode first = kept.apply(ServerLine.parse(STATE));
        String before = first.toString();
        JsonNode now = kept.apply(ServerLine.parse("{\"ev\":\"change\",\"room\":\"t-1\",\"game\":\"g\",\"seat\":1,"
                + "\"from\":5,\"version\":6,\"awaited\":[0],\"legal\":[],\"set\":{\"turn\":0,\"hand\":[\"b\"]},"
                + "\"unset\":[\"lead\"]}"));

        assertThat(now).isEqualTo(ServerLine.parse("{\"ev\":\"state\",\"room\":\"t-1\",\"game\":\"g\",\"seat\":1,"
                + "\"version\":6,\"awaited\":[0],\"legal\":[],"
                + "\"view\":{\"turn\":0,\"hand\":[\"b\"],\"scores\":[0,0]}}").body());
        assertThat(first.toString()).as("the state taken before is left as it was").isEqualTo(before);
        assertThat(kept.current()).isSameAs(now);
    }

    @Test
    void aChangeOverAnotherVersionOrBeforeAnyStateIsAGap() {
        KeptState kept = new KeptState();
        String change = "{\"ev\":\"change\",\"from\":%d,\"version\":%d,\"awaited\":[],\"legal\":[],\"set\":{},"
                + "\"unset\":[]}";
        assertThat(kept.apply(ServerLine.parse(String.format(change, 5, 6)))).as("nothing held").isNull();
        kept.apply(ServerLine.parse(STATE));
        assertThat(kept.apply(ServerLine.parse(String.format(change, 4, 6)))).as("a version it missed").isNull();
        assertThat(kept.current().get("version").asInt()).as("what it holds is kept").isEqualTo(5);
        assertThat(kept.apply(ServerLine.parse(String.format(change, 5, 6)))).isNotNull();
        kept.reset();
        assertThat(kept.apply(ServerLine.parse(String.format(change, 6, 7)))).as("after a reset").isNull();
    }

    @Test
    void aPatchLaidOverTheStateHeldGivesTheWholeStateOfItsVersionAndLeavesTheOldOneAsItWas() {
        KeptState kept = new KeptState();
        JsonNode first = kept.apply(ServerLine.parse(STATE));
        String before = first.toString();
        JsonNode now = kept.apply(ServerLine.parse("{\"ev\":\"change\",\"room\":\"t-1\",\"game\":\"g\",\"seat\":1,"
                + "\"from\":5,\"version\":6,\"awaited\":[0],\"legal\":[],\"patch\":["
                + "{\"op\":\"replace\",\"path\":\"/turn\",\"value\":0},{\"op\":\"remove\",\"path\":\"/hand/0\"},"
                + "{\"op\":\"remove\",\"path\":\"/lead\"},{\"op\":\"replace\",\"path\":\"/scores/1\",\"value\":3},"
                + "{\"op\":\"add\",\"path\":\"/trick\",\"value\":[{\"seat\":1,\"card\":\"a\"}]}]}"));

        assertThat(now).isEqualTo(ServerLine.parse("{\"ev\":\"state\",\"room\":\"t-1\",\"game\":\"g\",\"seat\":1,"
                + "\"version\":6,\"awaited\":[0],\"legal\":[],"
                + "\"view\":{\"turn\":0,\"hand\":[\"b\"],\"scores\":[0,3],\"trick\":[{\"seat\":1,\"card\":\"a\"}]}}")
                .body());
        assertThat(first.toString()).as("the state taken before is left as it was").isEqualTo(before);
    }

    @Test
    void aPatchThatDoesNotFitTheViewHeldIsAGapAndWhatIsHeldIsKept() {
        KeptState kept = new KeptState();
        kept.apply(ServerLine.parse(STATE));
        assertThat(kept.apply(ServerLine.parse("{\"ev\":\"change\",\"from\":5,\"version\":6,\"awaited\":[],"
                + "\"legal\":[],\"patch\":[{\"op\":\"remove\",\"path\":\"/hand/7\"}]}"))).isNull();
        assertThat(kept.current().get("version").asInt()).isEqualTo(5);
        assertThat(kept.current().get("view").get("hand")).hasSize(2);
    }
}
