package io.lamancha.server;

import java.nio.file.Path;
import picocli.CommandLine.Option;

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

    /** How log lines are written. */
    enum LogFormat { text, json }

    @Option(names = "--log-format", paramLabel = "FORMAT", description = "Log lines as text or as json (one JSON "
            + "object a line: time, level, logger, message, player, room, game, version). Default: ${DEFAULT-VALUE}.")
    LogFormat logFormat = LogFormat.text;

    /** @throws IllegalArgumentException for options that do not go together */
    OpsConfig config() {
        return new OpsConfig(tlsPort == null ? OpsConfig.OFF : tlsPort, tlsCert, tlsKey,
                metricsPort == null ? OpsConfig.OFF : metricsPort, metricsBind, tlsHost);
    }
}
