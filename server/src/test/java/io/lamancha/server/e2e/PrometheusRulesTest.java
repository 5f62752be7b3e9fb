package io.lamancha.server.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import io.lamancha.server.testing.ServerProcess;
import org.junit.jupiter.api.Test;

/**
 * The alert rules that ship (dist/prometheus) load in Prometheus and fire when they should
 * (node down, Redis link down, store errors, event-loop lag, slow moves, disk, open files), and
 * the dashboard (dist/grafana) queries every node by its instance.
 */
class PrometheusRulesTest {

    @Test
    void theAlertRulesPassPromtoolsCheck() throws Exception {
        Programs.require("promtool", "checks the alert rules (apt-get install prometheus)");
        ServerProcess.Ended check = Programs.run("", "promtool", "check", "rules", Monitoring.RULES.toString());
        assertThat(check.code()).as(check.output()).isZero();
        assertThat(check.output()).contains("SUCCESS: 10 rules found");
    }

    @Test
    void theAlertRulesFireAsTheirUnitTestsSay() throws Exception {
        Programs.require("promtool", "tests the alert rules (apt-get install prometheus)");
        ServerProcess.Ended test = Programs.run("", "promtool", "test", "rules", Monitoring.RULE_TESTS.toString());
        assertThat(test.code()).as(test.output()).isZero();
        assertThat(test.output()).contains("SUCCESS");
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
