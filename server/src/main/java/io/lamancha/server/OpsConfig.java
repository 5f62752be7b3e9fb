package io.lamancha.server;

import io.lamancha.server.net.tls.SelfSignedIdentity;
import io.lamancha.server.net.tls.TlsIdentity;
import java.nio.file.Path;
import java.time.Clock;

/**
 * The operator's extra listeners: TLS for players next to plain TCP.
 *
 * @param tlsPort the TLS port, {@link #OFF} for none, 0 for any free one
 * @param tlsCert the PEM certificate chain, or {@code null} for the data dir's self-signed one
 * @param tlsKey the PEM private key of {@code tlsCert}; given exactly when it is
 */
public record OpsConfig(int tlsPort, Path tlsCert, Path tlsKey) {

    /** A port that is not listened on. */
    public static final int OFF = -1;

    /** No extra listener. */
    public static final OpsConfig NONE = new OpsConfig(OFF, null, null);

    public OpsConfig {
        if (tlsPort < OFF || tlsPort > 65535) {
            throw new IllegalArgumentException("the TLS port must be 0 to 65535: " + tlsPort);
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
        return new OpsConfig(port, null, null);
    }

    public boolean tls() {
        return tlsPort != OFF;
    }

    /** The operator's certificate, or the self-signed one kept under {@code dataDir/tls}. */
    TlsIdentity tlsIdentity(Path dataDir, String bind) {
        if (tlsCert != null) {
            return TlsIdentity.read(tlsCert, tlsKey);
        }
        String host = bind.equals("0.0.0.0") || bind.equals("::") ? "localhost" : bind;
        return SelfSignedIdentity.keptIn(dataDir.resolve("tls"), host, Clock.systemUTC());
    }
}
