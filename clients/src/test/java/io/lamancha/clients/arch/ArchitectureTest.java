package io.lamancha.clients.arch;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** A client knows only what the wire tells it, so it cannot cheat: no engines, no server. */
class ArchitectureTest {

    private static final JavaClasses CLIENTS = new ClassFileImporter().importPath(Path.of("target", "classes"));

    @Test
    void clientsImportNeitherTheEnginesNorTheServer() {
        noClasses().should().dependOnClassesThat().resideInAnyPackage("io.lamancha.engine..", "io.lamancha.games..",
                "io.lamancha.server..").check(CLIENTS);
    }

    /** No two packages (the kit, the bots, the terminal and the load tool) need each other. */
    @Test
    void noTwoPackagesNeedEachOther() {
        slices().matching("io.lamancha.(**)").should().beFreeOfCycles().check(CLIENTS);
    }
}
