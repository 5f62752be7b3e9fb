package io.lamancha.server.world;

/**
 * Where the input of a session handed to another node goes: the node that holds the room the
 * user went to runs the session now, and this node, which keeps the connection (a telnet or nc
 * user cannot be sent elsewhere), only passes their lines on, and what that node sends back.
 */
public interface Relay {

    /** One line the user typed, as sanitised here, for the node that runs the session. */
    void line(String text);

    /** The user's connection here is gone. */
    void closed();
}
