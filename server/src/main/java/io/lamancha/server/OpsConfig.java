package io.lamancha.server;

import io.lamancha.server.net.tls.SelfSignedIdentity;
import io.lamancha.server.net.tls.TlsIdentity;
import java.nio.file.Path;
import java.time.Clock;

/**
 * The operator's extra listeners: TLS for players next to plain TCP, and HTTP for metrics and
 * health probes.
 *
 * @param tlsPort the TLS port, {@link #OFF} for none, 0 for any free one
 * @param tlsCert the PEM certificate chain, or {@code null} for the data dir's self-signed one
 * @param tlsKey the PEM private key of {@code tlsCert}; given exactly when it is
 * @param metricsPort the admin HTTP port ({@code /metrics}, {@code /healthz}, {@code /readyz}),
 *     {@link #OFF} for none, 0 for any free one
 * @param metricsBind the address the admin port listens on
 * @param tlsHost the name (or address) players reach the TLS port by: the self-signed certificate
 *     is made for it and the operator's must cover it; {@code null} for the bind address
 * @param proxyProtocol whether every TCP and TLS connection begins with a PROXY protocol header
 *     (v1 or v2) naming the player's address; one without is refused
 */
public record OpsConfig(int tlsPort, Path tlsCert, Path tlsKey, int metricsPort, String metricsBind, String tlsHost,
        boolean proxyProtocol) {

    /** Where the admin port listens unless told: this machine only. */
    public static final String LOOPBACK = "127.0.0.1";

    /** A port that is not listened on. */
    public static final int OFF = -1;

    /** No extra listener. */
    public static final OpsConfig NONE = new OpsConfig(OFF, null, null, OFF, LOOPBACK);

    /** A configuration whose TLS host is the bind address. */
    public OpsConfig(int tlsPort, Path tlsCert, Path tlsKey, int metricsPort, String metricsBind) {
        this(tlsPort, tlsCert, tlsKey, metricsPort, metricsBind, null);
    }

    /** A configuration without the PROXY protocol. */
    public OpsConfig(int tlsPort, Path tlsCert, Path tlsKey, int metricsPort, String metricsBind, String tlsHost) {
        this(tlsPort, tlsCert, tlsKey, metricsPort, metricsBind, tlsHost, false);
    }

    public OpsConfig {
        if (tlsPort < OFF || tlsPort > 65535) {
            throw new IllegalArgumentException("the TLS port must be 0 to 65535: " + tlsPort);
        }
        if (metricsPort < OFF || metricsPort > 65535) {
            throw new IllegalArgumentException("the metrics port must be 0 to 65535: " + metricsPort);
        }
        if (metricsBind == null || metricsBind.isBlank()) {
            throw new IllegalArgumentException("--metrics-bind needs an address");
        }
        if ((tlsCert == null) != (tlsKey == null)) {
            throw new IllegalArgumentException("--tls-cert and --tls-key go together");
        }
        if (tlsCert != null && tlsPort == OFF) {
            throw new IllegalArgumentException("--tls-cert needs --tls-port");
        }
    }

    /** This configuration with TLS on {@code port} and the self-signed certificate. */
    public OpsConfig withTls(int port) {
        return new OpsConfig(port, null, null, metricsPort, metricsBind, tlsHost, proxyProtocol);
    }

    /** This configuration with the admin HTTP port on {@code port} of loopback. */
    public OpsConfig withMetrics(int port) {
        return new OpsConfig(tlsPort, tlsCert, tlsKey, port, LOOPBACK, tlsHost, proxyProtocol);
    }

    /** This configuration with the PROXY protocol on the TCP and TLS ports. */
    public OpsConfig withProxyProtocol() {
        return new OpsConfig(tlsPort, tlsCert, tlsKey, metricsPort, metricsBind, tlsHost, true);
    }

    public boolean tls() {
        return tlsPort != OFF;
    }

    public boolean metrics() {
        return metricsPort != OFF;
    }

    /**
     * The operator's certificate, or the self-signed one kept under {@code dataDir/tls} (renewed
     * when it runs out soon).
     *
     * @throws IllegalArgumentException with the sentence that says why it cannot serve: a file
     *     that cannot be read, a key that is not the certificate's, a certificate out of its dates
     *     or one that does not cover {@code --tls-host}
     */
    TlsIdentity tlsIdentity(Path dataDir, String bind) {
        Clock clock = Clock.systemUTC();
        if (tlsCert != null) {
            return TlsIdentity.read(tlsCert, tlsKey).checked(tlsCert, tlsHost, clock.instant());
        }
        String host = tlsHost != null ? tlsHost : bind.equals("0.0.0.0") || bind.equals("::") ? "localhost" : bind;
        return SelfSignedIdentity.keptIn(dataDir.resolve("tls"), host, clock);
    }
}
