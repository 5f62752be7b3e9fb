package io.lamancha.server.cli;

import io.lamancha.server.account.Passwords;
import io.lamancha.server.store.Account;
import io.lamancha.server.store.Persistence;
import io.lamancha.server.store.StoreException;
import io.lamancha.server.store.UnusableStoreException;
import io.lamancha.server.world.Names;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.util.Arrays;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;
import io.lamancha.server.ops.Console;
import io.lamancha.server.ops.StartFailure;

/**
 * {@code lamancha account register NAME [--admin]}: the operator makes an account, or an admin,
 * from the command line, on the store the server uses ({@code --data}/{@code --db}). The
 * password is read from the terminal, or as the first line of standard input when that is not a
 * terminal (a script); it is never an argument, so it stays out of the shell's history and
 * {@code ps}. {@code --admin} on an existing account makes it an admin and leaves its password.
 */
@Command(name = "account", mixinStandardHelpOptions = true, description = "Accounts, made by the operator.",
        subcommands = AccountCommand.Register.class)
final class AccountCommand {

    static final int DONE = 0;
    static final int FAILED = 1;
    static final int BAD_INPUT = 2;
    static final int CANNOT_OPEN = 3;

    @ParentCommand
    Main main;

    @Command(name = "register", mixinStandardHelpOptions = true, sortOptions = false,
            description = {"Registers NAME (any name, reserved ones too), or with --admin makes it an admin.",
                    "The password is asked on the terminal, or read as the first line of standard input."},
            exitCodeListHeading = "%nExit codes:%n",
            exitCodeList = {"0:the account is made (or made an admin)",
                    "1:the store could not be written, or the name is taken",
                    "2:a bad command line, name or password",
                    "3:the store could not be opened (in use, unreachable, damaged)"})
    static final class Register implements Callable<Integer> {

        @ParentCommand
        AccountCommand account;

        @Spec
        CommandSpec spec;

        @Parameters(paramLabel = "NAME", description = "The name: 2-16 letters, digits, _ or -.")
        String name;

        @Option(names = "--admin", description = "Make the account an admin (an existing one keeps its password).")
        boolean admin;

        private final Terminal terminal;
        private final InputStream stdin;

        /** On the operator's terminal, if standard input is one, else reading standard input. */
        Register() {
            this(Terminal.system(), System.in);
        }

        /** @param terminal where the password is asked, or null when standard input is no terminal */
        Register(Terminal terminal, InputStream stdin) {
            this.terminal = terminal;
            this.stdin = stdin;
        }

        @Override
        public Integer call() {
            Main main = account.main;
            main.pointLogging();
            PrintWriter out = spec.commandLine().getOut();
            PrintWriter err = spec.commandLine().getErr();
            Optional<String> bad = Names.checkUser(name);
            if (bad.isPresent()) {
                Console.say(err, bad.get());
                return BAD_INPUT;
            }
            try (Persistence store = Persistence.open(main.db, main.data, Set.of(), Clock.systemUTC())) {
                Optional<Account> existing = store.storage().accounts().find(name);
                if (existing.isPresent()) {
                    if (!admin) {
                        Console.say(err, existing.get().name() + " is registered already; --admin makes it an admin.");
                        return FAILED;
                    }
                    store.storage().accounts().promote(name);
                    Console.say(out, existing.get().name() + " is an admin now (the password is unchanged).");
                    return DONE;
                }
                char[] password;
                try {
                    password = readPassword();
                } catch (NoPassword e) {
                    Console.say(err, e.getMessage());
                    return BAD_INPUT;
                }
                try {
                    if (!store.storage().accounts().create(name, store.storage().hasher().hash(password))) {
                        Console.say(err, name + " was registered meanwhile; try again.");
                        return FAILED;
                    }
                } finally {
                    Arrays.fill(password, '\0');
                }
                if (admin) {
                    store.storage().accounts().promote(name);
                }
                Console.say(out, name + " is registered" + (admin ? " as an admin." : "."));
                return DONE;
            } catch (UnusableStoreException e) {
                Console.fail(err, main.verbose(), new StartFailure(e.getMessage(), e));
                return CANNOT_OPEN;
            } catch (StoreException e) {
                Console.fail(err, main.verbose(), StartFailure.of(e));
                return FAILED;
            }
        }

        /** From the terminal (asked twice), or the first line of standard input; checked. */
        private char[] readPassword() throws NoPassword {
            char[] password;
            if (terminal != null) {
                password = terminal.ask("Password for " + name + ": ");
                char[] again = password == null ? null : terminal.ask("The same again: ");
                boolean same = again != null && Arrays.equals(password, again);
                if (again != null) {
                    Arrays.fill(again, '\0');
                }
                if (password != null && !same) {
                    Arrays.fill(password, '\0');
                    throw new NoPassword("The two passwords differ; nothing was changed. Run the command again.");
                }
            } else {
                password = firstLine();
            }
            if (password == null || password.length == 0) {
                throw new NoPassword("No password given: type it at the prompt, or give it as the first line of"
                        + " standard input.");
            }
            Optional<String> weak = Passwords.problem(password.length);
            if (weak.isPresent()) {
                Arrays.fill(password, '\0');
                throw new NoPassword(weak.get());
            }
            return password;
        }

        private char[] firstLine() {
            try {
                String line = new BufferedReader(new InputStreamReader(stdin, StandardCharsets.UTF_8)).readLine();
                return line == null ? null : line.toCharArray();
            } catch (IOException e) {
                return null;
            }
        }
    }

    /** Why no password could be had. */
    private static final class NoPassword extends Exception {
        NoPassword(String message) {
            super(message, null, false, false);
        }
    }

    /** The operator's terminal: asks for a line without echoing it; null at the end of input. */
    interface Terminal {
        char[] ask(String prompt);

        /** The JVM's terminal, or null when standard input or output is not one (a script, a pipe). */
        static Terminal system() {
            java.io.Console console = System.console();
            return console == null ? null : prompt -> console.readPassword("%s", prompt);
        }
    }
}
