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
 * the current legal moves after {@code /play}. Moves come from the text prompt
 * {@code >> Your move, name: /play <move>. Legal: a b c}; when the prompt is cut short
 * ({@code ... (/moves lists all N)}) a hidden {@code /moves} fetches the rest. Thread-safe.
 */
final class Completions implements Completer {

    private static final Pattern COMMAND = Pattern.compile("^(/[a-z]+)");
    private static final Pattern ALIASES = Pattern.compile("\\(also (/[a-z]+(?:, /[a-z]+)*)\\)");
    private static final String PROMPT = ">> Your move";
    private static final String ALL_MOVES = "Your legal moves: ";

    private final List<String> commands = new ArrayList<>();
    private List<String> moves = List.of();

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
        if (line.startsWith(PROMPT)) {
            int legal = line.indexOf("Legal: ");
            String list = legal < 0 ? "" : line.substring(legal + 7);
            int cut = list.indexOf(" ...");
            moves = words(cut < 0 ? list : list.substring(0, cut));
            return cut >= 0;
        }
        if (line.startsWith(ALL_MOVES)) {
            moves = words(line.substring(ALL_MOVES.length()));
        } else if (line.startsWith("Waiting for: ") || line.equals("The game is over.") || line.startsWith("You have no move now")) {
            moves = List.of();
        }
        return false;
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

    private static List<String> words(String s) {
        List<String> out = new ArrayList<>();
        for (String w : s.strip().split("\\s+")) {
            if (!w.isEmpty()) {
                out.add(w);
            }
        }
        return out;
    }
}
