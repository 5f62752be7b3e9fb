package io.lamancha.clients.load;

import java.nio.charset.StandardCharsets;

/**
 * How a chat server is spoken to for the fan-out benchmark: La Mancha's text protocol or IRC.
 * Lines are matched as strings only while connecting; the timed chat lines are found on the byte
 * path by their tail, {@code ~ <sender> <seq> <nanoTime>}, which both servers relay verbatim.
 */
public sealed interface Dialect permits Dialect.LaMancha, Dialect.Channel, Dialect.Irc, Dialect.Ping {

    /** What a new connection sends first. */
    String hello(String nick, String room);

    /** A line the client must answer at once (IRC PING, or the next step of joining), or null. */
    String answer(String line, String room);

    /** Whether this line says the connection is now in the room. */
    boolean ready(String line);

    /** Whether this line is an error from the server. */
    boolean error(String line);

    /** One timed chat line, line ending included. */
    byte[] message(String room, int sender, long seq, long nanos);

    /** Whether the sender also receives its own line (La Mancha echoes chat; IRC does not). */
    boolean echoes();

    /** La Mancha, text format: {@code #j /login name}, then {@code #r /room room} unless it is the lobby. */
    record LaMancha() implements Dialect {
        @Override
        public String hello(String nick, String room) {
            return "lobby".equals(room) ? "#r /login " + nick + "\n" : "#j /login " + nick + "\n#r /room " + room + "\n";
        }

        @Override
        public String answer(String line, String room) {
            return null;
        }

        @Override
        public boolean ready(String line) {
            return line.equals("#r ok");
        }

        @Override
        public boolean error(String line) {
            return line.startsWith("error ") || line.matches("#\\S+ error .*");
        }

        @Override
        public byte[] message(String room, int sender, long seq, long nanos) {
            return ("~ " + sender + " " + seq + " " + nanos + "\n").getBytes(StandardCharsets.UTF_8);
        }

        @Override
        public boolean echoes() {
            return true;
        }
    }

    /**
     * La Mancha's chat channels, text format: {@code /login}, then {@code /channel room}; lines go
     * with {@code /gtell room}, and come back as {@code [#room] <name> ...}.
     */
    record Channel() implements Dialect {
        @Override
        public String hello(String nick, String room) {
            return "#j /login " + nick + "\n#r /channel " + room + "\n";
        }

        @Override
        public String answer(String line, String room) {
            return null;
        }

        @Override
        public boolean ready(String line) {
            return line.equals("#r ok");
        }

        @Override
        public boolean error(String line) {
            return line.startsWith("error ") || line.matches("#\\S+ error .*");
        }

        @Override
        public byte[] message(String room, int sender, long seq, long nanos) {
            return ("/gtell " + room + " ~ " + sender + " " + seq + " " + nanos + "\n").getBytes(StandardCharsets.UTF_8);
        }

        @Override
        public boolean echoes() {
            return true;
        }
    }

    /** IRC (RFC 2812): NICK and USER, JOIN after the 001 welcome, ready at 366 (end of NAMES). */
    record Irc() implements Dialect {
        @Override
        public String hello(String nick, String room) {
            return "NICK " + nick + "\r\nUSER " + nick + " 0 * :lamancha-load\r\n";
        }

        @Override
        public String answer(String line, String room) {
            if (line.startsWith("PING")) {
                return "PONG" + line.substring(4) + "\r\n";
            }
            return numeric(line, "001") ? "JOIN #" + room + "\r\n" : null;
        }

        @Override
        public boolean ready(String line) {
            return numeric(line, "366");
        }

        @Override
        public boolean error(String line) {
            return line.startsWith("ERROR") || numeric(line, "433") || numeric(line, "471") || numeric(line, "404");
        }

        @Override
        public byte[] message(String room, int sender, long seq, long nanos) {
            return ("PRIVMSG #" + room + " :~ " + sender + " " + seq + " " + nanos + "\r\n").getBytes(StandardCharsets.UTF_8);
        }

        @Override
        public boolean echoes() {
            return false;
        }

        private static boolean numeric(String line, String code) {
            String[] w = line.split(" ", 3);
            return w.length >= 2 && w[0].startsWith(":") && w[1].equals(code);
        }
    }

    /** La Mancha without logging in: one {@code /ping}, then silence; for holding idle connections. */
    record Ping() implements Dialect {
        @Override
        public String hello(String nick, String room) {
            return "#r /ping\n";
        }

        @Override
        public String answer(String line, String room) {
            return null;
        }

        @Override
        public boolean ready(String line) {
            return line.equals("#r ok");
        }

        @Override
        public boolean error(String line) {
            return line.startsWith("error ");
        }

        @Override
        public byte[] message(String room, int sender, long seq, long nanos) {
            throw new UnsupportedOperationException("idle connections send nothing");
        }

        @Override
        public boolean echoes() {
            return false;
        }
    }
}
