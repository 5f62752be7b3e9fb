package io.lamancha.server.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.lamancha.server.testing.ServerProcess;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The monitoring that ships in dist/: Prometheus alert rules, their tests, and the Grafana dashboard. */
final class Monitoring {

    static final Path RULES = Path.of("..", "dist", "prometheus", "alerts.yml");
    static final Path RULE_TESTS = Path.of("..", "dist", "prometheus", "alerts-test.yml");
    static final Path DASHBOARD = Path.of("..", "dist", "grafana", "lamancha.json");

    private static final Pattern METRIC = Pattern.compile("\\b((?:lamancha|jvm|process)_[a-z_]+)");

    private Monitoring() {
    }

    /** Every query of the dashboard. */
    static Set<String> dashboardQueries() throws IOException {
        JsonNode dashboard = new ObjectMapper().readTree(Files.readString(DASHBOARD, StandardCharsets.UTF_8));
        Set<String> queries = new TreeSet<>();
        for (JsonNode panel : dashboard.get("panels")) {
            for (JsonNode target : panel.get("targets")) {
                queries.add(target.get("expr").asText());
            }
        }
        return queries;
    }

    /** The metric names the dashboard and the alert rules query, as a scrape shows them. */
    static Set<String> metricsNamed() throws IOException {
        Set<String> names = new TreeSet<>();
        for (String text : new String[] {String.join("\n", dashboardQueries()),
                Files.readString(RULES, StandardCharsets.UTF_8)}) {
            Matcher m = METRIC.matcher(text);
            while (m.find()) {
                names.add(m.group(1).replaceAll("_(bucket|count|sum)$", ""));
            }
        }
        return names;
    }

    /**
     * {@code scrape} passes {@code promtool check metrics}, and holds every metric the dashboard
     * and the alerts query but a cluster's (a node of a cluster shows those: ClusterPeersTest) and
     * the GC pauses' (there from the first collection on).
     */
    static void check(String scrape) throws Exception {
        Set<String> missing = new TreeSet<>();
        for (String name : metricsNamed()) {
            boolean cluster = name.startsWith("lamancha_cluster_") || name.equals("lamancha_store_fenced_writes_total");
            // shown from the first collection after the start on, which a short test may not see
            boolean afterAPause = name.equals("jvm_gc_pause_seconds");
            if (!cluster && !afterAPause && !Pattern.compile("(?m)^" + name + "(_bucket|_count|_sum)?[{ ]").matcher(scrape).find()) {
                missing.add(name);
            }
        }
        assertThat(missing).as("metrics the dashboard or alerts query that the scrape lacks").isEmpty();
        Programs.require("promtool", "checks the metrics as Prometheus reads them (apt-get install prometheus)");
        ServerProcess.Ended check = Programs.run(scrape, "promtool", "check", "metrics");
        assertThat(check.code()).as(check.output()).isZero();
        assertThat(check.output()).isBlank();
    }
}
