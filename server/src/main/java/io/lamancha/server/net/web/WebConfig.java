package io.lamancha.server.net.web;

import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * How the browser listener runs: its port (off unless asked for), which pages may open a
 * WebSocket, whether a reverse proxy's {@code X-Forwarded-For} is believed, and how often the
 * server pings.
 *
 * @param port HTTP port; {@link #OFF_PORT} = no listener, 0 = any free port
 * @param allowedOrigins origins ({@code https://games.example.org}) whose pages may connect;
 *     empty = only pages served by this host (the Origin's host and port equal the Host header)
 * @param trustProxy whether the last address of {@code X-Forwarded-For} is taken for the peer's
 * @param pingInterval how often a WebSocket is pinged; a connection that sent nothing, not even
 *     a pong, for a whole interval is closed
 * @param hosts the names the server is reached by ({@code play.example.org}), besides IP literals
 *     and {@code localhost}: an upgrade whose Host header is another name is refused (DNS rebinding)
 */
public record WebConfig(int port, List<String> allowedOrigins, boolean trustProxy, Duration pingInterval,
                        List<String> hosts) {

    /** The port of a server without a browser listener. */
    public static final int OFF_PORT = -1;
    /** Often enough that proxies and home routers keep an idle connection open. */
    public static final Duration DEFAULT_PING_INTERVAL = Duration.ofSeconds(30);
    /** No browser listener. */
    public static final WebConfig OFF = new WebConfig(OFF_PORT, List.of(), false, DEFAULT_PING_INTERVAL, List.of());

    public WebConfig {
        if (port < OFF_PORT || port > 65535) {
            throw new IllegalArgumentException("http port must be in 0..65535: " + port);
        }
        Objects.requireNonNull(pingInterval, "pingInterval");
        if (pingInterval.isNegative() || pingInterval.isZero()) {
            throw new IllegalArgumentException("pingInterval must be positive: " + pingInterval);
        }
        allowedOrigins = allowedOrigins.stream().map(WebConfig::normalOrigin).toList();
        hosts = hosts.stream().map(h -> h.strip().toLowerCase(Locale.ROOT)).toList();
    }

    /** A listener on {@code port} with the defaults: same-host pages only, no proxy trusted. */
    public static WebConfig on(int port) {
        return new WebConfig(port, List.of(), false, DEFAULT_PING_INTERVAL, List.of());
    }

    public boolean enabled() {
        return port != OFF_PORT;
    }

    public WebConfig withAllowedOrigins(List<String> origins) {
        return new WebConfig(port, origins, trustProxy, pingInterval, hosts);
    }

    public WebConfig withTrustProxy(boolean trust) {
        return new WebConfig(port, allowedOrigins, trust, pingInterval, hosts);
    }

    public WebConfig withPingInterval(Duration interval) {
        return new WebConfig(port, allowedOrigins, trustProxy, interval, hosts);
    }

    /** The names, besides IP literals and localhost, that a WebSocket upgrade may be addressed to. */
    public WebConfig withHosts(List<String> names) {
        return new WebConfig(port, allowedOrigins, trustProxy, pingInterval, names);
    }

    /** An origin as browsers send it: lower case, no trailing slash. */
    static String normalOrigin(String origin) {
        String o = origin.strip().toLowerCase(Locale.ROOT);
        return o.endsWith("/") ? o.substring(0, o.length() - 1) : o;
    }
}
