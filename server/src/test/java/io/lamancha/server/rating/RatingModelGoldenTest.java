package io.lamancha.server.rating;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The model agrees with the reference implementation: every vector in golden.json, made by
 * openskill's plackettLuce (see server/src/test/ratings/generate.mjs), to 1e-6 in mu and sigma.
 */
class RatingModelGoldenTest {
    private static final double TOLERANCE = 1e-6;
    private static JsonNode golden;

    @BeforeAll
    static void load() throws IOException {
        try (InputStream in = RatingModelGoldenTest.class.getResourceAsStream("golden.json")) {
            assertThat(in).as("golden.json on the test classpath").isNotNull();
            golden = new ObjectMapper().readTree(in);
        }
    }

    @Test
    void theVectorsWereMadeWithTheParametersTheServerRatesWith() {
        assertThat(golden.path("reference").asText()).startsWith("openskill@5.0.1 ");
        assertThat(parameters("lamancha")).isEqualTo(ModelParameters.LAMANCHA);
        assertThat(parameters("stock")).isEqualTo(ModelParameters.OPENSKILL_DEFAULTS);
        assertThat(parameters("no-tau")).isEqualTo(ModelParameters.OPENSKILL_DEFAULTS.withTau(0));
    }

    @Test
    void theVectorsCoverTwoToSixPlayersWithAndWithoutTiesForTheServersParameters() {
        TreeSet<String> covered = new TreeSet<>();
        for (JsonNode vector : golden.path("vectors")) {
            if (vector.path("options").asText().equals("lamancha")) {
                List<Integer> ranks = ints(vector.path("ranks"));
                covered.add(ranks.size() + (new TreeSet<>(ranks).size() < ranks.size() ? " tied" : " untied"));
            }
        }
        assertThat(covered).containsExactly("2 tied", "2 untied", "3 tied", "3 untied", "4 tied", "4 untied",
                "5 tied", "5 untied", "6 tied", "6 untied");
    }

    @TestFactory
    Stream<DynamicTest> everyVectorIsRatedAsOpenskillRatesIt() {
        List<DynamicTest> tests = new ArrayList<>();
        for (JsonNode vector : golden.path("vectors")) {
            tests.add(DynamicTest.dynamicTest(vector.path("name").asText(), () -> check(vector)));
        }
        assertThat(tests).hasSizeGreaterThan(100);
        return tests.stream();
    }

    private static void check(JsonNode vector) {
        PlackettLuce model = new PlackettLuce(parameters(vector.path("options").asText()));
        List<Rating> after = model.rate(ratings(vector.path("players")), ints(vector.path("ranks")));
        List<Rating> expected = ratings(vector.path("expected"));
        assertThat(after).hasSameSizeAs(expected);
        for (int i = 0; i < expected.size(); i++) {
            assertThat(after.get(i).mu()).as("mu of player %d", i).isCloseTo(expected.get(i).mu(), within(TOLERANCE));
            assertThat(after.get(i).sigma()).as("sigma of player %d", i).isCloseTo(expected.get(i).sigma(), within(TOLERANCE));
        }
    }

    private static ModelParameters parameters(String optionSet) {
        JsonNode o = golden.path("optionSets").path(optionSet);
        assertThat(o.isObject()).as("option set %s", optionSet).isTrue();
        return new ModelParameters(o.path("mu").asDouble(), o.path("sigma").asDouble(), o.path("beta").asDouble(),
                o.path("kappa").asDouble(), o.path("tau").asDouble(), o.path("limitSigma").asBoolean());
    }

    private static List<Rating> ratings(JsonNode array) {
        List<Rating> ratings = new ArrayList<>();
        for (JsonNode r : array) {
            ratings.add(new Rating(r.path("mu").asDouble(), r.path("sigma").asDouble()));
        }
        return ratings;
    }

    private static List<Integer> ints(JsonNode array) {
        List<Integer> ints = new ArrayList<>();
        for (JsonNode n : array) {
            ints.add(n.asInt());
        }
        return ints;
    }
}
