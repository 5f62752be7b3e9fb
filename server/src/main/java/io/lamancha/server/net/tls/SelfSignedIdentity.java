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
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.Logger;

/**
 * A self-signed certificate kept in the data directory ({@code tls/self-signed.crt} and
 * {@code .key}): made on the first start with TLS and no certificate of the operator's, and reused
 * after. An EC P-256 key, kept for good, and a certificate valid {@link #VALIDITY} (a year),
 * signed again with the same key at a start or reload when less than {@link #RENEW_BEFORE} remain
 * (or when it was made for another host name, or for longer than a year by an older version). The
 * key's fingerprint, which users may pin, stays; the certificate's changes with each renewal.
 */
public final class SelfSignedIdentity {

    static final String CERT_FILE = "self-signed.crt";
    static final String KEY_FILE = "self-signed.key";
    static final Duration VALIDITY = Duration.ofDays(365);
    /** A certificate with less than this left is renewed. */
    public static final Duration RENEW_BEFORE = Duration.ofDays(30);

    private static final Logger LOG = LogManager.getLogger(SelfSignedIdentity.class);

    private SelfSignedIdentity() {
    }

    /**
     * The identity kept in {@code dir}, made there first if there is none, and renewed with its key
     * when it runs out within {@link #RENEW_BEFORE}.
     *
     * @param hostName the name or IP address the certificate is for (its subject and its DNS or IP
     *     alternative name)
     * @throws UncheckedIOException when the directory cannot be written
     */
    public static TlsIdentity keptIn(Path dir, String hostName, Clock clock) {
        Path cert = dir.resolve(CERT_FILE);
        Path key = dir.resolve(KEY_FILE);
        Instant now = clock.instant();
        try {
            if (Files.exists(cert) && Files.exists(key)) {
                TlsIdentity kept = TlsIdentity.read(cert, key);
                String stale = staleness(kept.chain().get(0), hostName, now);
                if (stale == null) {
                    return kept;
                }
                X509Certificate renewed = sign(new KeyPair(kept.chain().get(0).getPublicKey(), kept.key()), hostName,
                        now);
                writePrivately(cert, renewed);
                LOG.info("renewed the self-signed TLS certificate with the same key ({}); valid until {}", stale,
                        renewed.getNotAfter().toInstant());
                return new TlsIdentity(kept.key(), List.of(renewed));
            }
            createPrivateDirectory(dir);
            KeyPair pair = newKeyPair();
            X509Certificate certificate = sign(pair, hostName, now);
            // The key first: a certificate on disk always has its key next to it.
            writePrivately(key, new JcaPKCS8Generator(pair.getPrivate(), null).generate());
            writePrivately(cert, certificate);
            return new TlsIdentity(pair.getPrivate(), List.of(certificate));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot keep a self-signed certificate in " + dir, e);
        }
    }

    /** Why {@code certificate} is to be signed again, or {@code null} while it serves. */
    private static String staleness(X509Certificate certificate, String hostName, Instant now) {
        Instant notAfter = certificate.getNotAfter().toInstant();
        if (notAfter.isBefore(now.plus(RENEW_BEFORE))) {
            return "it ran out on " + notAfter + " or would within " + RENEW_BEFORE.toDays() + " days";
        }
        if (notAfter.isAfter(now.plus(VALIDITY).plus(Duration.ofDays(1)))) {
            return "it was valid until " + notAfter + ", longer than a year";
        }
        if (!HostNames.covers(certificate, hostName)) {
            return "it was not made for " + hostName;
        }
        return null;
    }

    /**
     * Copies the self-signed certificate and key of the data directory {@code from} into the data
     * directory {@code to}, owner-only, so that a backup restored serves the same certificate.
     *
     * @return whether there was one to copy
     */
    public static boolean copy(Path from, Path to) throws IOException {
        Path dir = from.resolve("tls");
        if (!Files.exists(dir.resolve(CERT_FILE)) || !Files.exists(dir.resolve(KEY_FILE))) {
            return false;
        }
        Path target = createPrivateDirectory(to.resolve("tls"));
        for (String name : List.of(KEY_FILE, CERT_FILE)) {
            Path part = target.resolve(name + ".part");
            Files.deleteIfExists(part);
            createPrivately(part);
            Files.write(part, Files.readAllBytes(dir.resolve(name)));
            Files.move(part, target.resolve(name), StandardCopyOption.REPLACE_EXISTING);
        }
        return true;
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
                    new GeneralNames(new GeneralName(HostNames.isAddress(hostName) ? GeneralName.iPAddress
                            : GeneralName.dNSName, hostName)));
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
        createPrivately(part);
        try (Writer out = Files.newBufferedWriter(part, StandardCharsets.UTF_8); JcaPEMWriter pem = new JcaPEMWriter(out)) {
            pem.writeObject(pemObject);
        }
        try {
            Files.move(part, file, StandardCopyOption.ATOMIC_MOVE);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(part, file, StandardCopyOption.REPLACE_EXISTING);
        }
    }

    private static void createPrivately(Path file) throws IOException {
        if (posix()) {
            Files.createFile(file, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
        } else {
            Files.createFile(file);
        }
    }

    /** The directory of the key, its owner's only (700) like the data directory around it. */
    private static Path createPrivateDirectory(Path dir) throws IOException {
        Files.createDirectories(dir);
        if (posix()) {
            Files.setPosixFilePermissions(dir, PosixFilePermissions.fromString("rwx------"));
        }
        return dir;
    }

    private static boolean posix() {
        return FileSystems.getDefault().supportedFileAttributeViews().contains("posix");
    }
}
