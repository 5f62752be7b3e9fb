package io.lamancha.clients.term;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jline.reader.Candidate;
import org.jline.reader.Completer;
import org.jline.reader.LineReader;
import org.jline.reader.ParsedLine;

/**
 * What Tab offers: the server's commands (read from a hidden {@code /help}) for the first word, and
 * the current legal moves after {@code /play}. Moves come from the text prompt, whose lines all
 * start with {@code >>}: {@code >> Your move, name: /play <move>. Legal: [a] [b c]}, continued on
 * {@code >>   [d] ...} lines; when it is cut short ({@code >>   ... /moves lists all N.}) a hidden
 * {@code /moves} fetches the rest. Thread-safe.
 */
final class Completions implements Completer {

    private static final Pattern COMMAND = Pattern.compile("^(/[a-z]+)");
    private static final Pattern ALIASES = Pattern.compile("\\(also (/[a-z]+(?:, /[a-z]+)*)\\)");
    private static final Pattern BRACKETED = Pattern.compile("\\[([^\\]]+)]");
    private static final String PROMPT = ">> Your move";
    private static final String PROMPT_MORE = ">>   ";
    private static final String ALL_MOVES = "Your legal moves:";

    private final List<String> commands = new ArrayList<>();
    private List<String> moves = List.of();
    /** Whether the lines read now continue a prompt or a move list. */
    private boolean continuing;

    /** Reads a line of the hidden {@code /help} reply. */
    synchronized void helpLine(String line) {
        Matcher m = COMMAND.matcher(line);
        if (m.find()) {
            commands.add(m.group(1));
        }
        Matcher a = ALIASES.matcher(line);
        if (a.find()) {
            for (String alias : a.group(1).split(", ")) {
                commands.add(alias);
            }
        }
    }

    /**
     * Watches a visible or hidden server line for prompts and move lists.
     *
     * @return true when the prompt was cut short and {@code /moves} should be asked for
     */
    synchronized boolean serverLine(String line) {
        if (line.startsWith(PROMPT) || line.startsWith(ALL_MOVES)) {
            moves = bracketed(line);
            continuing = true;
            return false;
        }
        if (continuing && (line.startsWith(PROMPT_MORE) || line.startsWith("  ["))) {
            if (line.contains("... /moves lists all")) {
                continuing = false;
                return true;
            }
            List<String> more = new ArrayList<>(moves);
            more.addAll(bracketed(line));
            moves = more;
            return false;
        }
        continuing = false;
        if (line.startsWith("Waiting for: ") || line.equals("The game is over.") || line.startsWith("You have no move now")) {
            moves = List.of();
        }
        return false;
    }

    private static List<String> bracketed(String line) {
        List<String> out = new ArrayList<>();
        Matcher m = BRACKETED.matcher(line);
        while (m.find()) {
            out.add(m.group(1));
        }
        return out;
    }

    synchronized List<String> moves() {
        return List.copyOf(moves);
    }

    synchronized List<String> commands() {
        return List.copyOf(commands);
    }

    @Override
    public void complete(LineReader reader, ParsedLine line, List<Candidate> candidates) {
        List<String> offer;
        if (line.wordIndex() == 0) {
            offer = commands();
        } else if (line.wordIndex() == 1 && List.of("/play", "/move").contains(line.words().get(0))) {
            offer = moves();
        } else {
            offer = List.of();
        }
        for (String s : offer) {
            candidates.add(new Candidate(s));
        }
    }
}
