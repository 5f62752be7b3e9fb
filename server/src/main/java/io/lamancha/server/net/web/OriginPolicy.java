package io.lamancha.server.net.web;

import java.util.List;
import java.util.Locale;

/**
 * Which pages may open a WebSocket: a browser sends the page's origin with every upgrade, so a
 * page elsewhere cannot act as a player who merely visits it. Clients that are not browsers send
 * no origin and are let in, as they are over TCP.
 */
final class OriginPolicy {

    private final List<String> allowed;

    /** @param allowed normalised origins; empty = only the host the request was sent to */
    OriginPolicy(List<String> allowed) {
        this.allowed = List.copyOf(allowed);
    }

    /**
     * Whether a request with {@code origin} (null when absent) to {@code host} (its Host header,
     * null when absent) may upgrade.
     */
    boolean allows(String origin, String host) {
        if (origin == null) {
            return true;
        }
        String o = WebConfig.normalOrigin(origin);
        if (!allowed.isEmpty()) {
            return allowed.contains(o);
        }
        return host != null && authorityOf(o).equals(host.strip().toLowerCase(Locale.ROOT));
    }

    private static String authorityOf(String origin) {
        int scheme = origin.indexOf("://");
        return scheme < 0 ? "" : origin.substring(scheme + 3);
    }
}
