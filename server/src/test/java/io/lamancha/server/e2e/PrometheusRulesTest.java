package io.lamancha.server.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import io.lamancha.server.testing.ServerProcess;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The alert rules that ship (dist/prometheus) load in Prometheus and fire when they should
 * (node down, Redis link down, store errors, event-loop lag, slow moves, disk, open files), and
 * the dashboard (dist/grafana) queries every node by its instance.
 */
class PrometheusRulesTest {

    @Test
    void theAlertRulesPassPromtoolsCheck() throws Exception {
        assertThat(promtool("check", "rules", Monitoring.RULES.toString())).contains("SUCCESS: 10 rules found");
    }

    @Test
    void theAlertRulesFireAsTheirUnitTestsSay() throws Exception {
        assertThat(promtool("test", "rules", Monitoring.RULE_TESTS.toString())).contains("SUCCESS");
    }

    /** What {@code promtool arguments} says; fails unless it exits with 0. */
    private static String promtool(String... arguments) throws Exception {
        Programs.require("promtool", "checks and tests the alert rules (apt-get install prometheus)");
        List<String> command = new ArrayList<>(List.of("promtool"));
        command.addAll(List.of(arguments));
        ServerProcess.Ended ran = Programs.run("", command.toArray(String[]::new));
        assertThat(ran.code()).as(ran.output()).isZero();
        return ran.output();
    }

    @Test
    void theDashboardQueriesEveryMetricPerNode() throws Exception {
        assertThat(Monitoring.dashboardQueries()).hasSizeGreaterThan(20)
                .allMatch(q -> q.contains("instance=~\"$instance\""));
        assertThat(Monitoring.metricsNamed()).contains("lamancha_cluster_redis_up", "lamancha_cluster_peers",
                "lamancha_cluster_leases_held", "lamancha_cluster_relayed_sessions",
                "lamancha_cluster_bus_messages_total", "lamancha_cluster_bus_gaps_total",
                "lamancha_cluster_takeovers_total", "lamancha_store_fenced_writes_total", "process_files_open_files",
                "process_files_max_files", "jvm_gc_pause_seconds", "lamancha_event_loop_lag_seconds",
                "lamancha_data_free_bytes");
    }
}
