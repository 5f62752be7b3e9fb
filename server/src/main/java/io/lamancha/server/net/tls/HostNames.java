package io.lamancha.server.net.tls;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.security.cert.CertificateParsingException;
import java.security.cert.X509Certificate;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * Which names a certificate covers, as a client checks them (RFC 6125): an IP address only by an
 * IP alternative name, a host name by a DNS alternative name, exactly or by a wildcard for its
 * leftmost label ({@code *.example.org} covers {@code play.example.org}).
 */
final class HostNames {

    /** An IPv4 literal, or anything with a colon (an IPv6 literal): never looked up. */
    private static final Pattern IPV4 = Pattern.compile("\\d{1,3}(\\.\\d{1,3}){3}");
    private static final int DNS = 2;
    private static final int IP = 7;

    private HostNames() {
    }

    /** Whether {@code host} is an IP address literal rather than a name. */
    static boolean isAddress(String host) {
        return IPV4.matcher(host).matches() || host.contains(":");
    }

    /** Whether a client that connects to {@code host} finds it among the certificate's names. */
    static boolean covers(X509Certificate certificate, String host) {
        Collection<List<?>> names;
        try {
            names = certificate.getSubjectAlternativeNames();
        } catch (CertificateParsingException e) {
            return false;
        }
        if (names == null) {
            return false;
        }
        boolean address = isAddress(host);
        for (List<?> name : names) {
            int type = (Integer) name.get(0);
            String value = String.valueOf(name.get(1));
            if (address && type == IP && sameAddress(value, host)) {
                return true;
            }
            if (!address && type == DNS && dnsMatches(value, host)) {
                return true;
            }
        }
        return false;
    }

    private static boolean sameAddress(String a, String b) {
        try {
            return InetAddress.getByName(a).equals(InetAddress.getByName(b));
        } catch (UnknownHostException e) {
            return false;
        }
    }

    private static boolean dnsMatches(String pattern, String host) {
        String p = pattern.toLowerCase(Locale.ROOT);
        String h = host.toLowerCase(Locale.ROOT);
        if (p.startsWith("*.")) {
            int dot = h.indexOf('.');
            return dot > 0 && h.substring(dot).equals(p.substring(1));
        }
        return p.equals(h);
    }
}
