package io.lamancha.protocol;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.regex.Pattern;

/**
 * One line a client sent, already framed and decoded: a slash command, chat to the current room,
 * a whisper, or nothing. Any kind may carry a correlation tag ({@code #id} before it); every reply
 * then carries the tag and the reply ends with one {@code ok} or {@code error} line.
 */
public sealed interface ClientLine permits ClientLine.Command, ClientLine.Chat, ClientLine.Whisper, ClientLine.Blank {

    /** The correlation tag without its {@code #}, or {@code null}. */
    String tag();

    /**
     * {@code /verb args}.
     *
     * @param verb lower case, without the slash
     * @param args everything after the verb, trimmed (may be empty)
     */
    record Command(String tag, String verb, String args) implements ClientLine {

        private static final Pattern WHITE_SPACE = Pattern.compile("\\s+");

        public Command {
            Objects.requireNonNull(verb, "verb");
            args = args == null ? "" : args.strip();
        }

        /** The arguments split on white space; empty when there are none. */
        public List<String> words() {
            return args.isEmpty() ? List.of() : List.of(WHITE_SPACE.split(args));
        }

        /** The arguments after the first word, trimmed. */
        public String rest() {
            int space = indexOfSpace(args);
            return space < 0 ? "" : args.substring(space).strip();
        }
    }

    /** Plain text (or {@code //text}) said to the current room. */
    record Chat(String tag, String text) implements ClientLine {
        public Chat {
            Objects.requireNonNull(text, "text");
        }
    }

    /** {@code ;name text} or {@code .name text}: a private message. */
    record Whisper(String tag, String target, String text) implements ClientLine {
        public Whisper {
            Objects.requireNonNull(target, "target");
            Objects.requireNonNull(text, "text");
        }
    }

    /** An empty or all-blank line: ignored, but answered with {@code ok} when tagged. */
    record Blank(String tag) implements ClientLine {
    }

    /** Longest correlation tag accepted; longer ones are read as chat. */
    int MAX_TAG = 32;

    /**
     * Parses one line (without its line ending). Never fails: anything that is not a command or a
     * whisper is chat.
     */
    static ClientLine parse(String line) {
        String rest = line.strip();
        String tag = null;
        if (rest.startsWith("#")) {
            int end = indexOfSpace(rest);
            String candidate = end < 0 ? rest.substring(1) : rest.substring(1, end);
            if (isTag(candidate)) {
                tag = candidate;
                rest = end < 0 ? "" : rest.substring(end).strip();
            }
        }
        if (rest.isEmpty()) {
            return new Blank(tag);
        }
        if (rest.startsWith("//")) {
            return new Chat(tag, rest.substring(1));
        }
        if (rest.startsWith("/")) {
            int end = indexOfSpace(rest);
            String verb = (end < 0 ? rest.substring(1) : rest.substring(1, end)).toLowerCase(Locale.ROOT);
            String args = end < 0 ? "" : rest.substring(end);
            return new Command(tag, verb, args);
        }
        if (rest.startsWith(";") && rest.length() > 1 && !Character.isWhitespace(rest.charAt(1))) {
            int end = indexOfSpace(rest);
            String target = end < 0 ? rest.substring(1) : rest.substring(1, end);
            String text = end < 0 ? "" : rest.substring(end).strip();
            return new Whisper(tag, target, text);
        }
        int end = indexOfSpace(rest);
        if (rest.startsWith(".") && end > 0 && looksLikeName(rest.substring(1, end))) {
            // the whisper MUD clients leave alone (tintin++ eats ';'): .ann hi
            return new Whisper(tag, rest.substring(1, end), rest.substring(end).strip());
        }
        return new Chat(tag, rest);
    }

    /** 2-16 letters, digits, {@code _} or {@code -}, a letter among them: so ".." and ".5 m" stay chat. */
    private static boolean looksLikeName(String s) {
        if (s.length() < 2 || s.length() > 16) {
            return false;
        }
        boolean letter = false;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            boolean l = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
            if (!l && !(c >= '0' && c <= '9') && c != '_' && c != '-') {
                return false;
            }
            letter |= l;
        }
        return letter;
    }

    /** Tags are 1..32 of letters, digits, {@code _ - . :}. */
    static boolean isTag(String s) {
        if (s.isEmpty() || s.length() > MAX_TAG) {
            return false;
        }
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            boolean ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')
                    || c == '_' || c == '-' || c == '.' || c == ':';
            if (!ok) {
                return false;
            }
        }
        return true;
    }

    private static int indexOfSpace(String s) {
        for (int i = 0; i < s.length(); i++) {
            if (Character.isWhitespace(s.charAt(i))) {
                return i;
            }
        }
        return -1;
    }

    /** Splits on white space, for callers that hold a raw argument string. */
    static List<String> split(String args) {
        List<String> out = new ArrayList<>();
        for (String w : args.strip().split("\\s+")) {
            if (!w.isEmpty()) {
                out.add(w);
            }
        }
        return out;
    }
}
