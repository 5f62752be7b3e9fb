package io.lamancha.server.e2e;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;

/** Asks a server's admin port, as a load balancer's probe does. */
final class AdminProbe {

    private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    private final int port;

    AdminProbe(int port) {
        this.port = port;
    }

    /** The status and the body of a GET. */
    String get(String path) throws Exception {
        HttpRequest request = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path))
                .timeout(Duration.ofSeconds(20)).build();
        HttpResponse<String> r = HTTP.send(request, HttpResponse.BodyHandlers.ofString());
        return r.statusCode() + " " + r.body();
    }

    /**
     * Asks every 100 ms until the answer is {@code wanted} or {@code within} has passed: as often
     * as several load balancers probing together, so a dead connection handed out again would show.
     */
    String await(String path, String wanted, Duration within) throws Exception {
        long end = System.nanoTime() + within.toNanos();
        String answer = get(path);
        while (!answer.equals(wanted) && System.nanoTime() < end) {
            Thread.sleep(100);
            answer = get(path);
        }
        return answer;
    }
}
