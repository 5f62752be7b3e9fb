package io.lamancha.server.arch;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * The server's layering, pinned: world is the middle floor every transport and every kind of room
 * plugs into, so it names neither the table, the store, the transport nor Netty; the table records
 * through the journal port and knows nothing of storage; and no two packages need each other.
 */
class ArchitectureTest {

    private static final JavaClasses SERVER = new ClassFileImporter().importPath(Path.of("target", "classes"));

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
    void onlyTheTransportAndTheWiringUseNetty() {
        noClasses().that().resideInAPackage("io.lamancha.server.(*)..")
                .and().resideOutsideOfPackage("io.lamancha.server.net..")
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
    void noTwoPackagesOfTheServerNeedEachOther() {
        slices().matching("io.lamancha.server.(*)..").should().beFreeOfCycles().check(SERVER);
    }
}
