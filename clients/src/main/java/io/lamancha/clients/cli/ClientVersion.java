package io.lamancha.clients.cli;

import io.lamancha.protocol.Protocol;
import java.util.Locale;
import java.util.ResourceBundle;
import picocli.CommandLine.IVersionProvider;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * What {@code --version} prints for every client command: the command's name (the top command's,
 * for a subcommand), the build's version and the protocol version, e.g.
 * {@code lamancha-bot 0.1.0 (La Mancha clients, protocol 1)}. The build's version is the Maven project
 * version, filtered into {@code version.properties} when the module is built.
 */
public final class ClientVersion implements IVersionProvider {

    @Spec
    private CommandSpec spec;

    /** The Maven project version of this build, as filtered into {@code version.properties}. */
    public static String build() {
        return ResourceBundle.getBundle("io.lamancha.clients.version", Locale.ROOT).getString("version");
    }

    @Override
    public String[] getVersion() {
        return new String[] {spec.root().name() + " " + build() + " (La Mancha clients, protocol " + Protocol.VERSION + ")"};
    }
}
