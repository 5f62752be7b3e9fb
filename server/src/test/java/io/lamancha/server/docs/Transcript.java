package io.lamancha.server.docs;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * An example session from a Markdown document: a fenced block whose info string is
 * {@code session}, with lines {@code name> input} (what a client types) and {@code name< output}
 * (what it must receive, in order). {@code name< ...} skips any lines up to the next expected one.
 */
record Transcript(String title, List<Step> steps) {

    /** One line of a transcript. */
    record Step(String who, boolean input, String text, boolean lenient) {
        boolean skip() {
            return !input && text.equals("...");
        }
    }

    static List<Transcript> parse(Path markdown) throws IOException {
        List<Transcript> out = new ArrayList<>();
        List<String> lines = Files.readAllLines(markdown, StandardCharsets.UTF_8);
        String heading = "";
        for (int i = 0; i < lines.size(); i++) {
            String l = lines.get(i);
            if (l.startsWith("#")) {
                heading = l.replaceFirst("^#+\\s*", "");
            }
            if (l.strip().equals("```session")) {
                List<Step> steps = new ArrayList<>();
                java.util.Set<String> skipping = new java.util.HashSet<>();
                for (i++; i < lines.size() && !lines.get(i).strip().equals("```"); i++) {
                    if (lines.get(i).isBlank()) {
                        continue;
                    }
                    Step s = step(lines.get(i));
                    if (s.skip()) {
                        skipping.add(s.who());
                    } else if (!s.input()) {
                        s = new Step(s.who(), false, s.text(), skipping.remove(s.who()));
                    }
                    steps.add(s);
                }
                out.add(new Transcript(heading, steps));
            }
        }
        return out;
    }

    private static Step step(String line) {
        int gt = line.indexOf("> ");
        int lt = line.indexOf("< ");
        boolean input = gt >= 0 && (lt < 0 || gt < lt);
        int at = input ? gt : lt;
        if (at <= 0) {
            throw new IllegalArgumentException("transcript line needs 'name> ' or 'name< ': " + line);
        }
        return new Step(line.substring(0, at), input, line.substring(at + 2), false);
    }
}
