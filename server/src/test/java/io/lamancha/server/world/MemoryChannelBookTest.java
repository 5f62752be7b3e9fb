package io.lamancha.server.world;

/** The channel book of a server of its own. */
class MemoryChannelBookTest extends ChannelBookContract {

    @Override
    protected ChannelBook emptyBook() {
        return new MemoryChannelBook();
    }
}
