package io.lamancha.server.net.admin;

import java.util.concurrent.CompletableFuture;

/** What the admin listener answers with; none of it may block the caller. */
public interface AdminEndpoints {

    /** Every metric in Prometheus text format. */
    String metrics();

    /** Whether the process works: completes within about a second. */
    CompletableFuture<Boolean> live();

    /** Whether the server should get players: its store reachable, and not stopping or about to. */
    CompletableFuture<Boolean> ready();
}
