package io.lamancha.server.cli;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import picocli.CommandLine;
import picocli.CommandLine.Model.OptionSpec;
import io.lamancha.server.ops.Console;

/**
 * {@code --config FILE}: a properties file (UTF-8) whose keys are the server's long options
 * without their dashes ({@code port = 4000}, {@code tls-port = 4443}, {@code admin = alice,bob}).
 * Its values are the defaults; a flag on the command line wins. A key that is no option is an
 * error, so a typo does not pass unnoticed.
 */
final class ConfigFile {

    static final String OPTION = "--config";

    private ConfigFile() {
    }

    /** Runs the command line with the config file that {@code args} name, if any. */
    static int execute(CommandLine cli, String... args) {
        try {
            apply(cli, args);
        } catch (CommandLine.ParameterException e) {
            cli.getErr().println(Console.wrap(e.getMessage()));
            cli.getErr().flush();
            return CommandLine.ExitCode.USAGE;
        }
        // A wrong value says so in a sentence, not with the whole usage after it.
        cli.setParameterExceptionHandler((e, given) -> {
            e.getCommandLine().getErr().println(Console.wrap(sentence(e, given)));
            e.getCommandLine().getErr().flush();
            return CommandLine.ExitCode.USAGE;
        });
        return cli.execute(args);
    }

    /** A bad setting as one sentence that names it, where it came from, and where to find the settings. */
    private static String sentence(CommandLine.ParameterException e, String... args) {
        String why = e.getMessage().strip();
        if (!why.endsWith(".")) {
            why += ".";
        }
        Path file = named(args);
        String where = file == null ? "" : " (on the command line or in the config file " + file + ")";
        return "Bad setting" + where + ": " + why + " " + e.getCommandLine().getCommandName()
                + " --help lists the settings.";
    }

    /**
     * Makes the file that {@code args} name with {@code --config} the defaults of {@code cli} and
     * its subcommands.
     *
     * @throws CommandLine.ParameterException when it cannot be read or names no option
     */
    static void apply(CommandLine cli, String... args) {
        Path file = named(args);
        if (file == null) {
            return;
        }
        Properties settings = new Properties();
        try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            settings.load(in);
        } catch (IOException e) {
            throw new CommandLine.ParameterException(cli, "The config file " + file + " cannot be read (" + e
                    + "); give another with --config.");
        }
        Set<String> known = settingNames(cli);
        for (String key : settings.stringPropertyNames()) {
            if (!known.contains(key)) {
                throw new CommandLine.ParameterException(cli, "The config file " + file + " has an unknown setting '"
                        + key + "'; the settings are the long options without their dashes, such as port = 4000.");
            }
        }
        cli.setDefaultValueProvider(new CommandLine.PropertiesDefaultProvider(settings));
    }

    /** The file after {@code --config} (or in {@code --config=FILE}), or null. */
    private static Path named(String... args) {
        for (int i = 0; i < args.length; i++) {
            if (args[i].equals(OPTION) && i + 1 < args.length) {
                return Path.of(args[i + 1]);
            }
            if (args[i].startsWith(OPTION + "=")) {
                return Path.of(args[i].substring(OPTION.length() + 1));
            }
        }
        return null;
    }

    /** The long options of the command and its subcommands, without dashes; not {@code config} itself. */
    private static Set<String> settingNames(CommandLine cli) {
        Set<String> names = new TreeSet<>();
        for (OptionSpec option : cli.getCommandSpec().options()) {
            String longest = option.longestName();
            if (longest.startsWith("--") && !longest.equals(OPTION) && !option.usageHelp() && !option.versionHelp()) {
                names.add(longest.substring(2));
            }
        }
        for (CommandLine sub : cli.getSubcommands().values()) {
            names.addAll(settingNames(sub));
        }
        return names;
    }
}
