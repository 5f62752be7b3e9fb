package io.lamancha.server.store;

import io.lamancha.server.cli.Main;
import java.io.PrintWriter;
import java.io.StringWriter;

/** The server's command line run in this JVM: its exit code and what it printed. */
record CommandRun(int code, String out, String err) {

    static CommandRun of(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = new picocli.CommandLine(new Main()).setOut(new PrintWriter(out, true))
                .setErr(new PrintWriter(err, true)).execute(args);
        return new CommandRun(code, out.toString(), err.toString());
    }
}
