package io.lamancha.server.command;

/** Carries out one command. Stateless: everything it needs comes through the request. */
@FunctionalInterface
public interface Handler {
    void handle(Request request);
}
