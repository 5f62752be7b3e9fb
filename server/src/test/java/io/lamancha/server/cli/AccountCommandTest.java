package io.lamancha.server.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.lamancha.games.Games;
import io.lamancha.server.store.Account;
import io.lamancha.server.store.Persistence;
import io.lamancha.server.testing.LogCapture;
import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;
import io.lamancha.server.LaManchaServer;
import io.lamancha.server.ServerConfig;
import io.lamancha.server.Safety;

/**
 * {@code lamancha account register NAME [--admin]}: the operator makes accounts and admins on the
 * store the server uses, with the password from the terminal or the first line of standard input;
 * and the server warns at start about admin names nobody registered.
 */
class AccountCommandTest {

    @TempDir
    Path data;

    /** What one run printed, and its exit code. */
    private record Run(int code, String out, String err) {
        List<String> lines() {
            List<String> all = new ArrayList<>(out.lines().toList());
            all.addAll(err.lines().toList());
            return all;
        }
    }

    /** A terminal that answers each prompt with the next of {@code answers}, and keeps the prompts. */
    private static final class FakeTerminal implements AccountCommand.Terminal {
        final Deque<String> answers;
        final List<String> prompts = new ArrayList<>();

        FakeTerminal(String... answers) {
            this.answers = new ArrayDeque<>(Arrays.asList(answers));
        }

        @Override
        public char[] ask(String prompt) {
            prompts.add(prompt);
            String a = answers.poll();
            return a == null ? null : a.toCharArray();
        }
    }

    private Run run(AccountCommand.Terminal terminal, String stdin, String... args) {
        InputStream in = new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8));
        CommandLine.IFactory factory = new CommandLine.IFactory() {
            @Override
            public <K> K create(Class<K> cls) throws Exception {
                if (cls == AccountCommand.Register.class) {
                    return cls.cast(new AccountCommand.Register(terminal, in));
                }
                return CommandLine.defaultFactory().create(cls);
            }
        };
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        List<String> all = new ArrayList<>(List.of("--data", data.toString()));
        all.addAll(List.of(args));
        int code = new CommandLine(new Main(), factory).setOut(new PrintWriter(out, true))
                .setErr(new PrintWriter(err, true)).execute(all.toArray(String[]::new));
        return new Run(code, out.toString(), err.toString());
    }

    private Run piped(String stdin, String... args) {
        return run(null, stdin, args);
    }

    private Optional<Account> account(String name) {
        try (Persistence p = Persistence.openForTests(null, data, Set.of(), Clock.systemUTC())) {
            return p.storage().accounts().find(name);
        }
    }

    private boolean passwordWorks(String name, String password) {
        try (Persistence p = Persistence.openForTests(null, data, Set.of(), Clock.systemUTC())) {
            Account a = p.storage().accounts().find(name).orElseThrow();
            return p.storage().hasher().verify(password.toCharArray(), a.passwordHash());
        }
    }

    @Test
    void theFirstLineOfStandardInputIsThePasswordWhenItIsNoTerminal() {
        Run r = piped("rocinante\nnot read\n", "account", "register", "Boss");

        assertThat(r.code()).as(r.toString()).isZero();
        assertThat(r.out()).isEqualTo("Boss is registered.\n");
        assertThat(r.lines()).noneMatch(l -> l.contains("rocinante"));
        assertThat(account("boss")).get().satisfies(a -> {
            assertThat(a.name()).isEqualTo("Boss");
            assertThat(a.admin()).isFalse();
        });
        assertThat(passwordWorks("boss", "rocinante")).isTrue();
    }

    @Test
    void onATerminalThePasswordIsAskedTwiceAndStandardInputIsNotRead() {
        FakeTerminal terminal = new FakeTerminal("rocinante", "rocinante");

        Run r = run(terminal, "from stdin\n", "account", "register", "boss", "--admin");

        assertThat(r.code()).as(r.toString()).isZero();
        assertThat(r.out()).isEqualTo("boss is registered as an admin.\n");
        assertThat(terminal.prompts).containsExactly("Password for boss: ", "The same again: ");
        assertThat(account("boss")).get().extracting(Account::admin).isEqualTo(true);
        assertThat(passwordWorks("boss", "rocinante")).isTrue();
    }

    @Test
    void twoDifferentPasswordsOnTheTerminalMakeNoAccount() {
        Run r = run(new FakeTerminal("rocinante", "rocinantE"), "", "account", "register", "boss");

        assertThat(r.code()).isEqualTo(AccountCommand.BAD_INPUT);
        assertThat(r.err()).isEqualTo("The two passwords differ; nothing was changed. Run the command again.\n");
        assertThat(account("boss")).isEmpty();
    }

    @Test
    void adminOnAnExistingAccountPromotesItAndKeepsItsPasswordWithoutAskingOne() {
        assertThat(piped("first-pw\n", "account", "register", "carol").code()).isZero();

        Run again = piped("second-pw\n", "account", "register", "Carol");
        assertThat(again.code()).isEqualTo(AccountCommand.FAILED);
        assertThat(again.err()).isEqualTo("carol is registered already; --admin makes it an admin.\n");

        FakeTerminal terminal = new FakeTerminal();
        Run promoted = run(terminal, "", "account", "register", "CAROL", "--admin");
        assertThat(promoted.code()).as(promoted.toString()).isZero();
        assertThat(promoted.out()).isEqualTo("carol is an admin now (the password is unchanged).\n");
        assertThat(terminal.prompts).as("no password asked").isEmpty();
        assertThat(account("carol")).get().extracting(Account::admin).isEqualTo(true);
        assertThat(passwordWorks("carol", "first-pw")).isTrue();
    }

    @Test
    void aBadNameOrPasswordOrNoneIsRefusedWithExitCodeTwoAndMakesNoAccount() {
        Run badName = piped("rocinante\n", "account", "register", "bo b");
        assertThat(badName.code()).isEqualTo(AccountCommand.BAD_INPUT);
        assertThat(badName.err()).contains("letters, digits");

        Run shortPassword = piped("pw\n", "account", "register", "bob");
        assertThat(shortPassword.code()).isEqualTo(AccountCommand.BAD_INPUT);
        assertThat(shortPassword.err()).isEqualTo("A password has 6-128 characters.\n");

        Run none = piped("", "account", "register", "bob");
        assertThat(none.code()).isEqualTo(AccountCommand.BAD_INPUT);
        assertThat(none.err()).isEqualTo("No password given: type it at the prompt, or give it as the first line of\n"
                + "standard input.\n");

        Run closedTerminal = run(new FakeTerminal(), "", "account", "register", "bob");
        assertThat(closedTerminal.code()).isEqualTo(AccountCommand.BAD_INPUT);
        assertThat(closedTerminal.err()).startsWith("No password given");

        Run noName = piped("rocinante\n", "account", "register");
        assertThat(noName.code()).isEqualTo(2);
        assertThat(noName.err()).contains("Missing required parameter: 'NAME'");

        assertThat(account("bob")).isEmpty();
    }

    @Test
    void aStoreThatCannotBeReachedIsExitCodeThree() {
        Run r = piped("rocinante\n", "--db", "jdbc:postgresql://127.0.0.1:1/none?connectTimeout=2", "account",
                "register", "bob");

        assertThat(r.code()).as(r.toString()).isEqualTo(AccountCommand.CANNOT_OPEN);
        assertThat(r.err()).isNotBlank();
        assertThat(r.lines()).allMatch(l -> l.length() <= 80);
    }

    @Test
    void everyLineOfItsHelpAndItsAnswersFitsEightyColumns() {
        Run help = piped("", "account", "register", "--help");
        assertThat(help.code()).isZero();
        assertThat(help.out()).contains("--admin", "Exit codes:");
        assertThat(help.lines()).allMatch(l -> l.length() <= 80);
        assertThat(piped("", "account", "--help").lines()).allMatch(l -> l.length() <= 80);
        assertThat(piped("rocinante\n", "account", "register", "Dulcinea", "--admin").lines())
                .allMatch(l -> l.length() <= 80);
    }

    @Test
    void theServerWarnsAtStartAboutEveryAdminNameWithoutAnAccount() throws Exception {
        assertThat(piped("rocinante\n", "account", "register", "boss").code()).isZero();
        try (Persistence persistence = Persistence.openForTests(null, data, Set.of("root", "boss", "Helper"),
                Clock.systemUTC());
                LogCapture log = new LogCapture(Safety.class);
                LaManchaServer server = new LaManchaServer(ServerConfig.forTests(data), Games.registry(), persistence)) {
            server.start();

            assertThat(log.lines).filteredOn(l -> l.startsWith("WARN")).containsExactly(
                    "WARN admin name helper has no account: nobody may log in as it until the operator makes it"
                            + " with ./lamancha account register helper --admin",
                    "WARN admin name root has no account: nobody may log in as it until the operator makes it"
                            + " with ./lamancha account register root --admin");
        }
    }
}
