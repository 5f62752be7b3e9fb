package io.lamancha.server.net.admin;

import java.util.concurrent.CompletableFuture;

/** What the admin listener answers with; none of it may block the caller. */
public interface AdminEndpoints {

    /** Every metric in Prometheus text format. */
    String metrics();

    /** Whether the process works: completes within about a second. */
    CompletableFuture<Boolean> live();

    /**
     * What holds the server back from getting players (its store or Redis unreachable, stopping
     * or about to, draining), by short names; empty when it is ready.
     */
    CompletableFuture<java.util.List<String>> ready();
}
