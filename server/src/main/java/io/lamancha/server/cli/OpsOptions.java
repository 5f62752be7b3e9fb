package io.lamancha.server.cli;

import java.nio.file.Path;
import picocli.CommandLine.Option;
import io.lamancha.server.OpsConfig;

/** The command line of the operator's extra listeners (TLS, metrics) and log format, mixed into {@link Main}. */
final class OpsOptions {

    @Option(names = "--tls-port", paramLabel = "PORT", description = "Also listen for TLS on this port (0 = any free "
            + "port): the same sessions as plain TCP, for openssl s_client or a TLS-capable client. Default: off.")
    Integer tlsPort;

    @Option(names = "--tls-cert", paramLabel = "PEM", description = "The TLS certificate chain, leaf first "
            + "(default: a self-signed one made once under the data directory and reused).")
    Path tlsCert;

    @Option(names = "--tls-key", paramLabel = "PEM", description = "The unencrypted private key of --tls-cert.")
    Path tlsKey;

    @Option(names = "--tls-host", paramLabel = "NAME", description = "The name or address players reach the TLS "
            + "port by: the self-signed certificate is made for it, and --tls-cert must cover it. Default: --bind.")
    String tlsHost;

    @Option(names = "--metrics-port", paramLabel = "PORT", description = "Serve GET /metrics (Prometheus), /healthz "
            + "and /readyz over HTTP on this port (0 = any free port). Default: off.")
    Integer metricsPort;

    @Option(names = "--metrics-bind", paramLabel = "ADDRESS", description = "Address the metrics port listens on. "
            + "Default: ${DEFAULT-VALUE}.")
    String metricsBind = OpsConfig.LOOPBACK;

    @Option(names = "--proxy-protocol", description = "Behind a balancer that sends the PROXY protocol (v1 or v2, "
            + "HAProxy's send-proxy-v2): take each TCP and TLS connection's address from its header, and refuse a "
            + "connection without one. Default: off.")
    boolean proxyProtocol;

    /** How log lines are written. */
    enum LogFormat { text, json }

    @Option(names = "--log-format", paramLabel = "FORMAT", description = "Log lines as text or as json (one JSON "
            + "object a line: time, level, logger, message, player, room, game, version). Default: ${DEFAULT-VALUE}.")
    LogFormat logFormat = LogFormat.text;

    @Option(names = "--log-file-size", paramLabel = "SIZE", description = "The log file is rolled (and gzipped) at "
            + "this size: 20MB, 512KB. Default: ${DEFAULT-VALUE}.")
    String logFileSize = "20MB";

    @Option(names = "--log-files", paramLabel = "N", description = "Rolled log files kept, of all days together; "
            + "the oldest are deleted. Default: ${DEFAULT-VALUE}.")
    int logFiles = 10;

    /** The log file's size as Log4j reads it, e.g. {@code 20 MB}; its bytes in {@code [1]}. */
    long logFileBytes() {
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("(\\d+) ?([KMG]B)", java.util.regex.Pattern.CASE_INSENSITIVE)
                .matcher(logFileSize.strip());
        if (!m.matches() || logFiles < 1) {
            throw new IllegalArgumentException("--log-file-size takes a size such as 20MB or 512KB, and --log-files"
                    + " a count of 1 or more");
        }
        int shift = switch (m.group(2).toUpperCase(java.util.Locale.ROOT)) {
            case "KB" -> 10;
            case "MB" -> 20;
            default -> 30;
        };
        return Long.parseLong(m.group(1)) << shift;
    }

    /** @throws IllegalArgumentException for options that do not go together */
    OpsConfig config() {
        logFileBytes();
        return new OpsConfig(tlsPort == null ? OpsConfig.OFF : tlsPort, tlsCert, tlsKey,
                metricsPort == null ? OpsConfig.OFF : metricsPort, metricsBind, tlsHost, proxyProtocol);
    }
}
