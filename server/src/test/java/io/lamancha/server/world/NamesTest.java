package io.lamancha.server.world;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class NamesTest {

    @Test
    void lookAlikesShareOneSkeletonAndOthersDoNot() {
        assertThat(Names.skeleton("Vict1m")).isEqualTo(Names.skeleton("Victim")).isEqualTo(Names.skeleton("VLCTIM"));
        assertThat(Names.skeleton("m0dern")).isEqualTo(Names.skeleton("rnodem"));
        assertThat(Names.skeleton("b_o")).isEqualTo(Names.skeleton("b-o"));
        assertThat(Names.skeleton("alice")).isNotEqualTo(Names.skeleton("alicia"));
        assertThat(Names.skeleton("Sancho5")).isNotEqualTo(Names.skeleton("SanchoS"));
    }

    @Test
    void botAndStaffNamesAndTheirLookAlikesAreReservedButOrdinaryNamesAreNot() {
        for (String name : new String[] {"Sancho", "DULCINEA", "admin", "Adm1n", "administrator", "root", "R00t",
                "Server", "sysop", "moderator", "admin_bob", "mod"}) {
            assertThat(Names.reserved(name)).as(name).isTrue();
        }
        for (String name : new String[] {"alice", "Sanchez", "modest", "rooted", "servant"}) {
            assertThat(Names.reserved(name)).as(name).isFalse();
        }
    }
}
