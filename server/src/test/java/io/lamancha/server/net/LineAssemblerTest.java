package io.lamancha.server.net;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class LineAssemblerTest {

    @Test
    void memoryStaysWithinTheLimitWhateverThePeerSendsAndIsGivenBackAfterALongLine() {
        LineAssembler line = new LineAssembler(1024);
        int tooLong = 0;
        for (int i = 0; i < 1_000_000; i++) {
            if (line.append('x') != null) {
                tooLong++;
            }
            assertThat(line.capacity()).isLessThanOrEqualTo(1025);
        }
        assertThat(tooLong).isEqualTo(1);
        assertThat(line.finish()).isNull();
        for (int i = 0; i < 1024; i++) {
            line.append('y');
        }
        assertThat(line.finish()).isEqualTo(new InboundLine.Text("y".repeat(1024)));
        assertThat(line.capacity()).isLessThanOrEqualTo(128);
    }

    @Test
    void aConnectionBetweenLinesHoldsNoBuffer() {
        LineAssembler line = new LineAssembler(1024);
        assertThat(line.capacity()).isZero();
        for (char c : "/ping\r".toCharArray()) {
            line.append(c);
        }
        assertThat(line.capacity()).isEqualTo(128);
        assertThat(line.finish()).isEqualTo(new InboundLine.Text("/ping"));
        assertThat(line.capacity()).isZero();
    }
}
