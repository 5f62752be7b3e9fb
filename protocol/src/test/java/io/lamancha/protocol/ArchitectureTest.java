package io.lamancha.protocol;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** The wire format stands alone: clients build on it without the engines or the server. */
class ArchitectureTest {

    private static final JavaClasses PROTOCOL = new ClassFileImporter().importPath(Path.of("target", "classes"));

    @Test
    void theProtocolImportsNeitherEnginesServerNorNetty() {
        noClasses().should().dependOnClassesThat().resideInAnyPackage("io.lamancha.engine..", "io.lamancha.games..",
                "io.lamancha.server..", "io.lamancha.clients..", "io.netty..").check(PROTOCOL);
    }

    /** No two packages (the wire format and its events) need each other. */
    @Test
    void noTwoPackagesNeedEachOther() {
        slices().matching("io.lamancha.(**)").should().beFreeOfCycles().check(PROTOCOL);
    }
}
