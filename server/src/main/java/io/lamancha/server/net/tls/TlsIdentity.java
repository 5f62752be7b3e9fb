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
import java.security.Signature;
import java.time.Instant;
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

    static {
        // TLS 1.2 lets a client start a new handshake on an open connection, which costs the server
        // far more than the client: refused (a fatal alert). The JDK's TLS reads this once, when
        // its first server handshake loads it; TLS 1.3 has no renegotiation at all.
        if (System.getProperty("jdk.tls.rejectClientInitiatedRenegotiation") == null) {
            System.setProperty("jdk.tls.rejectClientInitiatedRenegotiation", "true");
        }
    }

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

    /**
     * This identity, once it is found able to serve {@code host} at {@code now}: its key is the
     * leaf certificate's, and the certificate is within its dates and covers {@code host}.
     *
     * @param certFile where the chain was read, for the sentence
     * @param host the name or address clients connect to, or {@code null} to check no name
     * @throws IllegalArgumentException with the sentence an operator reads
     */
    public TlsIdentity checked(Path certFile, String host, Instant now) {
        X509Certificate leaf = chain.get(0);
        if (!keyMatches(leaf)) {
            throw new IllegalArgumentException("the key file is not the key of the certificate " + certFile
                    + " (every handshake would fail)");
        }
        if (now.isAfter(leaf.getNotAfter().toInstant())) {
            throw new IllegalArgumentException("the certificate " + certFile + " expired on "
                    + leaf.getNotAfter().toInstant() + " (renew it)");
        }
        if (now.isBefore(leaf.getNotBefore().toInstant())) {
            throw new IllegalArgumentException("the certificate " + certFile + " is not valid before "
                    + leaf.getNotBefore().toInstant() + " (check this machine's clock)");
        }
        if (host != null && !HostNames.covers(leaf, host)) {
            throw new IllegalArgumentException("the certificate " + certFile + " does not cover " + host
                    + ", the name players connect to (--tls-host)");
        }
        return this;
    }

    /** Whether what the key signs, the certificate's public key verifies. */
    private boolean keyMatches(X509Certificate leaf) {
        String algorithm = switch (key.getAlgorithm()) {
            case "EC", "ECDSA" -> "SHA256withECDSA";
            case "RSA" -> "SHA256withRSA";
            case "Ed25519", "EdDSA" -> "Ed25519";
            default -> null;
        };
        if (algorithm == null) {
            return true; // a kind of key this check does not know: the handshake tells
        }
        try {
            byte[] probe = "La Mancha checks its TLS key".getBytes(StandardCharsets.UTF_8);
            Signature signer = Signature.getInstance(algorithm);
            signer.initSign(key);
            signer.update(probe);
            byte[] signature = signer.sign();
            Signature verifier = Signature.getInstance(algorithm);
            verifier.initVerify(leaf.getPublicKey());
            verifier.update(probe);
            return verifier.verify(signature);
        } catch (java.security.GeneralSecurityException e) {
            return false;
        }
    }

    /**
     * The SHA-256 fingerprint of the public key (its DER SubjectPublicKeyInfo), which stays when
     * the certificate is renewed with the same key: {@code openssl x509 -pubkey -noout | openssl
     * pkey -pubin -outform der | openssl dgst -sha256}.
     */
    public String keyFingerprint() {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(chain.get(0).getPublicKey().getEncoded());
            return HexFormat.ofDelimiter(":").formatHex(digest).toUpperCase(Locale.ROOT);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("cannot fingerprint the key", e);
        }
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
