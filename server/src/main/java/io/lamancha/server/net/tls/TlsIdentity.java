package io.lamancha.server.net.tls;

import io.netty.handler.ssl.SslContext;
import io.netty.handler.ssl.SslContextBuilder;
import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.PrivateKey;
import java.security.cert.Certificate;
import java.security.cert.CertificateEncodingException;
import java.security.cert.CertificateException;
import java.security.cert.CertificateFactory;
import java.security.cert.X509Certificate;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import javax.net.ssl.SSLException;
import org.bouncycastle.asn1.pkcs.PrivateKeyInfo;
import org.bouncycastle.openssl.PEMKeyPair;
import org.bouncycastle.openssl.PEMParser;
import org.bouncycastle.openssl.jcajce.JcaPEMKeyConverter;

/**
 * The certificate chain and private key a TLS listener presents, read from PEM files: the chain
 * leaf first, the key unencrypted in PKCS#8 ({@code BEGIN PRIVATE KEY}) or the older RSA and EC
 * forms. The fingerprint is what users compare with {@code openssl s_client}'s.
 */
public record TlsIdentity(PrivateKey key, List<X509Certificate> chain) {

    public TlsIdentity {
        chain = List.copyOf(chain);
        if (chain.isEmpty()) {
            throw new IllegalArgumentException("a TLS identity needs at least one certificate");
        }
    }

    /**
     * Reads a PEM certificate chain and its key.
     *
     * @throws IllegalArgumentException with the sentence an operator reads when a file is missing
     *     or holds no certificate or key
     */
    public static TlsIdentity read(Path certFile, Path keyFile) {
        return new TlsIdentity(readKey(keyFile), readChain(certFile));
    }

    private static List<X509Certificate> readChain(Path file) {
        List<X509Certificate> chain = new ArrayList<>();
        try (InputStream in = Files.newInputStream(file)) {
            for (Certificate c : CertificateFactory.getInstance("X.509").generateCertificates(in)) {
                chain.add((X509Certificate) c);
            }
        } catch (IOException | CertificateException e) {
            throw new IllegalArgumentException("the certificate file " + file + " cannot be read as PEM (" + e.getMessage()
                    + ")", e);
        }
        if (chain.isEmpty()) {
            throw new IllegalArgumentException("the certificate file " + file + " holds no certificate");
        }
        return chain;
    }

    private static PrivateKey readKey(Path file) {
        try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8); PEMParser pem = new PEMParser(in)) {
            JcaPEMKeyConverter converter = new JcaPEMKeyConverter();
            for (Object o = pem.readObject(); o != null; o = pem.readObject()) {
                if (o instanceof PrivateKeyInfo info) {
                    return converter.getPrivateKey(info);
                }
                if (o instanceof PEMKeyPair pair) {
                    return converter.getPrivateKey(pair.getPrivateKeyInfo());
                }
            }
        } catch (IOException e) {
            throw new IllegalArgumentException("the key file " + file + " cannot be read as PEM (" + e.getMessage() + ")",
                    e);
        }
        throw new IllegalArgumentException("the key file " + file + " holds no unencrypted private key");
    }

    /** The leaf certificate's SHA-256 fingerprint, as {@code openssl x509 -fingerprint -sha256} prints it. */
    public String fingerprint() {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(chain.get(0).getEncoded());
            return HexFormat.ofDelimiter(":").formatHex(digest).toUpperCase(Locale.ROOT);
        } catch (NoSuchAlgorithmException | CertificateEncodingException e) {
            throw new IllegalStateException("cannot fingerprint the certificate", e);
        }
    }

    /** The server side of TLS with this identity, for {@link io.netty.handler.ssl.SslHandler}s. */
    public SslContext serverContext() {
        try {
            return SslContextBuilder.forServer(key, chain).build();
        } catch (SSLException e) {
            throw new IllegalArgumentException("the certificate and key do not make a TLS server (" + e.getMessage() + ")",
                    e);
        }
    }
}
