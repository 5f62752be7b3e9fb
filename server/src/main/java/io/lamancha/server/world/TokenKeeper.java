package io.lamancha.server.world;

/**
 * Where guests' resume tokens are kept across restarts. Calls return at once; the keeping happens
 * in the background, and a failure is only logged (the token still works until the restart).
 */
public interface TokenKeeper {

    void keep(String name, String token);

    void forget(String name, String token);

    /** Keeps nothing: for servers without storage. */
    TokenKeeper NONE = new TokenKeeper() {
        @Override
        public void keep(String name, String token) {
        }

        @Override
        public void forget(String name, String token) {
        }
    };
}
