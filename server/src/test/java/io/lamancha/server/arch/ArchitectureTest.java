package io.lamancha.server.arch;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;
import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The server's layering, pinned: world is the middle floor every transport and every kind of room
 * plugs into, so it names neither the table, the store, the transport nor Netty; the table records
 * through the journal port and knows nothing of storage; and no two packages need each other.
 * Above the layers, an allow-list: each package of the server names the packages it may use, and a
 * new package fails the build until it is placed here.
 */
class ArchitectureTest {

    private static final JavaClasses SERVER = new ClassFileImporter().importPath(Path.of("target", "classes"));

    private static final String SERVER_PACKAGE = "io.lamancha.server";

    /**
     * Which package of the server may use which. The wiring (the root package: the server's start
     * and its configuration) may use every package but the command line; only the command line
     * ({@code cli}, which starts the wiring) may use the wiring.
     */
    private static final Map<String, Set<String>> MAY_USE = Map.ofEntries(
            Map.entry("pairing", Set.of()),
            Map.entry("rating", Set.of()),
            Map.entry("journal", Set.of()),
            Map.entry("log", Set.of()),
            Map.entry("world", Set.of()),
            Map.entry("metrics", Set.of("world")),
            Map.entry("account", Set.of("metrics")),
            Map.entry("cluster", Set.of("world")),
            Map.entry("net", Set.of("metrics", "world")),
            Map.entry("table", Set.of("journal", "rating", "world")),
            Map.entry("store", Set.of("account", "journal", "metrics", "rating", "world")),
            Map.entry("ops", Set.of("cluster", "journal", "metrics", "store", "world")),
            Map.entry("recovery", Set.of("command", "journal", "metrics", "net", "ops", "store", "table", "world")),
            Map.entry("tourney", Set.of("journal", "pairing", "rating", "store", "table", "world")),
            Map.entry("command", Set.of("account", "journal", "metrics", "rating", "store", "table", "tourney",
                    "world")),
            Map.entry("cli", Set.of("account", "cluster", "net", "ops", "recovery", "store", "world")));

    /** The packages above the wiring: they start it, so they may use it. */
    private static final Set<String> ABOVE_THE_WIRING = Set.of("cli");

    @Test
    void everyPackageUsesOnlyThePackagesItIsAllowed() {
        for (Map.Entry<String, Set<String>> entry : MAY_USE.entrySet()) {
            String[] forbidden = MAY_USE.keySet().stream()
                    .filter(other -> !other.equals(entry.getKey()) && !entry.getValue().contains(other))
                    .map(other -> SERVER_PACKAGE + "." + other + "..")
                    .toArray(String[]::new);
            String[] forbiddenWithWiring = ABOVE_THE_WIRING.contains(entry.getKey()) ? forbidden
                    : Stream.concat(Arrays.stream(forbidden), Stream.of(SERVER_PACKAGE))
                            .toArray(String[]::new);
            noClasses().that().resideInAPackage(SERVER_PACKAGE + "." + entry.getKey() + "..")
                    .should().dependOnClassesThat().resideInAnyPackage(forbiddenWithWiring)
                    .because("the allow-list in ArchitectureTest says what " + entry.getKey() + " may use")
                    .check(SERVER);
        }
    }

    @Test
    void everyPackageOfTheServerIsPlacedInTheAllowList() {
        Set<String> packages = SERVER.stream()
                .map(JavaClass::getPackageName)
                .filter(name -> name.startsWith(SERVER_PACKAGE + "."))
                .map(name -> name.substring(SERVER_PACKAGE.length() + 1).split("\\.")[0])
                .collect(Collectors.toCollection(TreeSet::new));
        packages.removeAll(MAY_USE.keySet());
        assertThat(packages)
                .as("packages of the server not yet placed in ArchitectureTest.MAY_USE")
                .isEmpty();
    }

    @Test
    void worldNamesNeitherTableStoreTransportCommandsNorNetty() {
        noClasses().that().resideInAPackage("io.lamancha.server.world..")
                .should().dependOnClassesThat().resideInAnyPackage("io.lamancha.server.table..",
                        "io.lamancha.server.store..", "io.lamancha.server.net..", "io.lamancha.server.command..",
                        "io.lamancha.server.journal..", "io.lamancha.server.account..", "io.lamancha.server.cluster..",
                        "io.netty..", "io.lettuce..")
                .check(SERVER);
    }

    @Test
    void theTableKnowsNeitherStorageTransportCommandsNorNetty() {
        noClasses().that().resideInAPackage("io.lamancha.server.table..")
                .should().dependOnClassesThat().resideInAnyPackage("io.lamancha.server.store..",
                        "io.lamancha.server.net..", "io.lamancha.server.command..", "io.lamancha.server.account..",
                        "io.netty..")
                .check(SERVER);
    }

    @Test
    void accountPolicyAndTheJournalPortStandApartFromStorage() {
        noClasses().that().resideInAnyPackage("io.lamancha.server.account..", "io.lamancha.server.journal..")
                .should().dependOnClassesThat().resideInAnyPackage("io.lamancha.server.store..",
                        "io.lamancha.server.table..", "io.lamancha.server.world..", "io.lamancha.server.net..",
                        "io.lamancha.server.command..", "io.netty..")
                .check(SERVER);
    }

    @Test
    void storageKnowsNeitherTablesTransportNorCommands() {
        noClasses().that().resideInAPackage("io.lamancha.server.store..")
                .should().dependOnClassesThat().resideInAnyPackage("io.lamancha.server.table..",
                        "io.lamancha.server.net..", "io.lamancha.server.command..", "io.netty..")
                .check(SERVER);
    }

    @Test
    void commandsReachNoTransport() {
        noClasses().that().resideInAPackage("io.lamancha.server.command..")
                .should().dependOnClassesThat().resideInAnyPackage("io.lamancha.server.net..", "io.netty..")
                .check(SERVER);
    }

    @Test
    void onlyTheTransportTheWiringAndItsStartUseNetty() {
        noClasses().that().resideInAPackage("io.lamancha.server.(*)..")
                .and().resideOutsideOfPackages("io.lamancha.server.net..", "io.lamancha.server.cli..")
                .should().dependOnClassesThat().resideInAPackage("io.netty..")
                .check(SERVER);
    }

    @Test
    void onlyTheOperatorsMetricsAndTheWiringNameMicrometer() {
        noClasses().that().resideInAPackage("io.lamancha.server.(*)..")
                .and().resideOutsideOfPackage("io.lamancha.server.ops..")
                .should().dependOnClassesThat().resideInAPackage("io.micrometer..")
                .check(SERVER);
    }

    @Test
    void onlyTheClusterNamesRedis() {
        noClasses().that().resideInAPackage("io.lamancha.server..")
                .and().resideOutsideOfPackage("io.lamancha.server.cluster..")
                .should().dependOnClassesThat().resideInAPackage("io.lettuce..")
                .check(SERVER);
    }

    @Test
    void theClusterKnowsTheWorldOnlyNotTablesStorageTransportOrCommands() {
        noClasses().that().resideInAPackage("io.lamancha.server.cluster..")
                .should().dependOnClassesThat().resideInAnyPackage("io.lamancha.server.table..",
                        "io.lamancha.server.store..", "io.lamancha.server.net..", "io.lamancha.server.command..",
                        "io.netty..")
                .check(SERVER);
    }

    @Test
    void pairingIsPureCodeThatKnowsNothingOfTheServer() {
        classes().that().resideInAPackage("io.lamancha.server.pairing..")
                .should().onlyDependOnClassesThat().resideInAnyPackage("io.lamancha.server.pairing..", "java..")
                .check(SERVER);
    }

    @Test
    void theWiringDoesNotUseTheCommandLineThatStartsIt() {
        noClasses().that().resideInAPackage(SERVER_PACKAGE)
                .should().dependOnClassesThat().resideInAnyPackage(ABOVE_THE_WIRING.stream()
                        .map(name -> SERVER_PACKAGE + "." + name + "..").toArray(String[]::new))
                .check(SERVER);
    }

    @Test
    void noTwoPackagesOfTheServerNeedEachOther() {
        slices().matching("io.lamancha.server.(*)..").should().beFreeOfCycles().check(SERVER);
    }
}
