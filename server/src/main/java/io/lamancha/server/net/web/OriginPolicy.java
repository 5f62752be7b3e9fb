package io.lamancha.server.net.web;

import io.netty.util.NetUtil;
import java.util.List;
import java.util.Locale;

/**
 * Which requests may open a WebSocket. The Host header must name this server: an IP literal,
 * {@code localhost}, or a name given with {@code --web-host}; a page served from a name that an
 * attacker's DNS points at this server (DNS rebinding) sends its own name and is refused. A
 * browser sends the page's origin with every upgrade, and it must be the host asked (or one of
 * {@code --allowed-origin}), so a page elsewhere cannot act as a player who merely visits it.
 * Clients that are not browsers send no origin and are let in, as they are over TCP.
 */
final class OriginPolicy {

    private final List<String> allowed;
    private final List<String> hosts;

    /**
     * @param allowed normalised origins; empty = only the host the request was sent to
     * @param hosts lower-case names the server is reached by, besides IP literals and localhost
     */
    OriginPolicy(List<String> allowed, List<String> hosts) {
        this.allowed = List.copyOf(allowed);
        this.hosts = List.copyOf(hosts);
    }

    /**
     * Whether a request with {@code origin} (null when absent) to {@code host} (its Host header,
     * null when absent) may upgrade.
     */
    boolean allows(String origin, String host) {
        if (host == null || !knownHost(host)) {
            return false;
        }
        if (origin == null) {
            return true;
        }
        String o = WebConfig.normalOrigin(origin);
        if (!allowed.isEmpty()) {
            return allowed.contains(o);
        }
        return authorityOf(o).equals(host.strip().toLowerCase(Locale.ROOT));
    }

    /** Whether the Host header names this server: an IP literal, localhost, or a configured name. */
    boolean knownHost(String host) {
        String name = nameOf(host.strip().toLowerCase(Locale.ROOT));
        return name.equals("localhost") || NetUtil.isValidIpV4Address(name) || NetUtil.isValidIpV6Address(name)
                || hosts.contains(name);
    }

    /** The host of a Host header, without its port or an IPv6 literal's brackets. */
    private static String nameOf(String host) {
        if (host.startsWith("[")) {
            int end = host.indexOf(']');
            return end < 0 ? host : host.substring(1, end);
        }
        int colon = host.lastIndexOf(':');
        return colon < 0 ? host : host.substring(0, colon);
    }

    private static String authorityOf(String origin) {
        int scheme = origin.indexOf("://");
        return scheme < 0 ? "" : origin.substring(scheme + 3);
    }
}
