package io.lamancha.server.net.tls;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.lamancha.server.testing.MutableClock;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.cert.X509Certificate;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The self-signed certificate lasts a year, is signed again with the same key when less than 30
 * days remain, and names its host as a client checks it: an address as an IP name, a host as a
 * DNS name. An operator's certificate that cannot serve is refused with the reason.
 */
class SelfSignedRenewalTest {

    private static final Instant START = Instant.parse("2026-01-10T12:00:00Z");

    @TempDir
    Path dir;

    @Test
    void itLastsAYearAndIsRenewedWithItsKeyWhenLessThanThirtyDaysRemain() throws Exception {
        MutableClock clock = new MutableClock(START);
        TlsIdentity made = SelfSignedIdentity.keptIn(dir, "localhost", clock);
        X509Certificate cert = made.chain().get(0);
        assertThat(Duration.between(START, cert.getNotAfter().toInstant())).isLessThanOrEqualTo(Duration.ofDays(365));
        byte[] key = Files.readAllBytes(dir.resolve("self-signed.key"));

        clock.advance(Duration.ofDays(300));
        assertThat(SelfSignedIdentity.keptIn(dir, "localhost", clock).fingerprint()).isEqualTo(made.fingerprint());

        clock.advance(Duration.ofDays(40));
        TlsIdentity renewed = SelfSignedIdentity.keptIn(dir, "localhost", clock);
        assertThat(renewed.fingerprint()).isNotEqualTo(made.fingerprint());
        assertThat(renewed.keyFingerprint()).isEqualTo(made.keyFingerprint());
        assertThat(Files.readAllBytes(dir.resolve("self-signed.key"))).isEqualTo(key);
        assertThat(renewed.chain().get(0).getNotAfter().toInstant()).isAfter(clock.instant().plus(Duration.ofDays(360)));
        assertThat(TlsIdentity.read(dir.resolve("self-signed.crt"), dir.resolve("self-signed.key")).fingerprint())
                .isEqualTo(renewed.fingerprint());
        assertThat(Files.getPosixFilePermissions(dir.resolve("self-signed.crt")))
                .isEqualTo(PosixFilePermissions.fromString("rw-------"));
    }

    @Test
    void theKeysDirectoryIsItsOwnersOnlyAsTheDataDirectoryIsAndSoIsItsCopyInABackup() throws Exception {
        Path tls = dir.resolve("tls");
        SelfSignedIdentity.keptIn(tls, "localhost", new MutableClock(START));
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(tls))).isEqualTo("rwx------");
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(tls.resolve("self-signed.key"))))
                .isEqualTo("rw-------");
        Path backup = dir.resolve("backup");
        assertThat(SelfSignedIdentity.copy(dir, backup)).isTrue();
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(backup.resolve("tls"))))
                .isEqualTo("rwx------");
    }

    @Test
    void anAddressIsNamedAsAnIpAndAHostAsADnsName() throws Exception {
        X509Certificate byAddress = SelfSignedIdentity.keptIn(dir.resolve("a"), "127.0.0.1", new MutableClock(START))
                .chain().get(0);
        assertThat(byAddress.getSubjectAlternativeNames()).containsExactly(List.of(7, "127.0.0.1"));
        X509Certificate byName = SelfSignedIdentity.keptIn(dir.resolve("b"), "play.example.org",
                new MutableClock(START)).chain().get(0);
        assertThat(byName.getSubjectAlternativeNames()).containsExactly(List.of(2, "play.example.org"));
    }

    @Test
    void aCertificateMadeForAnotherHostIsSignedAgainForThisOne() throws Exception {
        TlsIdentity made = SelfSignedIdentity.keptIn(dir, "localhost", new MutableClock(START));
        TlsIdentity moved = SelfSignedIdentity.keptIn(dir, "10.1.2.3", new MutableClock(START));
        assertThat(moved.keyFingerprint()).isEqualTo(made.keyFingerprint());
        assertThat(HostNames.covers(moved.chain().get(0), "10.1.2.3")).isTrue();
    }

    @Test
    void aKeyThatIsNotTheCertificatesIsRefused() {
        TlsIdentity one = SelfSignedIdentity.keptIn(dir.resolve("one"), "localhost", new MutableClock(START));
        TlsIdentity two = SelfSignedIdentity.keptIn(dir.resolve("two"), "localhost", new MutableClock(START));
        TlsIdentity mixed = new TlsIdentity(two.key(), one.chain());
        assertThatThrownBy(() -> mixed.checked(Path.of("cert.pem"), null, START))
                .hasMessage("the key file is not the key of the certificate cert.pem (every handshake would fail)");
        assertThat(one.checked(Path.of("cert.pem"), "localhost", START)).isSameAs(one);
    }

    @Test
    void anExpiredCertificateAndOneForAnotherNameAreRefused() {
        TlsIdentity one = SelfSignedIdentity.keptIn(dir, "localhost", new MutableClock(START));
        Instant later = START.plus(Duration.ofDays(400));
        assertThatThrownBy(() -> one.checked(Path.of("cert.pem"), null, later))
                .hasMessageStartingWith("the certificate cert.pem expired on 2027-01-10");
        assertThatThrownBy(() -> one.checked(Path.of("cert.pem"), "play.example.org", START))
                .hasMessage("the certificate cert.pem does not cover play.example.org, the name players connect to"
                        + " (--tls-host)");
    }

    @Test
    void wildcardsCoverOneLabel() {
        assertThat(HostNames.isAddress("::1")).isTrue();
        assertThat(HostNames.isAddress("play.example.org")).isFalse();
        TlsIdentity one = SelfSignedIdentity.keptIn(dir, "play.example.org", new MutableClock(START));
        assertThat(HostNames.covers(one.chain().get(0), "PLAY.example.org")).isTrue();
        assertThat(HostNames.covers(one.chain().get(0), "example.org")).isFalse();
    }
}
