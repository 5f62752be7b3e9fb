package io.lamancha.server.net.tls;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.GeneralSecurityException;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.SecureRandom;
import java.security.cert.X509Certificate;
import java.security.spec.ECGenParameterSpec;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Date;
import java.util.List;
import org.bouncycastle.asn1.x500.X500Name;
import org.bouncycastle.asn1.x509.Extension;
import org.bouncycastle.asn1.x509.GeneralName;
import org.bouncycastle.asn1.x509.GeneralNames;
import org.bouncycastle.cert.CertIOException;
import org.bouncycastle.cert.jcajce.JcaX509CertificateConverter;
import org.bouncycastle.cert.jcajce.JcaX509v3CertificateBuilder;
import org.bouncycastle.openssl.jcajce.JcaPEMWriter;
import org.bouncycastle.openssl.jcajce.JcaPKCS8Generator;
import org.bouncycastle.operator.OperatorCreationException;
import org.bouncycastle.operator.jcajce.JcaContentSignerBuilder;

/**
 * A self-signed certificate kept in the data directory ({@code tls/self-signed.crt} and
 * {@code .key}): made on the first start with TLS and no certificate of the operator's, and reused
 * after, so that its fingerprint stays the one users were told. An EC P-256 key, valid ten years.
 */
public final class SelfSignedIdentity {

    static final String CERT_FILE = "self-signed.crt";
    static final String KEY_FILE = "self-signed.key";
    static final Duration VALIDITY = Duration.ofDays(3650);

    private SelfSignedIdentity() {
    }

    /**
     * The identity kept in {@code dir}, made there first if there is none.
     *
     * @param hostName the name the certificate is for (its subject and DNS name)
     * @throws UncheckedIOException when the directory cannot be written
     */
    public static TlsIdentity keptIn(Path dir, String hostName, Clock clock) {
        Path cert = dir.resolve(CERT_FILE);
        Path key = dir.resolve(KEY_FILE);
        if (Files.exists(cert) && Files.exists(key)) {
            return TlsIdentity.read(cert, key);
        }
        try {
            Files.createDirectories(dir);
            KeyPair pair = newKeyPair();
            X509Certificate certificate = sign(pair, hostName, clock.instant());
            // The key first: a certificate on disk always has its key next to it.
            writePrivately(key, new JcaPKCS8Generator(pair.getPrivate(), null).generate());
            writePrivately(cert, certificate);
            return new TlsIdentity(pair.getPrivate(), List.of(certificate));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot keep a self-signed certificate in " + dir, e);
        }
    }

    private static KeyPair newKeyPair() {
        try {
            KeyPairGenerator generator = KeyPairGenerator.getInstance("EC");
            generator.initialize(new ECGenParameterSpec("secp256r1"), new SecureRandom());
            return generator.generateKeyPair();
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("this JVM cannot make EC P-256 keys", e);
        }
    }

    private static X509Certificate sign(KeyPair pair, String hostName, Instant now) {
        X500Name subject = new X500Name("CN=" + hostName.replaceAll("[,=+<>#;\"\\\\]", "") + ", O=La Mancha");
        BigInteger serial = new BigInteger(64, new SecureRandom());
        JcaX509v3CertificateBuilder builder = new JcaX509v3CertificateBuilder(subject, serial,
                Date.from(now.minus(Duration.ofDays(1))), Date.from(now.plus(VALIDITY)), subject, pair.getPublic());
        try {
            builder.addExtension(Extension.subjectAlternativeName, false,
                    new GeneralNames(new GeneralName(GeneralName.dNSName, hostName)));
            return new JcaX509CertificateConverter().getCertificate(
                    builder.build(new JcaContentSignerBuilder("SHA256withECDSA").build(pair.getPrivate())));
        } catch (CertIOException | OperatorCreationException | java.security.cert.CertificateException e) {
            throw new IllegalStateException("cannot sign a self-signed certificate", e);
        }
    }

    /** Writes a PEM file readable by its owner only, renamed into place once whole. */
    private static void writePrivately(Path file, Object pemObject) throws IOException {
        Path part = file.resolveSibling(file.getFileName() + ".part");
        Files.deleteIfExists(part);
        if (FileSystems.getDefault().supportedFileAttributeViews().contains("posix")) {
            Files.createFile(part, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
        } else {
            Files.createFile(part);
        }
        try (Writer out = Files.newBufferedWriter(part, StandardCharsets.UTF_8); JcaPEMWriter pem = new JcaPEMWriter(out)) {
            pem.writeObject(pemObject);
        }
        try {
            Files.move(part, file, StandardCopyOption.ATOMIC_MOVE);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(part, file, StandardCopyOption.REPLACE_EXISTING);
        }
    }
}
