package io.lamancha.server;

import io.lamancha.server.net.ServerChannelInitializer;
import io.lamancha.server.net.tls.TlsIdentity;
import io.lamancha.server.ops.StartFailure;
import io.netty.bootstrap.ServerBootstrap;
import io.netty.channel.Channel;
import io.netty.handler.ssl.SslContext;
import java.nio.file.Path;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.Logger;

/**
 * The server's TLS listener: the same pipeline as plain TCP behind TLS, with a certificate a
 * reload may renew (new connections get the renewed one; open ones keep theirs).
 */
final class TlsPort {

    private static final Logger LOG = LogManager.getLogger(LaManchaServer.class);

    private final Path dataDir;
    private final String bind;
    private volatile TlsIdentity identity;
    /** The TLS context new connections get; a reload may put a renewed certificate here. */
    private volatile SslContext context;
    private Channel listener;

    TlsPort(Path dataDir, String bind) {
        this.dataDir = dataDir;
        this.bind = bind;
    }

    /**
     * Reads the certificate of {@code ops} and listens on its TLS port with {@code pipeline}.
     *
     * @throws StartFailure when the certificate cannot be read or the port bound
     */
    void start(OpsConfig ops, ServerBootstrap b, ServerChannelInitializer pipeline, Listening listening)
            throws InterruptedException {
        try {
            identity = ops.tlsIdentity(dataDir, bind);
            context = identity.serverContext();
        } catch (RuntimeException e) {
            throw new StartFailure("TLS cannot start: " + e.getMessage()
                    + "; give a PEM certificate and key with --tls-cert and --tls-key.", e);
        }
        listener = listening.bind(b.clone().childHandler(pipeline.withTls(() -> context)), ops.tlsPort(),
                "--tls-port");
        LOG.info("TLS listening on {}:{}, certificate SHA-256 fingerprint {} (its key's {}), valid until {}",
                bind, port(), identity.fingerprint(), identity.keyFingerprint(),
                identity.chain().get(0).getNotAfter().toInstant());
    }

    /** @see LaManchaServer#reloadTls */
    String reload(OpsConfig next) {
        if (listener == null) {
            throw new IllegalArgumentException("this server has no TLS port");
        }
        TlsIdentity renewed = next.tlsIdentity(dataDir, bind);
        context = renewed.serverContext();
        identity = renewed;
        return renewed.fingerprint();
    }

    /** The bound port, or {@link OpsConfig#OFF} without TLS. */
    int port() {
        return listener == null ? OpsConfig.OFF : Listening.port(listener);
    }

    /** The SHA-256 fingerprint of the certificate; {@code null} without TLS. */
    String fingerprint() {
        return identity == null ? null : identity.fingerprint();
    }

    void close() {
        if (listener != null) {
            listener.close().syncUninterruptibly();
        }
    }
}
