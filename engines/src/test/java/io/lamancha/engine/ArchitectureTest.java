package io.lamancha.engine;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** The engines are pure rules: no I/O framework, no wire format, no server. */
class ArchitectureTest {

    private static final JavaClasses ENGINES = new ClassFileImporter().importPath(Path.of("target", "classes"));

    @Test
    void enginesImportNeitherNettyTheProtocolNorTheServer() {
        noClasses().should().dependOnClassesThat().resideInAnyPackage("io.netty..", "io.lamancha.protocol..",
                "io.lamancha.server..", "io.lamancha.clients..").check(ENGINES);
    }

    @Test
    void theGameSpiKnowsNoGame() {
        noClasses().that().resideInAPackage("io.lamancha.engine..")
                .should().dependOnClassesThat().resideInAPackage("io.lamancha.games..").check(ENGINES);
    }

    /** No two packages (the engine SPI and each game) need each other. */
    @Test
    void noTwoPackagesNeedEachOther() {
        slices().matching("io.lamancha.(**)").should().beFreeOfCycles().check(ENGINES);
    }
}
