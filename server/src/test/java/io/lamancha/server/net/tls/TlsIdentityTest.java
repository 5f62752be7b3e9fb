package io.lamancha.server.net.tls;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.KeyPairGenerator;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import org.bouncycastle.openssl.jcajce.JcaPEMWriter;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TlsIdentityTest {

    private static final Clock CLOCK = Clock.fixed(Instant.parse("2026-12-01T12:00:00Z"), ZoneOffset.UTC);

    @TempDir
    Path dir;

    @Test
    void theSelfSignedKeyIsReadableByItsOwnerOnlyAndTheCertificateNamesTheHost() throws Exception {
        TlsIdentity made = SelfSignedIdentity.keptIn(dir, "games.example.org", CLOCK);
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(dir.resolve("self-signed.key"))))
                .isEqualTo("rw-------");
        assertThat(made.chain().get(0).getSubjectX500Principal().getName()).contains("CN=games.example.org");
        assertThat(made.chain().get(0).getNotAfter().toInstant()).isAfter(CLOCK.instant().plus(SelfSignedIdentity.VALIDITY)
                .minusSeconds(1));
        assertThat(Files.readString(dir.resolve("self-signed.key"))).startsWith("-----BEGIN PRIVATE KEY-----");
    }

    @Test
    void theFingerprintIsThirtyTwoHexBytesAsOpensslPrintsThem() {
        String fingerprint = SelfSignedIdentity.keptIn(dir, "localhost", CLOCK).fingerprint();
        assertThat(fingerprint).matches("([0-9A-F]{2}:){31}[0-9A-F]{2}");
    }

    @Test
    void anRsaKeyInTheOlderPkcs1FormIsRead() throws Exception {
        SelfSignedIdentity.keptIn(dir, "localhost", CLOCK);
        KeyPairGenerator rsa = KeyPairGenerator.getInstance("RSA");
        rsa.initialize(2048);
        Path key = dir.resolve("rsa.key");
        try (Writer out = Files.newBufferedWriter(key, StandardCharsets.UTF_8); JcaPEMWriter pem = new JcaPEMWriter(out)) {
            pem.writeObject(rsa.generateKeyPair().getPrivate());
        }
        assertThat(Files.readString(key)).startsWith("-----BEGIN RSA PRIVATE KEY-----");
        assertThat(TlsIdentity.read(dir.resolve("self-signed.crt"), key).key().getAlgorithm()).isEqualTo("RSA");
    }

    @Test
    void aMissingCertificateFileIsNamed() {
        SelfSignedIdentity.keptIn(dir, "localhost", CLOCK);
        Path missing = dir.resolve("nope.crt");
        assertThatThrownBy(() -> TlsIdentity.read(missing, dir.resolve("self-signed.key")))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("the certificate file " + missing + " cannot be read");
    }
}
