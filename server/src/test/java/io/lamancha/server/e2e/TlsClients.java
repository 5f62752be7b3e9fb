package io.lamancha.server.e2e;

import java.net.Socket;
import java.security.MessageDigest;
import java.security.cert.X509Certificate;
import java.util.HexFormat;
import java.util.Locale;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLSocket;
import javax.net.ssl.TrustManager;
import javax.net.ssl.X509TrustManager;

/** TLS clients as a user who checked the printed fingerprint is one: they trust that certificate only. */
final class TlsClients {

    private TlsClients() {
    }

    /** A handshaken TLS socket to {@code port} of loopback that trusts the certificate with {@code fingerprint}. */
    static SSLSocket connect(int port, String fingerprint, String... protocols) throws Exception {
        SSLSocket socket = (SSLSocket) pinnedTo(fingerprint).getSocketFactory().createSocket("127.0.0.1", port);
        if (protocols.length > 0) {
            socket.setEnabledProtocols(protocols);
        }
        socket.startHandshake();
        return socket;
    }

    /** The fingerprint of the certificate a TLS client on {@code port} is shown, whatever it is. */
    static String fingerprintOn(int port) throws Exception {
        SSLSocket socket = (SSLSocket) trustingAll().getSocketFactory().createSocket("127.0.0.1", port);
        try (Socket closing = socket) {
            socket.startHandshake();
            return fingerprint((X509Certificate) socket.getSession().getPeerCertificates()[0]);
        }
    }

    /** A client that trusts exactly the certificate with this fingerprint, as a user who checked it. */
    static SSLContext pinnedTo(String fingerprint) throws Exception {
        return trusting(chain -> fingerprint(chain[0]).equals(fingerprint));
    }

    private static SSLContext trustingAll() throws Exception {
        return trusting(chain -> true);
    }

    private static SSLContext trusting(java.util.function.Predicate<X509Certificate[]> trusted) throws Exception {
        X509TrustManager manager = new X509TrustManager() {
            @Override
            public void checkClientTrusted(X509Certificate[] chain, String authType) {
                throw new UnsupportedOperationException("a client trust manager only");
            }

            @Override
            public void checkServerTrusted(X509Certificate[] chain, String authType)
                    throws java.security.cert.CertificateException {
                if (!trusted.test(chain)) {
                    throw new java.security.cert.CertificateException("not the certificate the server printed");
                }
            }

            @Override
            public X509Certificate[] getAcceptedIssuers() {
                return new X509Certificate[0];
            }
        };
        SSLContext context = SSLContext.getInstance("TLS");
        context.init(null, new TrustManager[] {manager}, null);
        return context;
    }

    static String fingerprint(X509Certificate certificate) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(certificate.getEncoded());
            return HexFormat.ofDelimiter(":").formatHex(digest).toUpperCase(Locale.ROOT);
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }
}
