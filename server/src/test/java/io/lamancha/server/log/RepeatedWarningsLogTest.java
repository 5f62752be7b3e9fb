package io.lamancha.server.log;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import org.apache.logging.log4j.Logger;
import org.apache.logging.log4j.core.LoggerContext;
import org.apache.logging.log4j.core.config.Configuration;
import org.apache.logging.log4j.core.config.ConfigurationFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The server's own log4j2.xml (not the tests'), in a logging context of its own: a run of equal
 * warnings reaches the log file once, and the stop that ends logging writes how many more came.
 */
class RepeatedWarningsLogTest {

    @TempDir
    Path logs;

    @Test
    void theServersLogWritesARunOfEqualWarningsOnceAndItsCountAtTheStop() throws Exception {
        URI source = Objects.requireNonNull(getClass().getResource("/log4j2.xml")).toURI();
        System.setProperty("lamancha.logdir", logs.toString());
        LoggerContext context = new LoggerContext("repeated-warnings");
        try {
            Configuration config = ConfigurationFactory.getInstance().getConfiguration(context, "repeated-warnings",
                    source);
            context.start(config);
            Logger log = context.getLogger("io.lamancha.server.cluster.ClusterPeers");
            for (int i = 0; i < 110; i++) {
                log.warn("the cluster's beat failed", new IllegalStateException("Connection closed"));
            }
            log.info("node a is on the cluster's bus");
        } finally {
            context.stop();
            System.clearProperty("lamancha.logdir");
        }
        List<String> lines = Files.readAllLines(logs.resolve("lamancha.log"), StandardCharsets.UTF_8).stream()
                .filter(l -> l.contains(" - ")).toList();
        assertThat(lines).hasSize(3);
        assertThat(lines.get(0)).contains("WARN").endsWith("ClusterPeers - the cluster's beat failed");
        assertThat(lines.get(1)).contains("INFO").endsWith("node a is on the cluster's bus");
        assertThat(lines.get(2)).contains("WARN").matches(".*ClusterPeers - \\.\\.\\. 109 more in the last \\d+ s: "
                + "the cluster's beat failed");
    }
}
